import { getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { teamStats } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { findUplinesOf, recordAncestors, type Upline, uplineRows } from './uplines';

export type TeamStats = typeof teamStats.$inferSelect;

type Counter = Exclude<keyof TeamStats, 'userId' | 'joinedDay'>;
const COUNTERS = [
  'aMembers',
  'bMembers',
  'cMembers',
  'aActive',
  'bActive',
  'cActive',
  'aInvestmentMicros',
  'bInvestmentMicros',
  'cInvestmentMicros',
  'selfInvestmentMicros',
  'aCapitalMicros',
  'bCapitalMicros',
  'cCapitalMicros',
  'selfCapitalMicros',
  'orderCount',
  'activeOrderCount',
] as const satisfies readonly Counter[];
const COUNTER_SQL = Object.fromEntries(
  COUNTERS.map((name) => [name, sql.raw(name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`))]),
) as Record<Counter, SQL>;

/** Changes to counters, per member: added to the stored values. */
export type TeamChanges = Map<string, Partial<Record<Counter, bigint>>>;

function addChange(changes: TeamChanges, userId: string, counter: Counter, amount: bigint) {
  const row = changes.get(userId) ?? {};
  row[counter] = (row[counter] ?? 0n) + amount;
  changes.set(userId, row);
}

/**
 * Locks the counter rows of `userIds` in id order. Every writer takes all the rows it will change this
 * way before changing any, so two transactions never wait on each other's rows in opposite orders.
 */
async function lockCounters(db: Queryable, userIds: string[]) {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return;
  await db.execute(sql`select user_id from team_stats where user_id = any(${pgArray(ids)}::uuid[])
    order by user_id for no key update`);
}

interface Applied {
  activeOrders: number;
  joinedDay: string | null;
}

/** Adds the changes in one statement (rows must be locked); answers each changed member's active orders now. */
async function applyChanges(db: Queryable, changes: TeamChanges): Promise<Map<string, Applied>> {
  const ids = [...changes.keys()].sort();
  if (ids.length === 0) return new Map();
  const column = (counter: Counter) => pgArray(ids.map((id) => changes.get(id)?.[counter] ?? 0n));
  const sets = COUNTERS.map(
    (counter) => sql`${COUNTER_SQL[counter]} = t.${COUNTER_SQL[counter]} + v.${COUNTER_SQL[counter]}`,
  );
  const arrays = COUNTERS.map((counter) => sql`${column(counter)}::bigint[]`);
  const updated = await queryRows<{ user_id: string; active_order_count: number; joined_day: string | null }>(
    db,
    sql`update team_stats t set ${sql.join(sets, sql`, `)}
        from unnest(${pgArray(ids)}::uuid[], ${sql.join(arrays, sql`, `)})
          as v(user_id, ${sql.join(
            COUNTERS.map((counter) => COUNTER_SQL[counter]),
            sql`, `,
          )})
        where t.user_id = v.user_id
        returning t.user_id, t.active_order_count, t.joined_day::text`,
  );
  return new Map(
    updated.map((row) => [row.user_id, { activeOrders: Number(row.active_order_count), joinedDay: row.joined_day }]),
  );
}

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
async function queueUplineChanges(db: Queryable, deltas: UplineDelta[]) {
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
async function queueForUplinesOf(
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

/**
 * A new member: its own counters with the platform day it joined on (in the time zone set now), its
 * ancestors, and one more member queued for each upline's level and that day's row.
 */
export async function addMemberToTeams(db: Queryable, userId: string) {
  const [own] = await queryRows<{ joined_day: string }>(
    db,
    sql`insert into team_stats (user_id, joined_day)
        select u.id, (u.created_at at time zone coalesce(
            (select value #>> '{}' from settings where key = 'timezone'), 'UTC'))::date
        from users u where u.id = ${userId}
        on conflict (user_id) do nothing
        returning joined_day::text`,
  );
  await recordAncestors(db, userId);
  // A second call for the same member (a retried seed) must not count it twice.
  if (!own) return;
  await queueForUplinesOf(db, userId, { members: 1, joinedDay: own.joined_day });
}

/**
 * A purchase: the buyer's own business, capital and orders now; each upline's team business and capital queued,
 * and, when this is the buyer's only active order, one more active member on each upline's level and on its row
 * for the day the buyer joined. Answers the buyer's counters after the change with its rank (what a promotion plans
 * from: the row stays locked until commit) and the uplines with their income wallets.
 */
export async function recordPurchase(db: Queryable, options: { userId: string; priceMicros: bigint }) {
  const price = options.priceMicros;
  // The buyer's own row in one statement (a member without one, from before the counters, gets it here).
  const [buyer] = await db
    .insert(teamStats)
    .values({
      userId: options.userId,
      selfInvestmentMicros: price,
      selfCapitalMicros: price,
      orderCount: 1,
      activeOrderCount: 1,
    })
    .onConflictDoUpdate({
      target: teamStats.userId,
      set: {
        selfInvestmentMicros: sql`${teamStats.selfInvestmentMicros} + excluded.self_investment_micros`,
        selfCapitalMicros: sql`${teamStats.selfCapitalMicros} + excluded.self_capital_micros`,
        orderCount: sql`${teamStats.orderCount} + 1`,
        activeOrderCount: sql`${teamStats.activeOrderCount} + 1`,
      },
    })
    .returning({
      ...getTableColumns(teamStats),
      selfRank: sql<number>`(select u.self_rank from users u where u.id = ${teamStats.userId})`.mapWith(Number),
    });
  if (!buyer) throw new Error(`no counters written for ${options.userId}`);
  const { selfRank, ...stats } = buyer;
  const uplines = await queueForUplinesOf(db, options.userId, purchaseUplineChange(price, stats));
  return { uplines, buyer: { id: options.userId, selfRank, stats } };
}

/** Each upline's share of a purchase by a member whose counters are now `stats` (after the purchase). */
function purchaseUplineChange(price: bigint, stats: TeamStats): Omit<UplineDelta, 'upline'> {
  const becameActive = stats.activeOrderCount === 1;
  return { investmentMicros: price, capitalMicros: price, active: becameActive ? 1 : 0, joinedDay: stats.joinedDay };
}

/**
 * recordPurchase for a statement that stands alone, planned from the buyer's counters and rank as read. `gate` (a
 * CTE) adds the purchase to the buyer's row only if the counters a promotion plans from (orders, active orders,
 * active directs, the team's capital) and the rank are still as read: the update locks the row and re-checks its
 * newest version, so a fold or another purchase that moved them meanwhile leaves the gate empty and the statement
 * writes nothing. `queue` queues the uplines' changes only if the gate passed. `after` is the buyer as the gate
 * leaves it: what a promotion plans from.
 */
export function purchaseCounterWrites(options: {
  buyer: { id: string; selfRank: number; stats: TeamStats };
  priceMicros: bigint;
  uplines: Upline[];
}) {
  const { id, selfRank, stats } = options.buyer;
  const price = options.priceMicros;
  const gate = sql`gate as (
    update team_stats t set self_investment_micros = t.self_investment_micros + ${price}::bigint,
      self_capital_micros = t.self_capital_micros + ${price}::bigint,
      order_count = t.order_count + 1, active_order_count = t.active_order_count + 1
    where t.user_id = ${id}::uuid and t.order_count = ${stats.orderCount}::int
      and t.active_order_count = ${stats.activeOrderCount}::int and t.a_active = ${stats.aActive}::int
      and t.a_capital_micros = ${stats.aCapitalMicros}::bigint and t.b_capital_micros = ${stats.bCapitalMicros}::bigint
      and t.c_capital_micros = ${stats.cCapitalMicros}::bigint
      and (select u.self_rank from users u where u.id = t.user_id) = ${selfRank}::int
    returning t.user_id as id)`;
  const after: TeamStats = {
    ...stats,
    selfInvestmentMicros: stats.selfInvestmentMicros + price,
    selfCapitalMicros: stats.selfCapitalMicros + price,
    orderCount: stats.orderCount + 1,
    activeOrderCount: stats.activeOrderCount + 1,
  };
  const change = purchaseUplineChange(price, after);
  const queue = uplineChangesInsert(
    options.uplines.map((upline) => ({ upline, ...change })),
    { onlyIf: sql`exists (select 1 from gate)` },
  );
  return { gate, queue, after: { id, selfRank, stats: after } };
}

/** What closed for one member: how many orders stopped earning and the capital they held. */
export interface ClosedOrders {
  orders: number;
  capitalMicros: bigint;
}

/** An order stopped earning (matured or its capital withdrawn); the member may have become inactive. */
export async function recordOrderClosed(db: Queryable, userId: string, priceMicros: bigint) {
  await recordOrdersClosed(db, new Map([[userId, { orders: 1, capitalMicros: priceMicros }]]));
}

/**
 * Orders stopped earning, counted per member now; for the uplines, the capital queued, and a member left without
 * an active order one active member less on each of its uplines' levels.
 */
export async function recordOrdersClosed(db: Queryable, closedPerMember: Map<string, ClosedOrders>) {
  const members = [...closedPerMember.keys()];
  if (members.length === 0) return;
  await lockCounters(db, members);
  const own: TeamChanges = new Map();
  for (const [id, closed] of closedPerMember) {
    own.set(id, { activeOrderCount: -BigInt(closed.orders), selfCapitalMicros: -closed.capitalMicros });
  }
  const now = await applyChanges(db, own);
  const uplinesOf = await findUplinesOf(db, members);
  const deltas: UplineDelta[] = [];
  for (const member of members) {
    const capital = closedPerMember.get(member)?.capitalMicros ?? 0n;
    const state = now.get(member);
    const inactive = state?.activeOrders === 0;
    for (const upline of uplinesOf.get(member) ?? []) {
      deltas.push({
        upline,
        capitalMicros: -capital,
        active: inactive ? -1 : 0,
        joinedDay: state?.joinedDay ?? null,
      });
    }
  }
  await queueUplineChanges(db, deltas);
}

export async function getTeamStatsOf(db: Queryable, userIds: string[]): Promise<Map<string, TeamStats>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(teamStats).where(inArray(teamStats.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}

export function isActiveMember(stats: TeamStats | undefined): boolean {
  return (stats?.activeOrderCount ?? 0) > 0;
}

/** Business ever bought by the three levels: every purchase counts, a recycled capital again. */
export function teamBusinessMicros(stats: TeamStats): bigint {
  return stats.aInvestmentMicros + stats.bInvestmentMicros + stats.cInvestmentMicros;
}

/** Capital the three levels hold in active orders now; the rank table reads this (docs/decisions/009-investment-figures.md). */
export function teamCapitalMicros(stats: TeamStats): bigint {
  return stats.aCapitalMicros + stats.bCapitalMicros + stats.cCapitalMicros;
}
