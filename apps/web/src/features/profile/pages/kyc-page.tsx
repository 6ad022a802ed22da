import { PageTitle } from '@app/web-kit/components/page-title';
import { ListSkeleton } from '@app/web-kit/components/ui/list-skeleton';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { Link } from 'react-router';
import { useKycStatus } from '../../../api/get-kyc-status';
import { KycForm } from '../components/kyc-form';
import { KycStatusCard } from '../components/kyc-status-card';
import { KYC_TEXTS } from '../kyc-texts';

const BACK_LINK =
  'inline-flex min-h-10 items-center gap-1 rounded-lg text-sm font-medium text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** /kyc (linked from /settings): the identity check's status, and its form while none waits or was approved. */
export function KycPage() {
  const { t } = useTexts(KYC_TEXTS);
  const kyc = useKycStatus();
  const canSend = kyc.data && (kyc.data.status === 'none' || kyc.data.status === 'rejected');
  return (
    <div className="space-y-6">
      <PageTitle page={t('kyc.title')} />
      <Link to="/settings" className={`${BACK_LINK} -mb-3`}>
        <span aria-hidden="true">←</span> {t('kyc.settings')}
      </Link>
      <h1 className="text-2xl font-bold text-slate-50">{t('kyc.title')}</h1>
      {kyc.isPending && <ListSkeleton label={t('kyc.loading')} />}
      {kyc.isError && !kyc.data && <LoadError what={t('kyc.yours')} onRetry={() => void kyc.refetch()} />}
      {kyc.data && <KycStatusCard state={kyc.data} />}
      {canSend && <KycForm />}
    </div>
  );
}
