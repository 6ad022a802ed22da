import type { DepositTransferRow } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { ExplorerLink } from '@app/web-kit/components/ui/explorer-link';
import { Pager, pageFrom } from '@app/web-kit/components/ui/pager';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { TitledCard } from '@app/web-kit/components/ui/titled-card';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber, shortenHash, usdt } from '@app/web-kit/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { profileQuery } from '../../../api/get-profile';
import { DEPOSIT_LIST_KEY } from '../api/get-deposit-list';
import { useDepositTransfers } from '../api/get-deposit-transfers';
import { DEPOSIT_TEXTS } from '../texts';

const TONE: Record<DepositTransferRow['status'], string> = {
  pending: 'border-yellow-400/40 bg-yellow-400/15 text-yellow-200',
  credited: 'border-green-400/40 bg-green-400/15 text-green-300',
  dust: 'border-slate-500/50 bg-slate-700/40 text-slate-200',
  dropped: 'border-red-400/40 bg-red-400/15 text-red-300',
};

function TransferState({ transfer, dustBelow }: { transfer: DepositTransferRow; dustBelow: number }) {
  const { t } = useTexts(DEPOSIT_TEXTS);
  const label = {
    pending: () =>
      t('dep.confirming', {
        count: formatNumber(transfer.confirmations),
        needed: formatNumber(transfer.confirmationsNeeded),
      }),
    credited: () => t('dep.credited'),
    dust: () => t('dep.dust', { amount: usdt(dustBelow) }),
    dropped: () => t('dep.dropped'),
  }[transfer.status]();
  return (
    <span className={`inline-flex rounded-full border px-3 py-1 text-xs font-semibold ${TONE[transfer.status]}`}>
      {label}
    </span>
  );
}

/** A transfer credited while the member watches: the wallet and the deposit history show it too. */
function useBalanceAfterCredits(transfers: DepositTransferRow[] | undefined) {
  const queryClient = useQueryClient();
  const credited = transfers?.filter((transfer) => transfer.status === 'credited').length;
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (credited === undefined) return;
    if (seen.current !== undefined && credited > seen.current) {
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: DEPOSIT_LIST_KEY });
    }
    seen.current = credited;
  }, [credited, queryClient]);
}

/** The transfers the chain watcher saw to the member's own address (docs/product.md#deposits), newest first. */
export function DepositTransfers({ dustBelow }: { dustBelow: number }) {
  const { t } = useTexts(DEPOSIT_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const query = useDepositTransfers(page);
  const { data } = query;
  const { data: settings } = usePublicSettings();
  useBalanceAfterCredits(data?.docs);
  return (
    <TitledCard titleId="deposit-transfers-title" title={t('dep.transfersTitle')}>
      <p className="mt-1 text-sm text-slate-400">{t('dep.transfersNote')}</p>
      <div className="mt-4">
        <QueryState query={query} loadingLabel={t('dep.transfersLoading')} what={t('dep.theTransfers')} />
        {data && data.docs.length === 0 && (
          <EmptyState title={t('dep.transfersNone')} hint={t('dep.transfersNoneHint')} />
        )}
        {data && data.docs.length > 0 && (
          <ul aria-label={t('dep.transfers')} className="divide-y divide-slate-800">
            {data.docs.map((transfer) => (
              <li key={transfer._id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-lg font-semibold text-slate-50 tabular-nums">{usdt(transfer.amount)}</p>
                  <TransferState transfer={transfer} dustBelow={dustBelow} />
                </div>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-x-4 text-sm text-slate-400">
                  <time dateTime={transfer.seenAt} className="tabular-nums">
                    {formatDateTime(transfer.seenAt)}
                  </time>
                  <span className="font-mono">{t('dep.from', { address: shortenHash(transfer.from) })}</span>
                  <ExplorerLink
                    hash={transfer.txHash}
                    template={settings?.explorerTransactionUrl}
                    className="font-mono text-slate-300"
                  >
                    <span className="sr-only">{t('dep.hash')}</span>
                    {shortenHash(transfer.txHash)}
                  </ExplorerLink>
                </div>
              </li>
            ))}
          </ul>
        )}
        {data && data.totalPages > 1 && (
          <Pager page={page} totalPages={data.totalPages} hrefFor={(to) => `?page=${to}`} />
        )}
      </div>
    </TitledCard>
  );
}
