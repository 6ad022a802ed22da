import { EARNING_KINDS, type EarningKind, type IncomeChartDay } from '@app/contract';
import { currentLocale, INTL_LOCALE } from '@app/web-kit/i18n/current';
import { kindLabel } from '@app/web-kit/i18n/income-kinds';
import { kindColour } from '@app/web-kit/lib/income-kind-colours';

/**
 * The kinds in stacking order (bottom first, the contract's), with their names and colours on the chart; bonuses are
 * income too. A label is read when drawn, so it follows a change of language.
 */
export const CHART_KINDS: { kind: EarningKind; label: string; fill: string; swatch: string }[] = EARNING_KINDS.map(
  (kind) => ({
    kind,
    get label() {
      return kindLabel(kind, 'chart');
    },
    ...kindColour(kind),
  }),
);

/** A day's income of every kind, rounded to the micro-USDT so float sums read as the server's. */
export function dayTotal(day: IncomeChartDay): number {
  const total = CHART_KINDS.reduce((sum, { kind }) => sum + day[kind], 0);
  return Math.round(total * 1e6) / 1e6;
}

/**
 * The y axis: a round top at or above the highest day (1, 2, 2.5 or 5 times a power of ten) and the ticks
 * from 0 to it in four steps. A range without income still gets an axis, 0 to 1.
 */
export function yTicks(highest: number): number[] {
  const top = highest > 0 ? highest : 1;
  const step0 = top / 4;
  const power = 10 ** Math.floor(Math.log10(step0));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= step0) ?? step0;
  return [0, 1, 2, 3, 4].map((index) => Math.round(index * step * 1e6) / 1e6);
}

/** An axis figure: no decimals it does not need, thousands as "k" so it fits a phone's margin. */
export function axisLabel(value: number): string {
  const locale = INTL_LOCALE[currentLocale()];
  if (value >= 10_000) return `${(value / 1000).toLocaleString(locale, { maximumFractionDigits: 1 })}k`;
  return value.toLocaleString(locale, { maximumFractionDigits: 2 });
}

/**
 * "2026-11-23" as "23 Nov" (23 nov, 23 नव॰ in the language's words), read as a calendar day (the platform's), not
 * shifted by the viewer's zone.
 */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const noon = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12));
  const locale = currentLocale();
  if (locale === 'en') return `${date} ${noon.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })}`;
  return noon.toLocaleString(INTL_LOCALE[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * Which days get a date under the axis, counted back from today so today always has its date: every day of a
 * week, every fifth or fifteenth of longer ranges. Every other one is `minor`, left out on phones so the dates
 * do not run into each other at 360 px.
 */
export function labelledDays(count: number): { index: number; minor: boolean }[] {
  const every = count <= 7 ? 1 : count <= 30 ? 5 : 15;
  const labels: { index: number; minor: boolean }[] = [];
  for (let index = count - 1, nth = 0; index >= 0; index -= every, nth += 1) {
    labels.unshift({ index, minor: nth % 2 === 1 });
  }
  return labels;
}
