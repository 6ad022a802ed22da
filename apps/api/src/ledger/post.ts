import { MSG } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { isCheckViolation } from '../db/errors';
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

/** An entry written only if the row `gate` names is claimed by the statement's gate (postGatedEntries). */
export type GatedEntry = PostOptions & { gate: string };

export interface PostResult {
  entryId: string;
  replayed: boolean;
}

export class LedgerInvariantError extends Error {}

/** Writes one journal entry inside the caller's transaction; see postEntries. */
export async function post(
  tx: Queryable,
  options: PostOptions,
  beside: { alsoWrite?: AlsoWritten } = {},
): Promise<PostResult> {
  const [result] = await postEntries(tx, [options], beside);
  if (!result) throw new LedgerInvariantError(`entry ${options.idempotencyKey} not written`);
  return result;
}

/**
 * What a caller writes in the same statement as its entries (the incomes they pay): CTEs (`name as (...)`, comma
 * separated), given `written` (the entries this call wrote: id, idempotency_key) and `moved`, true when every member
 * balance moved.
 */
export type AlsoWritten = (names: { written: SQL; moved: SQL }) => SQL;

/**
 * Writes journal entries inside the caller's transaction, in one statement however many there are. Each entry's
 * lines sum to zero; an entry whose key was written before moves nothing. Member balances move together, locked in
 * account id order (so concurrent writers never wait on each other in opposite orders), by a conditional update that
 * cannot pass below zero: INSUFFICIENT_FUNDS otherwise, and the caller's transaction rolls back with it. Platform
 * accounts only queue their side (platform_deltas), so no two members' transactions wait on the platform's rows.
 */
export async function postEntries(
  tx: Queryable,
  entries: PostOptions[],
  options: { alsoWrite?: AlsoWritten } = {},
): Promise<PostResult[]> {
  if (entries.length === 0) return [];
  assertEntries(entries);
  const { written } = await writeEntries(tx, entries, options.alsoWrite);
  const replayedKeys = entries.filter((entry) => !written.has(entry.idempotencyKey)).map((e) => e.idempotencyKey);
  const existing = await findEntryIds(tx, replayedKeys);
  return entries.map((entry) => {
    const entryId = written.get(entry.idempotencyKey) ?? existing.get(entry.idempotencyKey);
    if (!entryId) throw new LedgerInvariantError(`entry ${entry.idempotencyKey} vanished`);
    return { entryId, replayed: !written.has(entry.idempotencyKey) };
  });
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
 * Entries written by one statement that stands alone, outside any transaction: each entry only if the row its `gate`
 * names is among those the statement's own `gate` CTE answers (`gate as (update ... returning id)`, which claims the
 * rows, so two such statements racing for a row write its entries once). Nothing else runs around it, so a member
 * balance that would pass below zero is refused by the accounts' check and the whole statement with it
 * (INSUFFICIENT_FUNDS), instead of by a condition the caller's transaction would roll back. Answers the ids of the
 * entries written by key, and the ids the gate claimed.
 */
export async function postGatedEntries(
  db: Queryable,
  entries: GatedEntry[],
  options: { gate: SQL; alsoWrite?: AlsoWritten },
): Promise<{ written: Map<string, string>; gated: Set<string> }> {
  assertEntries(entries);
  try {
    const { written, gated } = await writeEntries(db, entries, options.alsoWrite, options.gate);
    return { written, gated: new Set(gated) };
  } catch (error) {
    if (isCheckViolation(error, 'accounts_member_not_negative')) {
      throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
    }
    throw error;
  }
}

function assertEntries(entries: PostOptions[]) {
  const keys = new Set<string>();
  for (const entry of entries) {
    assertBalanced(entry.lines);
    if (keys.has(entry.idempotencyKey)) throw new LedgerInvariantError(`key ${entry.idempotencyKey} twice`);
    keys.add(entry.idempotencyKey);
  }
}

/**
 * The entries, one net change per account of the entries written, and the postings, in one round trip. Only the
 * lines of entries this statement wrote count: a replayed key moves nothing. Member accounts are locked in id order
 * first (the CTE is read before any row it names is updated), then moved only if none passes zero; an update that
 * finds a row changed since the statement began re-checks the newest version, so the condition holds on the balance
 * it changes. Platform accounts (no owner) get their change queued instead; which is which comes from the rows.
 * With a gate (postGatedEntries) the statement stands alone: the gate's CTE comes first, an entry is written only
 * if its gate row was claimed, and balances move unconditionally, the accounts' check refusing a negative one.
 */
