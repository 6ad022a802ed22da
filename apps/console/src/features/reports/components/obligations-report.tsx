import { NET_FLOW_DAYS, OBLIGATION_DAYS } from '@app/contract';
import { Card } from '@app/web-kit/components/ui/card';
import { kindLabel, useKindLabel } from '@app/web-kit/i18n/income-kinds';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { CENTS, formatDateTime, formatDay, formatNumber, usdt } from '@app/web-kit/lib/format';
import { FigureTile } from '../../../kit/components/figure-tile';
import { LineChart } from '../../../kit/components/line-chart';
import { type ObligationsReportData, useObligationsReport } from '../api/get-obligations-report';
import { CONSOLE_REPORTS_TEXTS } from '../texts';
import { DaysTable } from './days-table';
import { WholeReport } from './report-frame';

type ObligationDay = ObligationsReportData['docs'][number];
/** What the platform holds today (the reserve less what members can withdraw now): the same on every day. */
const heldLineOf = (day: ObligationDay) => day.cover + day.cumulative;
/** The deposits scenario's line: what it holds today plus the net flow so far, less the direct income it pays. */
const depositsLineOf = (day: ObligationDay) => day.coverWithDeposits + day.cumulative;

function Summary({ report }: { report: ObligationsReportData }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const kindWord = useKindLabel();
  const { total, reserve, runway } = report;
  const days = formatNumber(OBLIGATION_DAYS);
  const reserveHint = [
    reserve.mode === 'manual'
      ? t('crep.obl.reserveManual', { source: reserve.source })
      : t('crep.obl.reserveChain', { source: reserve.source }),
    reserve.asOf ? t('crep.obl.asOf', { time: formatDateTime(reserve.asOf) }) : t('crep.obl.notRead'),
  ].join(' ');
  // The verdict first, on what the platform holds today, with the deposits scenario beside it; then what is owed,
  // then what the verdict is worked out from.
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-2">
        {runway ? (
          <FigureTile
            size="lg"
            stacked
            label={t('crep.obl.runway')}
            value={formatDay(runway)}
            hint={t('crep.obl.runwayHint')}
            valueClass="text-rose-300"
          />
        ) : (
          <FigureTile
            size="lg"
            stacked
            label={t('crep.obl.runway')}
            value={t('crep.obl.covered', { days })}
            hint={t('crep.obl.coveredHint')}
            valueClass="text-green-300"
          />
        )}
        <FigureTile
          size="lg"
          stacked
          label={t('crep.obl.scenario', { days: formatNumber(NET_FLOW_DAYS) })}
          value={
            report.runwayWithDeposits
              ? t('crep.obl.scenarioShort', { day: formatDay(report.runwayWithDeposits) })
              : t('crep.obl.covered', { days })
          }
          hint={t('crep.obl.scenarioHint', {
            flow: usdt(report.netFlowPerDay, CENTS),
            direct: usdt(report.directPerDay, CENTS),
          })}
          valueClass="text-slate-200"
        />
      </dl>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FigureTile size="lg" label={kindWord('trading', 'chart')} value={usdt(total.trading, CENTS)} />
        <FigureTile size="lg" label={kindWord('level', 'chart')} value={usdt(total.level, CENTS)} />
        <FigureTile size="lg" label={t('crep.obl.capital')} value={usdt(total.capital, CENTS)} />
        <FigureTile
          size="lg"
          label={t('crep.obl.owed', { days })}
          value={usdt(total.total, CENTS)}
          valueClass="text-amber-200"
        />
      </dl>
      <dl className="grid gap-3 sm:grid-cols-3">
        <FigureTile size="lg" label={t('crep.obl.reserve')} value={usdt(reserve.amount, CENTS)} hint={reserveHint} />
        <FigureTile
          size="lg"
          label={t('crep.obl.balances')}
          value={usdt(report.balances, CENTS)}
          hint={t('crep.obl.balancesHint')}
        />
        <FigureTile
          size="lg"
          label={t('crep.obl.netFlow')}
          value={usdt(report.netFlowPerDay, CENTS)}
          hint={t('crep.obl.netFlowHint', { days: formatNumber(NET_FLOW_DAYS) })}
          valueClass={report.netFlowPerDay < 0 ? 'text-rose-300' : 'text-slate-50'}
        />
      </dl>
    </div>
  );
}

