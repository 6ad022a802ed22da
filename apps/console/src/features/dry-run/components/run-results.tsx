import { ENGINE_INCOME_KINDS } from '@app/contract';
import { kindLabel } from '@app/web-kit/i18n/income-kinds';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { CENTS, formatNumber, formatUsdt, usdt } from '@app/web-kit/lib/format';
import { CELL, DataTable, ROW_HEAD, TableHead } from '../../../kit/components/data-table';
import { LineChart } from '../../../kit/components/line-chart';
import type { DryRun, DryRunMonthRow } from '../api/get-dry-run';
import { CONSOLE_DRY_RUN_TEXTS } from '../texts';

type Key = keyof typeof CONSOLE_DRY_RUN_TEXTS;

interface Column {
  key: string;
  /** The header, named when shown (in the language of the moment). */
  label: () => string;
  value: (month: DryRunMonthRow) => number;
  count?: boolean;
}

const column = (label: Key, value: Column['value'], count?: boolean): Column => ({
  key: label,
  label: () => textOf(CONSOLE_DRY_RUN_TEXTS, label),
  value,
  ...(count ? { count } : {}),
});

/** The table's columns after the month: each month's figure and its header, each kind's pay by the kind's words. */
const COLUMNS: readonly Column[] = [
  column('cdry.col.members', (month) => month.members, true),
  column('cdry.col.joined', (month) => month.joined, true),
  column('cdry.col.capitalIn', (month) => month.capitalIn),
  column('cdry.col.deposits', (month) => month.deposits),
  ...ENGINE_INCOME_KINDS.map((kind) => ({
    key: `paid.${kind}`,
    label: () => kindLabel(kind, 'paid'),
    value: (month: DryRunMonthRow) => month.paid[kind],
  })),
  column('cdry.col.withdrawals', (month) => month.withdrawals),
  column('cdry.col.fees', (month) => month.fees),
  column('cdry.col.owed', (month) => month.owed),
  column('cdry.col.obligations', (month) => month.obligations),
  column('cdry.col.position', (month) => month.position),
  column('cdry.col.cover', (month) => month.cover),
];

/** What is owed and promised at a month's end, against the position. */
const promisedOf = (month: DryRunMonthRow) => Math.round((month.owed + month.obligations) * 1e6) / 1e6;

/**
 * What a run comes to, in one sentence that cannot contradict itself: always covered, or from which month it holds
 * less than it owes and promises, and in which month (if any) its cash runs out. `bad` once either happens.
 */
export function useRunVerdict() {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  return (run: Pick<DryRun, 'firstNegativeMonth' | 'firstUncoveredMonth'>, months: number) => {
    const count = formatNumber(months);
    const negative = run.firstNegativeMonth;
    // Cash below zero holds less than any promise, so it is uncovered by then at the latest.
    const uncovered = run.firstUncoveredMonth ?? negative;
    if (uncovered === null) {
      return { bad: false, text: t(months === 1 ? 'cdry.verdict.coveredOne' : 'cdry.verdict.covered', { count }) };
    }
    if (negative === null) {
      return { bad: true, text: t('cdry.verdict.uncovered', { month: formatNumber(uncovered) }) };
    }
    const key = negative === uncovered ? 'cdry.verdict.negativeSameMonth' : 'cdry.verdict.negative';
    return { bad: true, text: t(key, { uncovered: formatNumber(uncovered), month: formatNumber(negative) }) };
  };
}

function MonthsChart({ run }: { run: DryRun }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const verdict = useRunVerdict()(run, run.months.length);
  const { months } = run;
  const last = months.at(-1);
  const uncovered = months.findIndex((month) => month.month === run.firstUncoveredMonth);
  const promised = months.map(promisedOf);
  return (
    <LineChart
      label={t('cdry.chartLabel', {
        count: formatNumber(months.length),
        position: usdt(last?.position ?? 0, CENTS),
        promised: usdt(promised.at(-1) ?? 0, CENTS),
        outcome: verdict.text,
      })}
      points={months.map((month) => t('cdry.monthN', { month: formatNumber(month.month) }))}
      series={[
        {
          key: 'position',
          label: t('cdry.position'),
          values: months.map((month) => month.position),
          stroke: 'stroke-teal-300',
          swatch: 'bg-teal-300',
        },
        {
          key: 'promised',
          label: t('cdry.promised'),
          values: promised,
          stroke: 'stroke-amber-300',
          swatch: 'bg-amber-300',
          dashed: true,
        },
      ]}
      marker={
        uncovered >= 0
          ? { index: uncovered, label: t('cdry.uncoveredMark', { month: formatNumber(run.firstUncoveredMonth ?? 0) }) }
          : undefined
      }
      format={(amount) => usdt(amount, CENTS)}
      pointTitle={(index) =>
        t('cdry.point', {
          month: formatNumber(months[index]?.month ?? index + 1),
          position: usdt(months[index]?.position ?? 0, CENTS),
          promised: usdt(promised[index] ?? 0, CENTS),
        })
      }
    />
  );
}

function MonthsTable({ months, caption }: { months: DryRunMonthRow[]; caption: string }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  return (
    <DataTable caption={caption} tall>
      <TableHead
        columns={[{ label: t('cdry.col.month'), isText: true }, ...COLUMNS.map(({ label }) => ({ label: label() }))]}
      />
      <tbody className="divide-y divide-slate-800">
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row" className={ROW_HEAD}>
              {formatNumber(month.month)}
            </th>
            {COLUMNS.map(({ key, value, count }) => {
              const figure = value(month);
              const isShort = (key === 'cdry.col.position' || key === 'cdry.col.cover') && figure < 0;
              return (
                <td key={key} className={`${CELL} ${isShort ? 'text-rose-300' : ''}`}>
                  {count ? formatNumber(figure) : formatUsdt(figure, CENTS)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * A run's months so far: its verdict in one sentence, the position against what is
 * owed and promised as a chart, and every month's figures in a table (which a screen reader reads for the chart).
 */
export function RunResults({ run, caption }: { run: DryRun; caption: string }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const verdict = useRunVerdict()(run, run.months.length);
  if (run.months.length === 0) return <p className="text-sm text-slate-300">{t('cdry.noMonthsYet')}</p>;
  return (
    <div className="min-w-0 space-y-4">
      <p className={`text-sm font-semibold ${verdict.bad ? 'text-rose-300' : 'text-green-300'}`}>{verdict.text}</p>
      <MonthsChart run={run} />
      <MonthsTable months={run.months} caption={caption} />
    </div>
  );
}
