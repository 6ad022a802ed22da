import { usePublicSettings } from '../../../api/get-public-settings';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { useTexts } from '../../../i18n/texts';
import { useT } from '../../../i18n/use-t';
import { DepositAddressCard } from '../components/deposit-address-card';
import { DepositForm } from '../components/deposit-form';
import { DepositHero } from '../components/deposit-hero';
import { DepositSkeleton } from '../components/deposit-skeleton';
import { DEPOSIT_TEXTS } from '../texts';

export function DepositPage() {
  const { data: settings, isPending, isError, refetch } = usePublicSettings();
  const { t } = useT();
  const texts = useTexts(DEPOSIT_TEXTS);
  return (
    <div className="space-y-6">
      <PageTitle page={t('deposit.title')} />
      <DepositHero isReady={Boolean(settings)} />
      {isPending && <DepositSkeleton />}
      {isError && <LoadError what={texts.t('dep.theDetails')} onRetry={() => void refetch()} />}
      {/* Address first: a member sends the USDT, then comes back with the hash. */}
      {settings && (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <DepositAddressCard settings={settings} />
          <DepositForm settings={settings} />
        </div>
      )}
    </div>
  );
}
