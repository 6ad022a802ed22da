import { shownWithdrawalStatus } from '@app/contract';
import { type ReactNode, useId, useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DemoMark } from '../../../components/ui/demo-mark';
import { formatDateTime, percent, shortenHash, usdt } from '../../../lib/format';
import { WALLET_LABELS } from '../../console/components/member-labels';
import { DEPOSIT_STATUS_LABELS, ReviewBadge, WITHDRAWAL_STATUS_LABELS } from '../../console/components/review-badge';
import type { AdminMemberDetail } from '../api/get-admin-member';

type Order = AdminMemberDetail['orders'][number];
type Income = AdminMemberDetail['incomes'][number];
type Posting = AdminMemberDetail['postings'][number];

const ORDER_STATUS: Record<Order['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  matured: { label: 'Matured', tone: 'blue' },
  withdrawn: { label: 'Withdrawn', tone: 'slate' },
};

const INCOME_LABELS: Record<Income['kind'], string> = {
  trading: 'Trading profit',
  level: 'Level income',
  direct: 'Direct income',
  reward: 'Rank reward',
};

/** The ledger's business events by the words an operator uses; an unknown one shows as stored. */
const POSTING_LABELS: Record<string, string> = {
  deposit: 'Deposit credited',
  'package:purchase': 'Package bought',
  'income:trading': 'Trading profit',
  'income:level': 'Level income',
  'income:direct': 'Direct income',
  'income:reward': 'Rank reward',
  'withdrawal:income:hold': 'Withdrawal requested',
  'withdrawal:capital:hold': 'Capital withdrawal requested',
  'withdrawal:payout': 'Withdrawal paid',
  'withdrawal:return': 'Withdrawal returned',
  adjustment: 'Operator adjustment',
};

const day = (value: string) => (
  <time dateTime={value} className="tabular-nums">
    {formatDateTime(value)}
  </time>
);

interface RecordRowProps {
  title: ReactNode;
  /** The amount, right-aligned. */
  amount: ReactNode;
  meta: ReactNode;
  badge?: ReactNode;
  note?: ReactNode;
}

function RecordRow({ title, amount, meta, badge, note }: RecordRowProps) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 font-medium break-words text-slate-100">{title}</p>
        <p className="shrink-0 text-right font-semibold text-slate-50 tabular-nums">{amount}</p>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-slate-400">
        <p className="min-w-0 break-words">{meta}</p>
        {badge}
      </div>
      {note}
    </li>
  );
}

/** Rows shown before "Show all": the page stays short enough to reach the ledger. */
const FIRST_ROWS = 5;

function RecordList<Row>({
  label,
  rows,
  empty,
  children,
}: {
  label: string;
  rows: Row[];
  empty: string;
  children: (row: Row) => ReactNode;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const listId = useId();
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-700 px-4 py-6 text-center text-slate-400">{empty}</p>
    );
  }
  const shown = isExpanded ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <>
      <ul id={listId} aria-label={label} className="divide-y divide-slate-800">
        {shown.map(children)}
      </ul>
      {rows.length > FIRST_ROWS && (
        <Button
          variant="ghost"
          aria-expanded={isExpanded}
          aria-controls={listId}
          onClick={() => setIsExpanded((expanded) => !expanded)}
          className="mt-3 min-h-10 px-3 text-sm"
        >
          {isExpanded ? `Show the first ${FIRST_ROWS}` : `Show all ${rows.length}`}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      )}
    </>
  );
}

const reasonNote = (reason: string | null) =>
  reason && <p className="mt-1 border-l-2 border-red-400/60 pl-3 text-sm break-words text-red-200">Reason: {reason}</p>;

function signed(amount: number) {
  const isDebit = amount < 0;
  return (
    <span className={isDebit ? 'text-rose-300' : 'text-green-300'}>
      {isDebit ? '−' : '+'}
      {usdt(Math.abs(amount))}
    </span>
  );
}

interface RecordSectionProps {
  id: string;
  title: string;
  count: number;
  children: ReactNode;
}

