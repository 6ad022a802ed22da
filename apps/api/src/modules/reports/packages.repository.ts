import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';

export interface PackageFigures {
  id: string;
  title: string;
  status: 'active' | 'inactive';
  sold: number;
  takenInMicros: bigint;
  feesMicros: bigint;
  paidOutMicros: bigint;
  owedMicros: bigint;
}

/**
 * Every package, active and inactive, cheapest first then by title, with what its orders did, in one statement: sold,
 * taken in (prices) and handling fees from the orders; paid out = the trading, level and direct incomes whose row
 * names one of its orders (a reward names none) plus the capital of its orders paid out by capital withdrawals (the
 * amount asked, charge included: it left the package's capital); owed = for an active order the trading profit of its
 * days left at its own terms (price × yield rounded down, as the claim pays it) and its price, for a matured one its
 * price, not yet withdrawn. A withdrawn order owes nothing more: its capital left by its withdrawal.
 */
export async function packageFigures(db: Queryable): Promise<PackageFigures[]> {
  const rows = await queryRows<{
    id: string;
    title: string;
    status: 'active' | 'inactive';
    sold: number;
    taken_in: string;
    fees: string;
    paid_out: string;
    owed: string;
  }>(
    db,
    sql`with sold as (
          select package_id, count(*)::int as sold, sum(price_micros) as taken_in, sum(handling_fee_micros) as fees,
                 sum(case status
                       when 'active' then (maturity_days - paid_days) * (price_micros * daily_yield_bp / 10000)
                                          + price_micros
                       when 'matured' then price_micros
                       else 0 end) as owed
          from orders group by package_id),
        incomes_paid as (
          select o.package_id, sum(i.amount_micros) as amount
          from incomes i join orders o on o.id = i.order_id
          where i.kind in ('trading', 'level', 'direct')
          group by o.package_id),
        capital_paid as (
          select o.package_id, sum(w.amount_micros) as amount
          from withdrawals w join orders o on o.id = w.order_id
          where w.kind = 'capital' and w.status = 'success'
          group by o.package_id)
        select p.id, p.title, p.status, coalesce(s.sold, 0) as sold,
               coalesce(s.taken_in, 0)::text as taken_in, coalesce(s.fees, 0)::text as fees,
               (coalesce(i.amount, 0) + coalesce(c.amount, 0))::text as paid_out, coalesce(s.owed, 0)::text as owed
        from packages p
        left join sold s on s.package_id = p.id
        left join incomes_paid i on i.package_id = p.id
        left join capital_paid c on c.package_id = p.id
        order by p.price_micros, p.title`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    sold: Number(row.sold),
    takenInMicros: BigInt(row.taken_in),
    feesMicros: BigInt(row.fees),
    paidOutMicros: BigInt(row.paid_out),
    owedMicros: BigInt(row.owed),
  }));
}
