import { MSG } from '@app/contract';
import { Button } from '../../../../components/ui/button';
import { useTexts } from '../../../../i18n/texts';
import { formatDateTime, usdt } from '../../../../lib/format';
import { HashWithCopy } from '../../kit/components/hash-with-copy';
import { MemberCell } from '../../kit/components/member-cell';
import { DEPOSIT_STATUS_LABELS, ReviewBadge } from '../../kit/components/review-badge';
import type { AdminDeposit } from '../api/get-admin-deposits';
import { CONSOLE_DEPOSIT_TEXTS } from '../texts';

interface AdminDepositItemProps {
  deposit: AdminDeposit;
  onApprove: () => void;
  onReject: () => void;
}

/** One deposit in the queue: who, how much, the hash to check on chain, and the two decisions while pending. */
export function AdminDepositItem({ deposit, onApprove, onReject }: AdminDepositItemProps) {
  const { t, tx } = useTexts(CONSOLE_DEPOSIT_TEXTS);
  const who = t('cdp.who', { amount: usdt(deposit.amount), name: deposit.member.fullName });
  const credited = deposit.creditedAmount;
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
            when: (
              <time dateTime={deposit.createdAt} className="tabular-nums">
                {formatDateTime(deposit.createdAt)}
              </time>
            ),
          })}
        </span>
        <HashWithCopy
          label={t('cdp.hash')}
          value={deposit.transaction_id}
          copiedMessage={MSG.transactionHashCopied}
          demo={deposit.demo}
        />
      </div>
      {deposit.reviewedAt && (
        <p className="mt-1 text-sm text-slate-400">
          {tx('cdp.reviewed', {
            when: (
              <time dateTime={deposit.reviewedAt} className="tabular-nums">
                {formatDateTime(deposit.reviewedAt)}
              </time>
            ),
          })}
        </p>
      )}
      {deposit.status === 'pending' && (
        <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button
            variant="secondary"
            onClick={onReject}
            aria-label={t('cdp.rejectLabel', { who })}
            className="min-h-10 text-sm"
          >
            {t('cdp.rejectButton')}
          </Button>
          <Button onClick={onApprove} aria-label={t('cdp.approveLabel', { who })} className="min-h-10 text-sm">
            {t('cdp.approveButton')}
          </Button>
        </div>
      )}
    </li>
  );
}
