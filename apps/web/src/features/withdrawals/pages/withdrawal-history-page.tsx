import { listedWithdrawalStatus } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { PagedList } from '@app/web-kit/components/ui/paged-list';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { useWithdrawalList } from '../api/get-withdrawal-list';
import { StatusFilter } from '../components/status-filter';
import { WithdrawalRowItem } from '../components/withdrawal-row-item';
import { WITHDRAWAL_TEXTS } from '../texts';

export function WithdrawalHistoryPage() {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const parsedStatus = listedWithdrawalStatus.safeParse(searchParams.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const query = useWithdrawalList({ page, status });
  const { data, isPlaceholderData } = query;
  const explorerUrl = usePublicSettings().data?.explorerTransactionUrl;
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(target) })}`;

  return (
    <div className="space-y-5">
      <PageHeading
        title={t('wd.historyTitle')}
        size="responsiveNoWrap"
        links={[{ to: '/withdrawladd', label: t('wd.newWithdrawal') }]}
      />
      <StatusFilter current={status} />
      <QueryState query={query} loadingLabel={t('wd.loadingList')} what={t('wd.yourWithdrawals')} />
      {data && data.docs.length === 0 && (
        <EmptyState
          title={data.totalDocs > 0 ? t('wd.nothingOnPage') : status ? t('wd.noneWithStatus') : t('wd.noneYet')}
          hint={data.totalDocs > 0 ? t('wd.earlierPages') : t('wd.noneHint')}
          action={
            data.totalDocs > 0
              ? { to: hrefFor(1), label: t('wd.goToPage1') }
              : { to: '/withdrawladd', label: t('wd.title') }
          }
        />
      )}
      {data && data.docs.length > 0 && (
        <PagedList
          label={t('wd.withdrawals')}
          isLoadingPage={isPlaceholderData}
          page={page}
          totalPages={data.totalPages}
          hrefFor={hrefFor}
        >
          {data.docs.map((withdrawal) => (
            <WithdrawalRowItem key={withdrawal._id} withdrawal={withdrawal} explorerUrl={explorerUrl} />
          ))}
        </PagedList>
      )}
    </div>
  );
}
