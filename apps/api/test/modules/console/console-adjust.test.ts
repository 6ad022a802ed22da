import { MSG, ROLE, routes } from '@app/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, journalEntries, postings } from '../../../src/db/schema';
import { PLATFORM_ACCOUNT } from '../../../src/ledger/accounts';
import { platformBalances } from '../../../src/ledger/platform-balances';
import { call, createMember, dataOf, fundMember, operatorToken, signedInMember, useTestApp } from '../../helper';

// An operator's balance adjustment: one ledger entry against the platform's adjustments account, audited, and
// never a wallet below zero.
const t = useTestApp();
let operator: string;
let operatorId: string;

beforeAll(async () => {
  const account = await createMember(t, { role: ROLE.admin, fullName: 'Ada Adjuster' });
  operatorId = account.id;
  operator = await operatorToken(t, account);
});

const adjust = (memberId: string, body: Record<string, unknown>, token = operator) =>
  call(t, routes.adminMemberAdjust, { params: { _id: memberId }, body, token });

/** What an adjustment could have written for the member: its wallets, their postings and its audit rows. */
async function footprint(memberId: string) {
  const { db } = t.ctx;
  const wallets = await db.select().from(accounts).where(eq(accounts.ownerId, memberId));
  const ids = wallets.map((wallet) => wallet.id);
  const [posted] = ids.length
    ? await db.select({ n: count() }).from(postings).where(inArray(postings.accountId, ids))
    : [{ n: 0 }];
  const [audited] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.targetId, memberId));
  const [entries] = await db.select({ n: count() }).from(journalEntries);
  return {
    balances: Object.fromEntries(wallets.map((wallet) => [wallet.kind, wallet.balanceMicros])),
    postings: posted?.n,
    audit: audited?.n,
    entries: entries?.n,
  };
}

