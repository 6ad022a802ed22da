import type { IncomeRow } from '@app/contract';
import { formatUsdt, percent } from '../../../lib/format';

/** How an income was computed, e.g. "10% of 12.50 USDT (level 1 income on trading profit)". */
export function describeBasis({ ratePercent, baseAmount, rule }: IncomeRow['basis']): string {
  return `${percent(ratePercent)} of ${formatUsdt(baseAmount)} USDT (${rule})`;
}
