import { useTexts } from '@app/web-kit/i18n/texts';
import { PageHeading } from '../../../components/page-heading';
import { MyOrdersList } from '../components/my-orders-list';
import { PACKAGE_TEXTS } from '../texts';

export function MyOrdersPage() {
  const { t } = useTexts(PACKAGE_TEXTS);
  return (
    <div className="space-y-6">
      <PageHeading title={t('pk.myOrders')} links={[{ to: '/stake', label: t('pk.buyAPackage') }]} />
      <MyOrdersList />
    </div>
  );
}
