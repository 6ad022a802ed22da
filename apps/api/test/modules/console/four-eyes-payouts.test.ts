import { MSG, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, withdrawals } from '../../../src/db/schema';
import { call, dataOf, newOperatorToken, randomTxHash, signedInMember, useTestApp } from '../../helper';
import { earnIncome, newRequestWindow, pendingWithdrawal } from '../../withdrawal-kit';

// Above payoutApprovalAbove, one operator approves a withdrawal and another pays it; never one operator both.

const t = useTestApp();
let first: string;
let second: string;
let member: Awaited<ReturnType<typeof signedInMember>>;

const LIMIT = 40;
const ABOVE = 50;
const BELOW = 30;

const approve = (id: string, token: string) => call(t, routes.adminWithdrawalApprove, { params: { _id: id }, token });
const pay = (id: string, token: string) =>
  call(t, routes.adminWithdrawalPay, { params: { _id: id }, body: { transactionHash: randomTxHash() }, token });

async function rowOf(id: string) {
  const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!row) throw new Error(`no withdrawal ${id}`);
  return row;
}

async function newPending(amount: number) {
  await newRequestWindow(t);
  return pendingWithdrawal(t, { member, amount });
}

beforeAll(async () => {
  first = await newOperatorToken(t);
  second = await newOperatorToken(t);
  const updated = await call(t, routes.adminSettingsUpdate, { body: { payoutApprovalAbove: LIMIT }, token: first });
  expect(updated.status, updated.body.message).toBe(200);
  member = await signedInMember(t);
  await earnIncome(t, { member, operator: first, amount: 2_000 });
});

describe('four-eyes payouts', () => {
  it('pays a withdrawal at or below the limit with one operator', async () => {
    const id = await newPending(BELOW);
    const paid = await pay(id, first);
    expect(paid.status, paid.body.message).toBe(200);
    expect(dataOf(paid)).toMatchObject({ status: 'success', needsApproval: false, approvedBy: null });
  });

  it('refuses to pay one above the limit before another operator approved it, and moves nothing', async () => {
    const id = await newPending(ABOVE);
    const listed = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: first }));
    expect(listed.docs.find((row) => row._id === id)).toMatchObject({ needsApproval: true, approvedBy: null });
    const paid = await pay(id, first);
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(MSG.withdrawalNeedsApproval);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', payoutTxHash: null, reviewedBy: null });
  });

  it('lets the approver never pay, and another operator pay once', async () => {
    const id = await newPending(ABOVE);
    const approved = await approve(id, first);
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.message).toBe(MSG.withdrawalApproved);
    expect(dataOf(approved)).toMatchObject({
      status: 'pending',
      needsApproval: true,
      approvedBy: { fullName: expect.any(String) },
    });

    const again = await approve(id, second);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.withdrawalAlreadyApproved);

    const byApprover = await pay(id, first);
    expect(byApprover.status).toBe(409);
    expect(byApprover.body.message).toBe(MSG.withdrawalSameOperator);

    const bySecond = await pay(id, second);
    expect(bySecond.status, bySecond.body.message).toBe(200);
    const row = await rowOf(id);
    expect(row.status).toBe('success');
    expect(row.reviewedBy).not.toBe(row.approvedBy);

    const late = await approve(id, second);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MSG.withdrawalAlreadyReviewed);
  });

  it('writes who approved in the audit log', async () => {
    const id = await newPending(ABOVE);
    await approve(id, second);
    const entries = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'withdrawal.approve')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe((await rowOf(id)).approvedBy);
  });

  it('answers 404 for an unknown withdrawal', async () => {
    const answer = await approve('00000000-0000-4000-8000-000000000000', first);
    expect(answer.status).toBe(404);
  });

  it('never lets one operator approve and pay the same withdrawal, however the requests race', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) ids.push(await newPending(ABOVE));
    // Each operator approves and pays every withdrawal at once: whatever order the database sees, a paid one
    // was approved by the other operator.
    const attempts = ids.flatMap((id) => [
      () => approve(id, first),
      () => pay(id, first),
      () => approve(id, second),
      () => pay(id, second),
    ]);
    attempts.sort(() => Math.random() - 0.5);
    await Promise.all(attempts.map((attempt) => attempt()));
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row.approvedBy).not.toBeNull();
      if (row.status === 'success') expect(row.reviewedBy).not.toBe(row.approvedBy);
    }
  });

  it('is held by the database itself: a row paid by its approver cannot be written', async () => {
    const id = await newPending(ABOVE);
    await approve(id, first);
    const { approvedBy } = await rowOf(id);
    await expect(
      t.ctx.db
        .update(withdrawals)
        .set({ status: 'success', reviewedBy: approvedBy, payoutTxHash: randomTxHash() })
        .where(eq(withdrawals.id, id)),
    ).rejects.toThrow();
  });
});
