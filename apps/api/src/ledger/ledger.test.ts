import type { EntryKind } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestContext } from '../../test/helper';
import { postMovement } from '../../test/post-kit';
import { accounts, journalEntries, platformDeltas, postings } from '../db/schema';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from './accounts';
import { checkLedger } from './check';
import { LedgerInvariantError } from './entry-writes';

/** A kind no movement of the chart has: these tests exercise the posting machinery alone. */
const TEST_KIND = 'test' as EntryKind;

/**
 * The ledger's own rules over what these tests posted: no business record (deposit, order, transfer) explains their
 * entries, so the rule that records explain each deposit wallet is left out here.
 */
async function ledgerProblems() {
  return (await checkLedger(t.ctx.db)).filter((problem) => problem.rule !== 'deposit-wallet-explained');
}

let t: TestContext;
let platformId: string;
const now = new Date('2026-11-21T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  platformId = await platformAccountId(t.ctx.db, PLATFORM_ACCOUNT.depositsReceived);
});
afterAll(async () => {
  expect(await ledgerProblems()).toEqual([]);
  await t.close();
});

async function newWallet() {
  const member = await createMember(t);
  return memberAccountId(t.ctx.db, { userId: member.id, wallet: MEMBER_WALLET.deposit });
}

async function balanceOf(accountId: string) {
  const [row] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
  return row?.balanceMicros;
}

let keySequence = 0;
function credit(accountId: string, amountMicros: bigint, key = `test-${++keySequence}`) {
  return {
    kind: TEST_KIND,
    idempotencyKey: key,
    now,
    lines: [
      { accountId, amountMicros },
      { accountId: platformId, amountMicros: -amountMicros },
    ],
  };
}

describe('a money event', () => {
  it('moves both sides and answers the first result on a replay, moving nothing', async () => {
    const wallet = await newWallet();
    const first = await t.ctx.db.transaction((tx) => postMovement(tx, credit(wallet, 5_000_000n, 'replay-key')));
    const again = await t.ctx.db.transaction((tx) => postMovement(tx, credit(wallet, 5_000_000n, 'replay-key')));
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balanceOf(wallet)).toBe(5_000_000n);
  });

  it('refuses entries that do not sum to zero, a zero line and a single line', async () => {
    const wallet = await newWallet();
    const unbalanced = {
      ...credit(wallet, 1n),
      lines: [
        { accountId: wallet, amountMicros: 2n },
        { accountId: platformId, amountMicros: -1n },
      ],
    };
    await expect(t.ctx.db.transaction((tx) => postMovement(tx, unbalanced))).rejects.toThrow(LedgerInvariantError);
    const zero = {
      ...credit(wallet, 1n),
      lines: [
        { accountId: wallet, amountMicros: 0n },
        { accountId: platformId, amountMicros: 0n },
      ],
    };
    await expect(t.ctx.db.transaction((tx) => postMovement(tx, zero))).rejects.toThrow(LedgerInvariantError);
    const single = { ...credit(wallet, 1n), lines: [{ accountId: wallet, amountMicros: 1n }] };
    await expect(t.ctx.db.transaction((tx) => postMovement(tx, single))).rejects.toThrow(LedgerInvariantError);
    expect(await balanceOf(wallet)).toBe(0n);
  });

  it('never lets a member balance below zero, and the refused entry leaves no trace', async () => {
    const wallet = await newWallet();
    await t.ctx.db.transaction((tx) => postMovement(tx, credit(wallet, 10n)));
    const overdraw = credit(wallet, -11n, 'overdraw');
    await expect(t.ctx.db.transaction((tx) => postMovement(tx, overdraw))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await balanceOf(wallet)).toBe(10n);
    expect(await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, 'overdraw'))).toEqual(
      [],
    );
  });

  it('fails the whole statement of a refused entry: its transaction can write nothing after it, and nothing stays', async () => {
    const wallet = await newWallet();
    await t.ctx.db.transaction((tx) => postMovement(tx, credit(wallet, 10n)));
    const queuedBefore = (await t.ctx.db.select().from(platformDeltas)).length;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await expect(postMovement(tx, credit(wallet, -11n, 'refused-inside'))).rejects.toMatchObject({
          code: 'INSUFFICIENT_FUNDS',
        });
        // The accounts' check failed the statement: the transaction is aborted, nothing can follow the refusal.
        await tx.select().from(journalEntries);
      }),
    ).rejects.toThrow();
    expect(
      await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, 'refused-inside')),
    ).toEqual([]);
    expect((await t.ctx.db.select().from(platformDeltas)).length).toBe(queuedBefore);
    expect(await balanceOf(wallet)).toBe(10n);
  });

  it('rolls back with the caller when a later step of the same transaction throws', async () => {
    const wallet = await newWallet();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await postMovement(tx, credit(wallet, 7n, 'rolled-back'));
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await balanceOf(wallet)).toBe(0n);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('lets exactly the affordable ones of 50 parallel debits through', async () => {
    const wallet = await newWallet();
    await t.ctx.db.transaction((tx) => postMovement(tx, credit(wallet, 100n)));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => t.ctx.db.transaction((tx) => postMovement(tx, credit(wallet, -10n)))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(await balanceOf(wallet)).toBe(0n);
  });
});

