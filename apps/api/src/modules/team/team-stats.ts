import { getTableColumns, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { teamStats } from '../../db/schema';
import { applyChanges, lockCounters, type TeamChanges, type TeamStats } from './team-counters';
import { queueForUplinesOf, queueUplineChanges, type UplineDelta, uplineChangesInsert } from './team-deltas';
import { findUplinesOf, recordAncestors, type Upline } from './uplines';

// A member's events as the team counters see them: joining, buying, an order that stops earning. The member's own
// row moves at once; the uplines' rows through the queue (team-deltas.ts).

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
