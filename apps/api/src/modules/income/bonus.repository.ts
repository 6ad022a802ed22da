import { type BonusList, microsToUsdt } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { pageWindow, toPage } from '../../lib/paging';
import { daysUpTo } from '../../lib/platform-day';

const CHART_DAYS = 30;

/**
 * The member's bonuses: adjustments of kind bonus an operator posted to their income wallet (a pending or rejected
 * one was never credited). Bonuses are rare, so the totals are summed from the rows instead of a rollup.
 */
export async function listBonuses(
  db: Queryable,
  options: { userId: string; page: number; today: string },
): Promise<BonusList> {
  const days = daysUpTo(options.today, CHART_DAYS);
  const { limit, offset } = pageWindow(options.page);
  const mine = sql`user_id = ${options.userId} and kind = 'bonus' and status = 'posted'`;
  const [rows, byDayRows] = await Promise.all([
    queryRows<{ id: string; amount_micros: string; reason: string; posted_day: string; posted_at: string | Date }>(
      db,
      sql`select id, amount_micros::text, reason, posted_day, posted_at from balance_adjustments
          where ${mine} order by posted_at desc, id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ day: string; amount: string; count: string }>(
      db,
      sql`select posted_day as day, sum(amount_micros)::text as amount, count(*)::text as count
          from balance_adjustments where ${mine} group by posted_day`,
    ),
  ]);
  let totalMicros = 0n;
  let totalDocs = 0;
  for (const row of byDayRows) {
    totalMicros += BigInt(row.amount);
    totalDocs += Number(row.count);
  }
  const byDay = new Map(byDayRows.map((row) => [row.day, BigInt(row.amount)]));
  return {
    ...toPage({
      docs: rows.map((row) => ({
        _id: row.id,
        amount: microsToUsdt(BigInt(row.amount_micros)),
        reason: row.reason,
        day: row.posted_day,
        createdAt: new Date(row.posted_at).toISOString(),
      })),
      totalDocs,
      page: options.page,
    }),
    totalAmount: microsToUsdt(totalMicros),
    todayAmount: microsToUsdt(byDay.get(options.today) ?? 0n),
    daily: days.map((day) => ({ day, amount: microsToUsdt(byDay.get(day) ?? 0n) })),
  };
}
