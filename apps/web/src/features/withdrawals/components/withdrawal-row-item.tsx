import { shownWithdrawalStatus, type WithdrawalRow } from '@app/contract';
import { DateTime } from '@app/web-kit/components/ui/date-time';
import { ExplorerLink } from '@app/web-kit/components/ui/explorer-link';
import { StatusBadge } from '@app/web-kit/components/ui/status-badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, percent, shortenHash, usdt } from '@app/web-kit/lib/format';
import { AskSupportLink } from '../../../components/support-link/ask-support-link';
import { WITHDRAWAL_TEXTS } from '../texts';

/**
 * One request: what was asked, what arrives, when, and how it ended (docs/product.md#withdrawals: reason, amount, date,
 * status).
 */
export function WithdrawalRowItem({ withdrawal, explorerUrl }: { withdrawal: WithdrawalRow; explorerUrl?: string }) {
  const { t, tx } = useTexts(WITHDRAWAL_TEXTS);
  const shown = shownWithdrawalStatus(withdrawal);
  const status = shown === 'unverified' ? 'pending' : shown;
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-slate-50 tabular-nums">
            <span className="sr-only">{t('wd.requestedAmount')}</span>
            {usdt(withdrawal.requestPayment)}
          </p>
          <p className="text-sm text-slate-400">
            {withdrawal.kind === 'capital'
              ? t('wd.capitalOf', { title: withdrawal.packageTitle ?? t('wd.aPackage') })
              : withdrawal.kind === 'refund'
                ? t('wd.electronicRefund')
                : t('wd.flexibleWallet')}
            {' · '}
            <span className="tabular-nums">
              {t('wd.afterCharge', { amount: usdt(withdrawal.netAmount), percent: percent(withdrawal.chargePercent) })}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end">
          <StatusBadge status={status} />
          <AskSupportLink
            kind="withdrawal"
            _id={withdrawal._id}
            what={`${usdt(withdrawal.requestPayment)}, ${formatDateTime(withdrawal.createdAt)}`}
            className="-mr-3 -mb-2"
          />
        </div>
      </div>
      {status === 'reject' && withdrawal.reason && (
        <p className="mt-2 border-l-2 border-red-400/60 pl-3 text-sm text-red-200">
          {t('wd.reason', { reason: withdrawal.reason })}
        </p>
      )}
      {status === 'pending' && withdrawal.holdUntil && new Date(withdrawal.holdUntil) > new Date() && (
        <p className="mt-2 border-l-2 border-amber-400/60 pl-3 text-sm text-amber-100">
          {tx('wd.holdNote', { when: <DateTime value={withdrawal.holdUntil} /> })}
        </p>
      )}
      {status === 'cancelled' && (
        <p className="mt-2 border-l-2 border-slate-500/60 pl-3 text-sm text-slate-300">
          {t(withdrawal.kind === 'refund' ? 'wd.cancelledNoteRefund' : 'wd.cancelledNote')}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm text-slate-400">
        <time dateTime={withdrawal.createdAt} className="tabular-nums">
          {formatDateTime(withdrawal.createdAt)}
        </time>
        <span className="font-mono text-slate-300" title={withdrawal.address}>
          <span className="sr-only">{t('wd.toAddress')}</span>
          {shortenHash(withdrawal.address)}
        </span>
        {withdrawal.transactionHash && (
          <span className="w-full text-green-300">
            {tx('wd.paidIn', {
              hash: (
                <ExplorerLink
                  hash={withdrawal.transactionHash}
                  template={explorerUrl}
                  className="font-mono text-green-300"
                  demo={withdrawal.demo}
                >
                  {shortenHash(withdrawal.transactionHash)}
                </ExplorerLink>
              ),
            })}
          </span>
        )}
      </div>
    </li>
  );
}
