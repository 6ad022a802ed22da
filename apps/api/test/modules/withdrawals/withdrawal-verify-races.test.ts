import { MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users, withdrawals } from '../../../src/db/schema';
import { call, dataOf, newOperatorToken, signedInMember, useTestApp } from '../../helper';
import { runReconciliationJob, shiftPosting } from '../../ledger-fault-kit';
import { beforeNextStatement } from '../../statement-hook';
import { ADDRESS, earnIncome, listWithdrawals, requestWithdrawal } from '../../withdrawal-kit';

// A verify is one read and one statement (hold-withdrawal.ts). These tests put an operator's real request, or the
// reconciliation job, between the two.
const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

/** The verify statement's own words: it counts the verify only if the count is as read. */
const VERIFY_STATEMENT = 'member as (';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const verify = (member: Member, request: { id: string; otp: string }, amount: number) =>
  call(t, routes.withdrawalVerify.member, {
    body: { address: ADDRESS, amount, otp: request.otp, _id: request.id },
    token: member.token,
  });
const incomeOf = async (member: Member) =>
  dataOf(await call(t, routes.profile.member, { token: member.token })).earningbalance;

async function statusOf(id: string) {
  const [row] = await t.ctx.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id));
  return row?.status;
}

async function verifiesOf(userId: string) {
  const [row] = await t.ctx.db.select({ count: users.payoutVerifies }).from(users).where(eq(users.id, userId));
  return row?.count;
}

async function withHook<T>(between: () => Promise<unknown>, work: () => Promise<T>) {
  const hook = beforeNextStatement(t, VERIFY_STATEMENT, between);
  try {
    return { answer: await work(), seen: hook.seen };
  } finally {
    hook.restore();
  }
}

describe('an income verify between its read and its write', () => {
  it('answers the request exactly as the member then finds it in their withdrawals', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const request = await requestWithdrawal(t, { member, amount: 40 });
    const verified = await verify(member, request, 40);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(MSG.withdrawalSubmitted);
    const listed = await listWithdrawals(t, member.token);
    expect(listed.docs).toEqual([dataOf(verified)]);
    expect(await verifiesOf(member.id)).toBe(1);
  });

  it('refuses while a reconciliation that ran after the read froze payouts, and the code still works once mended', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const request = await requestWithdrawal(t, { member, amount: 40 });
    const { answer, seen } = await withHook(
      async () => {
        await shiftPosting(t, { memberId: member.id, by: 1, wallet: 'member:income' });
        await runReconciliationJob(t);
      },
      () => verify(member, request, 40),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(MSG.payoutsPaused);
    expect(seen.statements).toBe(1);
    expect(await statusOf(request.id)).toBe('unverified');

    await shiftPosting(t, { memberId: member.id, by: -1, wallet: 'member:income' });
    await runReconciliationJob(t);
    expect(await incomeOf(member)).toBe(100);
    expect((await verify(member, request, 40)).status).toBe(200);
    expect(await incomeOf(member)).toBe(60);
  });

  it('refuses a verify whose wallet an operator emptied after the read, and leaves the request and its code', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 50 });
    const request = await requestWithdrawal(t, { member, amount: 40 });
    const adjust = (amount: string) =>
      call(t, routes.adminMemberAdjust, {
        params: { _id: member.id },
        body: { wallet: 'income', amount, reason: 'Credited twice' },
        token: operator,
      });
    const { answer } = await withHook(
      async () => expect((await adjust('-20')).status).toBe(200),
      () => verify(member, request, 40),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(MSG.insufficientFunds);
    expect(await statusOf(request.id)).toBe('unverified');
    expect(await verifiesOf(member.id)).toBe(0);
    expect(await incomeOf(member)).toBe(30);

    expect((await adjust('20')).status).toBe(200);
    expect((await verify(member, request, 40)).status).toBe(200);
    expect(await incomeOf(member)).toBe(10);
    expect(await verifiesOf(member.id)).toBe(1);
  });
});
