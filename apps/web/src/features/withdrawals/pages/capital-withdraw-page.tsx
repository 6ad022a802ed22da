import type { OrderRow } from '@app/contract';
import { Link, useParams } from 'react-router';
import { useActivePackages } from '../../../api/get-active-packages';
import { useProfile } from '../../../api/get-profile';
import { usePublicSettings } from '../../../api/get-public-settings';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { CapitalWithdrawalForm } from '../components/capital-withdrawal-form';
import { KycNotice } from '../components/kyc-notice';

/**
 * `/withdrawladd/{id}` names a package (docs/product.md#withdrawals): a member holds a package once at a time, so it is
 * the order of
 * that package not yet withdrawn (else the withdrawn one, to say so). An order's own id keeps working.
 */
export function orderNamedBy(orders: OrderRow[], id: string | undefined): OrderRow | undefined {
  const byOrder = orders.find((each) => each._id === id);
  if (byOrder) return byOrder;
  const ofPackage = orders.filter((each) => each.package_id === id);
  return (
    ofPackage.find((each) => each.status === 'active') ??
    ofPackage.find((each) => each.status !== 'withdrawn') ??
    ofPackage[0]
  );
}

export function CapitalWithdrawPage() {
  const { id } = useParams();
  const orders = useActivePackages();
  const settings = usePublicSettings();
  const profile = useProfile();
  const queries = [orders, settings, profile];
  const order = orders.data && orderNamedBy(orders.data, id);

  return (
    <div className="space-y-6">
      <PageTitle page="Withdraw capital" />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold text-slate-50 sm:text-2xl">Withdraw capital</h1>
        <Link to="/my-order" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          My orders
        </Link>
      </div>
      <KycNotice />
      {queries.some((query) => query.isPending) && <ListSkeleton label="Loading the package" />}
      {queries.some((query) => query.isError) && (
        <LoadError what="the package" onRetry={() => queries.forEach((query) => void query.refetch())} />
      )}
      {orders.data && !order && (
        <EmptyState
          title="Package not found"
          hint="This order is not one of yours. Choose a package on My orders."
          action={{ to: '/my-order', label: 'Go to My orders' }}
        />
      )}
      {order && order.status === 'withdrawn' && (
        <EmptyState
          title="Capital already withdrawn"
          hint={`The capital of ${order.title} has been withdrawn. See its status in your withdrawal history.`}
          action={{ to: '/withdrawl-list', label: 'Withdrawal history' }}
        />
      )}
      {order && order.status !== 'withdrawn' && settings.data && profile.data && (
        <div className="max-w-xl">
          <CapitalWithdrawalForm order={order} settings={settings.data} savedAddress={profile.data.usdtAddress} />
        </div>
      )}
    </div>
  );
}
