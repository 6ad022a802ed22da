import { depositTransferStatus } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { Card } from '@app/web-kit/components/ui/card';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { SelectField } from '@app/web-kit/components/ui/select-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../kit/components/admin-page-header';
import { QueueList } from '../../../kit/components/queue-list';
import { TitledCard } from '../../../kit/components/titled-card';
import { useDepositWatcher, useWatchedTransfers } from '../api/get-deposit-addresses';
import { SweepCard } from '../components/sweep-card';
import { TransferItem } from '../components/transfer-item';
import { DEPOSIT_ADDRESS_TEXTS } from '../texts';

/**
 * /admin/deposit-addresses: deposit addresses per member (docs/product.md#deposits): the USDT sitting on them to
 * sweep, and every transfer the watcher saw, dust among them.
 */
export function DepositAddressesPage() {
  const { t } = useTexts(DEPOSIT_ADDRESS_TEXTS);
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
      <AdminPageHeader title={t('cda.title')} description={t('cda.description')} />
      {isShared && (
        <Card>
          <p className="text-sm text-slate-300">
            {t('cda.sharedMode')} {watcher.data?.ready ? null : t('cda.sharedNotReady')}
          </p>
        </Card>
      )}
      <SweepCard hasAddresses={(watcher.data?.addressCount ?? 0) > 0} />
      <TitledCard
        id="transfers-title"
        title={t('cda.transfersTitle')}
        note={t('cda.transfersIntro')}
        layout="bottom"
        aside={
          <SelectField
            label={t('cda.show')}
            className="sm:w-64"
            value={status ?? ''}
            onChange={(event) => setSearchParams(event.target.value ? { status: event.target.value } : {})}
          >
            <option value="">{t('cda.every')}</option>
            {depositTransferStatus.options.map((option) => (
              <option key={option} value={option}>
                {t(`cda.status.${option}`)}
              </option>
            ))}
          </SelectField>
        }
      >
        <div className="mt-4">
          <QueueList
            what={t('cda.transfers')}
            query={transfers}
            page={page}
            hrefFor={hrefFor}
            empty={
              status
                ? { title: t('cda.noneInState'), hint: t('cda.noneInStateHint') }
                : { title: t('cda.noneYet'), hint: t('cda.noneYetHint') }
            }
          >
            {(transfer) => (
              <TransferItem key={transfer._id} transfer={transfer} explorerUrl={settings?.explorerTransactionUrl} />
            )}
          </QueueList>
        </div>
      </TitledCard>
    </div>
  );
}
