import { CONSOLE_MSG, MSG, ROLE, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceAdjustments, deposits, journalEntries, notifications } from '../../../src/db/schema';
import {
  call,
  createMember,
  dataOf,
  expectLedgerClean,
  operatorToken,
  randomTxHash,
  signedInMember,
  useTestApp,
} from '../../helper';
import { newRequestWindow, pendingWithdrawal } from '../../withdrawal-kit';

// In the manual mode a member types any hash and an operator's approval credits it: nothing but that operator's word
// stands behind the money. So a deposit's approval counts in the four eyes on sums, with the operator's credits and
// payouts (docs/decisions/020-operator-roles.md#four-eyes-on-sums): above payoutApprovalAbove one operator approves
// and another credits.

const t = useTestApp();
const LIMIT = 1_000;
type Operator = { id: string; token: string; fullName: string };
let first: Operator;
let second: Operator;
let third: Operator;
/** Credits members' income in tests that need it: its own sums are apart from the others'. */
let owner: Operator;

async function newOperator(operatorRole: 'owner' | 'finance' = 'finance'): Promise<Operator> {
  const account = await createMember(t, { role: ROLE.admin, operatorRole });
  return { id: account.id, fullName: account.fullName, token: await operatorToken(t, account) };
}

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function submit(member: Member, amount: number) {
  const submitted = await call(t, routes.addFund.member, {
    body: { amount, transaction_id: randomTxHash() },
    token: member.token,
  });
  expect(submitted.status, submitted.body.message).toBe(200);
  return dataOf(submitted)._id;
}

const approve = (id: string, by: Operator) =>
  call(t, routes.adminDepositApprove, { params: { _id: id }, token: by.token });
const reject = (id: string, by: Operator) =>
  call(t, routes.adminDepositReject, { params: { _id: id }, body: { reason: 'No such transfer' }, token: by.token });
const adjust = (memberId: string, amount: string, by: Operator) =>
  call(t, routes.adminMemberAdjust, {
    params: { _id: memberId },
    body: { wallet: 'income', amount, reason: 'Goodwill' },
    token: by.token,
  });

async function balanceOf(member: Member) {
  return dataOf(await call(t, routes.profile.member, { token: member.token })).balance;
}

async function rowOf(id: string) {
  const [row] = await t.ctx.db.select().from(deposits).where(eq(deposits.id, id));
  if (!row) throw new Error(`no deposit ${id}`);
  return row;
}

/** The deposit as `reader`'s queue lists it: every status, newest first, so the test's newest deposit is on page 1. */
async function listedAs(reader: Operator, id: string) {
  const page = dataOf(await call(t, routes.adminDeposits, { query: {}, token: reader.token }));
  return page.docs.find((doc) => doc._id === id);
}

async function entriesOf(id: string) {
  return t.ctx.db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, `deposit:${id}`));
}

beforeAll(async () => {
  first = await newOperator();
  second = await newOperator();
  third = await newOperator('owner');
  owner = await newOperator('owner');
  const settings = await call(t, routes.adminSettings, { token: first.token });
  expect(dataOf(settings)).toMatchObject({ payoutApprovalAbove: LIMIT, depositVerificationMode: 'manual' });
});