async function writeEntries(
  tx: Queryable,
  entries: (PostOptions & { gate?: string })[],
  alsoWrite: AlsoWritten | undefined,
  gate?: SQL,
): Promise<{ written: Map<string, string>; gated: string[] }> {
  const lines = entries.flatMap((entry) => entry.lines.map((line) => ({ key: entry.idempotencyKey, ...line })));
  const moved = gate ? sql`true` : sql`((select count(*) from updated) = (select count(*) from locked))`;
  const extra = alsoWrite ? sql`, ${alsoWrite({ written: sql`written`, moved })}` : sql``;
  const columns = sql`${pgArray(entries.map((e) => e.kind))}::text[],
                      ${pgArray(entries.map((e) => e.idempotencyKey))}::text[],
                      ${pgArray(entries.map((e) => JSON.stringify(e.memo ?? {})))}::jsonb[],
                      ${pgArray(entries.map((e) => e.now.toISOString()))}::timestamptz[]`;
  const source = gate
    ? sql`select e.kind, e.idempotency_key, e.memo, e.created_at
          from unnest(${columns}, ${pgArray(entries.map((e) => e.gate ?? null))}::uuid[])
            as e(kind, idempotency_key, memo, created_at, gate)
          where e.gate in (select id from gate)`
    : sql`select * from unnest(${columns})`;
  const rows = await queryRows<{
    ids: string[] | null;
    keys: string[] | null;
    gated?: string[] | null;
    accounts: number;
    members: number;
    updated: number;
    platform: number;
  }>(
    tx,
    sql`with ${gate ? sql`${gate}, ` : sql``}written as (
          insert into journal_entries (kind, idempotency_key, memo, created_at)
          ${source}
          on conflict (idempotency_key) do nothing
          returning id, idempotency_key),
        lines as materialized (
          select w.id as entry_id, l.account_id, l.amount
          from unnest(${pgArray(lines.map((l) => l.key))}::text[], ${pgArray(lines.map((l) => l.accountId))}::uuid[],
                      ${pgArray(lines.map((l) => l.amountMicros))}::bigint[]) as l(idempotency_key, account_id, amount)
          join written w using (idempotency_key)),
        net as materialized (select account_id as id, sum(amount)::bigint as amount from lines group by account_id),
        locked as materialized (
          select a.id from accounts a join net on net.id = a.id where a.owner_id is not null
          order by a.id for no key update of a),
        updated as (
          update accounts a set balance_micros = a.balance_micros + net.amount
          from net join locked l on l.id = net.id
          where a.id = net.id ${gate ? sql`` : sql`and a.balance_micros + net.amount >= 0`}
          returning a.id),
        posted as (
          insert into postings (entry_id, account_id, amount_micros)
          select entry_id, account_id, amount from lines where ${moved}),
        queued as (
          insert into platform_deltas (account_id, amount_micros)
          select net.id, net.amount from net join accounts a on a.id = net.id and a.owner_id is null
          where ${moved}
          returning account_id)${extra}
        select (select array_agg(id::text order by idempotency_key) from written) as ids,
               (select array_agg(idempotency_key order by idempotency_key) from written) as keys,
               ${gate ? sql`(select array_agg(id::text) from gate) as gated,` : sql``}
               (select count(*) from net)::int as accounts,
               (select count(*) from locked)::int as members, (select count(*) from updated)::int as updated,
               (select count(*) from queued)::int as platform`,
  );
  const result = rows[0];
  const members = result?.members ?? 0;
  if ((result?.updated ?? 0) !== members) throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
  if (members + (result?.platform ?? 0) !== (result?.accounts ?? 0)) {
    throw new LedgerInvariantError(`a posting names an account that does not exist: ${entries[0]?.idempotencyKey}`);
  }
  const ids = result?.ids ?? [];
  return {
    written: new Map((result?.keys ?? []).map((key, index) => [key, ids[index] ?? ''])),
    gated: result?.gated ?? [],
  };
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
