import { MICROS_PER_USDT, MSG, OTP_TTL_SECONDS } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../src/db/client';
import { accounts, journalEntries, postings, type WithdrawalRecord, withdrawals } from '../../../src/db/schema';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../../src/ledger/accounts';
import { checkLedger } from '../../../src/ledger/check';
import { withdrawalHold } from '../../../src/ledger/movements';
import { AppError } from '../../../src/lib/app-error';
import { addSeconds } from '../../../src/lib/clock';
import { payIncomes } from '../../../src/modules/income/pay-income';
import { createMember, createTestApp, expectLedgerClean, type TestContext, useTestApp } from '../../helper';
import { postMovement } from '../../post-kit';
import { ADDRESS } from '../../withdrawal-kit';

// The bank check: many withdrawals at once against one wallet, on the real database and the real ledger.
// On PostgreSQL (TEST_DATABASE_URL) the transactions run on up to 20 connections at once; on PGlite they
// queue on its one connection, so there the check proves the arithmetic but not the race.

/** Moves a held withdrawal's amount out of the income wallet; what the verify step runs inside its transaction. */
type Debit = (
  tx: Queryable,
  options: { withdrawal: WithdrawalRecord; now: Date },
) => Promise<{ entryId: string; replayed: boolean }>;

const WALLET = 100;
const AMOUNT = 7;
const ATTEMPTS = 1000;
const AFFORDABLE = Math.floor(WALLET / AMOUNT);

const usdtToMicros = (usdt: number) => BigInt(usdt) * MICROS_PER_USDT;

interface BankReport {
  accepted: number;
  /** Refusals that were not INSUFFICIENT_FUNDS with the contract's message. */
  unexpected: unknown[];
  refused: AppError[];
  walletMicros: bigint;
  postedMicros: bigint;
  /** Every way the run broke the bank's rules; empty when it held. */
  problems: string[];
}

/** Every connection of the test pool. */
const IN_FLIGHT = 20;

/**
 * Runs `work` for every item with IN_FLIGHT of them always under way: each connection of the pool is busy
 * with a transaction at every moment. Handing the pool all 1,000 at once would race no harder, and the
 * last in its queue could outwait its 5 s connection timeout on a busy machine.
 */
