import { byKind, type EarningKind, type IncomeChart, microsToUsdt } from '@app/contract';
import { sql } from 'drizzle-orm';
import { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { daysUpTo, platformDay } from '../../lib/platform-day';
import { EARNING_KINDS } from './income.repository';

type Sums = Record<EarningKind, bigint>;
const zero = (): Sums => byKind(EARNING_KINDS, () => 0n);

/**
 * GET incomeChart (docs/product.md#income-chart): the member's income per platform day and kind (bonuses included)
 * from the daily rollup the income lists' totals read, every day of the range present (zeros for a day without income).
 */
export async function getIncomeChart(
  db: Queryable,
  options: { userId: string; days: number; now: Date },
): Promise<IncomeChart> {
  const settings = await getSettings(db);
  const today = platformDay(options.now, settings.timezone);
  const days = daysUpTo(today, options.days);
  const first = days[0] ?? today;
  const rows = await queryRows<{ day: string; kind: EarningKind; amount: string }>(
    db,
    sql`select day, kind, sum(amount_micros)::text as amount from income_daily
        where user_id = ${options.userId} and day >= ${first} and day <= ${today}
        group by day, kind`,
  );
  const byDay = new Map<string, Sums>(days.map((day) => [day, zero()]));
  const totals = zero();
  for (const row of rows) {
    const sums = byDay.get(row.day);
    if (!sums) continue;
    sums[row.kind] += BigInt(row.amount);
    totals[row.kind] += BigInt(row.amount);
  }
  const usdtOf = (sums: Sums) => byKind(EARNING_KINDS, (kind) => microsToUsdt(sums[kind]));
  return {
    days: days.map((day) => ({ day, ...usdtOf(byDay.get(day) ?? zero()) })),
    totals: { ...usdtOf(totals), all: microsToUsdt(EARNING_KINDS.reduce((sum, kind) => sum + totals[kind], 0n)) },
    today,
    timezone: settings.timezone,
  };
}
