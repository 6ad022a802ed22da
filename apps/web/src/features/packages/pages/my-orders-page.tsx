import { Link } from 'react-router';
import { useActivePackages } from '../../../api/get-active-packages';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { OrderItem } from '../components/order-item';

export function MyOrdersPage() {
  const { data: orders, isPending, isError, refetch } = useActivePackages();
  return (
    <div className="space-y-6">
      <title>My orders · NexaTech</title>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-50">My orders</h1>
        <Link to="/stake" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          Buy a package
        </Link>
      </div>
      {isPending && <ListSkeleton label="Loading your orders" />}
      {isError && !orders && <LoadError what="your orders" onRetry={() => void refetch()} />}
      {orders?.length === 0 && (
        <EmptyState
          title="No orders yet"
          hint="Packages you buy appear here with their progress."
          action={{ to: '/stake', label: 'Browse packages' }}
        />
      )}
      {orders && orders.length > 0 && (
        <ul aria-label="Orders" className="space-y-3">
          {orders.map((order) => (
            <OrderItem key={order._id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}
