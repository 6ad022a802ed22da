import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useActivePackages } from '../../../api/get-active-packages';
import { PACKAGE_TEXTS } from '../texts';
import { OrderItem } from './order-item';

/** The member's own orders, newest first (`useractivePackage`): on /my-order and in the "my stake" tab of /stake. */
export function MyOrdersList() {
  const { t } = useTexts(PACKAGE_TEXTS);
  const query = useActivePackages();
  const { data: orders } = query;
  return (
    <>
      <QueryState query={query} loadingLabel={t('pk.loadingOrders')} what={t('pk.yourOrders')} />
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