describe("a deposit credited on an operator's word", () => {
  it('above the limit, waits after the first approval and is credited once by a second operator', async () => {
    const member = await signedInMember(t);
    // The finding: a made-up hash for the largest amount one deposit may carry.
    const id = await submit(member, 1_000_000);

    const waiting = await approve(id, first);
    expect(waiting.status, waiting.body.message).toBe(202);
    expect(waiting.body).toMatchObject({
      success: true,
      message: MSG.depositApprovedFirst,
      data: {
        _id: id,
        status: 'pending',
        approvedBy: { _id: first.id, fullName: first.fullName },
        needsSecondOperator: true,
        hashCheckedOnChain: false,
        canApprove: false,
        cannotApproveReason: MSG.depositSameOperator,
      },
    });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', approvedBy: first.id, reviewedBy: null });
    expect(await balanceOf(member)).toBe(0);
    expect(await entriesOf(id)).toEqual([]);

    // The one who approved first never credits it, however often they ask.
    expect(await approve(id, first)).toMatchObject({ status: 409, body: { message: MSG.depositSameOperator } });
    expect(await balanceOf(member)).toBe(0);

    // Another operator of a money role sees what it waits for, and credits it.
    expect(await listedAs(second, id)).toMatchObject({
      needsSecondOperator: true,
      approvedBy: { _id: first.id },
      canApprove: true,
      cannotApproveReason: null,
    });
    const credited = await approve(id, second);
    expect(credited.status, credited.body.message).toBe(200);
    expect(credited.body).toMatchObject({
      message: MSG.depositApproved,
      data: { status: 'success', creditedAmount: 1_000_000, approvedBy: { _id: first.id }, canApprove: false },
    });
    expect(await rowOf(id)).toMatchObject({ status: 'success', approvedBy: first.id, reviewedBy: second.id });
    expect(await balanceOf(member)).toBe(1_000_000);
    expect(await entriesOf(id)).toHaveLength(1);
    expect(await approve(id, third)).toMatchObject({ status: 409, body: { message: MSG.depositAlreadyReviewed } });

    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.createdAt);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['deposit.approveFirst', first.id],
      ['deposit.approve', second.id],
    ]);
    expect(audit[1]?.details).toEqual({ approvedBy: first.id });
    const notices = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(notices.map((notice) => notice.kind)).toEqual(['deposit-approved']);
    await expectLedgerClean(t);
  });

  it("adds up with the operator's own credits and payouts to the member, and no more once another approved", async () => {
    const member = await signedInMember(t);
    const credited = await submit(member, 600);
    expect((await approve(credited, first)).status).toBe(200);
    // 600 + 500 passes the limit: the approval waits, and the 500 counts for its operator while it waits.
    const waits = await submit(member, 500);
    expect(await approve(waits, first)).toMatchObject({ status: 202, body: { message: MSG.depositApprovedFirst } });
    expect((await adjust(member.id, '10', first)).body.message).toBe(CONSOLE_MSG.adjustmentPending);
    // Each operator counts apart: the second has moved nothing to this member.
    const bySecond = await submit(member, 900);
    expect((await approve(bySecond, second)).status).toBe(200);

    // Credited by the second operator, the 500 had its second pair of eyes: left counted are 600 and the pending 10.
    expect((await approve(waits, second)).status).toBe(200);
    expect((await adjust(member.id, '390', first)).body.message).toBe(MSG.adjustmentPosted);
    expect((await adjust(member.id, '0.01', first)).body.message).toBe(CONSOLE_MSG.adjustmentPending);
    expect(await balanceOf(member)).toBe(2_000);
    const statuses = await t.ctx.db
      .select({ status: balanceAdjustments.status })
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.userId, member.id))
      .orderBy(balanceAdjustments.requestedAt, balanceAdjustments.amountMicros);
    expect(statuses.map((row) => row.status)).toEqual(['pending', 'pending', 'posted']);
  });

  it('holds the payout of an operator whose deposit approval takes it past the limit; another operator pays it', async () => {
    const member = await signedInMember(t);
    // Income to withdraw, credited by an operator whose own sums are not this test's.
    expect((await adjust(member.id, '600', owner)).body.message).toBe(MSG.adjustmentPosted);
    expect((await approve(await submit(member, 700), first)).status).toBe(200);
    await newRequestWindow(t);
    const withdrawal = await pendingWithdrawal(t, { member, amount: 500 });
    const listed = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: first.token }));
    expect(listed.docs.find((row) => row._id === withdrawal)).toMatchObject({
      canPay: false,
      cannotPayReason: MSG.withdrawalNeedsApprovalTogether,
    });
    const pay = (by: Operator) =>
      call(t, routes.adminWithdrawalPay, {
        params: { _id: withdrawal },
        body: { transactionHash: randomTxHash() },
        token: by.token,
      });
    expect(await pay(first)).toMatchObject({
      status: 409,
      body: { message: MSG.withdrawalNeedsApprovalTogether },
    });
    expect((await pay(second)).status).toBe(200);
  });

  it('lists for each reader whether their approval credits the deposit or waits, and what the hash rests on', async () => {
    const member = await signedInMember(t);
    expect((await approve(await submit(member, 600), first)).status).toBe(200);
    const id = await submit(member, 500);
    const asFirst = await listedAs(first, id);
    expect(asFirst).toMatchObject({
      status: 'pending',
      hashCheckedOnChain: false,
      needsSecondOperator: true,
      approvedBy: null,
      approvedAt: null,
      canApprove: true,
      cannotApproveReason: null,
    });
    // The second operator moved nothing to the member: their approval alone credits it.
    expect(await listedAs(second, id)).toMatchObject({ needsSecondOperator: false, canApprove: true });

    expect((await approve(id, first)).status).toBe(202);
    const approvedAt = (await rowOf(id)).approvedAt?.toISOString();
    expect(await listedAs(first, id)).toMatchObject({
      needsSecondOperator: true,
      approvedBy: { _id: first.id, fullName: first.fullName },
      approvedAt,
      canApprove: false,
      cannotApproveReason: MSG.depositSameOperator,
    });
    expect(await listedAs(second, id)).toMatchObject({
      needsSecondOperator: true,
      approvedBy: { _id: first.id },
      canApprove: true,
      cannotApproveReason: null,
    });
  });

  it('may be rejected by the operator who approved it first, or by another, crediting nothing', async () => {
    const member = await signedInMember(t);
    const own = await submit(member, 1_500);
    expect((await approve(own, first)).status).toBe(202);
    const rejected = await reject(own, first);
    expect(rejected.status, rejected.body.message).toBe(200);
    // The table refuses a row reviewed by its own first approver: that approval is withdrawn with the rejection.
    expect(await rowOf(own)).toMatchObject({ status: 'reject', reviewedBy: first.id, approvedBy: null });

    const others = await submit(member, 1_500);
    expect((await approve(others, first)).status).toBe(202);
    expect((await reject(others, second)).status).toBe(200);
    expect(await rowOf(others)).toMatchObject({ status: 'reject', reviewedBy: second.id, approvedBy: first.id });
    expect(await approve(others, second)).toMatchObject({
      status: 409,
      body: { message: MSG.depositAlreadyReviewed },
    });
    expect(await balanceOf(member)).toBe(0);
    // Rejected, neither counts any more for the first operator: 1,000 alone is credited.
    expect((await approve(await submit(member, 1_000), first)).status).toBe(200);
  });
});

