import type { EntryKind } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../db/pg-array';
import type { FigureChange } from './member-figures';

export interface PostingLine {
  accountId: string;
  /** Signed micro-USDT: positive raises the account's balance, negative lowers it. */
  amountMicros: bigint;
}

export interface PostOptions {
  /** One of the chart's (ledger/movements.ts builds every entry). */
  kind: EntryKind;
  /** What makes the business event unique; a replay of the key moves nothing. */
  idempotencyKey: string;
  lines: PostingLine[];
  memo?: Record<string, unknown>;
  now: Date;
  /** The member figures the entry changes (ledger/member-figures.ts), written with it. */
  figures?: FigureChange[];
}

/** An entry written only if the row `gate` names is among those the statement's `gate` CTE answers. */
export type GatedEntry = PostOptions & { gate: string };

export class LedgerInvariantError extends Error {}

/**
 * The CTEs that write `entries` (`written`, `lines`, `net`, `locked`, `updated`, `posted`, `queued`, and `figured`
 * when an entry changes member figures), for the
 * statement of the operation they belong to, which may write its business rows beside them (joining `written`, the
 * entries this statement wrote: id, idempotency_key). Each entry once per key: a replayed key moves nothing. Member
 * accounts are locked in id order first (so concurrent writers never wait on each other in opposite orders), then
 * moved; a balance passing zero is refused by the accounts' check, failing the whole statement. Platform accounts
 * only queue their side (platform_deltas), so no two members' statements wait on the platform's rows.
 * With `gated`, the statement's first CTE is `gate` (`gate as (update ... returning id)`, which claims rows, so two
 * such statements racing for a row write its entries once): an entry is written only if the row it names was claimed.
 */
export function entryWrites(entries: (PostOptions & { gate?: string })[], options: { gated?: boolean } = {}): SQL {
  assertEntries(entries);
  const lines = entries.flatMap((entry) => entry.lines.map((line) => ({ key: entry.idempotencyKey, ...line })));
  const columns = sql`${pgArray(entries.map((e) => e.kind))}::text[],
                      ${pgArray(entries.map((e) => e.idempotencyKey))}::text[],
                      ${pgArray(entries.map((e) => JSON.stringify(e.memo ?? {})))}::jsonb[],
                      ${pgArray(entries.map((e) => e.now.toISOString()))}::timestamptz[]`;
  const source = options.gated
    ? sql`select e.kind, e.idempotency_key, e.memo, e.created_at
          from unnest(${columns}, ${pgArray(entries.map((e) => e.gate ?? null))}::uuid[])
            as e(kind, idempotency_key, memo, created_at, gate)
          where e.gate in (select id from gate)`
    : sql`select * from unnest(${columns})`;
  return sql`written as (
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
      where a.id = net.id
      returning a.id),
    posted as (insert into postings (entry_id, account_id, amount_micros) select entry_id, account_id, amount from lines),
    queued as (
      insert into platform_deltas (account_id, amount_micros)
      select net.id, net.amount from net join accounts a on a.id = net.id and a.owner_id is null
      returning account_id)${figureWrites(entries)}`;
}

/**
 * The figures of the entries the statement wrote, added to each member's (one row per member and figure, in key
 * order, after the member balances: statements that share a member's rows take them in the same order).
 */
function figureWrites(entries: PostOptions[]): SQL {
  const changes = entries.flatMap((entry) =>
    (entry.figures ?? []).map((change) => ({ key: entry.idempotencyKey, ...change })),
  );
  if (changes.length === 0) return sql``;
  return sql`,
    figured as (
      insert into member_figures (user_id, figure, amount_micros)
      select f.user_id, f.figure, sum(f.amount)::bigint
      from unnest(${pgArray(changes.map((c) => c.key))}::text[], ${pgArray(changes.map((c) => c.userId))}::uuid[],
                  ${pgArray(changes.map((c) => c.figure))}::text[], ${pgArray(changes.map((c) => c.amountMicros))}::bigint[])
        as f(idempotency_key, user_id, figure, amount)
      join written w using (idempotency_key)
      group by f.user_id, f.figure
      order by f.user_id, f.figure
      on conflict (user_id, figure) do update set amount_micros = member_figures.amount_micros + excluded.amount_micros
      returning user_id)`;
}

/** The columns of the statement's answer that readEntryOutcome reads (entryWrites' CTEs must be in it). */
export const entryOutcome = sql`(select array_agg(id::text order by idempotency_key) from written) as entry_ids,
  (select array_agg(idempotency_key order by idempotency_key) from written) as entry_keys,
  (select count(*) from net)::int as entry_accounts, (select count(*) from locked)::int as entry_members,
  (select count(*) from updated)::int as entry_updated, (select count(*) from queued)::int as entry_platform`;

export interface EntryOutcomeRow {
  entry_ids: string[] | null;
  entry_keys: string[] | null;
  entry_accounts: number;
  entry_members: number;
  entry_updated: number;
  entry_platform: number;
}

/** The ids of the entries the statement wrote, by key; throws when a line named an account that does not exist. */
export function readEntryOutcome(row: EntryOutcomeRow | undefined, entries: PostOptions[]): Map<string, string> {
  const members = row?.entry_members ?? 0;
  if ((row?.entry_updated ?? 0) !== members || members + (row?.entry_platform ?? 0) !== (row?.entry_accounts ?? 0)) {
    throw new LedgerInvariantError(`a posting names an account that does not exist: ${entries[0]?.idempotencyKey}`);
  }
  const ids = row?.entry_ids ?? [];
  return new Map((row?.entry_keys ?? []).map((key, index) => [key, ids[index] ?? '']));
}

function assertEntries(entries: PostOptions[]) {
  const keys = new Set<string>();
  for (const entry of entries) {
    assertBalanced(entry.lines);
    if (keys.has(entry.idempotencyKey)) throw new LedgerInvariantError(`key ${entry.idempotencyKey} twice`);
    keys.add(entry.idempotencyKey);
  }
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
