import { EARNING_KINDS } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { Card } from '@app/web-kit/components/ui/card';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { kindLabel } from '@app/web-kit/i18n/income-kinds';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { ApiError } from '@app/web-kit/lib/api-error';
import { CENTS, formatDay, usdt } from '@app/web-kit/lib/format';
import { kindColour } from '@app/web-kit/lib/income-kind-colours';
import { errorMessage } from '@app/web-kit/lib/toast';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FigureTile } from '../../../kit/components/figure-tile';
import { FormAlert } from '../../../kit/components/form-alert';
import { type FlowsRange, type FlowsReportData, useFlowsReport } from '../api/get-flows-report';
import { CONSOLE_REPORTS_TEXTS } from '../texts';
import { BarChart, type BarSeries } from './bar-chart';
import { DaysTable } from './days-table';
import { ReportFrame } from './report-frame';

type Day = FlowsReportData['docs'][number];
type Figure = Exclude<keyof Day, 'day'>;
type Key = keyof typeof CONSOLE_REPORTS_TEXTS;

/** A figure of the report, named when shown (in the language of the moment) and coloured on its chart. */
interface Line {
  key: Figure;
  label: () => string;
  fill: string;
  swatch: string;
}

const say = (key: Key) => () => textOf(CONSOLE_REPORTS_TEXTS, key);

const MONEY: readonly Line[] = [
  { key: 'deposits', label: say('crep.deposits'), fill: 'fill-teal-400', swatch: 'bg-teal-400' },
  { key: 'withdrawals', label: say('crep.withdrawals'), fill: 'fill-amber-400', swatch: 'bg-amber-400' },
];
/** The income kinds in stacking order (bottom first, the contract's), named and coloured as the members' own chart. */
const INCOME: readonly Line[] = EARNING_KINDS.map((kind) => ({
  key: kind,
  label: () => kindLabel(kind, 'chart'),
  ...kindColour(kind),
}));
/** The two charts: deposits beside withdrawals, and income stacked by kind. */
const CHARTS = [
  { id: 'flows-money-title', title: 'crep.flw.moneyTitle', label: 'crep.flw.moneyLabel', kinds: MONEY, stacked: false },
  {
    id: 'flows-income-title',
    title: 'crep.flw.incomeTitle',
    label: 'crep.flw.incomeLabel',
    kinds: INCOME,
    stacked: true,
  },
] as const;
/** The table's columns after the day. */
const COLUMNS: readonly Pick<Line, 'key' | 'label'>[] = [...MONEY, { key: 'fees', label: say('crep.fees') }, ...INCOME];

/** Sums rounded to the micro-USDT, so float sums read as the server's. */
const micros = (value: number) => Math.round(value * 1e6) / 1e6;
const incomeOf = (figures: Record<Figure, number>) => micros(INCOME.reduce((sum, { key }) => sum + figures[key], 0));

/** The range's two days, sent as the report's query; the server's 400 for a bad range shows under them. */
function RangeForm({ range, shown, error }: { range: FlowsRange; shown?: FlowsRange; error: string | null }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const [, setSearchParams] = useSearchParams();
  const from = range.from ?? shown?.from ?? '';
  const to = range.to ?? shown?.to ?? '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearchParams({ report: 'flows', from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') });
  };
  return (
    // Filled again when the days on screen change (the server's default range arriving, a new range sent).
    <form key={`${from} ${to}`} noValidate onSubmit={submit} aria-label={t('crep.flw.range')} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField label={t('crep.flw.from')} name="from" type="date" defaultValue={from} required />
        <TextField label={t('crep.flw.to')} name="to" type="date" defaultValue={to} required />
        <Button type="submit" variant="secondary" className="w-full sm:w-auto">
          {t('crep.flw.show')}
        </Button>
      </div>
      <FormAlert message={error} />
    </form>
  );
}

