import { MSG, shownWithdrawalStatus } from '@app/contract';
import { Badge } from '@app/web-kit/components/ui/badge';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { percent, usdt } from '@app/web-kit/lib/format';
import { AutomaticPayout, payoutInFlight } from '../../../kit/components/automatic-payout';
import { Fact } from '../../../kit/components/fact';
import { FirstApproval } from '../../../kit/components/first-approval';
import { HashWithCopy } from '../../../kit/components/hash-with-copy';
import { MemberCell } from '../../../kit/components/member-cell';
import { ReviewBadge, WITHDRAWAL_STATUS_LABELS } from '../../../kit/components/review-badge';
import type { AdminWithdrawal } from '../api/get-admin-withdrawals';
import { CONSOLE_WITHDRAWAL_TEXTS } from '../texts';

/** The decision buttons share a phone's width: Pay, and Reject and Approve when offered. */
const COLUMNS = ['grid-cols-1', 'grid-cols-2', 'grid-cols-3'] as const;

/** What the withdrawal is from: the Flexible wallet, the capital of one order, or a refund of unspent deposits. */
export function withdrawalSource(withdrawal: AdminWithdrawal): string {
  if (withdrawal.kind === 'refund') return textOf(CONSOLE_WITHDRAWAL_TEXTS, 'cwd.electronicRefund');
  return withdrawal.kind === 'capital'
    ? textOf(CONSOLE_WITHDRAWAL_TEXTS, 'cwd.capitalOf', {
        title: withdrawal.packageTitle ?? textOf(CONSOLE_WITHDRAWAL_TEXTS, 'cwd.aPackage'),
      })
    : textOf(CONSOLE_WITHDRAWAL_TEXTS, 'cwd.flexible');
}

interface AdminWithdrawalItemProps {
  withdrawal: AdminWithdrawal;
  onApprove: () => void;
  onPay: () => void;
  onReject: () => void;
}

/**
 * One withdrawal: who, from where, what was asked, the charge, what the address receives, who approved it when it
 * needs a second operator, and the decisions.
 */
