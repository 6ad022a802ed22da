import { type EntryKind, type IncomeEntryKind, incomeKindOfEntry, shownWithdrawalStatus } from '@app/contract';
import { Badge, type BadgeTone } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { DemoMark } from '@app/web-kit/components/ui/demo-mark';
import { type KindLabelOf, useKindLabel } from '@app/web-kit/i18n/income-kinds';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDay, formatNumber, percent, shortenHash, usdt } from '@app/web-kit/lib/format';
import { type ReactNode, useId, useState } from 'react';
import { WALLET_LABELS } from '../../../kit/components/member-labels';
import { DEPOSIT_STATUS_LABELS, ReviewBadge, WITHDRAWAL_STATUS_LABELS } from '../../../kit/components/review-badge';
import { TitledCard } from '../../../kit/components/titled-card';
import type { AdminMemberDetail } from '../api/get-admin-member';
import { CONSOLE_MEMBER_TEXTS } from '../texts';

type Key = keyof typeof CONSOLE_MEMBER_TEXTS;

type Order = AdminMemberDetail['orders'][number];
type Posting = AdminMemberDetail['postings'][number];

const ORDER_STATUS: Record<Order['status'], { label: Key; tone: BadgeTone }> = {
  active: { label: 'cmb.orderActive', tone: 'green' },
  matured: { label: 'cmb.orderMatured', tone: 'blue' },
  withdrawn: { label: 'cmb.orderWithdrawn', tone: 'slate' },
};

/**
 * The ledger's business events by the words an operator uses, an income's by its kind's name (the contract's
 * words); an unknown one shows as stored.
 */
const POSTING_LABELS: Record<Exclude<EntryKind, IncomeEntryKind>, Key> = {
  deposit: 'cmb.postDeposit',
  'package:purchase': 'cmb.postPurchase',
  'package:fee': 'cmb.postFee',
  'withdrawal:income:hold': 'cmb.postIncomeHold',
  'withdrawal:capital:hold': 'cmb.postCapitalHold',
  'withdrawal:refund:hold': 'cmb.postRefundHold',
  'withdrawal:payout': 'cmb.postPayout',
  'withdrawal:return': 'cmb.postReturn',
  transfer: 'cmb.postTransfer',
  adjustment: 'cmb.postAdjustment',
  funding: 'cmb.postFunding',
  'account:give-up': 'cmb.postGiveUp',
};

function postingLabel(kind: string, t: (key: Key) => string, kindLabel: KindLabelOf): string {
  const incomeKind = incomeKindOfEntry(kind);
  if (incomeKind) return kindLabel(incomeKind, 'name');
  const key = POSTING_LABELS[kind as Exclude<EntryKind, IncomeEntryKind>];
  return key ? t(key) : kind;
}

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
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
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
          {isExpanded
            ? t('cmb.showFirst', { count: formatNumber(FIRST_ROWS) })
            : t('cmb.showAll', { count: formatNumber(rows.length) })}
          <span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      )}
    </>
  );
}

function ReasonNote({ reason }: { reason: string | null }) {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  if (!reason) return null;
  return (
    <p className="mt-1 border-l-2 border-red-400/60 pl-3 text-sm break-words text-red-200">
      {t('cmb.reasonIs', { reason })}
    </p>
  );
}

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
    <TitledCard
      id={id}
      title={
        <>
          {title} <span className="ml-1 text-base font-medium text-slate-500 tabular-nums">{formatNumber(count)}</span>
        </>
      }
      className="scroll-mt-24"
    >
      <div className="mt-4">{children}</div>
    </TitledCard>
  );
}

const SECTIONS = [
  { id: 'member-orders', label: 'cmb.orders' },
  { id: 'member-deposits', label: 'cmb.deposits' },
  { id: 'member-withdrawals', label: 'cmb.withdrawals' },
  { id: 'member-incomes', label: 'cmb.incomes' },
  { id: 'member-postings', label: 'cmb.postings' },
] as const;

