import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDate, formatNumber, formatUsdt, usdt } from '@app/web-kit/lib/format';
import { useId } from 'react';
import {
  ChartEnds,
  ChartGrid,
  ChartLegend,
  ChartScale,
  ChartSvg,
  CHART_HEIGHT as HEIGHT,
} from '../../../kit/components/chart-parts';
import { Disclosure } from '../../../kit/components/disclosure';
import type { AdminOverview } from '../api/get-admin-overview';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

type Day = AdminOverview['days'][number];
type SeriesKey = Exclude<keyof Day, 'day'>;

type LabelKey = 'cov.deposits' | 'cov.withdrawals' | 'cov.incomes';

const SERIES_OF: readonly { key: SeriesKey; labelKey: LabelKey; bar: string; swatch: string }[] = [
  { key: 'deposits', labelKey: 'cov.deposits', bar: 'fill-teal-400', swatch: 'bg-teal-400' },
  { key: 'withdrawals', labelKey: 'cov.withdrawals', bar: 'fill-amber-400', swatch: 'bg-amber-400' },
  { key: 'incomes', labelKey: 'cov.incomes', bar: 'fill-sky-400', swatch: 'bg-sky-400' },
];

// The drawing's own units: each day is a slot this wide holding its three bars; the tallest bar is HEIGHT high.
const SLOT = 10;
const BAR = 2.6;

const total = (days: Day[], key: SeriesKey) => days.reduce((sum, day) => sum + day[key], 0);

/** "2024-05-06" as "May 6": the axis has room for little more; in Hindi and Spanish the language's own date. */
function shortDay(day: string, locale: string): string {
  if (locale !== 'en') return formatDate(`${day}T00:00:00`);
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A platform day ("2024-05-06") as the language writes a day; the same text in English. */
const dayOf = (day: string) => formatDate(`${day}T00:00:00`);

/**
 * Deposits, withdrawals and incomes per platform day as grouped bars on one scale, drawn without a chart library.
 * The picture is for the eye; the figures are in the legend (30-day totals) and in the table under it, which a
 * keyboard or screen-reader user opens like any disclosure.
 */
export function DailyChart({ days }: { days: Day[] }) {
  const titleId = useId();
  const { t, locale } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const SERIES = SERIES_OF.map((series) => ({ ...series, label: t(series.labelKey) }));
  const max = Math.max(0, ...days.flatMap((day) => SERIES.map((series) => day[series.key])));
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const totals = SERIES.map((series) => `${series.label.toLocaleLowerCase()} ${usdt(total(days, series.key))}`).join(
    ', ',
  );

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-800 bg-slate-900/80 p-5 sm:p-7">
      <h2 id={titleId} className="text-lg font-semibold text-slate-50">
        {t('cov.lastDays', { days: formatNumber(days.length) })}
      </h2>
      <p className="mt-1 text-sm text-slate-400">{t('cov.chartNote')}</p>
      <ChartLegend
        items={SERIES}
        mark="box"
        label={t('cov.totals', { days: formatNumber(30) })}
        className="mt-4"
        figureOf={(key) => usdt(total(days, key))}
      />
      <div className="mt-4">
        <ChartScale>{max > 0 ? usdt(max) : t('cov.nothingMoved')}</ChartScale>
        <ChartSvg
          label={t('cov.chartLabel', {
            days: formatNumber(days.length),
            first: first ? dayOf(first) : '',
            last: last ? dayOf(last) : '',
            totals,
          })}
          width={Math.max(days.length, 1) * SLOT}
          className="mt-1 h-40 w-full border-b border-slate-600 sm:h-48"
        >
          <ChartGrid width={days.length * SLOT} />
          {days.map((day, index) => (
            <g key={day.day}>
              <title>
                {t('cov.dayFigures', {
                  day: dayOf(day.day),
                  figures: SERIES.map((series) => `${series.label} ${usdt(day[series.key])}`).join(', '),
                })}
              </title>
              {/* The whole slot, so hovering anywhere over the day shows its figures. */}
              <rect x={index * SLOT} y={0} width={SLOT} height={HEIGHT} className="fill-transparent" />
              {SERIES.map((series, position) => {
                const value = day[series.key];
                // A day with any amount keeps a visible sliver, however small next to the tallest.
                const height = max > 0 && value > 0 ? Math.max((value / max) * HEIGHT, 1) : 0;
                return (
                  <rect
                    key={series.key}
                    x={index * SLOT + 1 + position * (BAR + 0.2)}
                    y={HEIGHT - height}
                    width={BAR}
                    height={height}
                    className={series.bar}
                  />
                );
              })}
            </g>
          ))}
        </ChartSvg>
        <ChartEnds first={first ? shortDay(first, locale) : ''} last={last ? shortDay(last, locale) : ''} />
      </div>
      <Disclosure
        summary={t('cov.figuresByDay')}
        className="mt-4"
        bodyClassName="mt-2 max-h-96 overflow-auto rounded-xl border border-slate-800"
      >
        <table className="w-full text-right text-sm tabular-nums">
          <caption className="sr-only">{t('cov.tableCaption')}</caption>
          <thead className="sticky top-0 bg-slate-900 text-xs tracking-wide text-slate-400 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('cov.day')}
              </th>
              {SERIES.map((series) => (
                <th key={series.key} scope="col" className="px-3 py-2 font-medium">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-800">
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row" className="px-3 py-2 text-left font-normal text-slate-300">
                  {dayOf(day.day)}
                </th>
                {SERIES.map((series) => (
                  <td key={series.key} className="px-3 py-2 text-slate-100">
                    {formatUsdt(day[series.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Disclosure>
    </section>
  );
}