export function AdminWithdrawalItem({ withdrawal, onApprove, onPay, onReject }: AdminWithdrawalItemProps) {
  const { t, tx } = useTexts(CONSOLE_WITHDRAWAL_TEXTS);
  const who = t('cwd.to', { amount: usdt(withdrawal.netAmount), name: withdrawal.member.fullName });
  // Four-eyes (docs/decisions/007-operator-console.md): above the limit, one operator approves and another pays.
  // A blocked member's withdrawals are neither approved nor paid until they are unblocked; rejecting stays open
  // (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
  const canApprove =
    withdrawal.status === 'pending' && withdrawal.needsApproval && !withdrawal.approvedBy && !withdrawal.memberBlocked;
  // The engine has it: its USDT may be on its way, so it cannot be refunded (the server answers 409).
  const canReject = !payoutInFlight(withdrawal.payout);
  const status = shownWithdrawalStatus(withdrawal);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <MemberCell member={withdrawal.member} />
        <div className="flex flex-wrap items-center justify-end gap-2">
          {withdrawal.memberBlocked && <Badge tone="red">{t('cwd.memberBlocked')}</Badge>}
          <ReviewBadge status={status} labels={WITHDRAWAL_STATUS_LABELS} />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-400">{withdrawalSource(withdrawal)}</p>
      <dl className="mt-3 grid gap-1 sm:grid-cols-3 sm:gap-3">
        <Fact look="figure" label={t('cwd.amount')}>
          {usdt(withdrawal.requestPayment)}
        </Fact>
        <Fact look="figure" label={t('cwd.charge', { percent: percent(withdrawal.chargePercent) })}>
          {usdt(withdrawal.charge)}
        </Fact>
        <Fact look="figure" label={t('cwd.net')}>
          {usdt(withdrawal.netAmount)}
        </Fact>
      </dl>
      {status === 'reject' && withdrawal.reason && (
        <p className="mt-3 border-l-2 border-red-400/60 pl-3 text-sm text-red-200">
          {t('cwd.reason', { reason: withdrawal.reason })}
        </p>
      )}
      {status === 'cancelled' && (
        <p className="mt-3 border-l-2 border-slate-500/60 pl-3 text-sm text-slate-300">{t('cwd.cancelledNote')}</p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-400">
        <span>
          {tx('cwd.requested', {
            when: <DateTime value={withdrawal.createdAt} />,
          })}
        </span>
        <span className="inline-flex items-center gap-1">
          {tx('cwd.toAddress', {
            address: (
              <HashWithCopy label={t('cwd.address')} value={withdrawal.address} copiedMessage={MSG.addressCopied} />
            ),
          })}
        </span>
      </div>
      {withdrawal.transactionHash && (
        <p className="mt-1 flex flex-wrap items-center gap-x-1 text-sm text-slate-400">
          {tx('cwd.paidIn', {
            hash: (
              <HashWithCopy
                label={t('cwd.payoutHash')}
                value={withdrawal.transactionHash}
                copiedMessage={MSG.transactionHashCopied}
                className="text-green-300"
                demo={withdrawal.demo}
              />
            ),
          })}
        </p>
      )}
      {withdrawal.payout && <AutomaticPayout payout={withdrawal.payout} />}
      <FirstApproval
        needsSecond={withdrawal.needsApproval}
        approvedBy={withdrawal.approvedBy}
        approvedAt={withdrawal.approvedAt}
        isPending={withdrawal.status === 'pending'}
        texts={{
          needsSecond: t('cwd.needsSecond'),
          approved: (parts) => tx('cwd.approvedBy', parts),
          othersAct: t('cwd.othersPay'),
          // A refund needs two operators whatever its amount (docs/product.md#refunds).
          aboveLimit: t(withdrawal.kind === 'refund' ? 'cwd.everyRefund' : 'cwd.aboveLimit'),
        }}
      />
      {withdrawal.status === 'pending' && withdrawal.holdUntil && new Date(withdrawal.holdUntil) > new Date() && (
        // The new-address cool-down (docs/decisions/011-payout-safety.md): the server refuses the payment before.
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-amber-200">
          <Badge tone="amber">{t('cwd.newAddress')}</Badge>
          <span>
            {tx('cwd.onHold', {
              when: <DateTime value={withdrawal.holdUntil} />,
            })}
          </span>
        </p>
      )}
      {withdrawal.reviewedAt && (
        <p className="mt-1 text-sm text-slate-400">
          {tx(status === 'cancelled' ? 'cwd.cancelledAt' : 'cwd.reviewedAt', {
            when: <DateTime value={withdrawal.reviewedAt} />,
          })}
        </p>
      )}
      {withdrawal.status === 'pending' && !withdrawal.canPay && withdrawal.cannotPayReason && (
        // The server's own refusal (hold, freeze, four eyes, a block) for this operator, shown before anyone sends funds.
        <p id={`cannot-pay-${withdrawal._id}`} className="mt-4 text-sm text-amber-200 sm:text-right">
          {t('cwd.cannotPay', { reason: withdrawal.cannotPayReason })}
        </p>
      )}
      {withdrawal.status === 'pending' && (
        <div className={`mt-4 grid ${COLUMNS[Number(canReject) + Number(canApprove)]} gap-3 sm:flex sm:justify-end`}>
          {canReject && (
            <Button
              variant="secondary"
              onClick={onReject}
              aria-label={t('cwd.rejectLabel', { who })}
              className="min-h-10 text-sm"
            >
              {t('cwd.rejectButton')}
            </Button>
          )}
          {canApprove && (
            <Button
              variant="secondary"
              onClick={onApprove}
              aria-label={t('cwd.approveLabel', {
                amount: usdt(withdrawal.requestPayment),
                name: withdrawal.member.fullName,
              })}
              className="min-h-10 text-sm"
            >
              {t('cwd.approveButton')}
            </Button>
          )}
          <Button
            onClick={onPay}
            disabled={!withdrawal.canPay}
            aria-label={t('cwd.payLabel', { who })}
            aria-describedby={withdrawal.canPay ? undefined : `cannot-pay-${withdrawal._id}`}
            className="min-h-10 text-sm"
          >
            {t('cwd.payButton')}
          </Button>
        </div>
      )}
    </li>
  );
}
