import { OBLIGATION_DAYS } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Card } from '@app/web-kit/components/ui/card';
import { TEXT_LINK } from '@app/web-kit/components/ui/link-styles';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber, usdt } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { type OperatorRouteName, useOperatorAccess } from '../../../kit/api/operator-access';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { FiguresCard, FigureTile } from '../../../kit/components/figure-tile';
import { dialogStateOf, usePageDialog } from '../../../kit/components/page-dialog';
import { CardSkeleton, PageSkeleton, SKELETON_BAR } from '../../../kit/components/page-skeleton';
import { CardHeading } from '../../../kit/components/titled-card';
import { type AdminOverview, useAdminOverview } from '../api/get-admin-overview';
import { useRecordCompanyFunds } from '../api/record-company-funds';
import { CompanyFundsDialog } from '../components/company-funds-dialog';
import { DailyChart } from '../components/daily-chart';
import { IdentityNotice } from '../components/identity-notice';
import { PendingFunds } from '../components/pending-funds';
import { ReconciliationCard } from '../components/reconciliation-card';
import { ReservesCard } from '../components/reserves-card';
import { CONSOLE_OVERVIEW_TEXTS } from '../texts';

const count = (value: number) => formatNumber(value);

type OverviewKey = keyof typeof CONSOLE_OVERVIEW_TEXTS;
type Queues = AdminOverview['queues'];

/** A queue's card on the overview: how many wait, and the way to its page. */
interface QueueCardProps {
  id: string;
  title: string;
  value: number;
  to: string;
  linkLabel: string;
}

// The queues lead to their pages: a role without a page (support, money's queues) is not sent to it.
const QUEUES: readonly {
  route: OperatorRouteName;
  count: keyof Queues;
  id: string;
  title: OverviewKey;
  to: string;
  linkLabel: OverviewKey;
}[] = [
  {
    route: 'adminDeposits',
    count: 'pendingDeposits',
    id: 'pending-deposits',
    title: 'cov.pendingDeposits',
    to: '/admin/deposits',
    linkLabel: 'cov.reviewDeposits',
  },
  {
    route: 'adminWithdrawals',
    count: 'pendingWithdrawals',
    id: 'pending-withdrawals',
    title: 'cov.pendingWithdrawals',
    to: '/admin/withdrawals',
    linkLabel: 'cov.reviewWithdrawals',
  },
  {
    route: 'adminAdjustments',
    count: 'pendingAdjustments',
    id: 'pending-adjustments',
    title: 'cov.pendingAdjustments',
    to: '/admin/adjustments',
    linkLabel: 'cov.reviewCredits',
  },
];

/** The members' figures, each with its hint (`<label>Hint`). */
const MEMBER_FIGURES: readonly { key: keyof AdminOverview['members']; label: OverviewKey; hint: OverviewKey }[] = [
  { key: 'total', label: 'cov.total', hint: 'cov.totalHint' },
  { key: 'active', label: 'cov.active', hint: 'cov.activeHint' },
  { key: 'newToday', label: 'cov.newToday', hint: 'cov.newTodayHint' },
  { key: 'blocked', label: 'cov.blocked', hint: 'cov.blockedHint' },
];

type MoneyFigure = Exclude<keyof AdminOverview['money'], 'feesByKind' | 'feesEarned'>;

