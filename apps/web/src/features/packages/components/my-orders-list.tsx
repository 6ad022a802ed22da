import { useActivePackages } from '../../../api/get-active-packages';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useTexts } from '../../../i18n/texts';
import { PACKAGE_TEXTS } from '../texts';
import { OrderItem } from './order-item';

/** The member's own orders, newest first (`useractivePackage`): on /my-order and in the "my stake" tab of /stake. */
export function MyOrdersList() {
  const { t } = useTexts(PACKAGE_TEXTS);
  const { data: orders, isPending, isError, refetch } = useActivePackages();
  return (
    <>
      {isPending && <ListSkeleton label={t('pk.loadingOrders')} />}
      {isError && !orders && <LoadError what={t('pk.yourOrders')} onRetry={() => void refetch()} />}
      {orders?.length === 0 && (
        <EmptyState
          title={t('pk.noOrders')}
          hint={t('pk.noOrdersHint')}
          action={{ to: '/stake', label: t('pk.browsePackages') }}
        />
      )}
      {orders && orders.length > 0 && (
        <ul aria-label={t('pk.orders')} className="space-y-3">
          {orders.map((order) => (
            <OrderItem key={order._id} order={order} />
          ))}
        </ul>
      )}
    </>
  );
}
