import { Link } from 'react-router';
import { useKycStatus } from '../../../api/get-kyc-status';
import { PageTitle } from '../../../components/page-title';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { KycForm } from '../components/kyc-form';
import { KycStatusCard } from '../components/kyc-status-card';

const BACK_LINK =
  'inline-flex min-h-10 items-center gap-1 rounded-lg text-sm font-medium text-teal-300 hover:text-teal-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-300';

/** /kyc (linked from /settings): the identity check's status, and its form while none waits or was approved. */
export function KycPage() {
  const kyc = useKycStatus();
  const canSend = kyc.data && (kyc.data.status === 'none' || kyc.data.status === 'rejected');
  return (
    <div className="space-y-6">
      <PageTitle page="Identity check" />
      <Link to="/settings" className={`${BACK_LINK} -mb-3`}>
        <span aria-hidden="true">←</span> Settings
      </Link>
      <h1 className="text-2xl font-bold text-slate-50">Identity check</h1>
      {kyc.isPending && <ListSkeleton label="Loading your identity check" />}
      {kyc.isError && !kyc.data && <LoadError what="your identity check" onRetry={() => void kyc.refetch()} />}
      {kyc.data && <KycStatusCard state={kyc.data} />}
      {canSend && <KycForm />}
    </div>
  );
}
