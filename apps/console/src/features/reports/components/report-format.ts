import { currentLocale, INTL_LOCALE } from '@app/web-kit/i18n/current';
import { percent } from '@app/web-kit/lib/format';

/** A month the server sends as YYYY-MM ("2026-05") as the language names it: May 2026, may 2026, मई 2026. */
export function formatMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  const first = new Date(Date.UTC(year, number - 1, 1));
  return first.toLocaleDateString(INTL_LOCALE[currentLocale()], { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** `part` as a percent of `whole` with at most one decimal ("33.3%"); nothing of nothing is 0 %. */
export function shareOf(part: number, whole: number): string {
  return percent(whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
}
