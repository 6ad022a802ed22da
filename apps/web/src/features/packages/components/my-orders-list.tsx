import { useActivePackages } from '../../../api/get-active-packages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { OrderItem } from './order-item';

/** The member's own orders, newest first (`useractivePackage`): on /my-order and in the "my stake" tab of /stake. */
export function MyOrdersList() {
  const { data: orders, isPending, isError, refetch } = useActivePackages();
  return (
    <>
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
    </>
  );
}
