import { Button } from '@app/web-kit/components/ui/button';
import { buttonClasses } from '@app/web-kit/components/ui/button-styles';
import { Card } from '@app/web-kit/components/ui/card';
import { EN } from '@app/web-kit/i18n/locales/en';
import { useT } from '@app/web-kit/i18n/use-t';
import { usdt } from '@app/web-kit/lib/format';
import { getUserName } from '@app/web-kit/lib/storage';
import { Link } from 'react-router';
import { useProfile } from '../../../api/get-profile';
import { MailPreferencesCard } from '../../../components/mail-preferences-card';
import { PageHeading } from '../../../components/page-heading';
import { useLogout } from '../api/logout';
import { AntiPhishingCard } from '../components/anti-phishing-card';
import { ChangePasswordCard } from '../components/change-password-card';
import { CloseAccountCard } from '../components/close-account-card';
import { DataExportCard } from '../components/data-export-card';
import { FreezeCard } from '../components/freeze-card';
import { LanguageCard } from '../components/language-card';
import { PasskeysCard } from '../components/passkeys-card';
import { SecurityActivityCard } from '../components/security-activity-card';
import { SessionsCard } from '../components/sessions-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { WithdrawalAddressesCard } from '../components/withdrawal-addresses-card';

/** The Flexible wallet, by the name every other screen gives it ("Points" in the original screens, docs/product.md#wallets). */
export const FLEXIBLE_NOTE = EN['settings.flexibleNote'];

export function SettingsPage() {
  const { data: profile, isPending } = useProfile();
  const logout = useLogout();
  const { t } = useT();
  const fullName = profile?.fullName ?? (getUserName() || '');

  return (
    <div className="space-y-6">
      <PageHeading title={t('settings.title')} />
      <Card>
        <dl className="divide-y divide-slate-800">
          <div className="flex items-center justify-between gap-4 pb-4">
            <dt className="text-slate-400">{t('settings.fullName')}</dt>
            <dd className="truncate font-semibold text-slate-50">{fullName}</dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-4">
            <dt className="text-slate-400">{t('wallet.flexible')}</dt>
            <dd className="font-semibold text-teal-200 tabular-nums" aria-busy={isPending}>
              {isPending ? '…' : usdt(profile?.earningbalance)}
            </dd>
            <dd className="basis-full text-xs text-slate-400">{t('settings.flexibleNote')}</dd>
          </div>
        </dl>
      </Card>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/settingNew" className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          {t('settings.usdtAddress')}
        </Link>
        <Link to="/kyc" className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          {t('settings.identity')}
        </Link>
      </div>
      <ChangePasswordCard />
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <SecurityActivityCard />
      <FreezeCard />
      <AntiPhishingCard />
      <WithdrawalAddressesCard />
      <LanguageCard />
      <MailPreferencesCard />
      <DataExportCard />
      <Button
        variant="danger"
        fullWidth
        className="sm:w-auto"
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {t('settings.logout')}
      </Button>
      <CloseAccountCard />
    </div>
  );
}
