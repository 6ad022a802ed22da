import { ENGINE_INCOME_KINDS } from '@app/contract';
import { kindLabel } from '@app/web-kit/i18n/income-kinds';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, formatUsdt, usdt } from '@app/web-kit/lib/format';
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

/** The two sentences a run comes to: when its cash goes negative, and when what it holds stops covering. */
export function useRunOutcome() {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  return (run: Pick<DryRun, 'firstNegativeMonth' | 'firstUncoveredMonth'>, months: number) => {
    const count = formatNumber(months);
    return {
      negative:
        run.firstNegativeMonth === null
          ? t(months === 1 ? 'cdry.neverNegativeOne' : 'cdry.neverNegative', { count })
          : t('cdry.negativeIn', { month: formatNumber(run.firstNegativeMonth) }),
      uncovered:
        run.firstUncoveredMonth === null
          ? t('cdry.alwaysCovered')
          : t('cdry.uncoveredIn', { month: formatNumber(run.firstUncoveredMonth) }),
    };
  };
}

function MonthsChart({ run }: { run: DryRun }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const outcome = useRunOutcome()(run, run.months.length);
  const { months } = run;
  const last = months.at(-1);
  const uncovered = months.findIndex((month) => month.month === run.firstUncoveredMonth);
  const promised = months.map(promisedOf);
  return (
    <LineChart
      label={t('cdry.chartLabel', {
        count: formatNumber(months.length),
        position: usdt(last?.position ?? 0),
        promised: usdt(promised.at(-1) ?? 0),
        outcome: `${outcome.negative} ${outcome.uncovered}`,
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
      format={usdt}
      pointTitle={(index) =>
        t('cdry.point', {
          month: formatNumber(months[index]?.month ?? index + 1),
          position: usdt(months[index]?.position ?? 0),
          promised: usdt(promised[index] ?? 0),
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
                  {count ? formatNumber(figure) : formatUsdt(figure)}
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
 * A run's months so far: when its cash goes negative and stops covering, in words, the position against what is
 * owed and promised as a chart, and every month's figures in a table (which a screen reader reads for the chart).
 */
export function RunResults({ run, caption }: { run: DryRun; caption: string }) {
  const { t } = useTexts(CONSOLE_DRY_RUN_TEXTS);
  const outcome = useRunOutcome()(run, run.months.length);
  if (run.months.length === 0) return <p className="text-sm text-slate-300">{t('cdry.noMonthsYet')}</p>;
  const tone = (isBad: boolean) => (isBad ? 'text-rose-300' : 'text-green-300');
  return (
    <div className="min-w-0 space-y-4">
      <ul className="space-y-1 text-sm font-semibold">
        <li className={tone(run.firstNegativeMonth !== null)}>{outcome.negative}</li>
        <li className={tone(run.firstUncoveredMonth !== null)}>{outcome.uncovered}</li>
      </ul>
      <MonthsChart run={run} />
      <MonthsTable months={run.months} caption={caption} />
    </div>
  );
}
