import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/query';
import { AppError } from '../lib/app-error';

export interface PostingLine {
  accountId: string;
  /** Signed micro-USDT: positive raises the account's balance, negative lowers it. */
  amountMicros: bigint;
}

export interface PostOptions {
  kind: string;
  /** What makes the business event unique; a replay of the key moves nothing. */
  idempotencyKey: string;
  lines: PostingLine[];
  memo?: Record<string, unknown>;
  now: Date;
}

export interface PostResult {
  entryId: string;
  replayed: boolean;
}

export class LedgerInvariantError extends Error {}

/** Writes one journal entry inside the caller's transaction; see postEntries. */
export async function post(tx: Queryable, options: PostOptions): Promise<PostResult> {
  const [result] = await postEntries(tx, [options]);
  if (!result) throw new LedgerInvariantError(`entry ${options.idempotencyKey} not written`);
  return result;
}

/**
 * Writes journal entries inside the caller's transaction, in a fixed number of statements however many
 * there are. Each entry's lines sum to zero; an entry whose key was written before moves nothing. Member
 * balances move together, locked in account id order (so concurrent writers never wait on each other in
 * opposite orders), by a conditional update that cannot pass below zero: INSUFFICIENT_FUNDS otherwise, and
 * the caller's transaction rolls back with it. Platform accounts only queue their side (platform_deltas),
 * so no two members' transactions wait on the platform's rows.
 */
export async function postEntries(tx: Queryable, entries: PostOptions[]): Promise<PostResult[]> {
  if (entries.length === 0) return [];
  const keys = new Set<string>();
  for (const entry of entries) {
    assertBalanced(entry.lines);
    if (keys.has(entry.idempotencyKey)) throw new LedgerInvariantError(`key ${entry.idempotencyKey} twice`);
    keys.add(entry.idempotencyKey);
  }
  const written = await insertEntries(tx, entries);
  const replayedKeys = entries.filter((entry) => !written.has(entry.idempotencyKey)).map((e) => e.idempotencyKey);
  const existing = await findEntryIds(tx, replayedKeys);
  const lines = entries.flatMap((entry) => {
    const entryId = written.get(entry.idempotencyKey);
    return entryId ? entry.lines.map((line) => ({ entryId, ...line })) : [];
  });
  if (lines.length > 0) await moveBalances(tx, lines);
  return entries.map((entry) => {
    const entryId = written.get(entry.idempotencyKey) ?? existing.get(entry.idempotencyKey);
    if (!entryId) throw new LedgerInvariantError(`entry ${entry.idempotencyKey} vanished`);
    return { entryId, replayed: !written.has(entry.idempotencyKey) };
  });
}

async function insertEntries(tx: Queryable, entries: PostOptions[]): Promise<Map<string, string>> {
  const rows = await queryRows<{ id: string; idempotency_key: string }>(
    tx,
    sql`insert into journal_entries (kind, idempotency_key, memo, created_at)
        select * from unnest(${pgArray(entries.map((e) => e.kind))}::text[],
                             ${pgArray(entries.map((e) => e.idempotencyKey))}::text[],
                             ${pgArray(entries.map((e) => JSON.stringify(e.memo ?? {})))}::jsonb[],
                             ${pgArray(entries.map((e) => e.now.toISOString()))}::timestamptz[])
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key`,
  );
  return new Map(rows.map((row) => [row.idempotency_key, row.id]));
}

async function findEntryIds(tx: Queryable, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ id: string; idempotency_key: string }>(
    tx,
    sql`select id, idempotency_key from journal_entries where idempotency_key = any(${pgArray(keys)}::text[])`,
  );
  return new Map(rows.map((row) => [row.idempotency_key, row.id]));
}

/**
 * One net change per account, and the postings. Member accounts are locked in id order first, then moved only if
 * none passes zero; platform accounts (no owner) get their change queued instead. Which is which comes from the
 * rows.
 */
async function moveBalances(tx: Queryable, lines: (PostingLine & { entryId: string })[]) {
  const net = netByAccount(lines);
  const ids = [...net.keys()].sort();
  const amounts = ids.map((id) => net.get(id) ?? 0n);
  // One statement locks the member accounts in id order (the CTE is read before any row it names is updated) and
  // moves them; an update that finds a row changed since the statement began re-checks the newest version, so the
  // condition holds on the balance it changes. Only when every member account moved does it write the postings and
  // queue the platform's side: one round trip where there were two, writing what the two wrote.
  const moved = sql`(select count(*) from updated) = (select count(*) from locked)`;
  const [written] = await queryRows<{ members: number; updated: number; platform: number }>(
    tx,
    sql`with locked as materialized (
          select id from accounts where id = any(${pgArray(ids)}::uuid[]) and owner_id is not null
          order by id for no key update),
        updated as (
          update accounts a set balance_micros = a.balance_micros + v.amount
          from unnest(${pgArray(ids)}::uuid[], ${pgArray(amounts)}::bigint[]) as v(id, amount), locked l
          where a.id = v.id and a.id = l.id and a.balance_micros + v.amount >= 0
          returning a.id),
        posted as (
          insert into postings (entry_id, account_id, amount_micros)
          select * from unnest(${pgArray(lines.map((l) => l.entryId))}::uuid[],
                               ${pgArray(lines.map((l) => l.accountId))}::uuid[],
                               ${pgArray(lines.map((l) => l.amountMicros))}::bigint[])
          where ${moved}),
        queued as (
          insert into platform_deltas (account_id, amount_micros)
          select v.id, v.amount from unnest(${pgArray(ids)}::uuid[], ${pgArray(amounts)}::bigint[]) as v(id, amount)
          join accounts a on a.id = v.id and a.owner_id is null
          where ${moved}
          returning account_id)
        select (select count(*) from locked)::int as members, (select count(*) from updated)::int as updated,
               (select count(*) from queued)::int as platform`,
  );
  const members = written?.members ?? 0;
  if ((written?.updated ?? 0) !== members) throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
  if (members + (written?.platform ?? 0) !== ids.length) {
    throw new LedgerInvariantError(`a posting names an account that does not exist: ${ids.join(', ')}`);
  }
}

function netByAccount(lines: PostingLine[]): Map<string, bigint> {
  const net = new Map<string, bigint>();
  for (const line of lines) net.set(line.accountId, (net.get(line.accountId) ?? 0n) + line.amountMicros);
  return net;
}

function assertBalanced(lines: PostingLine[]) {
  if (lines.length < 2) throw new LedgerInvariantError('an entry needs at least two lines');
  let sum = 0n;
  for (const line of lines) {
    if (line.amountMicros === 0n) throw new LedgerInvariantError('a posting of zero');
    sum += line.amountMicros;
  }
  if (sum !== 0n) throw new LedgerInvariantError(`entry does not balance: ${sum}`);
}