function RecordSection({ id, title, count, children }: RecordSectionProps) {
  return (
    <Card aria-labelledby={id} className="scroll-mt-24">
      <h2 id={id} className="text-lg font-semibold text-slate-50">
        {title} <span className="ml-1 text-base font-medium text-slate-500 tabular-nums">{count}</span>
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

const SECTIONS = [
  { id: 'member-orders', label: 'Orders' },
  { id: 'member-deposits', label: 'Deposits' },
  { id: 'member-withdrawals', label: 'Withdrawals' },
  { id: 'member-incomes', label: 'Incomes' },
  { id: 'member-postings', label: 'Ledger postings' },
] as const;

/** Links to each record section below: a member with many records makes a long page. */
function RecordsNav() {
  return (
    <nav aria-label="Records" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {SECTIONS.map((section) => (
        <a
          key={section.id}
          href={`#${section.id}`}
          className="inline-flex min-h-10 items-center rounded-full border border-slate-700 px-4 text-sm font-medium whitespace-nowrap text-slate-300 hover:border-slate-500 hover:text-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          {section.label}
        </a>
      ))}
    </nav>
  );
}

/**
 * The member's latest orders, deposits, withdrawals, incomes and ledger postings, one section each, the first rows
 * of each until "Show all" (stacked, not tabs: importing the shared tabs component here would split it out of the
 * member page that uses it into a chunk of its own, one more request for that page).
 */
export function MemberRecords({ member }: { member: AdminMemberDetail }) {
  const { orders, deposits, withdrawals, incomes, postings } = member;
  return (
    <>
      <RecordsNav />
      <RecordSection id="member-orders" title="Orders" count={orders.length}>
        <RecordList label="Orders" rows={orders} empty="No orders yet.">
          {(order) => (
            <RecordRow
              key={order._id}
              title={order.title}
              amount={usdt(order.price)}
              meta={
                <>
                  Bought {day(order.createdAt)} · day {order.totalDays} of {order.maturity} · {percent(order.yield)} a
                  day
                </>
              }
              badge={<Badge tone={ORDER_STATUS[order.status].tone}>{ORDER_STATUS[order.status].label}</Badge>}
            />
          )}
        </RecordList>
      </RecordSection>
      <RecordSection id="member-deposits" title="Deposits" count={deposits.length}>
        <RecordList label="Deposits" rows={deposits} empty="No deposits yet.">
          {(deposit) => (
            <RecordRow
              key={deposit._id}
              title="Deposit"
              amount={usdt(deposit.amount)}
              meta={
                <>
                  {day(deposit.createdAt)} ·{' '}
                  <span className="font-mono" title={deposit.transaction_id}>
                    {shortenHash(deposit.transaction_id)}
                  </span>
                  {deposit.demo && <DemoMark />}
                </>
              }
              badge={<ReviewBadge status={deposit.status} labels={DEPOSIT_STATUS_LABELS} />}
              note={deposit.status === 'reject' && reasonNote(deposit.reason)}
            />
          )}
        </RecordList>
      </RecordSection>
      <RecordSection id="member-withdrawals" title="Withdrawals" count={withdrawals.length}>
        <RecordList label="Withdrawals" rows={withdrawals} empty="No withdrawals yet.">
          {(withdrawal) => (
            <RecordRow
              key={withdrawal._id}
              title={
                withdrawal.kind === 'capital'
                  ? `Capital of ${withdrawal.packageTitle ?? 'a package'}`
                  : WALLET_LABELS.income
              }
              amount={usdt(withdrawal.requestPayment)}
              meta={
                <>
                  {day(withdrawal.createdAt)} · net {usdt(withdrawal.netAmount)} to{' '}
                  <span className="font-mono" title={withdrawal.address}>
                    {shortenHash(withdrawal.address)}
                  </span>
                </>
              }
              badge={<ReviewBadge status={shownWithdrawalStatus(withdrawal)} labels={WITHDRAWAL_STATUS_LABELS} />}
              note={
                withdrawal.cancelled ? (
                  <p className="mt-1 border-l-2 border-slate-500/60 pl-3 text-sm text-slate-300">
                    Cancelled by the member from the e-mailed link.
                  </p>
                ) : (
                  withdrawal.status === 'reject' && reasonNote(withdrawal.reason)
                )
              }
            />
          )}
        </RecordList>
      </RecordSection>
      <RecordSection id="member-incomes" title="Incomes" count={incomes.length}>
        <RecordList label="Incomes" rows={incomes} empty="No incomes yet.">
          {(income) => (
            <RecordRow
              key={income._id}
              title={INCOME_LABELS[income.kind]}
              amount={usdt(income.amount)}
              meta={
                <>
                  {income.day}
                  {income.source && ` · from ${income.source.fullName} (${income.source.referId})`} ·{' '}
                  {income.basis.rule}
                </>
              }
            />
          )}
        </RecordList>
      </RecordSection>
      <RecordSection id="member-postings" title="Ledger postings" count={postings.length}>
        <RecordList label="Ledger postings" rows={postings} empty="No ledger postings yet.">
          {(posting: Posting) => (
            <RecordRow
              key={`${posting.entryId}-${posting.wallet}`}
              title={<span title={posting.kind}>{POSTING_LABELS[posting.kind] ?? posting.kind}</span>}
              amount={signed(posting.amount)}
              meta={
                <>
                  {day(posting.createdAt)} · {WALLET_LABELS[posting.wallet]}
                </>
              }
            />
          )}
        </RecordList>
      </RecordSection>
    </>
  );
}
