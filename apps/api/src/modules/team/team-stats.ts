import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import type { TeamStats } from './team-counters';
import { queueForUplinesOf, type UplineDelta, uplineChangesInsert } from './team-deltas';
import { recordAncestors, type Upline } from './uplines';

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
 * A member from before the counters gets its row (all zero), so that its purchase's gate has a row to claim; a member
 * with a row keeps it as it is.
 */
export async function openCounters(db: Queryable, userId: string) {
  await db.execute(sql`insert into team_stats (user_id) values (${userId}::uuid) on conflict (user_id) do nothing`);
}

/** Each upline's share of a purchase by a member whose counters are now `stats` (after the purchase). */
function purchaseUplineChange(price: bigint, stats: TeamStats): Omit<UplineDelta, 'upline'> {
  const becameActive = stats.activeOrderCount === 1;
  return { investmentMicros: price, capitalMicros: price, active: becameActive ? 1 : 0, joinedDay: stats.joinedDay };
}

/**
 * A purchase, planned from the buyer's counters and rank as read: the buyer's own business, capital and orders now;
 * each upline's team business and capital queued, and, when this is the buyer's only active order, one more active
 * member on each upline's level and on its row for the day the buyer joined. `claim` (the purchase's money event
 * claims the buyer's row) adds the purchase only if the counters a promotion plans from (orders, active orders, active
 * directs, the team's capital) and the rank are still as read: the update locks the row and re-checks its newest
 * version, so a fold or another purchase that moved them meanwhile leaves the claim empty and the statement writes
 * nothing. `queue` queues the uplines' changes only if the claim passed. `after` is the buyer as the claim leaves it:
 * what a promotion plans from.
 */
export function purchaseCounterWrites(options: {
  buyer: { id: string; selfRank: number; stats: TeamStats };
  priceMicros: bigint;
  uplines: Upline[];
}) {
  const { id, selfRank, stats } = options.buyer;
  const price = options.priceMicros;
  const claim = sql`
    update team_stats t set self_investment_micros = t.self_investment_micros + ${price}::bigint,
      self_capital_micros = t.self_capital_micros + ${price}::bigint,
      order_count = t.order_count + 1, active_order_count = t.active_order_count + 1
    where t.user_id = ${id}::uuid and t.order_count = ${stats.orderCount}::int
      and t.active_order_count = ${stats.activeOrderCount}::int and t.a_active = ${stats.aActive}::int
      and t.a_capital_micros = ${stats.aCapitalMicros}::bigint and t.b_capital_micros = ${stats.bCapitalMicros}::bigint
      and t.c_capital_micros = ${stats.cCapitalMicros}::bigint
      and (select u.self_rank from users u where u.id = t.user_id) = ${selfRank}::int
    returning t.user_id as id`;
  const after: TeamStats = {
    ...stats,
    selfInvestmentMicros: stats.selfInvestmentMicros + price,
    selfCapitalMicros: stats.selfCapitalMicros + price,
    orderCount: stats.orderCount + 1,
    activeOrderCount: stats.activeOrderCount + 1,
  };
  const change = purchaseUplineChange(price, after);
  const queue = (claimed: SQL) =>
    uplineChangesInsert(
      options.uplines.map((upline) => ({ upline, ...change })),
      { onlyIf: claimed },
    );
  return { claim, queue, after: { id, selfRank, stats: after } };
}

/**
 * Orders that stopped earning (matured, or their capital withdrawn), as CTEs of the statement that closes them:
 * `closed` names a CTE of that statement with one row (user_id, price_micros) per order that was active. Each member's
 * active orders and capital drop now (rows locked in member order, as every writer of them does); for the uplines
 * (`uplinesOf` each member, as the caller read them), the capital queued, and a member left without an active order
 * one active member less on each of its uplines' levels.
 */
export function ordersClosedWrites(options: { closed: SQL; uplinesOf: ReadonlyMap<string, Upline[]> }): SQL {
  const pairs = [...options.uplinesOf].flatMap(([member, uplines]) => uplines.map((upline) => ({ member, upline })));
  return sql`closed_per_member as materialized (
      select user_id, count(*)::int as orders, sum(price_micros)::bigint as capital from ${options.closed}
      group by user_id),
    closed_locked as materialized (
      select t.user_id from team_stats t where t.user_id in (select user_id from closed_per_member)
      order by t.user_id for no key update of t),
    closed_counters as (
      update team_stats t set active_order_count = t.active_order_count - c.orders,
        self_capital_micros = t.self_capital_micros - c.capital
      from closed_per_member c join closed_locked l using (user_id)
      where t.user_id = c.user_id
      returning t.user_id, t.active_order_count, t.joined_day, c.capital),
    closed_uplines as (
      insert into team_deltas (user_id, depth, members, active, investment_micros, capital_micros, joined_day)
      select u.upline_id, u.depth, 0, case when c.active_order_count = 0 then -1 else 0 end, 0, -c.capital,
             c.joined_day
      from closed_counters c
      join unnest(${pgArray(pairs.map((pair) => pair.member))}::uuid[],
                  ${pgArray(pairs.map((pair) => pair.upline.userId))}::uuid[],
                  ${pgArray(pairs.map((pair) => pair.upline.depth))}::smallint[]) as u(member_id, upline_id, depth)
        on u.member_id = c.user_id)`;
}
