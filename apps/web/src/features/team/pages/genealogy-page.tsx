import { PageHeading } from '../../../components/page-heading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useTexts } from '../../../i18n/texts';
import { useGenealogy } from '../api/get-genealogy';
import { GenealogyTree } from '../components/genealogy-branch';
import { TEAM_TEXTS } from '../texts';

/** /genealogy: the member's downline, a level at a time; each member opens onto its own referrals. */
export function GenealogyPage() {
  const { t } = useTexts(TEAM_TEXTS);
  const { data, isPending, isError, refetch } = useGenealogy(null, 1);
  return (
    <div className="space-y-6">
      <PageHeading title={t('team.genealogy')} links={[{ to: '/my-team', label: t('team.myTeam') }]} />
      <p className="text-sm text-slate-400">{t('team.genealogyIntro')}</p>
      {isPending && <ListSkeleton label={t('team.loadingGenealogy')} />}
      {isError && !data && <LoadError what={t('team.yourGenealogy')} onRetry={() => void refetch()} />}
      {data && data.totalDocs === 0 && (
        <EmptyState
          title={t('team.nobodyBelow')}
          hint={t('team.nobodyBelowHint')}
          action={{ to: '/my', label: t('team.getLink') }}
        />
      )}
      {data && data.totalDocs > 0 && <GenealogyTree />}
    </div>
  );
}
