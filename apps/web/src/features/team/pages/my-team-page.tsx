import type { Dashboard } from '@app/contract';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { useTexts } from '@app/web-kit/i18n/texts';
import { useDashboard } from '../../../api/get-dashboard';
import { PageHeading } from '../../../components/page-heading';
import { TeamCard } from '../components/team-card';
import { TEAMS, type Team } from '../components/team-names';
import { TEAM_TEXTS } from '../texts';

function figuresOf(dashboard: Dashboard | undefined, { letter }: Team) {
  if (!dashboard) return undefined;
  return {
    active: dashboard[`team${letter}Active`],
    inactive: dashboard[`team${letter}Inactive`],
    investment: dashboard[`team${letter}Investment`],
    business: dashboard[`team${letter}Business`],
  };
}

export function MyTeamPage() {
  const { t } = useTexts(TEAM_TEXTS);
  const { data: dashboard, isError, refetch } = useDashboard();
  return (
    <div className="space-y-6">
      <PageHeading
        title={t('team.myTeam')}
        links={[
          { to: '/totalMember', label: t('team.totalMembers') },
          { to: '/genealogy', label: t('team.genealogy') },
        ]}
      />
      {isError && !dashboard ? (
        <LoadError what={t('team.yourTeam')} onRetry={() => void refetch()} />
      ) : (
        <ul aria-label={t('team.teams')} className="grid gap-4 md:grid-cols-3">
          {TEAMS.map((team) => (
            <TeamCard
              key={team.level}
              name={t('team.name', { letter: team.letter })}
              path={team.path}
              figures={figuresOf(dashboard, team)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
