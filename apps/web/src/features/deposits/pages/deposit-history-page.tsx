import { useSearchParams } from 'react-router';
import { usePublicSettings } from '../../../api/get-public-settings';
import { PageHeading } from '../../../components/page-heading';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Pager, pageFrom } from '../../../components/ui/pager';
import { useTexts } from '../../../i18n/texts';
import { useDepositList } from '../api/get-deposit-list';
import { DepositListEmpty } from '../components/deposit-list-empty';
import { DepositRowItem } from '../components/deposit-row-item';
import { DEPOSIT_TEXTS } from '../texts';

export function DepositHistoryPage() {
  const { t } = useTexts(DEPOSIT_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const { data, isPending, isError, isPlaceholderData, refetch } = useDepositList(page);
  const explorerUrl = usePublicSettings().data?.explorerTransactionUrl;

  return (
    <div className="space-y-6">
      <PageHeading
        title={t('dep.historyTitle')}
        size="responsiveNoWrap"
        links={[{ to: '/deposit', label: t('dep.new') }]}
      />
      {isPending && <ListSkeleton label={t('dep.loadingList')} />}
      {isError && !data && <LoadError what={t('dep.yours')} onRetry={() => void refetch()} />}
      {data && data.docs.length === 0 && <DepositListEmpty isPastLastPage={data.totalDocs > 0} />}
      {data && data.docs.length > 0 && (
        <>
          <ul
            aria-label={t('dep.list')}
            aria-busy={isPlaceholderData || undefined}
            className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.docs.map((deposit) => (
              <DepositRowItem key={deposit._id} deposit={deposit} explorerUrl={explorerUrl} />
            ))}
          </ul>
          {data.totalPages > 1 && (
            <Pager page={page} totalPages={data.totalPages} hrefFor={(target) => `?page=${target}`} />
          )}
        </>
      )}
    </div>
  );
}
