import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { usdt } from '../../../lib/format';
import { AdminPageHeader } from '../../console/components/admin-page-header';
import { type AdminOverview, useAdminOverview } from '../api/get-admin-overview';
import { DailyChart } from '../components/daily-chart';
import { ReconciliationCard } from '../components/reconciliation-card';
import { ReservesCard } from '../components/reserves-card';

const count = (value: number) => value.toLocaleString('en-US');

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

/** docs/decisions/007-operator-console.md: what the platform holds against what it owes its members. */
function SolvencyCard({ holds, owes }: AdminOverview['solvency']) {
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
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="solvency-title" className="text-lg font-semibold text-slate-50">
          Solvency
        </h2>
        <p className={`text-sm font-semibold ${tone}`}>{isShort ? 'Short' : 'Covered'}</p>
      </div>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <Figure label="Holds" value={usdt(holds)} hint="Deposits received minus what was paid out on chain." />
        <Figure
          label="Owes"
          value={usdt(owes)}
          hint="Both wallets of every member, package capital held and withdrawals waiting."
        />
        <Figure label="Difference" value={usdt(difference)} hint="Holds minus owes." valueClass={tone} />
      </dl>
      <p className={`mt-4 text-sm font-medium ${tone}`}>
        {isShort
          ? `The platform owes members ${usdt(-difference)} more than it holds: if everyone withdrew everything today, that much would be missing. Incomes are paid from the platform's own funds, so the gap grows with every income paid beyond the fees kept; cover it from reserves held outside the deposits.`
          : `The platform holds ${usdt(difference)} more than it owes members: every balance, capital and pending withdrawal is covered.`}
      </p>
    </section>
  );
}

function OverviewContent({ overview }: { overview: AdminOverview }) {
  const { members, money, queues, solvency, reconciliation, days } = overview;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <QueueCard
          id="pending-deposits"
          title="Pending deposits"
          value={queues.pendingDeposits}
          to="/admin/deposits"
          linkLabel="Review deposits"
        />
        <QueueCard
          id="pending-withdrawals"
          title="Pending withdrawals"
          value={queues.pendingWithdrawals}
          to="/admin/withdrawals"
          linkLabel="Review withdrawals"
        />
        <QueueCard
          id="pending-adjustments"
          title="Credits awaiting approval"
          value={queues.pendingAdjustments}
          to="/admin/adjustments"
          linkLabel="Review credits"
        />
      </div>
      <SolvencyCard {...solvency} />
      <ReconciliationCard reconciliation={reconciliation} />
      <ReservesCard />
      <FigureCard id="members-title" title="Members" columns="sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="Total" value={count(members.total)} hint="Members and vendors with an account." />
        <Figure label="Active" value={count(members.active)} hint="Holding at least one active order." />
        <Figure label="New today" value={count(members.newToday)} hint="Joined on today's platform day." />
        <Figure label="Blocked" value={count(members.blocked)} hint="Cannot sign in until an operator unblocks them." />
      </FigureCard>
      <FigureCard id="money-title" title="Money" columns="sm:grid-cols-2 xl:grid-cols-3">
        <Figure
          label="Deposits received"
          value={usdt(money.depositsReceived)}
          hint="Every deposit credited to members since the start."
        />
        <Figure
          label="Member deposit wallets"
          value={usdt(money.depositWallets)}
          hint="What members hold in their Electronic Wallets, to buy packages with."
        />
        <Figure
          label="Income wallets"
          value={usdt(money.incomeWallets)}
          hint="What members hold in their Flexible wallets, free to withdraw."
        />
        <Figure
          label="Package capital held"
          value={usdt(money.packageCapitalHeld)}
          hint="The price of every order whose capital is not withdrawn yet."
        />
        <Figure
          label="Withdrawals pending"
          value={usdt(money.withdrawalsPending)}
          hint="Asked for and held, waiting for an operator to pay or reject."
        />
        <Figure
          label="Withdrawals paid"
          value={usdt(money.withdrawalsPaid)}
          hint="Net amounts sent to members' addresses."
        />
        <Figure
          label="Fees earned"
          value={usdt(money.feesEarned)}
          hint="Withdrawal charges and package handling fees the platform kept."
        />
        <Figure
          label="Incomes paid today"
          value={usdt(money.incomesPaidToday)}
          hint="Trading profit, level and direct income and rewards paid today."
        />
        <Figure
          label="Incomes paid in total"
          value={usdt(money.incomesPaidTotal)}
          hint="Every income paid since the start."
        />
      </FigureCard>
      <DailyChart days={days} />
    </>
  );
}

const bar = 'rounded-lg bg-slate-800';

function OverviewSkeleton() {
  return (
    <section aria-busy="true" aria-label="Loading the overview" className="animate-pulse space-y-5">
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
  const { data: overview, isPending, isError, refetch } = useAdminOverview();
  return (
    <div className="space-y-5">
      <AdminPageHeader title="Overview" description="What is waiting, and the platform's figures from the ledger." />
      {isPending && <OverviewSkeleton />}
      {isError && !overview && <LoadError what="the overview" onRetry={() => void refetch()} />}
      {overview && <OverviewContent overview={overview} />}
    </div>
  );
}
