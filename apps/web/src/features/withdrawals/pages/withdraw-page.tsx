import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { QueryState, queryGroup } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { useProfile } from '../../../api/get-profile';
import { PageHeading } from '../../../components/page-heading';
import { KycNotice } from '../components/kyc-notice';
import { MoneyOutFieldset, MoneyOutNotice } from '../components/money-out-notice';
import { RecentWithdrawals } from '../components/recent-withdrawals';
import { RefundCard } from '../components/refund-card';
import { WithdrawalForm } from '../components/withdrawal-form';
import { WITHDRAWAL_TEXTS } from '../texts';

export function WithdrawPage() {
  const { t } = useTexts(WITHDRAWAL_TEXTS);
  const settings = usePublicSettings();
  const profile = useProfile();
  return (
    <div className="space-y-6">
      <PageHeading title={t('wd.title')} size="responsive" />
      <p className="text-sm text-slate-400">
        {t('wd.orTransfer')}{' '}
        <Link
          to="/transfer"
          className="font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          {t('wd.transfer')}
        </Link>
      </p>
      <KycNotice />
      <MoneyOutNotice />
      <QueryState
        query={queryGroup([settings, profile])}
        loadingLabel={t('wd.loadingForm')}
        what={t('wd.theDetails')}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {settings.data && profile.data && (
          <MoneyOutFieldset>
            <WithdrawalForm
              settings={settings.data}
              available={profile.data.earningbalance}
              savedAddress={profile.data.usdtAddress}
            />
            {/* Only with something to refund: most members spend what they deposit (docs/product.md#refunds). */}
            {profile.data.balance > 0 && (
              <RefundCard
                settings={settings.data}
                available={profile.data.balance}
                savedAddress={profile.data.usdtAddress}
              />
            )}
          </MoneyOutFieldset>
        )}
        <RecentWithdrawals />
      </div>
    </div>
  );
}
