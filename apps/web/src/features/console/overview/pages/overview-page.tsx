import { OBLIGATION_DAYS } from '@app/contract';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { buttonClasses } from '../../../../components/ui/button-styles';
import { Card } from '../../../../components/ui/card';
import { TEXT_LINK } from '../../../../components/ui/link-styles';
import { LoadError } from '../../../../components/ui/load-error';
import { useTexts } from '../../../../i18n/texts';
import { formatNumber, usdt } from '../../../../lib/format';
import { errorMessage, notifySuccess } from '../../../../lib/toast';
import { useOperatorAccess } from '../../kit/api/operator-access';
import { AdminPageHeader } from '../../kit/components/admin-page-header';
import { type AdminOverview, useAdminOverview } from '../api/get-admin-overview';
import { useRecordCompanyFunds } from '../api/record-company-funds';
import { CompanyFundsDialog } from '../components/company-funds-dialog';
import { DailyChart } from '../components/daily-chart';
import { IdentityNotice } from '../components/identity-notice';
import { ReconciliationCard } from '../components/reconciliation-card';
import { ReservesCard } from '../components/reserves-card';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

const count = (value: number) => formatNumber(value);

interface FigureProps {
  label: string;
  value: string;
  /** One line: what the figure is. */
  hint: string;
}

const FIGURE_BOX = 'min-w-0 rounded-xl border border-slate-800 bg-slate-950/60 px-4 py-3';

// Phones: label and figure on one line, the explanation under them; a box of three lines from 640 px.
function Figure({ label, value, hint, valueClass = 'text-slate-50' }: FigureProps & { valueClass?: string }) {
  return (
    <div className={`${FIGURE_BOX} grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 sm:block`}>
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className={`font-semibold break-words tabular-nums sm:mt-1 sm:text-xl ${valueClass}`}>{value}</dd>
      <dd className="col-span-2 mt-1 text-sm text-slate-400">{hint}</dd>
    </div>
  );
}

function FigureCard({
  id,
  title,
  columns,
  children,
}: {
  id: string;
  title: string;
  columns: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-50">
        {title}
      </h2>
      <dl className={`mt-4 grid gap-3 ${columns}`}>{children}</dl>
    </Card>
  );
}

interface QueueCardProps {
  id: string;
  title: string;
  value: number;
  to: string;
  linkLabel: string;
}

function QueueCard({ id, title, value, to, linkLabel }: QueueCardProps) {
  return (
    <Card aria-labelledby={id} className="flex flex-col">
      <h2 id={id} className="text-sm font-medium tracking-wide text-slate-400 uppercase">
        {title}
      </h2>
      <p className="mt-2 flex-1 text-4xl font-bold text-teal-200 tabular-nums">{count(value)}</p>
      <Link to={to} className={buttonClasses(value > 0 ? 'primary' : 'secondary', 'mt-5 sm:self-start')}>
        {linkLabel}
      </Link>
    </Card>
  );
}

/** The amount as whole micro-USDT, so two sums that print alike compare alike. */
const micros = (amount: number) => Math.round(amount * 1_000_000);

/**
 * docs/decisions/007-operator-console.md: what the platform holds against what it owes its members; holds count the
 * company's own funds, which an owner records here (docs/decisions/027-owners-view.md).
 */
