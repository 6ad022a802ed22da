import { useId } from 'react';
import { useTexts } from '../../../../i18n/texts';
import { formatDate, formatNumber, formatUsdt, usdt } from '../../../../lib/format';
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
const HEIGHT = 100;
const GRID = [25, 50, 75];

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
      <ul
        aria-label={t('cov.totals', { days: formatNumber(30) })}
        className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm"
      >
        {SERIES.map((series) => (
          <li key={series.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 rounded-sm ${series.swatch}`} />
            <span className="text-slate-300">{series.label}</span>
            <span className="font-semibold text-slate-50 tabular-nums">{usdt(total(days, series.key))}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <p className="text-xs text-slate-400 tabular-nums" aria-hidden="true">
          {max > 0 ? usdt(max) : t('cov.nothingMoved')}
        </p>
        <svg
          role="img"
          aria-label={t('cov.chartLabel', {
            days: formatNumber(days.length),
            first: first ? dayOf(first) : '',
            last: last ? dayOf(last) : '',
            totals,
          })}
          viewBox={`0 0 ${Math.max(days.length, 1) * SLOT} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="mt-1 h-40 w-full border-b border-slate-600 sm:h-48"
        >
          {GRID.map((y) => (
            <line
              key={y}
              x1={0}
              x2={days.length * SLOT}
              y1={y}
              y2={y}
              className="stroke-slate-800"
              strokeDasharray="2 2"
              vectorEffect="non-scaling-stroke"
            />
          ))}
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
        </svg>
        <div className="mt-1 flex justify-between text-xs text-slate-400" aria-hidden="true">
          <span>{first ? shortDay(first, locale) : ''}</span>
          <span>{last ? shortDay(last, locale) : ''}</span>
        </div>
      </div>
      <details className="group mt-4">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-1 text-sm font-semibold text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300 [&::-webkit-details-marker]:hidden">
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-4 transition-transform group-open:rotate-90"
            fill="currentColor"
          >
            <path d="M7.3 5.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4L10.6 10 7.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
          {t('cov.figuresByDay')}
        </summary>
        <div className="mt-2 max-h-96 overflow-auto rounded-xl border border-slate-800">
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
        </div>
      </details>
    </section>
  );
}
