import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { useTexts } from '@app/web-kit/i18n/texts';
import { PageHeading } from '../../../components/page-heading';
import { useGenealogy } from '../api/get-genealogy';
import { GenealogyTree } from '../components/genealogy-branch';
import { TEAM_TEXTS } from '../texts';

/** /genealogy: the member's downline, a level at a time; each member opens onto its own referrals. */
export function GenealogyPage() {
  const { t } = useTexts(TEAM_TEXTS);
  const query = useGenealogy(null, 1);
  const { data } = query;
  return (
    <div className="space-y-6">
      <PageHeading title={t('team.genealogy')} links={[{ to: '/my-team', label: t('team.myTeam') }]} />
      <p className="text-sm text-slate-400">{t('team.genealogyIntro')}</p>
      <QueryState query={query} loadingLabel={t('team.loadingGenealogy')} what={t('team.yourGenealogy')} />
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
