import type { Dashboard } from '@app/contract';
import { useDashboard } from '../../../api/get-dashboard';
import { LoadError } from '../../../components/ui/load-error';
import { TeamCard } from '../components/team-card';
import { TEAMS, type Team } from '../components/team-names';

function figuresOf(dashboard: Dashboard | undefined, { letter }: Team) {
  if (!dashboard) return undefined;
  return {
    active: dashboard[`team${letter}Active`],
    inactive: dashboard[`team${letter}Inactive`],
    investment: dashboard[`team${letter}Investment`],
  };
}

export function MyTeamPage() {
  const { data: dashboard, isError, refetch } = useDashboard();
  return (
    <div className="space-y-6">
      <title>My team · NexaTech</title>
      <h1 className="text-2xl font-bold text-slate-50">My team</h1>
      {isError && !dashboard ? (
        <LoadError what="your team" onRetry={() => void refetch()} />
      ) : (
        <ul aria-label="Teams" className="grid gap-4 md:grid-cols-3">
          {TEAMS.map((team) => (
            <TeamCard key={team.level} name={team.name} path={team.path} figures={figuresOf(dashboard, team)} />
          ))}
        </ul>
      )}
    </div>
  );
}
