import type { IncomeChart, IncomeChartDay } from '@app/contract';
import { filterPillClasses } from '@app/web-kit/components/ui/filter-pill';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDay, formatNumber, usdt } from '@app/web-kit/lib/format';
import { type KeyboardEvent, useId, useState } from 'react';
import { type ChartRange, useIncomeChart } from '../api/get-income-chart';
import { INCOME_TEXTS } from '../texts';
import { axisLabel, CHART_KINDS, dayTotal, labelledDays, shortDay, yTicks } from './chart-scale';

const RANGES: ChartRange[] = [7, 30, 90];
/** Share of a day's column its bar fills; the rest is the gap to the next day. */
const BAR = 0.7;

function DayDetails({ day, isToday }: { day: IncomeChartDay; isToday: boolean }) {
  const { t } = useTexts(INCOME_TEXTS);
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-950/60 px-3 py-2 text-sm">
      <p className="font-semibold text-slate-100">
        {isToday ? t('inc.dayToday', { day: formatDay(day.day) }) : formatDay(day.day)}:{' '}
        <span className="tabular-nums">{usdt(dayTotal(day))}</span>
      </p>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs text-slate-300 sm:grid-cols-5">
        {CHART_KINDS.map(({ kind, label, swatch }) => (
          <li key={kind} className="flex flex-col">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`size-2 shrink-0 rounded-sm ${swatch}`} />
              {label}
            </span>{' '}
            <span className="pl-3.5 tabular-nums text-slate-100">{usdt(day[kind])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Plot({ chart }: { chart: IncomeChart }) {
  const { t } = useTexts(INCOME_TEXTS);
  const days = chart.days;
  const [picked, setPicked] = useState<string | null>(null);
  const index = Math.max(
    days.findIndex((day) => day.day === picked),
    0,
  );
  const selected = picked && days[index]?.day === picked ? index : days.length - 1;
  const ticks = yTicks(Math.max(0, ...days.map(dayTotal)));
  const top = ticks.at(-1) ?? 1;
  const hintId = useId();
  const move = (event: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -days.length, End: days.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = Math.min(Math.max(selected + step, 0), days.length - 1);
    setPicked(days[target]?.day ?? null);
  };
  const current = days[selected];
  return (
    <>
      <div aria-live="polite" className="mt-3 min-h-24 sm:min-h-16">
        {current && <DayDetails day={current} isToday={current.day === chart.today} />}
      </div>
      <p aria-hidden="true" className="mt-3 w-10 text-right text-[11px] font-medium text-slate-400">
        USDT
      </p>
      <div className="mt-1 flex gap-2">
        {/* The y axis: USDT, its ticks placed at the height they stand for. */}
        <div aria-hidden="true" className="relative h-48 w-10 shrink-0 text-right text-[11px] text-slate-400">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {axisLabel(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div
            role="slider"
            tabIndex={0}
            aria-label={t('inc.slider', { count: formatNumber(days.length) })}
            aria-describedby={hintId}
            aria-valuemin={1}
            aria-valuemax={days.length}
            aria-valuenow={selected + 1}
            aria-valuetext={current ? `${formatDay(current.day)}: ${usdt(dayTotal(current))}` : undefined}
            onKeyDown={move}
            className="relative h-48 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
          >
            {ticks.map((tick) => (
              <div
                key={tick}
                aria-hidden="true"
                className="absolute inset-x-0 border-t border-slate-800"
                style={{ bottom: `${(tick / top) * 100}%` }}
              />
            ))}
            <svg
              aria-hidden="true"
              viewBox={`0 0 ${days.length} 100`}
              preserveAspectRatio="none"
              className="absolute inset-0 size-full overflow-visible"
            >
              {days.map((day, column) => {
                let base = 100;
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: the pointer picks a day; the keyboard does it on the group
                  <g
                    key={day.day}
                    data-day={day.day}
                    onMouseEnter={() => setPicked(day.day)}
                    onClick={() => setPicked(day.day)}
                  >
                    <title>{`${formatDay(day.day)}: ${usdt(dayTotal(day))}`}</title>
                    <rect
                      x={column}
                      y={0}
                      width={1}
                      height={100}
                      className={column === selected ? 'fill-slate-700/50' : 'fill-transparent'}
                    />
                    {CHART_KINDS.map(({ kind, fill }) => {
                      const height = (day[kind] / top) * 100;
                      if (height <= 0) return null;
                      base -= height;
                      return (
                        <rect
                          key={kind}
                          x={column + (1 - BAR) / 2}
                          y={base}
                          width={BAR}
                          height={Math.max(height, 0.6)}
                          className={fill}
                        />
                      );
                    })}
                  </g>
                );
              })}
            </svg>
          </div>
          {/* The x axis: platform days, today's always named. */}
          <div aria-hidden="true" className="relative mt-1 h-4 text-[11px] text-slate-400">
            {labelledDays(days.length).map(({ index: column, minor }) => {
              const day = days[column];
              if (!day) return null;
              const center = ((column + 0.5) / days.length) * 100;
              const edge = column === days.length - 1 ? 'right-0' : column === 0 ? 'left-0' : '-translate-x-1/2';
              return (
                <span
                  key={day.day}
                  data-minor={minor || undefined}
                  className={`absolute whitespace-nowrap ${edge} ${minor ? 'hidden sm:inline' : ''}`}
                  style={edge.startsWith('-') ? { left: `${center}%` } : undefined}
                >
                  {shortDay(day.day)}
                </span>
              );
            })}
          </div>
          <p id={hintId} className="mt-2 text-xs text-slate-400">
            {t('inc.chartHint', { zone: chart.timezone })}
          </p>
        </div>
      </div>
    </>
  );
}

function FiguresTable({ chart }: { chart: IncomeChart }) {
  const { t } = useTexts(INCOME_TEXTS);
  return (
    <table className="sr-only">
      <caption>{t('inc.byKindCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('inc.day')}</th>
          {CHART_KINDS.map(({ kind, label }) => (
            <th key={kind} scope="col">
              {label}
            </th>
          ))}
          <th scope="col">{t('inc.total')}</th>
        </tr>
      </thead>
      <tbody>
        {chart.days.map((day) => (
          <tr key={day.day}>
            <th scope="row">{formatDay(day.day)}</th>
            {CHART_KINDS.map(({ kind }) => (
              <td key={kind}>{usdt(day[kind])}</td>
            ))}
            <td>{usdt(dayTotal(day))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The member's income per platform day, stacked by kind, as plain SVG (docs/product.md#income-chart). */
export function IncomeByKindChart() {
  const { t } = useTexts(INCOME_TEXTS);
  const [range, setRange] = useState<ChartRange>(30);
  const { data, isPending, isError, isPlaceholderData, refetch } = useIncomeChart(range);
  const captionId = useId();
  if (isError && !data) return <LoadError what={t('inc.yourChart')} onRetry={() => void refetch()} />;
  return (
    <figure
      aria-labelledby={captionId}
      aria-busy={isPending || isPlaceholderData || undefined}
      className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={captionId} className="text-sm font-semibold text-slate-200">
          {t('inc.chartCaption', { count: formatNumber(range) })}
        </figcaption>
        <fieldset className="flex gap-1.5">
          <legend className="sr-only">{t('inc.daysShown')}</legend>
          {RANGES.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={days === range}
              onClick={() => setRange(days)}
              className={`${filterPillClasses(days === range)} min-h-9 px-3`}
            >
              {t('inc.days', { count: formatNumber(days) })}
            </button>
          ))}
        </fieldset>
      </div>
      {isPending && (
        <p className="mt-3 h-48 animate-pulse rounded-xl bg-slate-800/60">
          <span className="sr-only">{t('inc.loadingChart')}</span>
        </p>
      )}
      {data && (
        <>
          <p className="mt-1 text-xs text-slate-400">
            {data.totals.all > 0
              ? t('inc.inTheseDays', { total: usdt(data.totals.all), count: formatNumber(data.days.length) })
              : t('inc.noneInTheseDays', { count: formatNumber(data.days.length) })}
          </p>
          <ul aria-label={t('inc.kinds')} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
            {CHART_KINDS.map(({ kind, label, swatch }) => (
              <li key={kind} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`size-2.5 rounded-sm ${swatch}`} />
                {label} <span className="tabular-nums text-slate-400">{usdt(data.totals[kind])}</span>
              </li>
            ))}
          </ul>
          <Plot chart={data} />
          <FiguresTable chart={data} />
        </>
      )}
    </figure>
  );
}
