import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { teamStats } from '../../db/schema';

// Each member's own and team counters (team_stats, docs/product.md#team): what they are, how a writer locks and
// changes them, and the figures screens and ranks read from them. Who changes them and when: team-stats.ts (a
// member's own events) and team-deltas.ts (the uplines' queued share, folded after commit).

export type TeamStats = typeof teamStats.$inferSelect;

export type Counter = Exclude<keyof TeamStats, 'userId' | 'joinedDay'>;
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

export function addChange(changes: TeamChanges, userId: string, counter: Counter, amount: bigint) {
  const row = changes.get(userId) ?? {};
  row[counter] = (row[counter] ?? 0n) + amount;
  changes.set(userId, row);
}

/**
 * Locks the counter rows of `userIds` in id order. Every writer takes all the rows it will change this
 * way before changing any, so two transactions never wait on each other's rows in opposite orders.
 */
export async function lockCounters(db: Queryable, userIds: string[]) {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return;
  await db.execute(sql`select user_id from team_stats where user_id = any(${pgArray(ids)}::uuid[])
    order by user_id for no key update`);
}

export interface Applied {
  activeOrders: number;
  joinedDay: string | null;
}

/** Adds the changes in one statement (rows must be locked); answers each changed member's active orders now. */
export async function applyChanges(db: Queryable, changes: TeamChanges): Promise<Map<string, Applied>> {
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

export async function getTeamStatsOf(db: Queryable, userIds: string[]): Promise<Map<string, TeamStats>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(teamStats).where(inArray(teamStats.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** Business ever bought by the three levels: every purchase counts, a recycled capital again. */
export function teamBusinessMicros(stats: TeamStats): bigint {
  return stats.aInvestmentMicros + stats.bInvestmentMicros + stats.cInvestmentMicros;
}

/** Capital the three levels hold in active orders now; the rank table reads this (docs/decisions/009-investment-figures.md). */
export function teamCapitalMicros(stats: TeamStats): bigint {
  return stats.aCapitalMicros + stats.bCapitalMicros + stats.cCapitalMicros;
}
