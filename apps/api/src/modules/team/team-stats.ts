import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { teamStats } from '../../db/schema';
import { findUplines, findUplinesOf, recordAncestors, type Upline } from './uplines';

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

const DEPTH_COUNTERS = {
  1: { members: 'aMembers', active: 'aActive', investment: 'aInvestmentMicros', capital: 'aCapitalMicros' },
  2: { members: 'bMembers', active: 'bActive', investment: 'bInvestmentMicros', capital: 'bCapitalMicros' },
  3: { members: 'cMembers', active: 'cActive', investment: 'cInvestmentMicros', capital: 'cCapitalMicros' },
} as const satisfies Record<Upline['depth'], Record<string, Counter>>;

/** One member joining or changing state, seen by its uplines' rows of team_daily_stats for the day it joined. */
interface DailyChange {
  uplines: Upline[];
  day: string;
  joined: number;
  active: number;
}

/**
 * Adds to the uplines' rows of the member's join day in one statement. The callers hold the uplines'
 * team_stats rows locked, so two writers of the same daily row already queue there, never here.
 */
async function applyDailyChanges(db: Queryable, changes: DailyChange[]) {
  const rows = changes.flatMap((change) =>
    change.uplines.map((upline) => ({ ...change, userId: upline.userId, depth: upline.depth })),
  );
  if (rows.length === 0) return;
  const level = (depth: number, field: 'joined' | 'active') =>
    pgArray(rows.map((row) => (row.depth === depth ? row[field] : 0)));
  await db.execute(sql`insert into team_daily_stats as d
      (user_id, day, a_joined, b_joined, c_joined, a_active, b_active, c_active)
    select user_id, day, sum(a_joined), sum(b_joined), sum(c_joined), sum(a_active), sum(b_active), sum(c_active)
    from unnest(${pgArray(rows.map((row) => row.userId))}::uuid[], ${pgArray(rows.map((row) => row.day))}::date[],
      ${level(1, 'joined')}::int[], ${level(2, 'joined')}::int[], ${level(3, 'joined')}::int[],
      ${level(1, 'active')}::int[], ${level(2, 'active')}::int[], ${level(3, 'active')}::int[])
      as v(user_id, day, a_joined, b_joined, c_joined, a_active, b_active, c_active)
    group by user_id, day
    order by user_id, day
    on conflict (user_id, day) do update set
      a_joined = d.a_joined + excluded.a_joined, b_joined = d.b_joined + excluded.b_joined,
      c_joined = d.c_joined + excluded.c_joined, a_active = d.a_active + excluded.a_active,
      b_active = d.b_active + excluded.b_active, c_active = d.c_active + excluded.c_active`);
}

/**
 * A new member: its own counters with the platform day it joined on (in the time zone set now), its
 * ancestors, one more member on each upline's level, and on that day's row of each upline.
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
  const uplines = await findUplines(db, userId);
  const changes: TeamChanges = new Map();
  for (const upline of uplines) addChange(changes, upline.userId, DEPTH_COUNTERS[upline.depth].members, 1n);
  await lockCounters(db, [...changes.keys()]);
  await applyChanges(db, changes);
  await applyDailyChanges(db, [{ uplines, day: own.joined_day, joined: 1, active: 0 }]);
}

/**
 * A purchase: the buyer's own business, capital and orders; each upline's team business and capital;
 * and, when this is the buyer's only active order, one more active member on each upline's level and on
 * its row for the day the buyer joined.
 */
export async function recordPurchase(db: Queryable, options: { userId: string; priceMicros: bigint }) {
  await db.insert(teamStats).values({ userId: options.userId }).onConflictDoNothing();
  const uplines = await findUplines(db, options.userId);
  await lockCounters(db, [options.userId, ...uplines.map((upline) => upline.userId)]);
  const price = options.priceMicros;
  const own: TeamChanges = new Map([
    [options.userId, { selfInvestmentMicros: price, selfCapitalMicros: price, orderCount: 1n, activeOrderCount: 1n }],
  ]);
  const buyer = (await applyChanges(db, own)).get(options.userId);
  const becameActive = buyer?.activeOrders === 1;
  const changes: TeamChanges = new Map();
  for (const upline of uplines) {
    const counters = DEPTH_COUNTERS[upline.depth];
    addChange(changes, upline.userId, counters.investment, price);
    addChange(changes, upline.userId, counters.capital, price);
    if (becameActive) addChange(changes, upline.userId, counters.active, 1n);
  }
  await applyChanges(db, changes);
  if (becameActive && buyer?.joinedDay) {
    await applyDailyChanges(db, [{ uplines, day: buyer.joinedDay, joined: 0, active: 1 }]);
  }
  return { uplines, becameActive };
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
 * Orders stopped earning, counted per member; a member left without an active order is one active member
 * less on each of its uplines' levels.
 */
export async function recordOrdersClosed(db: Queryable, closedPerMember: Map<string, ClosedOrders>) {
  const members = [...closedPerMember.keys()];
  if (members.length === 0) return;
  const uplinesOf = await findUplinesOf(db, members);
  await lockCounters(db, [...members, ...[...uplinesOf.values()].flat().map((upline) => upline.userId)]);
  const own: TeamChanges = new Map();
  for (const [id, closed] of closedPerMember) {
    own.set(id, { activeOrderCount: -BigInt(closed.orders), selfCapitalMicros: -closed.capitalMicros });
  }
  const now = await applyChanges(db, own);
  const changes: TeamChanges = new Map();
  const daily: DailyChange[] = [];
  for (const member of members) {
    const uplines = uplinesOf.get(member) ?? [];
    const capital = closedPerMember.get(member)?.capitalMicros ?? 0n;
    for (const upline of uplines) addChange(changes, upline.userId, DEPTH_COUNTERS[upline.depth].capital, -capital);
    const state = now.get(member);
    if (state?.activeOrders !== 0) continue;
    for (const upline of uplines) addChange(changes, upline.userId, DEPTH_COUNTERS[upline.depth].active, -1n);
    if (state.joinedDay) daily.push({ uplines, day: state.joinedDay, joined: 0, active: -1 });
  }
  await applyChanges(db, changes);
  await applyDailyChanges(db, daily);
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
