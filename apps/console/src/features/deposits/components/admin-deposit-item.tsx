import { MSG } from '@app/contract';
import { Button } from '@app/web-kit/components/ui/button';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { useTexts } from '@app/web-kit/i18n/texts';
import { usdt } from '@app/web-kit/lib/format';
import { FirstApproval } from '../../../kit/components/first-approval';
import { HashWithCopy } from '../../../kit/components/hash-with-copy';
import { MemberCell } from '../../../kit/components/member-cell';
import { DEPOSIT_STATUS_LABELS, ReviewBadge } from '../../../kit/components/review-badge';
import { type AdminDeposit, approvesFirst } from '../api/get-admin-deposits';
import { CONSOLE_DEPOSIT_TEXTS } from '../texts';

interface AdminDepositItemProps {
  deposit: AdminDeposit;
  onApprove: () => void;
  onReject: () => void;
}

/**
 * One deposit in the queue: who, how much, the hash to check on chain (and whether the chain checked it), who approved
 * it first when it takes a second operator, and the two decisions while pending.
 */
export function AdminDepositItem({ deposit, onApprove, onReject }: AdminDepositItemProps) {
  const { t, tx } = useTexts(CONSOLE_DEPOSIT_TEXTS);
  const who = t('cdp.who', { amount: usdt(deposit.amount), name: deposit.member.fullName });
  const credited = deposit.creditedAmount;
  const pending = deposit.status === 'pending';
  // Four eyes on sums (docs/decisions/020-operator-roles.md#four-eyes-on-sums): the button says what a click does.
  const first = approvesFirst(deposit);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <MemberCell member={deposit.member} />
        <ReviewBadge status={deposit.status} labels={DEPOSIT_STATUS_LABELS} />
      </div>
      <p className="mt-3 text-xl font-semibold text-slate-50 tabular-nums">
        <span className="sr-only">{t('cdp.amount')}</span>
        {usdt(deposit.amount)}
      </p>
      {credited !== null && credited !== deposit.amount && (
        <p className="text-sm text-slate-300 tabular-nums">{t('cdp.credited', { amount: usdt(credited) })}</p>
      )}
      {deposit.status === 'reject' && deposit.reason && (
        <p className="mt-2 border-l-2 border-red-400/60 pl-3 text-sm text-red-200">
          {t('cdp.reason', { reason: deposit.reason })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-400">
        <span>
          {tx('cdp.submitted', {
            when: <DateTime value={deposit.createdAt} />,
          })}
        </span>
        <HashWithCopy
          label={t('cdp.hash')}
          value={deposit.transaction_id}
          copiedMessage={MSG.transactionHashCopied}
          demo={deposit.demo}
        />
      </div>
      {pending && !deposit.hashCheckedOnChain && (
        // In the manual mode the hash is the member's word: the approval is what credits it.
        <p className="mt-3 border-l-2 border-amber-400/60 pl-3 text-sm text-amber-200">{t('cdp.notChecked')}</p>
      )}
      <FirstApproval
        needsSecond={deposit.needsSecondOperator}
        approvedBy={deposit.approvedBy}
        approvedAt={deposit.approvedAt}
        isPending={pending}
        texts={{
          needsSecond: t('cdp.needsSecond'),
          approved: (parts) => tx('cdp.approvedFirst', parts),
          othersAct: t('cdp.othersCredit'),
          aboveLimit: t('cdp.aboveLimit'),
        }}
      />
      {deposit.reviewedAt && (
        <p className="mt-1 text-sm text-slate-400">
          {tx('cdp.reviewed', {
            when: <DateTime value={deposit.reviewedAt} />,
          })}
        </p>
      )}
      {pending && !deposit.canApprove && deposit.cannotApproveReason && (
        // The server's own refusal for this operator (they approved it first), shown beside the button it disables.
        <p id={`cannot-approve-${deposit._id}`} className="mt-4 text-sm text-amber-200 sm:text-right">
          {t('cdp.cannotApprove', { reason: deposit.cannotApproveReason })}
        </p>
      )}
      {pending && (
        <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button
            variant="secondary"
            onClick={onReject}
            aria-label={t('cdp.rejectLabel', { who })}
            className="min-h-10 text-sm"
          >
            {t('cdp.rejectButton')}
          </Button>
          <Button
            onClick={onApprove}
            disabled={!deposit.canApprove}
            aria-label={t(first ? 'cdp.approveFirstLabel' : 'cdp.approveLabel', { who })}
            aria-describedby={deposit.canApprove ? undefined : `cannot-approve-${deposit._id}`}
            className="min-h-10 text-sm"
          >
            {t(first ? 'cdp.approveFirstButton' : 'cdp.approveButton')}
          </Button>
        </div>
      )}
    </li>
  );
}
