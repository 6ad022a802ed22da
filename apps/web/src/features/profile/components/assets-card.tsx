import type { Dashboard, MemberProfile } from '@app/contract';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Card } from '@app/web-kit/components/ui/card';
import { CopyReferralButton } from '@app/web-kit/components/ui/copy-referral-button';
import { StatBadge } from '@app/web-kit/components/ui/stat-badge';
import { useT } from '@app/web-kit/i18n/use-t';
import { formatUsdt } from '@app/web-kit/lib/format';
import { Link } from 'react-router';
import { CapitalWithdrawalsNote } from './capital-withdrawals-note';
import { ElectronicWalletSum, FlexibleWalletSum } from './wallet-sums';

interface AssetsCardProps {
  profile: MemberProfile;
  /** Undefined while it loads or when it failed. */
  dashboard: Dashboard | undefined;
  isDashboardUnavailable: boolean;
}

export function AssetsCard({ profile, dashboard, isDashboardUnavailable }: AssetsCardProps) {
  const { t } = useT();
  // Once the dashboard is here, the wallet shown is the one its sum explains, read in the same statement.
  const flexibleWallet = dashboard?.flexibleWallet.balance ?? profile.earningbalance;
  return (
    <Card aria-labelledby="assets-title">
      <h1 id="assets-title" className="text-xl font-bold text-slate-50">
        {t('assets.title')}
      </h1>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 sm:items-end">
        <div>
          <dt className="text-sm text-slate-400">{t('wallet.flexible')}</dt>
          <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-bold text-teal-200 tabular-nums">{formatUsdt(flexibleWallet)}</span>
            <span className="text-sm font-medium text-slate-400">USDT</span>
          </dd>
        </div>
        <StatBadge label={t('wallet.electronic')} usdt={dashboard?.electronicWallet.balance ?? profile.balance} />
      </dl>
      <div className="mt-4 space-y-3">
        <FlexibleWalletSum dashboard={dashboard} isUnavailable={isDashboardUnavailable} />
        <ElectronicWalletSum dashboard={dashboard} isUnavailable={isDashboardUnavailable} />
        {dashboard && <CapitalWithdrawalsNote capital={dashboard.capitalWithdrawals} />}
      </div>

      <div className="mt-6 grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap">
        <Link to="/deposit" className={buttonClasses('primary', 'sm:min-w-36')}>
          {t('member.deposit')}
        </Link>
        <Link to="/withdrawladd" className={buttonClasses('secondary', 'sm:min-w-36')}>
          {t('member.withdraw')}
        </Link>
        <Link to="/transfer" className={buttonClasses('secondary', 'sm:min-w-36')}>
          {t('assets.transfer')}
        </Link>
        <div className="col-span-2 sm:col-span-1">
          <CopyReferralButton referId={profile.referId} />
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-400">
        {t('assets.statementNote')}{' '}
        <Link
          to="/statement"
          className="font-semibold text-teal-300 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300"
        >
          {t('assets.statement')}
        </Link>
      </p>
    </Card>
  );
}
