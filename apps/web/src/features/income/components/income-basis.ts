import type { IncomeRow } from '@app/contract';
import { textOf } from '@app/web-kit/i18n/texts';
import { percent, usdt } from '@app/web-kit/lib/format';
import { INCOME_TEXTS } from '../texts';

/**
 * How an income was computed, e.g. "10% of 12.50 USDT (level 1 income on trading profit)"; the rule in brackets is the
 * server's own words for it.
 */
export function describeBasis({ ratePercent, baseAmount, rule }: IncomeRow['basis']): string {
  return textOf(INCOME_TEXTS, 'inc.basis', { percent: percent(ratePercent), amount: usdt(baseAmount), rule });
}
