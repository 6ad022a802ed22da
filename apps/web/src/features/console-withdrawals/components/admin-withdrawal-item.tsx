import { MSG, shownWithdrawalStatus } from '@app/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDateTime, percent, usdt } from '../../../lib/format';
import { HashWithCopy } from '../../console/components/hash-with-copy';
import { MemberCell } from '../../console/components/member-cell';
import { ReviewBadge, WITHDRAWAL_STATUS_LABELS } from '../../console/components/review-badge';
import type { AdminWithdrawal } from '../api/get-admin-withdrawals';

// A row each on phones (label left, figure right), three columns from 640 px.
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 sm:block">
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="font-semibold text-slate-50 tabular-nums sm:mt-0.5">{children}</dd>
    </div>
  );
}

/** What the withdrawal is from: the Flexible wallet, or the capital of one order. */
export function withdrawalSource(withdrawal: AdminWithdrawal): string {
  return withdrawal.kind === 'capital' ? `Capital of ${withdrawal.packageTitle ?? 'a package'}` : 'Flexible wallet';
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
  const who = `${usdt(withdrawal.netAmount)} to ${withdrawal.member.fullName}`;
  // Four-eyes (docs/decisions/007-operator-console.md): above the limit, one operator approves and another pays.
  const canApprove = withdrawal.status === 'pending' && withdrawal.needsApproval && !withdrawal.approvedBy;
  const status = shownWithdrawalStatus(withdrawal);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <MemberCell member={withdrawal.member} />
        <ReviewBadge status={status} labels={WITHDRAWAL_STATUS_LABELS} />
      </div>
      <p className="mt-2 text-sm text-slate-400">{withdrawalSource(withdrawal)}</p>
      <dl className="mt-3 grid gap-1 sm:grid-cols-3 sm:gap-3">
        <Figure label="Amount">{usdt(withdrawal.requestPayment)}</Figure>
        <Figure label={`Charge ${percent(withdrawal.chargePercent)}`}>{usdt(withdrawal.charge)}</Figure>
        <Figure label="Net">{usdt(withdrawal.netAmount)}</Figure>
      </dl>
      {status === 'reject' && withdrawal.reason && (
        <p className="mt-3 border-l-2 border-red-400/60 pl-3 text-sm text-red-200">Reason: {withdrawal.reason}</p>
      )}
      {status === 'cancelled' && (
        <p className="mt-3 border-l-2 border-slate-500/60 pl-3 text-sm text-slate-300">
          The member cancelled it from the e-mailed link; the whole amount went back to their Flexible wallet.
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-400">
        <span>
          Requested{' '}
          <time dateTime={withdrawal.createdAt} className="tabular-nums">
            {formatDateTime(withdrawal.createdAt)}
          </time>
        </span>
        <span className="inline-flex items-center gap-1">
          To <HashWithCopy label="Address" value={withdrawal.address} copiedMessage={MSG.addressCopied} />
        </span>
      </div>
      {withdrawal.transactionHash && (
        <p className="mt-1 flex flex-wrap items-center gap-x-1 text-sm text-slate-400">
          Paid in{' '}
          <HashWithCopy
            label="Payout transaction hash"
            value={withdrawal.transactionHash}
            copiedMessage={MSG.transactionHashCopied}
            className="text-green-300"
            demo={withdrawal.demo}
          />
        </p>
      )}
      {(withdrawal.needsApproval || withdrawal.approvedBy) && (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          {withdrawal.needsApproval && <Badge tone="amber">Needs a second operator</Badge>}
          {withdrawal.approvedBy ? (
            <p className="text-slate-300">
              Approved by <strong className="font-semibold text-slate-100">{withdrawal.approvedBy.fullName}</strong>
              {withdrawal.approvedAt && (
                <>
                  {' '}
                  <time dateTime={withdrawal.approvedAt} className="tabular-nums">
                    {formatDateTime(withdrawal.approvedAt)}
                  </time>
                </>
              )}
              {withdrawal.status === 'pending' && <span className="text-amber-200">: another operator pays it.</span>}
            </p>
          ) : (
            withdrawal.status === 'pending' && (
              <p className="text-amber-200">Above the approval limit: one operator approves it, another pays it.</p>
            )
          )}
        </div>
      )}
      {withdrawal.status === 'pending' && withdrawal.holdUntil && new Date(withdrawal.holdUntil) > new Date() && (
        // The new-address cool-down (docs/decisions/011-payout-safety.md): the server refuses the payment before.
        <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-amber-200">
          <Badge tone="amber">New address</Badge>
          <span>
            On hold until{' '}
            <time dateTime={withdrawal.holdUntil} className="tabular-nums">
              {formatDateTime(withdrawal.holdUntil)}
            </time>
            : the member was never paid at this address, so it cannot be paid before.
          </span>
        </p>
      )}
      {withdrawal.reviewedAt && (
        <p className="mt-1 text-sm text-slate-400">
          {status === 'cancelled' ? 'Cancelled' : 'Reviewed'}{' '}
          <time dateTime={withdrawal.reviewedAt} className="tabular-nums">
            {formatDateTime(withdrawal.reviewedAt)}
          </time>
        </p>
      )}
      {withdrawal.status === 'pending' && !withdrawal.canPay && withdrawal.cannotPayReason && (
        // The server's own refusal (hold, freeze, four eyes) for this operator, shown before anyone sends funds.
        <p id={`cannot-pay-${withdrawal._id}`} className="mt-4 text-sm text-amber-200 sm:text-right">
          Cannot pay yet: {withdrawal.cannotPayReason}
        </p>
      )}
      {withdrawal.status === 'pending' && (
        <div className={`mt-4 grid ${canApprove ? 'grid-cols-3' : 'grid-cols-2'} gap-3 sm:flex sm:justify-end`}>
          <Button variant="secondary" onClick={onReject} aria-label={`Reject ${who}`} className="min-h-10 text-sm">
            Reject
          </Button>
          {canApprove && (
            <Button
              variant="secondary"
              onClick={onApprove}
              aria-label={`Approve ${usdt(withdrawal.requestPayment)} of ${withdrawal.member.fullName}`}
              className="min-h-10 text-sm"
            >
              Approve
            </Button>
          )}
          <Button
            onClick={onPay}
            disabled={!withdrawal.canPay}
            aria-label={`Pay ${who}`}
            aria-describedby={withdrawal.canPay ? undefined : `cannot-pay-${withdrawal._id}`}
            className="min-h-10 text-sm"
          >
            Pay
          </Button>
        </div>
      )}
    </li>
  );
}
