import { FLOWS_MAX_DAYS, type FlowsReport, microsToUsdt, REPORTS_MSG } from '@app/contract';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { dayCount, daysUpTo, platformDay, shiftDay } from '../../lib/platform-day';
import { cashByDay, FLOW_LINES, type FlowMicros, incomeByDay, noFlow } from './flows.repository';

/** The days the flows report covers when the query names none: 30 days up to today. */
const DEFAULT_DAYS = 30;

/**
 * The flows report (docs/product.md#reports): every platform day from `from` to `to`, both included, a day without
 * movement as zeros, and the range's sums. Without `to` the range ends today; without `from` it starts 29 days before
 * its end. A range that ends before it starts or holds more than FLOWS_MAX_DAYS days is refused; one in the future is
 * not (its days are zeros).
 */
export async function flowsReport(ctx: AppContext, query: { from?: string; to?: string }): Promise<FlowsReport> {
  const { timezone: timeZone } = await getSettings(ctx.db);
  const to = query.to ?? platformDay(ctx.clock(), timeZone);
  const from = query.from ?? shiftDay(to, -(DEFAULT_DAYS - 1));
  const count = dayCount(from, to);
  if (count < 1 || count > FLOWS_MAX_DAYS) throw new AppError('VALIDATION', REPORTS_MSG.flowsRangeInvalid);
  const range = { timeZone, from, to };
  const [cash, income] = await Promise.all([cashByDay(ctx.db, range), incomeByDay(ctx.db, range)]);
  const total = noFlow();
  const docs = daysUpTo(to, count).map((day) => {
    const flow = noFlow();
    for (const line of FLOW_LINES) {
      flow[line] = (cash.get(day)?.[line] ?? 0n) + (income.get(day)?.[line] ?? 0n);
      total[line] += flow[line];
    }
    return { day, ...toUsdt(flow) };
  });
  return { from, to, docs, total: toUsdt(total) };
}

function toUsdt(flow: FlowMicros) {
  return Object.fromEntries(FLOW_LINES.map((line) => [line, microsToUsdt(flow[line])])) as Record<
    (typeof FLOW_LINES)[number],
    number
  >;
}
