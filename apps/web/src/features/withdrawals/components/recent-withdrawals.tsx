import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useWithdrawalList } from '../api/get-withdrawal-list';
import { WithdrawalRowItem } from './withdrawal-row-item';

/** The first page of the member's requests under the form, with the way to the full history. */
export function RecentWithdrawals() {
  const { data, isPending, isError, refetch } = useWithdrawalList({ page: 1 });
  return (
    <section aria-labelledby="recent-withdrawals-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-withdrawals-title" className="text-lg font-semibold text-slate-50">
          Withdrawal history
        </h2>
        <Link to="/withdrawl-list" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          View all
        </Link>
      </div>
      {isPending && <ListSkeleton label="Loading your withdrawals" />}
      {isError && !data && <LoadError what="your withdrawals" onRetry={() => void refetch()} />}
      {data && data.docs.length === 0 && (
        <EmptyState title="No withdrawals yet" hint="Requests you confirm with the e-mailed code appear here." />
      )}
      {data && data.docs.length > 0 && (
        <ul aria-label="Recent withdrawals" className="space-y-3">
          {data.docs.map((withdrawal) => (
            <WithdrawalRowItem key={withdrawal._id} withdrawal={withdrawal} />
          ))}
        </ul>
      )}
    </section>
  );
}
