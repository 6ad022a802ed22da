import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { MyOrdersList } from '../components/my-orders-list';

export function MyOrdersPage() {
  return (
    <div className="space-y-6">
      <PageTitle page="My orders" />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-50">My orders</h1>
        <Link to="/stake" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          Buy a package
        </Link>
      </div>
      <MyOrdersList />
    </div>
  );
}
