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
 * The claim of a settlement's money event: it advances `due` orders one paid day each, as read: only an order still active, not yet paid
 * for `day` and on the paid day read (so the income rows' day numbers hold), matured when that was its last day.
 * Answers the orders it advanced: id, owner, price and whether it matured. With `skipLocked` an order another
 * statement holds is left to it (a settlement leaves a member's own claim alone); without, the claim waits for it
 * and then finds it paid.
 */
export function advanceOrdersClaim(options: { due: DueOrder[]; day: string; now: Date; skipLocked: boolean }): SQL {
  const { due, day } = options;
  const now = options.now.toISOString();
  const read = sql`unnest(${pgArray(due.map((order) => order.id))}::uuid[], ${pgArray(due.map((order) => order.userId))}::uuid[],
    ${pgArray(due.map((order) => order.paidDays))}::int[]) as d(id, user_id, paid_days)`;
  return sql`
    update orders o set paid_days = o.paid_days + 1, last_paid_day = ${day},
      status = case when o.paid_days + 1 >= o.maturity_days then 'matured' else 'active' end,
      closed_at = case when o.paid_days + 1 >= o.maturity_days then ${now}::timestamptz else null end
    from ${
      options.skipLocked
        ? sql`(select d.* from ${read} join orders held on held.id = d.id for no key update of held skip locked) d`
        : read
    }
    where o.id = d.id and o.user_id = d.user_id and o.status = 'active'
      and (o.last_paid_day is null or o.last_paid_day < ${day}) and o.paid_days = d.paid_days
    returning o.id, o.user_id, o.price_micros, o.status = 'matured' as matured`;
}

/**
 * Due orders across members for `day`, in (member, order) order after `after`: a settlement's batch, read before
 * the statement that pays them (which skips any paid or held meanwhile).
 */
export async function readDueOrderBatch(
  db: Queryable,
  options: { day: string; after: { userId: string; orderId: string } | null; limit: number },
): Promise<DueOrder[]> {
  const { after } = options;
  const rows = await queryRows<{
    id: string;
    user_id: string;
    price_micros: string;
    daily_yield_bp: number;
    paid_days: number;
    maturity_days: number;
  }>(
    db,
    sql`select id, user_id, price_micros::text, daily_yield_bp, paid_days, maturity_days from orders
        where status = 'active' and (last_paid_day is null or last_paid_day < ${options.day})
          ${after ? sql`and (user_id, id) > (${after.userId}::uuid, ${after.orderId}::uuid)` : sql``}
        order by user_id, id limit ${options.limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    priceMicros: BigInt(row.price_micros),
    dailyYieldBasisPoints: row.daily_yield_bp,
    paidDays: row.paid_days,
    maturityDays: row.maturity_days,
  }));
}