describe('POST /adminApi/members/:_id/adjust', () => {
  it('credits and debits a wallet, shows it in the detail, the statement and the audit log', async () => {
    const member = await signedInMember(t);
    const credit = await adjust(member.id, { wallet: 'deposit', amount: '100', reason: 'Goodwill credit' });
    expect(credit.status).toBe(200);
    expect(credit.body.message).toBe(MSG.adjustmentPosted);
    expect(dataOf(credit)).toMatchObject({ _id: member.id, depositBalance: 100, incomeBalance: 0 });

    const debit = await adjust(member.id, { wallet: 'deposit', amount: '-40.5', reason: 'Credited twice' });
    expect(debit.status).toBe(200);
    const income = await adjust(member.id, { wallet: 'income', amount: 5.25, reason: 'Missed level income' });
    const detail = dataOf(income);
    expect(detail).toMatchObject({ depositBalance: 59.5, incomeBalance: 5.25 });
    expect(detail.postings.map(({ kind, wallet, amount }) => ({ kind, wallet, amount }))).toEqual([
      { kind: 'adjustment', wallet: 'income', amount: 5.25 },
      { kind: 'adjustment', wallet: 'deposit', amount: -40.5 },
      { kind: 'adjustment', wallet: 'deposit', amount: 100 },
    ]);

    // The member's own screens read the same ledger.
    const profile = dataOf(await call(t, routes.profile.member, { token: member.token }));
    expect({ balance: profile.balance, earningbalance: profile.earningbalance }).toEqual({
      balance: 59.5,
      earningbalance: 5.25,
    });
    expect((await platformBalances(t.ctx.db)).get(PLATFORM_ACCOUNT.adjustments)).toBe(-64_750_000n);

    const audit = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'member.adjust')));
    const details = audit.map((row) => ({ actor: row.actorId, ...row.details }));
    expect(details).toHaveLength(3);
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: operatorId,
          wallet: 'deposit',
          amountMicros: '100000000',
          reason: 'Goodwill credit',
          balanceBeforeMicros: '0',
          balanceAfterMicros: '100000000',
        }),
        expect.objectContaining({
          actor: operatorId,
          wallet: 'deposit',
          amountMicros: '-40500000',
          reason: 'Credited twice',
          balanceBeforeMicros: '100000000',
          balanceAfterMicros: '59500000',
        }),
        expect.objectContaining({
          actor: operatorId,
          wallet: 'income',
          amountMicros: '5250000',
          balanceBeforeMicros: '0',
          balanceAfterMicros: '5250000',
        }),
      ]),
    );
    const entries = await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.kind, 'adjustment'));
    const mine = entries.filter((entry) => entry.memo.reason === 'Credited twice');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.memo).toMatchObject({ operatorId, wallet: 'deposit' });
    expect(mine[0]?.idempotencyKey).toMatch(/^adjustment:[0-9a-f-]{36}$/);
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 60 });
    const before = await footprint(member.id);
    const refused = await adjust(member.id, { wallet: 'deposit', amount: '-60.000001', reason: 'Too much' });
    expect(refused).toEqual({
      status: 409,
      body: { success: false, message: MSG.adjustmentBelowZero, code: 'INSUFFICIENT_FUNDS' },
    });
    expect(await footprint(member.id)).toEqual(before);
    // A wallet never used is not opened by a refused debit either.
    const income = await adjust(member.id, { wallet: 'income', amount: '-1', reason: 'Nothing there' });
    expect(income.body.message).toBe(MSG.adjustmentBelowZero);
    expect(await footprint(member.id)).toEqual(before);
    // The whole balance can go.
    const all = await adjust(member.id, { wallet: 'deposit', amount: '-60', reason: 'Reversed deposit' });
    expect(dataOf(all).depositBalance).toBe(0);
  });

  it('answers the field messages in order', async () => {
    const member = await createMember(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '10', reason: 'Why' }, MSG.walletRequired],
      [{ wallet: 'savings', amount: '10', reason: 'Why' }, MSG.walletRequired],
      [{ wallet: 'deposit', reason: 'Why' }, MSG.amountRequired],
      [{ wallet: 'deposit', amount: '', reason: 'Why' }, MSG.amountRequired],
      [{ wallet: 'deposit', amount: '  ', reason: 'Why' }, MSG.amountRequired],
      [{ wallet: 'deposit', amount: '0', reason: 'Why' }, MSG.amountInvalid],
      [{ wallet: 'deposit', amount: 0, reason: 'Why' }, MSG.amountInvalid],
      [{ wallet: 'deposit', amount: '-0', reason: 'Why' }, MSG.amountInvalid],
      [{ wallet: 'deposit', amount: 'ten', reason: 'Why' }, MSG.amountInvalid],
      [{ wallet: 'deposit', amount: '1.0000001', reason: 'Why' }, MSG.amountInvalid],
      [{ wallet: 'deposit', amount: '--5', reason: 'Why' }, MSG.amountInvalid],
      [{ wallet: 'deposit', amount: '10' }, MSG.reasonRequired],
      [{ wallet: 'deposit', amount: '10', reason: '   ' }, MSG.reasonRequired],
    ];
    for (const [body, message] of cases) {
      const response = await adjust(member.id, body);
      expect({ body, status: response.status, message: response.body.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    const tooLarge = await adjust(member.id, { wallet: 'deposit', amount: '-1000000.01', reason: 'Why' });
    expect({ status: tooLarge.status, message: tooLarge.body.message }).toEqual({
      status: 400,
      message: 'Please enter amount up to 1,000,000',
    });
    expect(await footprint(member.id)).toMatchObject({ balances: {}, postings: 0, audit: 0 });
  });

  it("answers not found for an unknown id and an operator's id", async () => {
    const other = await createMember(t, { role: ROLE.admin });
    for (const id of [other.id, operatorId, '6f1b7c2e-0000-4000-8000-000000000000']) {
      const response = await adjust(id, { wallet: 'deposit', amount: '5', reason: 'Why' });
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 404,
        message: MSG.notFound,
      });
    }
    const wallets = await t.ctx.db
      .select()
      .from(accounts)
      .where(inArray(accounts.ownerId, [other.id, operatorId]));
    expect(wallets).toEqual([]);
  });

  it('never takes a wallet below zero under concurrent debits: 3 of 10 debits of 30 pass against 100', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 100 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        adjust(member.id, { wallet: 'deposit', amount: '-30', reason: `Concurrent ${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((one) => one.status === 409)) {
      expect(answer.body.message).toBe(MSG.adjustmentBelowZero);
    }
    const detail = dataOf(await call(t, routes.adminMember, { params: { _id: member.id }, token: operator }));
    expect(detail.depositBalance).toBe(10);
    expect(detail.postings.filter((posting) => posting.kind === 'adjustment')).toHaveLength(3);
    const audit = await t.ctx.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'member.adjust')));
    expect(audit[0]?.n).toBe(3);
  });
});
