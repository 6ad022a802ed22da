import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { useTexts } from '../../../i18n/texts';
import { MyOrdersList } from '../components/my-orders-list';
import { PACKAGE_TEXTS } from '../texts';

export function MyOrdersPage() {
  const { t } = useTexts(PACKAGE_TEXTS);
  return (
    <div className="space-y-6">
      <PageTitle page={t('pk.myOrders')} />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-50">{t('pk.myOrders')}</h1>
        <Link to="/stake" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          {t('pk.buyAPackage')}
        </Link>
      </div>
      <MyOrdersList />
    </div>
  );
}