// Whatever writes the ledger (an operation's own statement, a console, a bad migration), the database refuses what
// breaks it: each invariant is a constraint or trigger where the rows are written, not only a check in entry-writes.ts.
describe('the database keeps the ledger invariants', () => {
  const entry = async (key: string) => {
    const [row] = await t.ctx.db
      .insert(journalEntries)
      .values({ kind: TEST_KIND, idempotencyKey: key, createdAt: now })
      .returning({ id: journalEntries.id });
    if (!row) throw new Error('no entry');
    return row.id;
  };

  /** The database's own words, under the query builder's wrapper. */
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => 'written',
      (error: { cause?: { message?: string }; message?: string }) => error.cause?.message ?? error.message ?? '',
    );

  it('refuses postings of an entry that do not sum to zero', async () => {
    const wallet = await newWallet();
    const entryId = await entry(`unbalanced-${wallet}`);
    expect(
      await refusal(
        t.ctx.db.insert(postings).values([
          { entryId, accountId: wallet, amountMicros: 5n },
          { entryId, accountId: platformId, amountMicros: -4n },
        ]),
      ),
    ).toMatch(/does not balance/);
    expect(await refusal(t.ctx.db.insert(postings).values([{ entryId, accountId: wallet, amountMicros: 5n }]))).toMatch(
      /does not balance/,
    );
    // The entry row stays without postings; the ledger's own check (afterAll) would report any posting left.
    await t.ctx.db.delete(journalEntries).where(eq(journalEntries.id, entryId));
  });

  it('refuses a second entry with the same idempotency key', async () => {
    await entry('one-key-once');
    await expect(entry('one-key-once')).rejects.toThrow();
    expect(
      await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, 'one-key-once')),
    ).toHaveLength(1);
    await t.ctx.db.delete(journalEntries).where(eq(journalEntries.idempotencyKey, 'one-key-once'));
  });

  it('refuses a member balance below zero, and allows the platform side to go below', async () => {
    const wallet = await newWallet();
    await expect(
      t.ctx.db.execute(sql`update accounts set balance_micros = -1 where id = ${wallet}::uuid`),
    ).rejects.toThrow();
    await t.ctx.db.execute(sql`update accounts set balance_micros = balance_micros - 1 where id = ${platformId}::uuid`);
    await t.ctx.db.execute(sql`update accounts set balance_micros = balance_micros + 1 where id = ${platformId}::uuid`);
    expect(await balanceOf(wallet)).toBe(0n);
  });
});

describe('memberAccountId', () => {
  it('opens a wallet on first use and answers the same one after', async () => {
    const member = await createMember(t);
    const ref = { userId: member.id, wallet: MEMBER_WALLET.income };
    const opened = await t.ctx.db.transaction((tx) => memberAccountId(tx, ref));
    expect(await memberAccountId(t.ctx.db, ref)).toBe(opened);
    const rows = await t.ctx.db.select().from(accounts).where(eq(accounts.ownerId, member.id));
    expect(rows.map((row) => [row.id, row.kind])).toEqual([[opened, MEMBER_WALLET.income]]);
  });

  // Only PostgreSQL runs two transactions at once.
  it.skipIf(!process.env.TEST_DATABASE_URL)('finds the wallet a concurrent transaction opened meanwhile', async () => {
    const member = await createMember(t);
    const ref = { userId: member.id, wallet: MEMBER_WALLET.deposit };
    let opened!: (id: string) => void;
    let release!: () => void;
    const openedFirst = new Promise<string>((resolve) => {
      opened = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = t.ctx.db.transaction(async (tx) => {
      opened(await memberAccountId(tx, ref));
      await released;
    });
    const id = await openedFirst;
    // Its insert waits on the first transaction's row, and its read began before that row committed.
    const second = memberAccountId(t.ctx.db, ref);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await first;
    expect(await second).toBe(id);
  });
});

describe('ledger invariants under random sequences of postings', () => {
  it('keeps every balance equal to the model and the ledger reconciled', async () => {
    const wallets = [await newWallet(), await newWallet(), await newWallet()];
    const model = new Map<string, bigint>();
    for (const wallet of wallets) model.set(wallet, (await balanceOf(wallet)) ?? 0n);
    const step = fc.record({
      from: fc.integer({ min: -1, max: 2 }),
      to: fc.integer({ min: 0, max: 2 }),
      amount: fc.bigInt({ min: 1n, max: 500n }),
      replay: fc.boolean(),
    });
    let runKey = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const { from, to, amount, replay } of steps) {
          const source = from < 0 ? platformId : (wallets[from] as string);
          const target = wallets[to] as string;
          if (source === target) continue;
          const key = replay && runKey > 0 ? `prop-${runKey}` : `prop-${++runKey}`;
          const entry = {
            kind: TEST_KIND,
            idempotencyKey: key,
            now,
            lines: [
              { accountId: source, amountMicros: -amount },
              { accountId: target, amountMicros: amount },
            ],
          };
          try {
            const result = await t.ctx.db.transaction((tx) => postMovement(tx, entry));
            if (!result.replayed) {
              if (source !== platformId) model.set(source, (model.get(source) ?? 0n) - amount);
              model.set(target, (model.get(target) ?? 0n) + amount);
            }
          } catch (error) {
            expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
            expect(source === platformId ? -1n : (model.get(source) ?? 0n) - amount).toBeLessThan(0n);
          }
        }
        for (const wallet of wallets) expect(await balanceOf(wallet)).toBe(model.get(wallet));
        expect(await ledgerProblems()).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
