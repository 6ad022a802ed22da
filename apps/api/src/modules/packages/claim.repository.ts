import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import type { OrderRecord } from '../../db/schema';
import { toUplinesEarning, type UplineEarningRow, uplinesEarningSql } from './orders.repository';

/** An active order not yet paid for the day, as a claim reads it before paying it. */
export type DueOrder = Pick<
  OrderRecord,
  'id' | 'userId' | 'priceMicros' | 'dailyYieldBasisPoints' | 'paidDays' | 'maturityDays'
>;

/**
 * What a member's claim for `day` needs, in one statement outside any transaction: the member's due orders, how
 * many orders are active, its uplines (earning that day or not) and the income wallets of all of them.
 */
export async function readClaim(db: Queryable, options: { userId: string; day: string }) {
  const rows = await queryRows<UplineEarningRow & { due: DueJson[] | null; active: number }>(
    db,
    sql`select r.*,
          (select json_agg(json_build_object('id', o.id, 'price', o.price_micros::text, 'yield', o.daily_yield_bp,
                                             'paid', o.paid_days, 'maturity', o.maturity_days) order by o.id)
           from orders o where o.user_id = ${options.userId}::uuid and o.status = 'active'
             and (o.last_paid_day is null or o.last_paid_day < ${options.day})) as due,
          (select count(*)::int from orders o where o.user_id = ${options.userId}::uuid and o.status = 'active') as active
        from (${uplinesEarningSql([options.userId], options.day)}) r`,
  );
  const due: DueOrder[] = (rows[0]?.due ?? []).map((order) => ({
    id: order.id,
    userId: options.userId,
    priceMicros: BigInt(order.price),
    dailyYieldBasisPoints: order.yield,
    paidDays: order.paid,
    maturityDays: order.maturity,
  }));
  return { due, activeOrders: rows[0]?.active ?? 0, ...toUplinesEarning(rows) };
}

type DueJson = { id: string; price: string; yield: number; paid: number; maturity: number };

/**
 * The CTE (`gate`) that advances `due` orders one paid day each, as read by readClaim: only an order still active,
 * not yet paid for `day`, on the paid day read (so the income rows' day numbers hold) and not maturing with it (a
 * maturity changes team counters: the transactional path's work). Answers the ids it advanced.
 */
export function advanceReadOrdersGate(options: { userId: string; due: DueOrder[]; day: string }): SQL {
  return sql`gate as (
    update orders o set paid_days = o.paid_days + 1, last_paid_day = ${options.day}
    from unnest(${pgArray(options.due.map((order) => order.id))}::uuid[],
                ${pgArray(options.due.map((order) => order.paidDays))}::int[]) as d(id, paid_days)
    where o.id = d.id and o.user_id = ${options.userId}::uuid and o.status = 'active'
      and (o.last_paid_day is null or o.last_paid_day < ${options.day})
      and o.paid_days = d.paid_days and o.paid_days + 1 < o.maturity_days
    returning o.id)`;
}