function Totals({ report }: { report: FlowsReportData }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const { total } = report;
  const net = micros(total.deposits - total.withdrawals);
  return (
    <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
      <FigureTile size="lg" label={t('crep.deposits')} value={usdt(total.deposits, CENTS)} />
      <FigureTile size="lg" label={t('crep.withdrawals')} value={usdt(total.withdrawals, CENTS)} />
      <FigureTile
        size="lg"
        label={t('crep.flw.net')}
        value={usdt(net, CENTS)}
        valueClass={net < 0 ? 'text-rose-300' : 'text-green-300'}
      />
      <FigureTile size="lg" label={t('crep.fees')} value={usdt(total.fees, CENTS)} />
      <FigureTile size="lg" label={t('crep.flw.income')} value={usdt(incomeOf(total), CENTS)} />
    </dl>
  );
}

function FlowsCharts({ report }: { report: FlowsReportData }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const { docs, total } = report;
  const days = docs.map((day) => formatDay(day.day));
  const first = days[0] ?? '';
  const last = days.at(-1) ?? '';
  const seriesOf = (kinds: typeof MONEY): BarSeries[] =>
    kinds.map(({ key, label, fill, swatch }) => ({
      key,
      label: label(),
      values: docs.map((day) => day[key]),
      fill,
      swatch,
    }));
  const totalsOf = (kinds: typeof MONEY) =>
    kinds.map(({ key, label }) => `${label().toLocaleLowerCase()} ${usdt(total[key], CENTS)}`).join(', ');
  const dayTitle = (kinds: typeof MONEY) => (index: number) => {
    const day = docs[index];
    if (!day) return '';
    return t('crep.dayFigures', {
      day: formatDay(day.day),
      figures: kinds.map(({ key, label }) => `${label()} ${usdt(day[key], CENTS)}`).join(', '),
    });
  };
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {CHARTS.map(({ id, title, label, kinds, stacked }) => (
        <Card key={id} aria-labelledby={id}>
          <h3 id={id} className="font-semibold text-slate-50">
            {t(title)}
          </h3>
          <div className="mt-3">
            <BarChart
              label={t(label, { first, last, totals: totalsOf(kinds) })}
              days={days}
              series={seriesOf(kinds)}
              stacked={stacked}
              format={(amount) => usdt(amount, CENTS)}
              dayTitle={dayTitle(kinds)}
            />
          </div>
        </Card>
      ))}
    </div>
  );
}

function FlowsBody({ report }: { report: FlowsReportData }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const { total } = report;
  const movedNothing = total.deposits + total.withdrawals + total.fees + incomeOf(total) === 0;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-300">
        {t('crep.flw.note', { from: formatDay(report.from), to: formatDay(report.to) })}
      </p>
      {movedNothing ? (
        <Card className="text-center">
          <h3 className="text-lg font-semibold text-slate-50">{t('crep.flw.empty')}</h3>
          <p className="mt-1 text-slate-300">{t('crep.flw.emptyHint')}</p>
        </Card>
      ) : (
        <>
          <Totals report={report} />
          <FlowsCharts report={report} />
          <DaysTable
            caption={t('crep.flw.caption')}
            columns={COLUMNS.map(({ key, label }) => ({ key, label: label() }))}
            days={report.docs}
            total={report.total}
          />
        </>
      )}
    </div>
  );
}

/** A 400 is the range the operator typed (the server says why, under the days); anything else may pass on retry. */
const isRangeRefusal = (error: unknown) => error instanceof ApiError && error.status === 400;

/** Deposits against withdrawals and income by kind, per platform day of a range (30 days to today unless chosen). */
export function FlowsReport() {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const [searchParams] = useSearchParams();
  const range: FlowsRange = {
    from: searchParams.get('from') || undefined,
    to: searchParams.get('to') || undefined,
  };
  const { data, error, isPending, isError, isPlaceholderData, refetch } = useFlowsReport(range);
  const refused = isRangeRefusal(error);
  return (
    <ReportFrame report="flows" title={t('crep.tab.flows')} range={range}>
      <RangeForm
        range={range}
        shown={data ? { from: data.from, to: data.to } : undefined}
        error={refused ? errorMessage(error) : null}
      />
      {isPending && <ListSkeleton label={t('crep.loading')} />}
      {isError && !data && !refused && <LoadError what={t('crep.what.flows')} onRetry={() => void refetch()} />}
      {data && !refused && (
        <div aria-busy={isPlaceholderData || undefined} className={isPlaceholderData ? 'opacity-60' : ''}>
          <FlowsBody report={data} />
        </div>
      )}
    </ReportFrame>
  );
}