/** The ledger's figures in USDT; the fees earned, whose hint splits them by kind, follow the pending and paid. */
const MONEY_FIGURES: readonly { key: MoneyFigure; label: OverviewKey; hint: OverviewKey }[] = [
  { key: 'depositsReceived', label: 'cov.depositsReceived', hint: 'cov.depositsReceivedHint' },
  { key: 'depositWallets', label: 'cov.depositWallets', hint: 'cov.depositWalletsHint' },
  { key: 'incomeWallets', label: 'cov.incomeWallets', hint: 'cov.incomeWalletsHint' },
  { key: 'packageCapitalHeld', label: 'cov.capitalHeld', hint: 'cov.capitalHeldHint' },
  { key: 'withdrawalsPending', label: 'cov.withdrawalsPending', hint: 'cov.withdrawalsPendingHint' },
  { key: 'withdrawalsPaid', label: 'cov.withdrawalsPaid', hint: 'cov.withdrawalsPaidHint' },
];
const MONEY_AFTER_FEES: readonly { key: MoneyFigure; label: OverviewKey; hint: OverviewKey }[] = [
  { key: 'incomesPaidToday', label: 'cov.incomesToday', hint: 'cov.incomesTodayHint' },
  { key: 'incomesPaidTotal', label: 'cov.incomesTotal', hint: 'cov.incomesTotalHint' },
];

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
  const recording = usePageDialog<'record'>([record]);
  const difference = (micros(holds) - micros(owes)) / 1_000_000;
  const isShort = micros(owes) > micros(holds);
  const tone = isShort ? 'text-rose-300' : 'text-green-300';
  return (
    <section
      aria-labelledby="solvency-title"
      className={`rounded-2xl border p-5 shadow-xl shadow-black/20 sm:p-7 ${
        isShort ? 'border-rose-500/60 bg-rose-950/40' : 'border-green-500/30 bg-slate-900/80'
      }`}
    >
      <CardHeading
        id="solvency-title"
        title={t('cov.solvency')}
        aside={<p className={`text-sm font-semibold ${tone}`}>{isShort ? t('cov.short') : t('cov.covered')}</p>}
      />
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <FigureTile label={t('cov.holds')} value={usdt(holds)} hint={t('cov.holdsHint')} />
        <FigureTile label={t('cov.owes')} value={usdt(owes)} hint={t('cov.owesHint')} />
        <FigureTile
          label={t('cov.difference')}
          value={usdt(difference)}
          hint={t('cov.differenceHint')}
          valueClass={tone}
        />
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
            <Button variant="secondary" onClick={() => recording.show('record')} className="min-h-11 px-4 text-sm">
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
      {recording.open && (
        <CompanyFundsDialog
          {...dialogStateOf(record, recording.close)}
          onRecord={(funds) => record.mutate(funds, { onSuccess: recording.done })}
        />
      )}
    </section>
  );
}

function OverviewContent({ overview }: { overview: AdminOverview }) {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  const { mayCall } = useOperatorAccess();
  const { members, money, queues, solvency, reconciliation, days } = overview;
  const queueCards = QUEUES.filter((queue) => mayCall(queue.route)).map((queue) => (
    <QueueCard
      key={queue.id}
      id={queue.id}
      title={t(queue.title)}
      value={queues[queue.count]}
      to={queue.to}
      linkLabel={t(queue.linkLabel)}
    />
  ));
  const moneyTile = ({ key, label, hint }: (typeof MONEY_FIGURES)[number]) => (
    <FigureTile key={key} label={t(label)} value={usdt(money[key])} hint={t(hint)} />
  );
  return (
    <>
      {queueCards.length > 0 && <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{queueCards}</div>}
      <SolvencyCard {...solvency} />
      <PendingFunds />
      <ReconciliationCard reconciliation={reconciliation} />
      <ReservesCard />
      <FiguresCard id="members-title" title={t('cov.members')} columns="sm:grid-cols-2 xl:grid-cols-4">
        {MEMBER_FIGURES.map(({ key, label, hint }) => (
          <FigureTile key={key} label={t(label)} value={count(members[key])} hint={t(hint)} />
        ))}
      </FiguresCard>
      <FiguresCard id="money-title" title={t('cov.money')} columns="sm:grid-cols-2 xl:grid-cols-3">
        {MONEY_FIGURES.map(moneyTile)}
        <FigureTile
          label={t('cov.feesEarned')}
          value={usdt(money.feesEarned)}
          hint={t('cov.feesEarnedHint', {
            charges: usdt(money.feesByKind.withdrawalCharges),
            fees: usdt(money.feesByKind.packageHandlingFees),
          })}
        />
        {MONEY_AFTER_FEES.map(moneyTile)}
      </FiguresCard>
      <DailyChart days={days} />
    </>
  );
}

function OverviewSkeleton() {
  const { t } = useTexts(CONSOLE_OVERVIEW_TEXTS);
  return (
    <PageSkeleton label={t('cov.loading')}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="space-y-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5 sm:p-7">
            <div className={`${SKELETON_BAR} h-4 w-36`} />
            <div className={`${SKELETON_BAR} h-10 w-16`} />
            <div className={`${SKELETON_BAR} h-11 w-40`} />
          </div>
        ))}
      </div>
      {[0, 1, 2].map((card) => (
        <CardSkeleton key={card} titleWidth="w-32" grid="gap-3 sm:grid-cols-3" boxes={3} boxHeight="h-24" />
      ))}
    </PageSkeleton>
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
