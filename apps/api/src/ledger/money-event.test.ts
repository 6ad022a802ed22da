import { randomUUID } from 'node:crypto';
import type { EntryKind } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestContext } from '../../test/helper';
import { postMovement } from '../../test/post-kit';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/query';
import { accounts, journalEntries } from '../db/schema';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from './accounts';
import { checkLedger } from './check';
import type { GatedEntry } from './entry-writes';
import { writeMoney } from './money-event';

/** A kind no movement of the chart has: these tests exercise the posting machinery alone. */
const TEST_KIND = 'test' as EntryKind;

/**
 * The ledger's own rules over what these tests posted: no business record (deposit, order, transfer) explains their
 * entries, so the rule that records explain each deposit wallet is left out here.
 */
async function ledgerProblems() {
  return (await checkLedger(t.ctx.db)).filter((problem) => problem.rule !== 'deposit-wallet-explained');
}

// The gate stands for any row a statement claims before paying for it (a claim's orders): here a row of a table of
// the test's own, claimed by flipping a flag.
let t: TestContext;
let platformId: string;
const now = new Date('2026-11-25T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  platformId = await platformAccountId(t.ctx.db, PLATFORM_ACCOUNT.depositsReceived);
  await t.ctx.db.execute(sql`create table gate_rows (id uuid primary key, claimed boolean not null default false)`);
});
afterAll(async () => {
  expect(await ledgerProblems()).toEqual([]);
  await t.ctx.db.execute(sql`drop table gate_rows`);
  await t.close();
});

async function newWallet() {
  const member = await createMember(t);
  return memberAccountId(t.ctx.db, { userId: member.id, wallet: MEMBER_WALLET.deposit });
}

async function newGateRow() {
  const id = randomUUID();
  await t.ctx.db.execute(sql`insert into gate_rows (id) values (${id}::uuid)`);
  return id;
}

const claimGate = (ids: string[]) =>
  sql`update gate_rows set claimed = true where id = any(${pgArray(ids)}::uuid[]) and not claimed returning id`;

function credit(accountId: string, amountMicros: bigint, key: string) {
  const lines = [
    { accountId, amountMicros },
    { accountId: platformId, amountMicros: -amountMicros },
  ];
  return { kind: TEST_KIND, idempotencyKey: key, now, lines };
}

const gated = (accountId: string, amountMicros: bigint, key: string, gate: string) => ({
  ...credit(accountId, amountMicros, key),
  gate,
});

async function balanceOf(accountId: string) {
  const [row] = await t.ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
  return row?.balanceMicros;
}

/** The entries of a money event whose claim is `gate`, as an operation writes them: what it wrote and claimed. */
async function postGated(entries: GatedEntry[], gate: ReturnType<typeof claimGate>) {
  const { written, answer } = await writeMoney<{ gated: string[] | null }>(t.ctx.db, {
    claim: gate,
    entries,
    answer: ({ claimedRows }) => sql`(select array_agg(id::text) from ${claimedRows}) as gated`,
  });
  return { written, gated: new Set(answer.gated ?? []) };
}

async function entryExists(key: string) {
  const rows = await t.ctx.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
  return rows.length > 0;
}

describe('entries written beside a gate', () => {
  it('writes an entry only when the same statement claimed its gate row, and only once', async () => {
    const wallet = await newWallet();
    const claimable = await newGateRow();
    const missing = randomUUID();
    const entries = [
      gated(wallet, 5n, `gate-a-${claimable}`, claimable),
      gated(wallet, 7n, `gate-b-${missing}`, missing),
    ];
    const first = await postGated(entries, claimGate([claimable, missing]));
    expect([...first.gated]).toEqual([claimable]);
    expect([...first.written.keys()]).toEqual([`gate-a-${claimable}`]);
    expect(await entryExists(`gate-b-${missing}`)).toBe(false);
    const again = await postGated(entries, claimGate([claimable, missing]));
    expect(again.gated.size).toBe(0);
    expect(again.written.size).toBe(0);
    expect(await balanceOf(wallet)).toBe(5n);
  });

  it('refuses a balance past zero with the whole statement: no entry, and the gate row left unclaimed', async () => {
    const wallet = await newWallet();
    await t.ctx.db.transaction((tx) => postMovement(tx, credit(wallet, 10n, `funds-${wallet}`)));
    const row = await newGateRow();
    await expect(postGated([gated(wallet, -11n, `overdraw-${row}`, row)], claimGate([row]))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await balanceOf(wallet)).toBe(10n);
    expect(await entryExists(`overdraw-${row}`)).toBe(false);
    const [gateRow] = await queryRows<{ claimed: boolean }>(
      t.ctx.db,
      sql`select claimed from gate_rows where id = ${row}::uuid`,
    );
    expect(gateRow?.claimed).toBe(false);
  });

  it('lets one of ten statements racing for the same gate row pay, whatever keys they carry', async () => {
    const wallet = await newWallet();
    const row = await newGateRow();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postGated([gated(wallet, 3n, `race-${row}-${index}`, row)], claimGate([row])),
      ),
    );
    expect(results.filter((result) => result.written.size === 1)).toHaveLength(1);
    expect(results.filter((result) => result.gated.size === 1)).toHaveLength(1);
    expect(await balanceOf(wallet)).toBe(3n);
  });
});
