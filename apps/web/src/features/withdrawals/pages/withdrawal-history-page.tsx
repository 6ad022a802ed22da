import { listedWithdrawalStatus } from '@app/contract';
import { Link, useSearchParams } from 'react-router';
import { usePublicSettings } from '../../../api/get-public-settings';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Pager, pageFrom } from '../../../components/ui/pager';
import { useWithdrawalList } from '../api/get-withdrawal-list';
import { StatusFilter } from '../components/status-filter';
import { WithdrawalRowItem } from '../components/withdrawal-row-item';

export function WithdrawalHistoryPage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const parsedStatus = listedWithdrawalStatus.safeParse(searchParams.get('status'));
  const status = parsedStatus.success ? parsedStatus.data : undefined;
  const { data, isPending, isError, isPlaceholderData, refetch } = useWithdrawalList({ page, status });
  const explorerUrl = usePublicSettings().data?.explorerTransactionUrl;
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(target) })}`;

  return (
    <div className="space-y-5">
      <PageTitle page="Withdrawal History" />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold whitespace-nowrap text-slate-50 sm:text-2xl">Withdrawal History</h1>
        <Link to="/withdrawladd" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm whitespace-nowrap')}>
          New withdrawal
        </Link>
      </div>
      <StatusFilter current={status} />
      {isPending && <ListSkeleton label="Loading your withdrawals" />}
      {isError && !data && <LoadError what="your withdrawals" onRetry={() => void refetch()} />}
      {data && data.docs.length === 0 && (
        <EmptyState
          title={
            data.totalDocs > 0
              ? 'Nothing on this page'
              : status
                ? 'No withdrawals with this status'
                : 'No withdrawals yet'
          }
          hint={
            data.totalDocs > 0
              ? 'Your withdrawals are on the earlier pages.'
              : 'Requests you confirm with the e-mailed code appear here with their status.'
          }
          action={
            data.totalDocs > 0 ? { to: hrefFor(1), label: 'Go to page 1' } : { to: '/withdrawladd', label: 'Withdraw' }
          }
        />
      )}
      {data && data.docs.length > 0 && (
        <>
          <ul
            aria-label="Withdrawals"
            aria-busy={isPlaceholderData || undefined}
            className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.docs.map((withdrawal) => (
              <WithdrawalRowItem key={withdrawal._id} withdrawal={withdrawal} explorerUrl={explorerUrl} />
            ))}
          </ul>
          {data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} hrefFor={hrefFor} />}
        </>
      )}
    </div>
  );
}
