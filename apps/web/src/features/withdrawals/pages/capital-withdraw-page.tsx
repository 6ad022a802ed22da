import type { OrderRow } from '@app/contract';
import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { QueryState, queryGroup } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useParams } from 'react-router';
import { useActivePackages } from '../../../api/get-active-packages';
import { useProfile } from '../../../api/get-profile';
import { PageHeading } from '../../../components/page-heading';
import { CapitalWithdrawalForm } from '../components/capital-withdrawal-form';
import { KycNotice } from '../components/kyc-notice';
import { MoneyOutFieldset, MoneyOutNotice } from '../components/money-out-notice';
import { WITHDRAWAL_TEXTS } from '../texts';

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
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const { id } = useParams();
  const orders = useActivePackages();
  const settings = usePublicSettings();
  const profile = useProfile();
  const order = orders.data && orderNamedBy(orders.data, id);

  return (
    <div className="space-y-6">
      <PageHeading
        title={t('wd.capitalPageTitle')}
        size="responsive"
        links={[{ to: '/my-order', label: t('wd.myOrders') }]}
      />
      <KycNotice />
      <MoneyOutNotice />
      <QueryState
        query={queryGroup([orders, settings, profile])}
        loadingLabel={t('wd.loadingPackage')}
        what={t('wd.thePackage')}
      />
      {orders.data && !order && (
        <EmptyState
          title={t('wd.packageNotFound')}
          hint={t('wd.packageNotFoundHint')}
          action={{ to: '/my-order', label: t('wd.goToMyOrders') }}
        />
      )}
      {order && order.status === 'withdrawn' && (
        <EmptyState
          title={t('wd.capitalWithdrawn')}
          hint={t('wd.capitalWithdrawnHint', { title: order.title })}
          action={{ to: '/withdrawl-list', label: t('wd.historyLink') }}
        />
      )}
      {order && order.status !== 'withdrawn' && settings.data && profile.data && (
        <div className="max-w-xl">
          <MoneyOutFieldset>
            <CapitalWithdrawalForm order={order} settings={settings.data} savedAddress={profile.data.usdtAddress} />
          </MoneyOutFieldset>
        </div>
      )}
    </div>
  );
}
