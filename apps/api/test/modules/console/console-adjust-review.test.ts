import { CONSOLE_MSG, MSG, ROLE, routes } from '@app/contract';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceAdjustments, journalEntries, users } from '../../../src/db/schema';
import { call, createMember, dataOf, expectLedgerClean, operatorToken, useTestApp } from '../../helper';

// Four eyes on balance adjustments: a credit above payoutApprovalAbove touches no balance until a second operator
// approves it; the one who asked can never approve or reject it, and approving posts its entry exactly once.

const t = useTestApp();
const LIMIT = 40;
const ABOVE = '50';

type Operator = { id: string; token: string };
let first: Operator;
let second: Operator;
let others: Operator[];

async function newOperator(): Promise<Operator> {
  const account = await createMember(t, { role: ROLE.admin });
  return { id: account.id, token: await operatorToken(t, account) };
}

const adjust = (memberId: string, body: Record<string, unknown>, by: Operator = first) =>
  call(t, routes.adminMemberAdjust, { params: { _id: memberId }, body, token: by.token });
const approve = (id: string, by: Operator) =>
  call(t, routes.adminAdjustmentApprove, { params: { _id: id }, token: by.token });
const reject = (id: string, by: Operator) =>
  call(t, routes.adminAdjustmentReject, { params: { _id: id }, token: by.token });
const detailOf = async (memberId: string) =>
  dataOf(await call(t, routes.adminMember, { params: { _id: memberId }, token: first.token }));

/** A fresh member with one credit above the limit requested by the first operator; answers its pending row. */
async function pendingCredit(body: Record<string, unknown> = {}) {
  const member = await createMember(t);
  const asked = await adjust(member.id, { wallet: 'income', amount: ABOVE, reason: 'Large goodwill', ...body });
  expect(asked.status, asked.body.message).toBe(200);
  const [pending] = dataOf(asked).pendingAdjustments;
  if (!pending) throw new Error('no pending adjustment');
  return { member, pending, asked };
}

async function entriesOf(adjustmentId: string) {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, `adjustment:${adjustmentId}`));
  return row?.n;
}

async function auditOf(memberId: string, action: string) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, memberId), eq(auditLog.action, action)));
}

beforeAll(async () => {
  first = await newOperator();
  second = await newOperator();
  others = [await newOperator(), await newOperator()];
  const updated = await call(t, routes.adminSettingsUpdate, {
    body: { payoutApprovalAbove: LIMIT },
    token: first.token,
  });
  expect(updated.status, updated.body.message).toBe(200);
});

