import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useDashboard } from '../../../api/get-dashboard';
import { PageHeading } from '../../../components/page-heading';
import { ClaimCoin } from '../components/claim-coin';
import { ReserveStats } from '../components/reserve-stats';
import { PACKAGE_TEXTS } from '../texts';

export function ReservePage() {
  const { t } = useTexts(PACKAGE_TEXTS);
  const { data: dashboard, isError, refetch } = useDashboard();
  return (
    <div className="space-y-6">
      <PageHeading title={t('pk.reserve')} />
      <ClaimCoin />
      {isError && !dashboard ? (
        <LoadError what={t('pk.yourTotals')} onRetry={() => void refetch()} />
      ) : (
        <ReserveStats dashboard={dashboard} />
      )}
    </div>
  );
}
