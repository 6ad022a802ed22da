import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { teamStats } from '../../db/schema';

/** An upline at depth 1 (the sponsor), 2 or 3. */
export interface Upline {
  userId: string;
  depth: 1 | 2 | 3;
}

export type TeamStats = typeof teamStats.$inferSelect;

const DEPTH_COLUMNS = {
  1: { members: 'aMembers', active: 'aActive', investment: 'aInvestmentMicros' },
  2: { members: 'bMembers', active: 'bActive', investment: 'bInvestmentMicros' },
  3: { members: 'cMembers', active: 'cActive', investment: 'cInvestmentMicros' },
} as const;

/** The sponsor, the sponsor's sponsor and the next one up, as far as they exist. */
export async function findUplines(db: Queryable, userId: string): Promise<Upline[]> {
  const [row] = await queryRows<{ d1: string | null; d2: string | null; d3: string | null }>(
    db,
    sql`select u.sponsor_id as d1, a.sponsor_id as d2, b.sponsor_id as d3
        from users u
        left join users a on a.id = u.sponsor_id
        left join users b on b.id = a.sponsor_id
        where u.id = ${userId}`,
  );
  const ids = [row?.d1, row?.d2, row?.d3];
  const uplines: Upline[] = [];
  ids.forEach((id, index) => {
    if (id) uplines.push({ userId: id, depth: (index + 1) as Upline['depth'] });
  });
  return uplines;
}

// Every writer below touches uplines in depth order 1, 2, 3, i.e. always upwards in the tree, so two
// transactions never wait on each other's rows in opposite orders.
async function bumpUplines(
  db: Queryable,
  uplines: Upline[],
  change: (columns: (typeof DEPTH_COLUMNS)[Upline['depth']]) => Partial<Record<keyof TeamStats, SQL>>,
) {
  for (const upline of uplines) {
    const set = change(DEPTH_COLUMNS[upline.depth]);
    await db.update(teamStats).set(set).where(eq(teamStats.userId, upline.userId));
  }
}

function plus(column: keyof TeamStats, amount: bigint | number) {
  return sql`${teamStats[column]} + ${amount}`;
}

/** A new member: its own counters, and one more member on each upline's level. */
export async function addMemberToTeams(db: Queryable, userId: string) {
  await db.insert(teamStats).values({ userId }).onConflictDoNothing();
  const uplines = await findUplines(db, userId);
  await bumpUplines(db, uplines, (columns) => ({ [columns.members]: plus(columns.members, 1) }));
}

/**
 * A purchase: the buyer's own investment and orders; each upline's team investment; and, when this is
 * the buyer's only active order, one more active member on each upline's level.
 */
export async function recordPurchase(db: Queryable, options: { userId: string; priceMicros: bigint }) {
  await db.insert(teamStats).values({ userId: options.userId }).onConflictDoNothing();
  const [own] = await db
    .update(teamStats)
    .set({
      selfInvestmentMicros: plus('selfInvestmentMicros', options.priceMicros),
      orderCount: plus('orderCount', 1),
      activeOrderCount: plus('activeOrderCount', 1),
    })
    .where(eq(teamStats.userId, options.userId))
    .returning({ activeOrderCount: teamStats.activeOrderCount });
  const becameActive = own?.activeOrderCount === 1;
  const uplines = await findUplines(db, options.userId);
  await bumpUplines(db, uplines, (columns) => ({
    [columns.investment]: plus(columns.investment, options.priceMicros),
    ...(becameActive ? { [columns.active]: plus(columns.active, 1) } : {}),
  }));
  return { uplines, becameActive };
}

/** An order stopped earning (matured or its capital withdrawn); the member may have become inactive. */
export async function recordOrderClosed(db: Queryable, userId: string) {
  const [own] = await db
    .update(teamStats)
    .set({ activeOrderCount: plus('activeOrderCount', -1) })
    .where(eq(teamStats.userId, userId))
    .returning({ activeOrderCount: teamStats.activeOrderCount });
  if (own?.activeOrderCount !== 0) return;
  const uplines = await findUplines(db, userId);
  await bumpUplines(db, uplines, (columns) => ({ [columns.active]: plus(columns.active, -1) }));
}

export async function getTeamStats(db: Queryable, userId: string): Promise<TeamStats> {
  const [row] = await db.select().from(teamStats).where(eq(teamStats.userId, userId));
  return row ?? emptyStats(userId);
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

function emptyStats(userId: string): TeamStats {
  return {
    userId,
    aMembers: 0,
    bMembers: 0,
    cMembers: 0,
    aActive: 0,
    bActive: 0,
    cActive: 0,
    aInvestmentMicros: 0n,
    bInvestmentMicros: 0n,
    cInvestmentMicros: 0n,
    selfInvestmentMicros: 0n,
    orderCount: 0,
    activeOrderCount: 0,
  };
}