describe('at the same moment', () => {
  it('of four operators approving one deposit above the limit, one approves first, one credits it, once', async () => {
    const member = await signedInMember(t);
    const id = await submit(member, 5_000);
    const approvers = [first, second, third, owner];
    const answers = await Promise.all(approvers.map((by) => approve(id, by)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect([MSG.depositAlreadyReviewed, MSG.depositSameOperator]).toContain(refused.body.message);
    }
    const firstId = approvers[answers.findIndex((answer) => answer.status === 202)]?.id;
    const creditId = approvers[answers.findIndex((answer) => answer.status === 200)]?.id;
    expect(firstId).not.toBe(creditId);
    expect(await rowOf(id)).toMatchObject({ status: 'success', approvedBy: firstId, reviewedBy: creditId });
    expect(await entriesOf(id)).toHaveLength(1);
    expect(await balanceOf(member)).toBe(5_000);
    await expectLedgerClean(t);
  });

  it("adds up one operator's approvals of two deposits of one member: one is credited, the other waits", async () => {
    for (let round = 0; round < 3; round += 1) {
      const member = await signedInMember(t);
      const ids = [await submit(member, 600), await submit(member, 600)];
      const answers = await Promise.all(ids.map((id) => approve(id, first)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202]);
      const rows = await Promise.all(ids.map(rowOf));
      expect(rows.map((row) => `${row.status}:${row.approvedBy === first.id}`).sort()).toEqual([
        'pending:true',
        'success:false',
      ]);
      expect(await balanceOf(member)).toBe(600);
    }
    const held = await t.ctx.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(and(eq(deposits.approvedBy, first.id), eq(deposits.status, 'pending')));
    expect(held.length).toBeGreaterThanOrEqual(3);
    await expectLedgerClean(t);
  });
});
