import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { teamStats } from '../../db/schema';
import { findUplines, findUplinesOf, recordAncestors, type Upline } from './uplines';

export type TeamStats = typeof teamStats.$inferSelect;

type Counter = Exclude<keyof TeamStats, 'userId'>;
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

/** Adds the changes in one statement (rows must be locked); answers each changed member's active orders now. */
async function applyChanges(db: Queryable, changes: TeamChanges): Promise<Map<string, number>> {
  const ids = [...changes.keys()].sort();
  if (ids.length === 0) return new Map();
  const column = (counter: Counter) => pgArray(ids.map((id) => changes.get(id)?.[counter] ?? 0n));
  const sets = COUNTERS.map(
    (counter) => sql`${COUNTER_SQL[counter]} = t.${COUNTER_SQL[counter]} + v.${COUNTER_SQL[counter]}`,
  );
  const arrays = COUNTERS.map((counter) => sql`${column(counter)}::bigint[]`);
  const updated = await queryRows<{ user_id: string; active_order_count: number }>(
    db,
    sql`update team_stats t set ${sql.join(sets, sql`, `)}
        from unnest(${pgArray(ids)}::uuid[], ${sql.join(arrays, sql`, `)})
          as v(user_id, ${sql.join(
            COUNTERS.map((counter) => COUNTER_SQL[counter]),
            sql`, `,
          )})
        where t.user_id = v.user_id
        returning t.user_id, t.active_order_count`,
  );
  return new Map(updated.map((row) => [row.user_id, Number(row.active_order_count)]));
}

const DEPTH_COUNTERS = {
  1: { members: 'aMembers', active: 'aActive', investment: 'aInvestmentMicros' },
  2: { members: 'bMembers', active: 'bActive', investment: 'bInvestmentMicros' },
  3: { members: 'cMembers', active: 'cActive', investment: 'cInvestmentMicros' },
} as const satisfies Record<Upline['depth'], Record<string, Counter>>;

/** A new member: its own counters, its ancestors, and one more member on each upline's level. */
export async function addMemberToTeams(db: Queryable, userId: string) {
  await db.insert(teamStats).values({ userId }).onConflictDoNothing();
  await recordAncestors(db, userId);
  const uplines = await findUplines(db, userId);
  const changes: TeamChanges = new Map();
  for (const upline of uplines) addChange(changes, upline.userId, DEPTH_COUNTERS[upline.depth].members, 1n);
  await lockCounters(db, [...changes.keys()]);
  await applyChanges(db, changes);
}

/**
 * A purchase: the buyer's own investment and orders; each upline's team investment; and, when this is
 * the buyer's only active order, one more active member on each upline's level.
 */
export async function recordPurchase(db: Queryable, options: { userId: string; priceMicros: bigint }) {
  await db.insert(teamStats).values({ userId: options.userId }).onConflictDoNothing();
  const uplines = await findUplines(db, options.userId);
  await lockCounters(db, [options.userId, ...uplines.map((upline) => upline.userId)]);
  const own: TeamChanges = new Map([
    [options.userId, { selfInvestmentMicros: options.priceMicros, orderCount: 1n, activeOrderCount: 1n }],
  ]);
  const becameActive = (await applyChanges(db, own)).get(options.userId) === 1;
  const changes: TeamChanges = new Map();
  for (const upline of uplines) {
    const counters = DEPTH_COUNTERS[upline.depth];
    addChange(changes, upline.userId, counters.investment, options.priceMicros);
    if (becameActive) addChange(changes, upline.userId, counters.active, 1n);
  }
  await applyChanges(db, changes);
  return { uplines, becameActive };
}

/** An order stopped earning (matured or its capital withdrawn); the member may have become inactive. */
export async function recordOrderClosed(db: Queryable, userId: string) {
  await recordOrdersClosed(db, new Map([[userId, 1]]));
}

/**
 * Orders stopped earning, counted per member; a member left without an active order is one active member
 * less on each of its uplines' levels.
 */
export async function recordOrdersClosed(db: Queryable, closedPerMember: Map<string, number>) {
  const members = [...closedPerMember.keys()];
  if (members.length === 0) return;
  const uplinesOf = await findUplinesOf(db, members);
  await lockCounters(db, [...members, ...[...uplinesOf.values()].flat().map((upline) => upline.userId)]);
  const own: TeamChanges = new Map(
    members.map((id) => [id, { activeOrderCount: -BigInt(closedPerMember.get(id) ?? 0) }]),
  );
  const activeNow = await applyChanges(db, own);
  const changes: TeamChanges = new Map();
  for (const member of members) {
    if (activeNow.get(member) !== 0) continue;
    for (const upline of uplinesOf.get(member) ?? [])
      addChange(changes, upline.userId, DEPTH_COUNTERS[upline.depth].active, -1n);
  }
  await applyChanges(db, changes);
}
export async function getTeamStatsOf(db: Queryable, userIds: string[]): Promise<Map<string, TeamStats>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(teamStats).where(inArray(teamStats.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}

export function isActiveMember(stats: TeamStats | undefined): boolean {
  return (stats?.activeOrderCount ?? 0) > 0;
}

export function teamBusinessMicros(stats: TeamStats): bigint {
  return stats.aInvestmentMicros + stats.bInvestmentMicros + stats.cInvestmentMicros;
}
