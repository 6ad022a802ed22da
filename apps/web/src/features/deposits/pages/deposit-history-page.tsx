import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { PagedList } from '@app/web-kit/components/ui/paged-list';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { useDepositList } from '../api/get-deposit-list';
import { DepositListEmpty } from '../components/deposit-list-empty';
import { DepositRowItem } from '../components/deposit-row-item';
import { DEPOSIT_TEXTS } from '../texts';

export function DepositHistoryPage() {
  const { t } = useTexts(DEPOSIT_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const query = useDepositList(page);
  const { data, isPlaceholderData } = query;
  const explorerUrl = usePublicSettings().data?.explorerTransactionUrl;

  return (
    <div className="space-y-6">
      <PageHeading
        title={t('dep.historyTitle')}
        size="responsiveNoWrap"
        links={[{ to: '/deposit', label: t('dep.new') }]}
      />
      <QueryState query={query} loadingLabel={t('dep.loadingList')} what={t('dep.yours')} />
      {data && data.docs.length === 0 && <DepositListEmpty isPastLastPage={data.totalDocs > 0} />}
      {data && data.docs.length > 0 && (
        <PagedList label={t('dep.list')} isLoadingPage={isPlaceholderData} page={page} totalPages={data.totalPages}>
          {data.docs.map((deposit) => (
            <DepositRowItem key={deposit._id} deposit={deposit} explorerUrl={explorerUrl} />
          ))}
        </PagedList>
      )}
    </div>
  );
}