function Chart({ report }: { report: ObligationsReportData }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const { docs, runway } = report;
  const heldLine = docs.map(heldLineOf);
  const depositsLine = docs.map(depositsLineOf);
  const runwayIndex = runway ? docs.findIndex((day) => day.day === runway) : -1;
  const first = docs[0]?.day;
  const last = docs.at(-1)?.day;
  return (
    <LineChart
      label={t('crep.obl.chartLabel', {
        days: formatNumber(docs.length),
        first: first ? formatDay(first) : '',
        last: last ? formatDay(last) : '',
        total: usdt(docs.at(-1)?.cumulative ?? 0, CENTS),
        start: usdt(heldLine[0] ?? 0, CENTS),
        runway: runway ? t('crep.obl.chartRunway', { day: formatDay(runway) }) : t('crep.obl.chartCovered'),
      })}
      points={docs.map((day) => formatDay(day.day))}
      series={[
        {
          key: 'cumulative',
          label: t('crep.obl.cumulative'),
          values: docs.map((day) => day.cumulative),
          stroke: 'stroke-amber-300',
          swatch: 'bg-amber-300',
        },
        {
          key: 'held',
          label: t('crep.obl.reserveLine'),
          values: heldLine,
          stroke: 'stroke-teal-300',
          swatch: 'bg-teal-300',
        },
        {
          key: 'deposits',
          label: t('crep.obl.depositsLine', { days: formatNumber(NET_FLOW_DAYS) }),
          values: depositsLine,
          stroke: 'stroke-slate-400',
          swatch: 'bg-slate-400',
          dashed: true,
        },
      ]}
      marker={
        runway && runwayIndex >= 0
          ? { index: runwayIndex, label: t('crep.obl.runwayMark', { day: formatDay(runway) }) }
          : undefined
      }
      format={(amount) => usdt(amount, CENTS)}
      pointTitle={(index) =>
        t('crep.obl.point', {
          day: formatDay(docs[index]?.day ?? ''),
          owed: usdt(docs[index]?.cumulative ?? 0, CENTS),
          reserve: usdt(heldLine[index] ?? 0, CENTS),
          scenario: usdt(depositsLine[index] ?? 0, CENTS),
        })
      }
    />
  );
}

type DayFigure = Exclude<keyof ObligationsReportData['docs'][number], 'day'>;

const say = (key: keyof typeof CONSOLE_REPORTS_TEXTS) => () => textOf(CONSOLE_REPORTS_TEXTS, key);

/** The table's columns after the day, each named when shown: the two incomes by their kinds' words. */
const DAY_COLUMNS: readonly { key: DayFigure; label: () => string }[] = [
  { key: 'trading', label: () => kindLabel('trading', 'chart') },
  { key: 'level', label: () => kindLabel('level', 'chart') },
  { key: 'capital', label: say('crep.obl.capital') },
  { key: 'total', label: say('crep.total') },
  { key: 'cumulative', label: say('crep.obl.cumulativeColumn') },
  { key: 'cover', label: say('crep.obl.cover') },
  { key: 'coverWithDeposits', label: say('crep.obl.coverWithDeposits') },
];

function ObligationsBody({ report }: { report: ObligationsReportData }) {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const days = formatNumber(OBLIGATION_DAYS);
  const owesNothing = report.docs.length === 0 || report.total.total === 0;
  return (
    <div className="space-y-4">
      {owesNothing && (
        <Card className="text-center">
          <h3 className="text-lg font-semibold text-slate-50">{t('crep.obl.empty', { days })}</h3>
          <p className="mt-1 text-slate-300">{t('crep.obl.emptyHint')}</p>
        </Card>
      )}
      <Summary report={report} />
      {!owesNothing && (
        <Card>
          <Chart report={report} />
          <div className="mt-4">
            <DaysTable
              caption={t('crep.obl.caption')}
              columns={DAY_COLUMNS.map(({ key, label }) => ({ key, label: label(), warnBelowZero: key === 'cover' }))}
              days={report.docs}
            />
          </div>
        </Card>
      )}
    </div>
  );
}

/** What active orders will pay each of the next 90 days against the reserve, with the runway. */
export function ObligationsReport() {
  const { t } = useTexts(CONSOLE_REPORTS_TEXTS);
  const query = useObligationsReport();
  return (
    <WholeReport
      report="obligations"
      title={t('crep.obl.title', { days: formatNumber(OBLIGATION_DAYS) })}
      note={t('crep.obl.assumes')}
      query={query}
    >
      {(report) => <ObligationsBody report={report} />}
    </WholeReport>
  );
}
