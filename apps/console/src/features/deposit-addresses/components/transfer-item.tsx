import type { adminDepositTransferRow } from '@app/contract';
import { ExplorerLink } from '@app/web-kit/components/ui/explorer-link';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatDateTime, formatNumber, shortenHash, usdt } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DEPOSIT_ADDRESS_TEXTS } from '../texts';

type WatchedTransfer = z.infer<typeof adminDepositTransferRow>;

const TONE: Record<WatchedTransfer['status'], string> = {
  pending: 'text-yellow-200',
  credited: 'text-green-300',
  dust: 'text-slate-300',
  dropped: 'text-rose-300',
};

/** One transfer the watcher saw to a member's address, with where it stands. */
export function TransferItem({ transfer, explorerUrl }: { transfer: WatchedTransfer; explorerUrl?: string }) {
  const { t } = useTexts(DEPOSIT_ADDRESS_TEXTS);
  const status =
    transfer.status === 'pending'
      ? t('cda.confirming', {
          count: formatNumber(transfer.confirmations),
          needed: formatNumber(transfer.confirmationsNeeded),
        })
      : t(`cda.status.${transfer.status}`);
  return (
    <li className="rounded-2xl border border-slate-800 bg-slate-900/80 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-lg font-semibold text-slate-50 tabular-nums">{usdt(transfer.amount)}</p>
        <p className={`text-sm font-semibold ${TONE[transfer.status]}`}>{status}</p>
      </div>
      <p className="mt-1 text-sm">
        <Link to={`/admin/members/${transfer.member._id}`} className="text-teal-300 underline underline-offset-2">
          {transfer.member.fullName} ({transfer.member.email})
        </Link>{' '}
        <span className="text-slate-400">{t('cda.addressIndex', { index: transfer.addressIndex })}</span>
      </p>
      <div className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-400">
        <ExplorerLink hash={transfer.txHash} template={explorerUrl} className="font-mono text-slate-300">
          {shortenHash(transfer.txHash)}
        </ExplorerLink>
        <span>{t('cda.logBlock', { log: transfer.logIndex, block: formatNumber(transfer.blockNumber) })}</span>
        <span>{t('cda.seen', { time: formatDateTime(transfer.seenAt) })}</span>
        {transfer.settledAt && <span>{t('cda.settled', { time: formatDateTime(transfer.settledAt) })}</span>}
      </div>
    </li>
  );
}