/** Links to each record section below: a member with many records makes a long page. */
function RecordsNav() {
  const { t } = useTexts(CONSOLE_MEMBER_TEXTS);
  return (
    <nav aria-label={t('cmb.records')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      {SECTIONS.map((section) => (
        <a
          key={section.id}
          href={`#${section.id}`}
          className="inline-flex min-h-10 items-center rounded-full border border-slate-700 px-4 text-sm font-medium whitespace-nowrap text-slate-300 hover:border-slate-500 hover:text-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          {t(section.label)}
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
  const { t, tx } = useTexts(CONSOLE_MEMBER_TEXTS);
  const kindLabel = useKindLabel();
  const { orders, deposits, withdrawals, incomes, postings } = member;
  return (
    <>
      <RecordsNav />
      <RecordSection id="member-orders" title={t('cmb.orders')} count={orders.length}>
        <RecordList label={t('cmb.orders')} rows={orders} empty={t('cmb.noOrders')}>
          {(order) => (
            <RecordRow
              key={order._id}
              title={order.title}
              amount={usdt(order.price)}
              meta={tx('cmb.orderMeta', {
                date: <DateTime value={order.createdAt} />,
                day: formatNumber(order.totalDays),
                maturity: formatNumber(order.maturity),
                rate: percent(order.yield),
              })}
              badge={<Badge tone={ORDER_STATUS[order.status].tone}>{t(ORDER_STATUS[order.status].label)}</Badge>}
            />
          )}
        </RecordList>
      </RecordSection>
      <RecordSection id="member-deposits" title={t('cmb.deposits')} count={deposits.length}>
        <RecordList label={t('cmb.deposits')} rows={deposits} empty={t('cmb.noDeposits')}>
          {(deposit) => (
            <RecordRow
              key={deposit._id}
              title={t('cmb.deposit')}
              amount={usdt(deposit.amount)}
              meta={
                <>
                  {<DateTime value={deposit.createdAt} />} ·{' '}
                  <span className="font-mono" title={deposit.transaction_id}>
                    {shortenHash(deposit.transaction_id)}
                  </span>
                  {deposit.demo && <DemoMark />}
                </>
              }
              badge={<ReviewBadge status={deposit.status} labels={DEPOSIT_STATUS_LABELS} />}
              note={deposit.status === 'reject' && <ReasonNote reason={deposit.reason} />}
            />
          )}
        </RecordList>
      </RecordSection>
      <RecordSection id="member-withdrawals" title={t('cmb.withdrawals')} count={withdrawals.length}>
        <RecordList label={t('cmb.withdrawals')} rows={withdrawals} empty={t('cmb.noWithdrawals')}>
          {(withdrawal) => (
            <RecordRow
              key={withdrawal._id}
              title={
                withdrawal.kind === 'capital'
                  ? t('cmb.capitalOf', { title: withdrawal.packageTitle ?? t('cmb.aPackage') })
                  : withdrawal.kind === 'refund'
                    ? t('cmb.refundOf')
                    : WALLET_LABELS.income
              }
              amount={usdt(withdrawal.requestPayment)}
              meta={tx('cmb.withdrawalMeta', {
                date: <DateTime value={withdrawal.createdAt} />,
                amount: usdt(withdrawal.netAmount),
                address: (
                  <span className="font-mono" title={withdrawal.address}>
                    {shortenHash(withdrawal.address)}
                  </span>
                ),
              })}
              badge={<ReviewBadge status={shownWithdrawalStatus(withdrawal)} labels={WITHDRAWAL_STATUS_LABELS} />}
              note={
                withdrawal.cancelled ? (
                  <p className="mt-1 border-l-2 border-slate-500/60 pl-3 text-sm text-slate-300">
                    {t('cmb.cancelledByMember')}
                  </p>
                ) : (
                  withdrawal.status === 'reject' && <ReasonNote reason={withdrawal.reason} />
                )
              }
            />
          )}
        </RecordList>
      </RecordSection>
      <RecordSection id="member-incomes" title={t('cmb.incomes')} count={incomes.length}>
        <RecordList label={t('cmb.incomes')} rows={incomes} empty={t('cmb.noIncomes')}>
          {(income) => (
            <RecordRow
              key={income._id}
              title={kindLabel(income.kind, 'name')}
              amount={usdt(income.amount)}
              meta={
                <>
                  {formatDay(income.day)}
                  {income.source &&
                    ` · ${t('cmb.fromSource', { name: income.source.fullName, uid: income.source.referId })}`}{' '}
                  · {income.basis.rule}
                </>
              }
            />
          )}
        </RecordList>
      </RecordSection>
      <RecordSection id="member-postings" title={t('cmb.postings')} count={postings.length}>
        <RecordList label={t('cmb.postings')} rows={postings} empty={t('cmb.noPostings')}>
          {(posting: Posting) => (
            <RecordRow
              key={`${posting.entryId}-${posting.wallet}`}
              title={<span title={posting.kind}>{postingLabel(posting.kind, t, kindLabel)}</span>}
              amount={signed(posting.amount)}
              meta={
                <>
                  {<DateTime value={posting.createdAt} />} · {WALLET_LABELS[posting.wallet]}
                </>
              }
            />
          )}
        </RecordList>
      </RecordSection>
    </>
  );
}
