import { useDashboard } from '../../../api/get-dashboard';
import { PageTitle } from '../../../components/page-title';
import { LoadError } from '../../../components/ui/load-error';
import { useTexts } from '../../../i18n/texts';
import { ClaimCoin } from '../components/claim-coin';
import { ReserveStats } from '../components/reserve-stats';
import { PACKAGE_TEXTS } from '../texts';

export function ReservePage() {
  const { t } = useTexts(PACKAGE_TEXTS);
  const { data: dashboard, isError, refetch } = useDashboard();
  return (
    <div className="space-y-6">
      <PageTitle page={t('pk.reserve')} />
      <h1 className="text-2xl font-bold text-slate-50">{t('pk.reserve')}</h1>
      <ClaimCoin />
      {isError && !dashboard ? (
        <LoadError what={t('pk.yourTotals')} onRetry={() => void refetch()} />
      ) : (
        <ReserveStats dashboard={dashboard} />
      )}
    </div>
  );
}
