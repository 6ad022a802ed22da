import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { addChange, applyChanges, type Counter, lockCounters, type TeamChanges } from './team-counters';
import { type Upline, uplineRows } from './uplines';

// The uplines' share of a member's change: queued in team_deltas by the member's own write, folded into their
// counters and day rows after it committed (docs/decisions/013-performance-budgets.md).

/** One upline's share of a member's change, queued in team_deltas for the fold. */
export interface UplineDelta {
  upline: Upline;
  members?: number;
  active?: number;
  /** Signed micro-USDT added to the level's business ever bought. */
  investmentMicros?: bigint;
  /** Signed micro-USDT added to the level's capital in active orders now. */
  capitalMicros?: bigint;
  /** The platform day the member joined on: members and active move that day's row of team_daily_stats too. */
  joinedDay: string | null;
}

/**
 * Queues the uplines' changes in one insert, instead of locking and updating their rows here: a sponsor's row
 * would be locked by every purchase in its team (docs/decisions/013-performance-budgets.md). The caller's service
 * asks for a fold once it committed; the fold adds them and promotes the uplines.
 */
export async function queueUplineChanges(db: Queryable, deltas: UplineDelta[]) {
  const insert = uplineChangesInsert(deltas);
  if (insert) await db.execute(insert);
}

/**
 * queueUplineChanges' insert, for a caller that writes it in a statement of its own (`onlyIf` a condition of that
 * statement); null when no delta changes anything.
 */
export function uplineChangesInsert(deltas: UplineDelta[], options: { onlyIf?: SQL } = {}): SQL | null {
  const rows = deltas.filter((delta) => delta.members || delta.active || delta.investmentMicros || delta.capitalMicros);
  if (rows.length === 0) return null;
  return sql`insert into team_deltas
      (user_id, depth, members, active, investment_micros, capital_micros, joined_day)
    select * from unnest(${pgArray(rows.map((row) => row.upline.userId))}::uuid[],
      ${pgArray(rows.map((row) => row.upline.depth))}::smallint[],
      ${pgArray(rows.map((row) => row.members ?? 0))}::int[],
      ${pgArray(rows.map((row) => row.active ?? 0))}::int[],
      ${pgArray(rows.map((row) => row.investmentMicros ?? 0n))}::bigint[],
      ${pgArray(rows.map((row) => row.capitalMicros ?? 0n))}::bigint[],
      ${pgArray(rows.map((row) => row.joinedDay))}::date[])
    ${options.onlyIf ? sql`where ${options.onlyIf}` : sql``}`;
}

/**
 * One member's change queued for each of its uplines, read from the tree by the same statement that queues it, and
 * the uplines it found with their income wallets (null if never opened): a purchase or a sign-up needs them (the
 * sponsor is paid) and saves a round trip.
 */
export async function queueForUplinesOf(
  db: Queryable,
  userId: string,
  change: Omit<UplineDelta, 'upline'>,
): Promise<UplineWithWallet[]> {
  const rows = await queryRows<{ user_id: string; depth: Upline['depth']; income_wallet_id: string | null }>(
    db,
    sql`insert into team_deltas as d (user_id, depth, members, active, investment_micros, capital_micros, joined_day)
        select r.upline_id, r.depth, ${change.members ?? 0}::int, ${change.active ?? 0}::int,
               ${change.investmentMicros ?? 0n}::bigint, ${change.capitalMicros ?? 0n}::bigint, ${change.joinedDay}::date
        from (${uplineRows(sql`array[${userId}]::uuid[]`)}) r
        returning d.user_id, d.depth,
          (select a.id from accounts a where a.owner_id = d.user_id and a.kind = ${MEMBER_WALLET.income}) as income_wallet_id`,
  );
  return rows
    .map((row) => ({ userId: row.user_id, depth: row.depth, incomeWalletId: row.income_wallet_id }))
    .sort((a, b) => a.depth - b.depth);
}

export interface UplineWithWallet extends Upline {
  incomeWalletId: string | null;
}

/** Deltas folded per transaction: a day's settlement may queue three per matured order. */
export const TEAM_FOLD_BATCH = 5_000;

