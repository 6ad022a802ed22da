import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useGenealogy } from '../api/get-genealogy';
import { GenealogyTree } from '../components/genealogy-branch';

/** /genealogy: the member's downline, a level at a time; each member opens onto its own referrals. */
export function GenealogyPage() {
  const { data, isPending, isError, refetch } = useGenealogy(null, 1);
  return (
    <div className="space-y-6">
      <PageTitle page="Genealogy" />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-50">Genealogy</h1>
        <Link to="/my-team" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          My team
        </Link>
      </div>
      <p className="text-sm text-slate-400">
        The members you referred, and theirs below them. Open a member to see whom they referred; the amount is the
        capital in their active packages, the team the members on the three levels below them.
      </p>
      {isPending && <ListSkeleton label="Loading your genealogy" />}
      {isError && !data && <LoadError what="your genealogy" onRetry={() => void refetch()} />}
      {data && data.totalDocs === 0 && (
        <EmptyState
          title="Nobody below you yet"
          hint="Share your referral link: the members you refer appear here, and the members they refer below them."
          action={{ to: '/my', label: 'Get my referral link' }}
        />
      )}
      {data && data.totalDocs > 0 && <GenealogyTree />}
    </div>
  );
}
