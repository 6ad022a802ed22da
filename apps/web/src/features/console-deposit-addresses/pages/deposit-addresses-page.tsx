import { depositTransferStatus } from '@app/contract';
import { useSearchParams } from 'react-router';
import { usePublicSettings } from '../../../api/get-public-settings';
import { Card } from '../../../components/ui/card';
import { pageFrom } from '../../../components/ui/pager';
import { SelectField } from '../../../components/ui/select-field';
import { AdminPageHeader } from '../../console/components/admin-page-header';
import { QueueList } from '../../console/components/queue-list';
import { useDepositWatcher, useWatchedTransfers } from '../api/get-deposit-addresses';
import { SweepCard } from '../components/sweep-card';
import { TRANSFER_STATUS_LABEL, TransferItem } from '../components/transfer-item';

/**
 * /admin/deposit-addresses: deposit addresses per member (docs/product.md#deposits): the USDT sitting on them to
 * sweep, and every transfer the watcher saw, dust among them.
 */
export function DepositAddressesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = depositTransferStatus.safeParse(searchParams.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  const page = pageFrom(searchParams);
  const watcher = useDepositWatcher();
  const transfers = useWatchedTransfers({ status, page });
  const { data: settings } = usePublicSettings();
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(target) })}`;
  const isShared = watcher.data?.mode === 'shared';

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title="Deposit addresses"
        description="Each member's own deposit address, derived from DEPOSIT_XPUB: what they hold, to sweep, and the transfers credited from the chain."
      />
      {isShared && (
        <Card>
          <p className="text-sm text-slate-300">
            Members deposit to one shared address now. Switch Deposit addresses to one per member in Settings to give
            each member an address of their own
            {watcher.data?.ready ? '.' : ': the server needs DEPOSIT_XPUB and a chain node first.'}
          </p>
        </Card>
      )}
      <SweepCard hasAddresses={(watcher.data?.addressCount ?? 0) > 0} />
      <Card aria-labelledby="transfers-title">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="transfers-title" className="text-lg font-semibold text-slate-50">
              Transfers seen
            </h2>
            <p className="mt-1 text-sm text-slate-400">
              Credited once final, each transaction log once. Dust is recorded, not credited: the USDT stays on the
              address, to sweep.
            </p>
          </div>
          <SelectField
            label="Show"
            className="sm:w-64"
            value={status ?? ''}
            onChange={(event) => setSearchParams(event.target.value ? { status: event.target.value } : {})}
          >
            <option value="">Every transfer</option>
            {depositTransferStatus.options.map((option) => (
              <option key={option} value={option}>
                {TRANSFER_STATUS_LABEL[option]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-4">
          <QueueList
            what="transfers"
            query={transfers}
            page={page}
            hrefFor={hrefFor}
            empty={
              status
                ? { title: 'No transfers in this state', hint: 'Choose another, or show every transfer.' }
                : { title: 'No transfers seen yet', hint: 'USDT sent to a member’s own address appears here.' }
            }
          >
            {(transfer) => (
              <TransferItem key={transfer._id} transfer={transfer} explorerUrl={settings?.explorerTransactionUrl} />
            )}
          </QueueList>
        </div>
      </Card>
    </div>
  );
}
