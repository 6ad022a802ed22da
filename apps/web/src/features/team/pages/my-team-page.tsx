import type { Dashboard } from '@app/contract';
import { Link } from 'react-router';
import { useDashboard } from '../../../api/get-dashboard';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { LoadError } from '../../../components/ui/load-error';
import { useTexts } from '../../../i18n/texts';
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
      <PageTitle page={t('team.myTeam')} />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-50">{t('team.myTeam')}</h1>
        <div className="-mr-3 flex gap-1">
          <Link to="/totalMember" className={buttonClasses('ghost', 'min-h-10 px-3 text-sm')}>
            {t('team.totalMembers')}
          </Link>
          <Link to="/genealogy" className={buttonClasses('ghost', 'min-h-10 px-3 text-sm')}>
            {t('team.genealogy')}
          </Link>
        </div>
      </div>
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
