import { CONSOLE_MSG, MSG, ROLE, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceAdjustments, withdrawals } from '../../../src/db/schema';
import { call, createMember, dataOf, operatorToken, randomTxHash, signedInMember, useTestApp } from '../../helper';
import { earnIncome, newRequestWindow, pendingWithdrawal } from '../../withdrawal-kit';

// payoutApprovalAbove applies to what one operator credited, adjusted or paid to one member alone over 24 hours, not
// to each call alone: splitting an amount into calls under the limit waits for a second operator all the same
// (docs/decisions/020-operator-roles.md).

const t = useTestApp();
const LIMIT = 1_000;
type Operator = { id: string; token: string; email: string; password: string };
let first: Operator;
let second: Operator;
/** Makes the packages members earn from: an owner's call. */
let owner: Operator;

async function newOperator(): Promise<Operator> {
  const account = await createMember(t, { role: ROLE.admin, operatorRole: 'finance' });
  return { ...account, token: await operatorToken(t, account) };
}

const adjust = (memberId: string, amount: string, by: Operator = first) =>
  call(t, routes.adminMemberAdjust, {
    params: { _id: memberId },
    body: { wallet: 'income', amount, reason: 'Goodwill' },
    token: by.token,
  });
const pay = (id: string, by: Operator) =>
  call(t, routes.adminWithdrawalPay, {
    params: { _id: id },
    body: { transactionHash: randomTxHash() },
    token: by.token,
  });

async function statusesOf(memberId: string) {
  const rows = await t.ctx.db
    .select({ status: balanceAdjustments.status })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.userId, memberId))
    .orderBy(balanceAdjustments.requestedAt, balanceAdjustments.amountMicros);
  return rows.map((row) => row.status);
}

beforeAll(async () => {
  first = await newOperator();
  second = await newOperator();
  const ownerAccount = await createMember(t, { role: ROLE.admin });
  owner = { ...ownerAccount, token: await operatorToken(t, ownerAccount) };
  const limit = await call(t, routes.adminSettings, { token: first.token });
  expect(dataOf(limit).payoutApprovalAbove).toBe(LIMIT);
});

describe('four eyes on sums', () => {
  it('holds every credit after the one that takes one operator past the limit for one member', async () => {
    const member = await createMember(t);
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await adjust(member.id, '999.99'));
    expect(answers.map((answer) => answer.body.message)).toEqual([
      MSG.adjustmentPosted,
      ...Array(5).fill(CONSOLE_MSG.adjustmentPending),
    ]);
    expect(await statusesOf(member.id)).toEqual(['posted', ...Array(5).fill('pending')]);
    const last = answers.at(-1);
    if (!last) throw new Error('no answer');
    expect(dataOf(last)).toMatchObject({ incomeBalance: 999.99 });
  });

  it('counts each operator apart, and a debit never waits', async () => {
    const member = await createMember(t);
    expect((await adjust(member.id, '600')).body.message).toBe(MSG.adjustmentPosted);
    expect((await adjust(member.id, '600', second)).body.message).toBe(MSG.adjustmentPosted);
    expect((await adjust(member.id, '-1000')).body.message).toBe(MSG.adjustmentPosted);
    expect((await adjust(member.id, '401')).body.message).toBe(CONSOLE_MSG.adjustmentPending);
  });

  it('counts a pending credit, and no longer one a second operator approved', async () => {
    const member = await createMember(t);
    const pending = await adjust(member.id, '1500');
    expect(pending.body.message).toBe(CONSOLE_MSG.adjustmentPending);
    expect((await adjust(member.id, '10')).body.message).toBe(CONSOLE_MSG.adjustmentPending);
    const [large] = await t.ctx.db
      .select({ id: balanceAdjustments.id })
      .from(balanceAdjustments)
      .where(and(eq(balanceAdjustments.userId, member.id), eq(balanceAdjustments.amountMicros, 1_500_000_000n)));
    const approved = await call(t, routes.adminAdjustmentApprove, {
      params: { _id: String(large?.id) },
      token: second.token,
    });
    expect(approved.status, approved.body.message).toBe(200);
    // What is left counted: the pending 10. With 990 it reaches the limit and no further.
    expect((await adjust(member.id, '990')).body.message).toBe(MSG.adjustmentPosted);
    expect((await adjust(member.id, '0.01')).body.message).toBe(CONSOLE_MSG.adjustmentPending);
  });

  it('adds up two credits sent at the same moment: one posts, the other waits', async () => {
    const member = await createMember(t);
    const answers = await Promise.all([adjust(member.id, '600'), adjust(member.id, '600')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await statusesOf(member.id)).sort()).toEqual(['pending', 'posted']);
  });

  it("refuses an operator's payout that their own credit takes past the limit; another operator pays it", async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator: owner.token, amount: 600 });
    expect((await adjust(member.id, '700')).body.message).toBe(MSG.adjustmentPosted);
    await newRequestWindow(t);
    const id = await pendingWithdrawal(t, { member, amount: 500 });

    const listed = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: first.token }));
    expect(listed.docs.find((row) => row._id === id)).toMatchObject({
      needsApproval: true,
      canPay: false,
      cannotPayReason: MSG.withdrawalNeedsApprovalTogether,
    });
    const refused = await pay(id, first);
    expect(refused).toMatchObject({ status: 409, body: { message: MSG.withdrawalNeedsApprovalTogether } });
    const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ status: 'pending', reviewedBy: null });

    const bySecond = await pay(id, second);
    expect(bySecond.status, bySecond.body.message).toBe(200);
  });

  it("adds an operator's unapproved payouts to one member: the payout that passes the limit waits", async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator: owner.token, amount: 1_200 });
    await newRequestWindow(t);
    const firstPayout = await pendingWithdrawal(t, { member, amount: 600 });
    expect((await pay(firstPayout, first)).status).toBe(200);
    await newRequestWindow(t);
    const secondPayout = await pendingWithdrawal(t, { member, amount: 500 });
    expect(await pay(secondPayout, first)).toMatchObject({
      status: 409,
      body: { message: MSG.withdrawalNeedsApprovalTogether },
    });
    // A day later the first payout has left the window.
    t.clock.advanceSeconds(24 * 3600 + 1);
    first.token = await operatorToken(t, first);
    const later = await pay(secondPayout, first);
    expect(later.status, later.body.message).toBe(200);
  });
});
