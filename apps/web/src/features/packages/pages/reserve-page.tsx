import { useDashboard } from '../../../api/get-dashboard';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { ClaimCoin } from '../components/claim-coin';
import { ReserveStats } from '../components/reserve-stats';

export function ReservePage() {
  const { data: dashboard, isError, refetch } = useDashboard();
  return (
    <div className="space-y-6">
      <PageTitle page="Reserve" />
      <h1 className="text-2xl font-bold text-slate-50">Reserve</h1>
      <ClaimCoin />
      {isError && !dashboard ? (
        <LoadError what="your totals" onRetry={() => void refetch()} />
      ) : (
        <ReserveStats dashboard={dashboard} />
      )}
    </div>
  );
}
