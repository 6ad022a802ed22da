import { routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withdrawals } from '../../../src/db/schema';
import { lockVerifyGate } from '../../../src/modules/payout-safety/payout-safety';
import { call, dataOf, newOperatorToken, randomTxHash, signedInMember, useTestApp } from '../../helper';
import { earnIncome, pendingWithdrawal } from '../../withdrawal-kit';

// A member's withdrawal verify locks the member's row first. Rows that name the member (a notification, an income)
// take KEY SHARE on it, so a FOR UPDATE there made an operator's review wait on the verify while the verify waited
// on the balances the review held: a deadlock, answered 500, under load on PostgreSQL. Only PostgreSQL runs two
// transactions at once.
const t = useTestApp();

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** Runs `work` while a transaction holds `member`'s row the way a withdrawal verify does; answers 'waited' if it blocked. */
async function whileVerifyHoldsMember(member: Member, withdrawalId: string, work: () => Promise<{ status: number }>) {
  const [request] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  if (!request) throw new Error('no withdrawal');
  let locked!: () => void;
  let release!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = t.ctx.db.transaction(async (tx) => {
    await lockVerifyGate(tx, member.id);
    locked();
    await released;
  });
  await isLocked;
  const outcome = await Promise.race([
    work(),
    new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 4000)),
  ]);
  release();
  await holder;
  return outcome === 'waited' ? outcome : outcome.status;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("operators' reviews while a member's withdrawal verify runs", () => {
  it('rejecting another of their withdrawals does not wait for it', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const first = await pendingWithdrawal(t, { member, amount: 30 });
    const second = await pendingWithdrawal(t, { member, amount: 30 });

    const outcome = await whileVerifyHoldsMember(member, second, () =>
      call(t, routes.adminWithdrawalReject, { params: { _id: first }, body: { reason: 'wrong' }, token: operator }),
    );
    expect(outcome).toBe(200);
  });

  it('approving their deposit waits for it, as a credit or a payout does, then credits without a deadlock', async () => {
    const operator = await newOperatorToken(t);
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const withdrawal = await pendingWithdrawal(t, { member, amount: 30 });
    const submitted = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: randomTxHash() },
      token: member.token,
    });
    const depositId = dataOf(submitted)._id;

    // The approval adds to what its operator moved alone to the member (docs/decisions/020-operator-roles.md), so it
    // takes the member's row first, the order every money path keeps: it waits, and the verify never waits on it.
    let approval: Promise<{ status: number }> | undefined;
    const outcome = await whileVerifyHoldsMember(member, withdrawal, () => {
      approval = call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: operator });
      return approval;
    });
    expect(outcome).toBe('waited');
    expect((await approval)?.status).toBe(200);
  });
});
