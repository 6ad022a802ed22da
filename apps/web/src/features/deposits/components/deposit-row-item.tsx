import { type DepositRow, MSG } from '@app/contract';
import { CopyButton } from '@app/web-kit/components/ui/copy-button';
import { ExplorerLink } from '@app/web-kit/components/ui/explorer-link';
import { StatusBadge } from '@app/web-kit/components/ui/status-badge';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, shortenHash, usdt } from '@app/web-kit/lib/format';
import { AskSupportLink } from '../../../components/support-link/ask-support-link';
import { DEPOSIT_TEXTS } from '../texts';

// Not in the contract's MSG yet; 'Address copied!' is kept for the deposit address alone.

export function DepositRowItem({ deposit, explorerUrl }: { deposit: DepositRow; explorerUrl?: string }) {
  const { t } = useTexts(DEPOSIT_TEXTS);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-semibold text-slate-50 tabular-nums">
          <span className="sr-only">{t('dep.amount')}</span>
          {usdt(deposit.amount)}
        </p>
        <div className="flex flex-col items-end">
          <StatusBadge status={deposit.status} />
          <AskSupportLink
            kind="deposit"
            _id={deposit._id}
            what={`${usdt(deposit.amount)}, ${formatDateTime(deposit.createdAt)}`}
            className="-mr-3 -mb-2"
          />
        </div>
      </div>
      {deposit.status === 'reject' && deposit.reason && (
        <p className="mt-2 border-l-2 border-red-400/60 pl-3 text-sm text-red-200">
          {t('dep.reason', { reason: deposit.reason })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 text-sm text-slate-400">
        <time dateTime={deposit.createdAt} className="tabular-nums">
          {formatDateTime(deposit.createdAt)}
        </time>
        <span className="-my-1.5 -mr-2 inline-flex items-center">
          <ExplorerLink
            hash={deposit.transaction_id}
            template={explorerUrl}
            className="font-mono text-slate-300"
            demo={deposit.demo}
          >
            <span className="sr-only">{t('dep.hash')}</span>
            {shortenHash(deposit.transaction_id)}
          </ExplorerLink>
          <CopyButton
            text={deposit.transaction_id}
            copiedMessage={MSG.transactionHashCopied}
            failedMessage={`${MSG.copyFailed} ${deposit.transaction_id}`}
            label={t('dep.copyHash', { short: shortenHash(deposit.transaction_id) })}
          />
        </span>
      </div>
    </li>
  );
}