function SolvencyCard({ holds, owes, companyFunds }: AdminOverview['solvency']) {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const { mayCall } = useOperatorAccess();
  // What the plan will owe in the coming days, against the reserve: the reports' roles are led to it.
  const mayReadReports = mayCall('adminReportObligations');
  const mayRecordFunds = mayCall('adminCompanyFunds');
  const record = useRecordCompanyFunds();
  const [isRecording, setRecording] = useState(false);
  const difference = (micros(holds) - micros(owes)) / 1_000_000;
  const isShort = micros(owes) > micros(holds);
  const tone = isShort ? 'text-rose-300' : 'text-green-300';
  const openRecord = () => {
    record.reset();
    setRecording(true);
  };
  const closeRecord = () => setRecording(false);
  return (
    <section
      aria-labelledby="solvency-title"
      className={`rounded-2xl border p-5 shadow-xl shadow-black/20 sm:p-7 ${
        isShort ? 'border-rose-500/60 bg-rose-950/40' : 'border-green-500/30 bg-slate-900/80'
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="solvency-title" className="text-lg font-semibold text-slate-50">
          {t('cov.solvency')}
        </h2>
        <p className={`text-sm font-semibold ${tone}`}>{isShort ? t('cov.short') : t('cov.covered')}</p>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Figure label={t('cov.holds')} value={usdt(holds)} hint={t('cov.holdsHint')} />
        <Figure label={t('cov.owes')} value={usdt(owes)} hint={t('cov.owesHint')} />
        <Figure label={t('cov.difference')} value={usdt(difference)} hint={t('cov.differenceHint')} valueClass={tone} />
      </dl>
      {micros(companyFunds) > 0 && (
        <p className="mt-3 text-sm text-slate-300">{t('cov.companyFundsLine', { amount: usdt(companyFunds) })}</p>
      )}
      <p className={`mt-4 text-sm font-medium ${tone}`}>
        {isShort
          ? t('cov.shortNote', { amount: usdt(-difference) })
          : t('cov.coveredNote', { amount: usdt(difference) })}
      </p>
      {(mayReadReports || mayRecordFunds) && (
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-2">
          {mayRecordFunds && (
            <Button variant="secondary" onClick={openRecord} className="min-h-11 px-4 text-sm">
              {t('cov.recordFunds')}
            </Button>
          )}
          {mayReadReports && (
            <Link to="/admin/reports" className={`inline-flex min-h-11 items-center text-sm ${TEXT_LINK}`}>
              {t('cov.obligationsLink', { days: formatNumber(OBLIGATION_DAYS) })}
            </Link>
          )}
        </div>
      )}
      {isRecording && (
        <CompanyFundsDialog
          isRecording={record.isPending}
          error={record.error ? errorMessage(record.error) : null}
          onRecord={(funds) =>
            record.mutate(funds, {
              onSuccess: (response) => {
                notifySuccess(response.message);
                closeRecord();
              },
            })
          }
          onClose={closeRecord}
        />
      )}
    </section>
  );
}

function OverviewContent({ overview }: { overview: AdminOverview }) {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const { mayCall } = useOperatorAccess();
  const { members, money, queues, solvency, reconciliation, days } = overview;
  // The queues lead to their pages: a role without a page (support, money's queues) is not sent to it.
  const queueCards = [
    mayCall('adminDeposits') && (
      <QueueCard
        key="deposits"
        id="pending-deposits"
        title={t('cov.pendingDeposits')}
        value={queues.pendingDeposits}
        to="/admin/deposits"
        linkLabel={t('cov.reviewDeposits')}
      />
    ),
    mayCall('adminWithdrawals') && (
      <QueueCard
        key="withdrawals"
        id="pending-withdrawals"
        title={t('cov.pendingWithdrawals')}
        value={queues.pendingWithdrawals}
        to="/admin/withdrawals"
        linkLabel={t('cov.reviewWithdrawals')}
      />
    ),
    mayCall('adminAdjustments') && (
      <QueueCard
        key="adjustments"
        id="pending-adjustments"
        title={t('cov.pendingAdjustments')}
        value={queues.pendingAdjustments}
        to="/admin/adjustments"
        linkLabel={t('cov.reviewCredits')}
      />
    ),
  ].filter(Boolean);
  return (
    <>
      {queueCards.length > 0 && <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{queueCards}</div>}
      <SolvencyCard {...solvency} />
      <ReconciliationCard reconciliation={reconciliation} />
      <ReservesCard />
      <FigureCard id="members-title" title={t('cov.members')} columns="sm:grid-cols-2 xl:grid-cols-4">
        <Figure label={t('cov.total')} value={count(members.total)} hint={t('cov.totalHint')} />
        <Figure label={t('cov.active')} value={count(members.active)} hint={t('cov.activeHint')} />
        <Figure label={t('cov.newToday')} value={count(members.newToday)} hint={t('cov.newTodayHint')} />
        <Figure label={t('cov.blocked')} value={count(members.blocked)} hint={t('cov.blockedHint')} />
      </FigureCard>
      <FigureCard id="money-title" title={t('cov.money')} columns="sm:grid-cols-2 xl:grid-cols-3">
        <Figure
          label={t('cov.depositsReceived')}
          value={usdt(money.depositsReceived)}
          hint={t('cov.depositsReceivedHint')}
        />
        <Figure label={t('cov.depositWallets')} value={usdt(money.depositWallets)} hint={t('cov.depositWalletsHint')} />
        <Figure label={t('cov.incomeWallets')} value={usdt(money.incomeWallets)} hint={t('cov.incomeWalletsHint')} />
        <Figure label={t('cov.capitalHeld')} value={usdt(money.packageCapitalHeld)} hint={t('cov.capitalHeldHint')} />
        <Figure
          label={t('cov.withdrawalsPending')}
          value={usdt(money.withdrawalsPending)}
          hint={t('cov.withdrawalsPendingHint')}
        />
        <Figure
          label={t('cov.withdrawalsPaid')}
          value={usdt(money.withdrawalsPaid)}
          hint={t('cov.withdrawalsPaidHint')}
        />
        <Figure
          label={t('cov.feesEarned')}
          value={usdt(money.feesEarned)}
          hint={t('cov.feesEarnedHint', {
            charges: usdt(money.feesByKind.withdrawalCharges),
            fees: usdt(money.feesByKind.packageHandlingFees),
          })}
        />
        <Figure label={t('cov.incomesToday')} value={usdt(money.incomesPaidToday)} hint={t('cov.incomesTodayHint')} />
        <Figure label={t('cov.incomesTotal')} value={usdt(money.incomesPaidTotal)} hint={t('cov.incomesTotalHint')} />
      </FigureCard>
      <DailyChart days={days} />
    </>
  );
}

const bar = 'rounded-lg bg-slate-800';

function OverviewSkeleton() {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  return (
    <section aria-busy="true" aria-label={t('cov.loading')} className="animate-pulse space-y-5">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5 sm:p-7">
            <div className={`${bar} h-4 w-36`} />
            <div className={`${bar} h-10 w-16`} />
            <div className={`${bar} h-11 w-40`} />
          </div>
        ))}
      </div>
      {[0, 1, 2].map((card) => (
        <div key={card} className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5 sm:p-7">
          <div className={`${bar} h-6 w-32`} />
          <div className="grid gap-3 sm:grid-cols-3">
            <div className={`${bar} h-24`} />
            <div className={`${bar} h-24`} />
            <div className={`${bar} h-24`} />
          </div>
        </div>
      ))}
    </section>
  );
}

/** /admin: the queues, solvency, members and money from the ledger, and the last 30 days. */
export function OverviewPage() {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const { data: overview, isPending, isError, refetch } = useAdminOverview();
  return (
    <div className="space-y-5">
      <AdminPageHeader title={t('cov.title')} description={t('cov.description')} />
      <IdentityNotice />
      {isPending && <OverviewSkeleton />}
      {isError && !overview && <LoadError what={t('cov.theOverview')} onRetry={() => void refetch()} />}
      {overview && <OverviewContent overview={overview} />}
    </div>
  );
}