describe('four-eyes balance adjustments', () => {
  it('stores a credit above the limit as pending, audited, and credits nothing', async () => {
    const { member, pending, asked } = await pendingCredit({ kind: 'bonus' });
    expect(asked.body.message).toBe(CONSOLE_MSG.adjustmentPending);
    expect(dataOf(asked)).toMatchObject({ depositBalance: 0, incomeBalance: 0, postings: [] });
    expect(pending).toMatchObject({
      member: { _id: member.id },
      wallet: 'income',
      kind: 'bonus',
      amount: 50,
      reason: 'Large goodwill',
      status: 'pending',
      requestedBy: { _id: first.id },
      reviewedBy: null,
    });
    expect(await entriesOf(pending._id)).toBe(0);
    const [requested] = await auditOf(member.id, 'member.adjustRequest');
    expect(requested).toMatchObject({
      actorId: first.id,
      details: { adjustmentId: pending._id, wallet: 'income', kind: 'bonus', amountMicros: '50000000' },
    });
    expect(await auditOf(member.id, 'member.adjust')).toEqual([]);
    const queue = dataOf(await call(t, routes.adminAdjustments, { query: { status: 'pending' }, token: second.token }));
    expect(queue.docs.map((row) => row._id)).toContain(pending._id);
  });

  it('posts at once a credit at the limit and a debit above it', async () => {
    const member = await createMember(t);
    const atLimit = await adjust(member.id, { wallet: 'deposit', amount: String(LIMIT), reason: 'At the limit' });
    expect(atLimit.body.message).toBe(MSG.adjustmentPosted);
    // Another operator's credit: the limit adds up what each operator moves alone, not what the member received.
    await adjust(member.id, { wallet: 'deposit', amount: String(LIMIT), reason: 'Again' }, second);
    const debit = await adjust(member.id, { wallet: 'deposit', amount: '-50', reason: 'Credited twice' });
    expect(debit.body.message).toBe(MSG.adjustmentPosted);
    expect(dataOf(debit)).toMatchObject({ depositBalance: 30, pendingAdjustments: [] });
  });

  it('refuses the requester approving or rejecting their own request, and moves nothing', async () => {
    const { member, pending } = await pendingCredit();
    for (const review of [approve, reject]) {
      const own = await review(pending._id, first);
      expect(own).toEqual({
        status: 409,
        body: { success: false, message: CONSOLE_MSG.adjustmentOwnRequest, code: 'CONFLICT' },
      });
    }
    expect(await detailOf(member.id)).toMatchObject({ incomeBalance: 0, pendingAdjustments: [{ status: 'pending' }] });
    expect(await entriesOf(pending._id)).toBe(0);
    // Whatever code writes the row, the database keeps the reviewer apart from the requester.
    await expect(
      t.ctx.db.execute(
        sql`update balance_adjustments set status = 'rejected', reviewed_by = requested_by where id = ${pending._id}`,
      ),
    ).rejects.toThrow();
  });

  it('credits once when a second operator approves, audited in both names', async () => {
    const { member, pending } = await pendingCredit();
    const approved = await approve(pending._id, second);
    expect(approved.status, approved.body.message).toBe(200);
    expect(approved.body.message).toBe(CONSOLE_MSG.adjustmentApproved);
    expect(dataOf(approved)).toMatchObject({ status: 'posted', reviewedBy: { _id: second.id } });
    for (const again of [await approve(pending._id, others[0] as Operator), await reject(pending._id, second)]) {
      expect({ status: again.status, message: again.body.message }).toEqual({
        status: 409,
        message: CONSOLE_MSG.adjustmentAlreadyReviewed,
      });
    }
    expect(await detailOf(member.id)).toMatchObject({ incomeBalance: 50, pendingAdjustments: [] });
    expect(await entriesOf(pending._id)).toBe(1);
    const [posted] = await auditOf(member.id, 'member.adjust');
    expect(posted).toMatchObject({
      actorId: second.id,
      details: {
        adjustmentId: pending._id,
        requestedBy: first.id,
        approvedBy: second.id,
        balanceBeforeMicros: '0',
        balanceAfterMicros: '50000000',
      },
    });
    const history = dataOf(
      await call(t, routes.adminAdjustments, { query: { status: 'posted', member: member.id }, token: first.token }),
    );
    expect(history.docs.map((row) => row._id)).toEqual([pending._id]);
    // The console's audit log names both operators, not their ids.
    const logged = dataOf(
      await call(t, routes.adminAudit, { query: { record: member.id, action: 'member.adjust' }, token: first.token }),
    );
    const named = await t.ctx.db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .where(inArray(users.id, [first.id, second.id]));
    const personOf = (id: string) => {
      const row = named.find((found) => found.id === id);
      return { fullName: row?.fullName, email: row?.email };
    };
    expect(logged.docs[0]?.people).toEqual({ [first.id]: personOf(first.id), [second.id]: personOf(second.id) });
  });

  it('credits nothing when a second operator rejects', async () => {
    const { member, pending } = await pendingCredit();
    const rejected = await reject(pending._id, second);
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(rejected.body.message).toBe(CONSOLE_MSG.adjustmentRejected);
    expect(dataOf(rejected)).toMatchObject({ status: 'rejected', reviewedBy: { _id: second.id } });
    const late = await approve(pending._id, others[0] as Operator);
    expect(late.body.message).toBe(CONSOLE_MSG.adjustmentAlreadyReviewed);
    expect(await detailOf(member.id)).toMatchObject({ incomeBalance: 0, depositBalance: 0, pendingAdjustments: [] });
    expect(await entriesOf(pending._id)).toBe(0);
    expect(await auditOf(member.id, 'member.adjustReject')).toEqual([
      expect.objectContaining({ actorId: second.id, details: expect.objectContaining({ adjustmentId: pending._id }) }),
    ]);
  });

  it('credits once under 15 concurrent approvals by three operators', async () => {
    const { member, pending } = await pendingCredit();
    const reviewers = [second, ...others];
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) => approve(pending._id, reviewers[index % 3] as Operator)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(14).fill(409)]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.message).toBe(CONSOLE_MSG.adjustmentAlreadyReviewed);
    }
    expect((await detailOf(member.id)).incomeBalance).toBe(50);
    expect(await entriesOf(pending._id)).toBe(1);
    expect(await auditOf(member.id, 'member.adjust')).toHaveLength(1);
    await expectLedgerClean(t);
  });

  it('settles an approval racing a rejection one way only', async () => {
    const { member, pending } = await pendingCredit();
    const answers = await Promise.all([approve(pending._id, second), reject(pending._id, others[0] as Operator)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [row] = await t.ctx.db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, pending._id));
    expect((await detailOf(member.id)).incomeBalance).toBe(row?.status === 'posted' ? 50 : 0);
    expect(await entriesOf(pending._id)).toBe(row?.status === 'posted' ? 1 : 0);
  });

  it("counts on the overview's queue the credits waiting for a second operator, and only those", async () => {
    const waiting = async () => {
      const overview = dataOf(await call(t, routes.adminOverview, { token: second.token }));
      const queue = dataOf(
        await call(t, routes.adminAdjustments, { query: { status: 'pending' }, token: second.token }),
      );
      expect(overview.queues.pendingAdjustments).toBe(queue.totalDocs);
      return overview.queues.pendingAdjustments;
    };
    const before = await waiting();
    await pendingCredit();
    const approved = await pendingCredit();
    expect((await approve(approved.pending._id, second)).status).toBe(200);
    const rejected = await pendingCredit();
    expect((await reject(rejected.pending._id, second)).status).toBe(200);
    const member = await createMember(t);
    expect((await adjust(member.id, { wallet: 'deposit', amount: String(LIMIT), reason: 'At once' })).status).toBe(200);
    expect((await adjust(member.id, { wallet: 'deposit', amount: '-5', reason: 'Back' })).status).toBe(200);
    expect(await waiting()).toBe(before + 1);
  });

  it('answers not found for an unknown adjustment and checks the kind', async () => {
    const unknown = await approve('6f1b7c2e-0000-4000-8000-000000000000', second);
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: MSG.notFound });
    const member = await createMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ wallet: 'income', amount: '5', reason: 'Why', kind: 'gift' }, MSG.adjustmentKindInvalid],
      [{ wallet: 'deposit', amount: '5', reason: 'Why', kind: 'bonus' }, MSG.adjustmentBonusIncomeCredit],
      [{ wallet: 'income', amount: '-5', reason: 'Why', kind: 'bonus' }, MSG.adjustmentBonusIncomeCredit],
    ];
    for (const [body, message] of cases) {
      const answer = await adjust(member.id, body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status: 400, message });
    }
  });
});