async function settleAll<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<PromiseSettledResult<R>[]> {
  const outcomes: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        outcomes[index] = { status: 'fulfilled', value: await work(items[index] as T) };
      } catch (reason) {
        outcomes[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return outcomes;
}

/** A member whose income wallet holds `amount`, paid as the income engine pays: from the incomes-paid account. */
async function memberWithIncome(t: TestContext, amount: number) {
  const member = await createMember(t);
  const now = t.clock.now();
  await t.ctx.db.transaction(async (tx) => {
    await payIncomes(tx, [
      {
        userId: member.id,
        kind: 'reward',
        baseMicros: usdtToMicros(amount),
        rateBasisPoints: 10_000,
        idempotencyKey: `reward:${member.id}:bank-check`,
        rank: 1,
        day: now.toISOString().slice(0, 10),
        now,
      },
    ]);
  });
  return member;
}

/** Step 1 of a withdrawal, as stored: unverified, no charge, nothing held yet. */
async function unverifiedRequests(t: TestContext, options: { userId: string; amount: number; count: number }) {
  const now = t.clock.now();
  const amountMicros = usdtToMicros(options.amount);
  const row = {
    userId: options.userId,
    kind: 'income' as const,
    address: ADDRESS,
    amountMicros,
    chargeBasisPoints: 0,
    chargeMicros: 0n,
    netMicros: amountMicros,
    createdAt: now,
    expiresAt: addSeconds(now, OTP_TTL_SECONDS),
  };
  return t.ctx.db
    .insert(withdrawals)
    .values(Array.from({ length: options.count }, () => row))
    .returning();
}

async function walletOf(t: TestContext, userId: string) {
  const walletId = await memberAccountId(t.ctx.db, { userId, wallet: MEMBER_WALLET.income });
  const [cached] = await t.ctx.db
    .select({ balance: accounts.balanceMicros })
    .from(accounts)
    .where(eq(accounts.id, walletId));
  const [posted] = await t.ctx.db
    .select({ total: sql<string>`coalesce(sum(${postings.amountMicros}), 0)::text` })
    .from(postings)
    .where(eq(postings.accountId, walletId));
  return { walletMicros: cached?.balance ?? 0n, postedMicros: BigInt(posted?.total ?? '0') };
}

/**
 * 1,000 withdrawals of 7 against a wallet of 100, each verified in its own transaction at the same time:
 * the request turns pending and `debit` moves its amount, or everything of it rolls back.
 */
async function runBankCheck(t: TestContext, debit: Debit): Promise<BankReport> {
  const member = await memberWithIncome(t, WALLET);
  const requests = await unverifiedRequests(t, { userId: member.id, amount: AMOUNT, count: ATTEMPTS });
  const now = t.clock.now();
  const outcomes = await settleAll(requests, (request) =>
    t.ctx.db.transaction(async (tx) => {
      const [pending] = await tx
        .update(withdrawals)
        .set({ status: 'pending', verifiedAt: now })
        .where(and(eq(withdrawals.id, request.id), eq(withdrawals.status, 'unverified')))
        .returning();
      if (!pending) throw new Error(`request ${request.id} was not unverified`);
      return debit(tx, { withdrawal: pending, now });
    }),
  );
  const refused: AppError[] = [];
  const unexpected: unknown[] = [];
  for (const outcome of outcomes) {
    if (outcome.status === 'fulfilled') continue;
    const error: unknown = outcome.reason;
    const isShortOfFunds =
      error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS' && error.message === MSG.insufficientFunds;
    (isShortOfFunds ? refused : unexpected).push(error as AppError);
  }
  const accepted = outcomes.length - refused.length - unexpected.length;
  const { walletMicros, postedMicros } = await walletOf(t, member.id);
  const left = usdtToMicros(WALLET) - BigInt(AFFORDABLE) * usdtToMicros(AMOUNT);
  const problems: string[] = [];
  if (accepted !== AFFORDABLE) problems.push(`${accepted} withdrawals accepted, ${AFFORDABLE} affordable`);
  if (unexpected.length > 0) problems.push(`${unexpected.length} refused for another reason: ${unexpected[0]}`);
  if (walletMicros !== left) problems.push(`wallet holds ${walletMicros} micro-USDT, ${left} expected`);
  if (walletMicros !== postedMicros) problems.push(`wallet says ${walletMicros}, its postings ${postedMicros}`);
  if (walletMicros < 0n || postedMicros < 0n) problems.push('the wallet went below zero');
  for (const problem of await checkLedger(t.ctx.db)) problems.push(`ledger: ${problem.rule}`);
  return { accepted, refused, unexpected, walletMicros, postedMicros, problems };
}

/** The production debit: the hold entry as a money event, whose conditional update cannot pass zero. */
const ledgerDebit: Debit = async (tx, options) => postMovement(tx, await withdrawalHold.open(tx, options));

/**
 * A deliberately broken debit for the meta-test: reads the balance, checks it, then writes back the
 * balance it read minus the amount. Two of them reading the same balance both pass the check.
 */
const readThenWriteDebit: Debit = async (tx, { withdrawal, now }) => {
  const walletId = await memberAccountId(tx, { userId: withdrawal.userId, wallet: MEMBER_WALLET.income });
  const payableId = await platformAccountId(tx, PLATFORM_ACCOUNT.withdrawalsPayable);
  const [wallet] = await tx.select({ balance: accounts.balanceMicros }).from(accounts).where(eq(accounts.id, walletId));
  const balance = wallet?.balance ?? 0n;
  if (balance < withdrawal.amountMicros) throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
  await tx
    .update(accounts)
    .set({ balanceMicros: balance - withdrawal.amountMicros })
    .where(eq(accounts.id, walletId));
  await tx
    .update(accounts)
    .set({ balanceMicros: sql`${accounts.balanceMicros} + ${withdrawal.amountMicros}` })
    .where(eq(accounts.id, payableId));
  const [entry] = await tx
    .insert(journalEntries)
    .values({ kind: 'withdrawal:income:hold', idempotencyKey: `withdrawal:hold:${withdrawal.id}`, createdAt: now })
    .returning({ id: journalEntries.id });
  if (!entry) throw new Error('entry not written');
  await tx.insert(postings).values([
    { entryId: entry.id, accountId: walletId, amountMicros: -withdrawal.amountMicros },
    { entryId: entry.id, accountId: payableId, amountMicros: withdrawal.amountMicros },
  ]);
  return { entryId: entry.id, replayed: false };
};

const t = useTestApp();

describe('the bank check', () => {
  it(`holds exactly ${AFFORDABLE} of ${ATTEMPTS} concurrent withdrawals of ${AMOUNT} against ${WALLET}`, async () => {
    const report = await runBankCheck(t, ledgerDebit);
    expect(report.problems).toEqual([]);
    expect(report.accepted).toBe(14);
    expect(report.refused).toHaveLength(986);
    expect(report.refused.every((error) => error.statusCode === 409)).toBe(true);
    expect(report.walletMicros).toBe(usdtToMicros(2));
    await expectLedgerClean(t);
  });

  it('moves the money of one idempotency key once, however many replay it at once', async () => {
    const member = await memberWithIncome(t, WALLET);
    const [request] = await unverifiedRequests(t, { userId: member.id, amount: AMOUNT, count: 1 });
    if (!request) throw new Error('request not stored');
    const now = t.clock.now();
    const [pending] = await t.ctx.db
      .update(withdrawals)
      .set({ status: 'pending', verifiedAt: now })
      .where(eq(withdrawals.id, request.id))
      .returning();
    if (!pending) throw new Error('request not marked pending');

    const results = await Promise.all(
      Array.from({ length: 100 }, () => t.ctx.db.transaction((tx) => ledgerDebit(tx, { withdrawal: pending, now }))),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entryId)).size).toBe(1);
    const entries = await t.ctx.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `withdrawal:hold:${request.id}`));
    expect(entries).toHaveLength(1);
    const wallet = await walletOf(t, member.id);
    expect(wallet).toEqual({
      walletMicros: usdtToMicros(WALLET - AMOUNT),
      postedMicros: usdtToMicros(WALLET - AMOUNT),
    });
    await expectLedgerClean(t);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'catches a read-then-write debit (PostgreSQL only: on PGlite one connection runs one transaction at a time, so it cannot race)',
    async () => {
      // Its own database: the broken debit leaves a ledger that no longer reconciles.
      const broken = await createTestApp();
      try {
        const report = await runBankCheck(broken, readThenWriteDebit);
        expect(report.problems).not.toEqual([]);
        const overdrawn = report.accepted > AFFORDABLE;
        const drifted = report.walletMicros !== report.postedMicros;
        const negative = report.walletMicros < 0n || report.postedMicros < 0n;
        expect(overdrawn || drifted || negative, report.problems.join('; ')).toBe(true);
      } finally {
        await broken.close();
      }
    },
  );
});
