import { usePublicSettings } from '@app/web-kit/api/get-public-settings';
import { PageTitle } from '@app/web-kit/components/page-title';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useT } from '@app/web-kit/i18n/use-t';
import { useDepositAddress } from '../api/get-deposit-address';
import { DepositAddressCard } from '../components/deposit-address-card';
import { DepositForm } from '../components/deposit-form';
import { DepositHero } from '../components/deposit-hero';
import { DepositSkeleton } from '../components/deposit-skeleton';
import { DepositTransfers } from '../components/deposit-transfers';
import { DEPOSIT_TEXTS } from '../texts';

export function DepositPage() {
  const settings = usePublicSettings();
  const address = useDepositAddress();
  const { t } = useT();
  const texts = useTexts(DEPOSIT_TEXTS);
  const isOwn = address.data?.mode === 'per-member';
  const retry = () => {
    if (settings.isError) void settings.refetch();
    if (address.isError) void address.refetch();
  };
  return (
    <div className="space-y-6">
      <PageTitle page={t('deposit.title')} />
      <DepositHero isReady={Boolean(settings.data && address.data)} />
      {(settings.isPending || address.isPending) && <DepositSkeleton />}
      {(settings.isError || address.isError) && <LoadError what={texts.t('dep.theDetails')} onRetry={retry} />}
      {/* Address first: a member sends the USDT, then comes back with the hash (or, with an own address, waits). */}
      {settings.data && address.data && (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <DepositAddressCard info={address.data} />
          <div className="space-y-6">
            {isOwn && <DepositTransfers dustBelow={address.data.dustBelow} />}
            {/* With an address of one's own nothing is pasted: the hash form is a fallback, folded away. */}
            {isOwn ? (
              <details className="rounded-2xl border border-slate-800 bg-slate-900/60 p-4 text-sm">
                <summary className="cursor-pointer rounded font-medium text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300">
                  {texts.t('dep.hashFormOwnSummary')}
                </summary>
                <p className="mt-2 text-slate-400">{texts.t('dep.hashFormOwn')}</p>
                <div className="mt-4">
                  <DepositForm settings={settings.data} />
                </div>
              </details>
            ) : (
              <DepositForm settings={settings.data} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
