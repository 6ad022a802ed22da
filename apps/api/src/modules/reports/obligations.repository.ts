import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { MEMBER_WALLET } from '../../ledger/accounts';

export type ObligationKind = 'trading' | 'level' | 'capital';

/** An amount paid on every day from `first` to `last` (0 = today), both included. */
export interface ObligationRun {
  kind: ObligationKind;
  first: number;
  last: number;
  amountMicros: bigint;
}

/**
 * What active orders still promise, as runs of days (docs/product.md#daily-profit, #level-income), if every member
 * claims every day: one statement, grouped by (first, last) day, so its size is the number of distinct runs (a few
 * hundred) whatever the number of orders, and the 90-day series is built from them without a row per order and day.
 *
 * An order has `rem` = maturity − paid days still to pay. Paid for today already, they fall on days 1..rem, else on
 * 0..rem−1; each pays the order's own price × daily yield, rounded down (as the claim computes it). Each such profit
 * pays the payer's uplines at depth 1, 2, 3 (the sponsor chain, as team/uplines.ts reads it) `levelBasisPoints` of it,
 * rounded down, on the days the upline still earns: the engine pays an upline whose order is active or was paid that
 * day (packages/orders.repository.ts), so an upline earns from today up to the last paying day of its latest-ending
 * order, and one whose order closed today after its payment earns today only. Capital is the price, on the day after
 * the last paying day (the order has matured and its capital can be withdrawn); matured orders' capital is owed now.
 */
export async function obligationRuns(
  db: Queryable,
  options: { today: string; levelBasisPoints: readonly number[]; days: number },
): Promise<ObligationRun[]> {
  const { today } = options;
  const [depth1, depth2, depth3] = options.levelBasisPoints;
  const rows = await queryRows<{ kind: ObligationKind; first_day: number; last_day: number; amount: string }>(
    db,
    sql`with running as (
          select o.user_id, o.price_micros as price, o.price_micros * o.daily_yield_bp / 10000 as profit,
                 case when o.last_paid_day >= ${today} then 1 else 0 end as first_day,
                 case when o.last_paid_day >= ${today} then 0 else -1 end + o.maturity_days - o.paid_days as last_day
          from orders o where o.status = 'active'),
        earning as (
          select user_id, max(last_day) as last_day from (
            select user_id, last_day from running
            union all
            select user_id, 0 from orders where status <> 'active' and last_paid_day = ${today}) d
          group by user_id),
        runs as (
          select 'trading' as kind, first_day, last_day, sum(profit) as amount from running group by first_day, last_day
          union all
          select 'capital', last_day + 1, last_day + 1, sum(price) from running group by last_day
          union all
          select 'level', r.first_day, least(r.last_day, e.last_day), sum(r.profit * up.bp / 10000)
          from running r
          join users u on u.id = r.user_id
          left join users s1 on s1.id = u.sponsor_id
          left join users s2 on s2.id = s1.sponsor_id
          cross join lateral (values (u.sponsor_id, ${depth1 ?? 0}::int), (s1.sponsor_id, ${depth2 ?? 0}::int),
                                     (s2.sponsor_id, ${depth3 ?? 0}::int)) as up(upline_id, bp)
          join earning e on e.user_id = up.upline_id
          group by r.first_day, least(r.last_day, e.last_day))
        select kind, first_day, last_day, amount::text from runs
        where last_day >= first_day and first_day < ${options.days} and amount > 0`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    first: Number(row.first_day),
    last: Number(row.last_day),
    amountMicros: BigInt(row.amount),
  }));
}

/**
 * What members could ask for now, in one statement: both wallets of every member, the withdrawals pending (held in
 * withdrawals payable) and the capital of matured orders not yet withdrawn.
 */
export async function withdrawableNow(db: Queryable): Promise<bigint> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select ((select coalesce(sum(balance_micros), 0) from accounts
                 where owner_id is not null and kind in (${MEMBER_WALLET.deposit}, ${MEMBER_WALLET.income}))
              + (select coalesce(sum(amount_micros), 0) from withdrawals where status = 'pending')
              + (select coalesce(sum(price_micros), 0) from orders where status = 'matured'))::text as total`,
  );
  return BigInt(row?.total ?? 0);
}