/**
 * Folds the oldest queued deltas (at most `limit`) into team_stats and team_daily_stats, in the caller's
 * transaction, and answers the members whose counters moved. Folds never run side by side (a transaction-level
 * advisory lock), and the counter rows are locked in member id order before any is changed, as every writer of
 * them does. What it deletes is exactly what it adds; deltas committed meanwhile wait for the next fold.
 */
export async function foldTeamDeltas(tx: Queryable, limit = TEAM_FOLD_BATCH) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('team_deltas fold'))`);
  const moved = await queryRows<{
    user_id: string;
    depth: number;
    members: number;
    active: number;
    investment_micros: string;
    capital_micros: string;
    joined_day: string | null;
  }>(
    tx,
    sql`delete from team_deltas where id in (select id from team_deltas order by id limit ${limit})
        returning user_id, depth, members, active, investment_micros::text, capital_micros::text, joined_day::text`,
  );
  const changes: TeamChanges = new Map();
  const daily = new Map<string, { userId: string; day: string; joined: number[]; active: number[] }>();
  for (const row of moved) {
    const depth = row.depth as Upline['depth'];
    const counters = DEPTH_COUNTERS[depth];
    addChange(changes, row.user_id, counters.members, BigInt(row.members));
    addChange(changes, row.user_id, counters.active, BigInt(row.active));
    addChange(changes, row.user_id, counters.investment, BigInt(row.investment_micros));
    addChange(changes, row.user_id, counters.capital, BigInt(row.capital_micros));
    if (!row.joined_day || (row.members === 0 && row.active === 0)) continue;
    const key = `${row.user_id}:${row.joined_day}`;
    const day = daily.get(key) ?? { userId: row.user_id, day: row.joined_day, joined: [0, 0, 0], active: [0, 0, 0] };
    day.joined[depth - 1] = (day.joined[depth - 1] ?? 0) + row.members;
    day.active[depth - 1] = (day.active[depth - 1] ?? 0) + row.active;
    daily.set(key, day);
  }
  const userIds = [...changes.keys()].sort();
  await lockCounters(tx, userIds);
  await applyChanges(tx, changes);
  await applyDailyChanges(tx, [...daily.values()]);
  return { folded: moved.length, userIds };
}

const DEPTH_COUNTERS = {
  1: { members: 'aMembers', active: 'aActive', investment: 'aInvestmentMicros', capital: 'aCapitalMicros' },
  2: { members: 'bMembers', active: 'bActive', investment: 'bInvestmentMicros', capital: 'bCapitalMicros' },
  3: { members: 'cMembers', active: 'cActive', investment: 'cInvestmentMicros', capital: 'cCapitalMicros' },
} as const satisfies Record<Upline['depth'], Record<string, Counter>>;

/** What moves on one upline's row of team_daily_stats: joined and active members per level (a, b, c). */
interface DailyChange {
  userId: string;
  day: string;
  joined: number[];
  active: number[];
}

/** Adds to the uplines' day rows in one statement; only the fold writes them, in member order. */
async function applyDailyChanges(db: Queryable, rows: DailyChange[]) {
  if (rows.length === 0) return;
  rows.sort((a, b) => (a.userId === b.userId ? a.day.localeCompare(b.day) : a.userId.localeCompare(b.userId)));
  const level = (index: number, field: 'joined' | 'active') => pgArray(rows.map((row) => row[field][index] ?? 0));
  await db.execute(sql`insert into team_daily_stats as d
      (user_id, day, a_joined, b_joined, c_joined, a_active, b_active, c_active)
    select * from unnest(${pgArray(rows.map((row) => row.userId))}::uuid[], ${pgArray(rows.map((row) => row.day))}::date[],
      ${level(0, 'joined')}::int[], ${level(1, 'joined')}::int[], ${level(2, 'joined')}::int[],
      ${level(0, 'active')}::int[], ${level(1, 'active')}::int[], ${level(2, 'active')}::int[])
    on conflict (user_id, day) do update set
      a_joined = d.a_joined + excluded.a_joined, b_joined = d.b_joined + excluded.b_joined,
      c_joined = d.c_joined + excluded.c_joined, a_active = d.a_active + excluded.a_active,
      b_active = d.b_active + excluded.b_active, c_active = d.c_active + excluded.c_active`);
}
