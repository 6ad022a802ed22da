import { TEAM_COUNT_RANGES, type TeamCountRange } from '@app/contract';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { filterPillClasses } from '../../../components/ui/filter-pill';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/toast';
import { type TeamCountData, useTeamCount } from '../api/get-team-count';

const RANGE_LABELS: Record<TeamCountRange, string> = {
  all: 'All',
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'Week',
};

const LOADING = '…';

function rangeOf(value: string | null): TeamCountRange {
  return TEAM_COUNT_RANGES.find((range) => range === value) ?? 'all';
}

/** What the figures count, in words, with the platform days of a range. */
function rangeNote(data: TeamCountData | undefined, range: TeamCountRange): string {
  if (range === 'all') return 'Everyone on your three levels, whenever they joined.';
  const days = data?.from === data?.to ? data?.from : `${data?.from} to ${data?.to}`;
  const what = range === 'week' ? 'in the last 7 days' : range === 'today' ? 'today' : 'yesterday';
  return `Members who joined ${what}${data ? ` (${days}, platform time)` : ''}.`;
}

function Figure({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className={`mt-0.5 text-2xl font-semibold tabular-nums ${tone}`}>{value ?? LOADING}</dd>
    </div>
  );
}

/** /totalMember: registered and valid members of the member's team, all of it or by the day they joined. */
export function TotalMemberPage() {
  const [params] = useSearchParams();
  const range = rangeOf(params.get('range'));
  const { data, isError, error, refetch } = useTeamCount(range);
  const levels = [
    { name: 'Team A', figures: data?.teamA },
    { name: 'Team B', figures: data?.teamB },
    { name: 'Team C', figures: data?.teamC },
  ];
  return (
    <div className="space-y-6">
      <PageTitle page="Total members" />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-50">Total members</h1>
        <Link to="/my-team" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          My team
        </Link>
      </div>
      <nav aria-label="Joined" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {TEAM_COUNT_RANGES.map((option) => (
          <Link
            key={option}
            to={option === 'all' ? '.' : `?range=${option}`}
            aria-current={option === range ? 'page' : undefined}
            className={filterPillClasses(option === range)}
          >
            {RANGE_LABELS[option]}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-slate-400">
        {rangeNote(data, range)} Valid members hold an active package now; team A is the members you referred, B theirs,
        C the next level.
      </p>
      {isError && !data ? (
        <LoadError what="your team counts" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          <dl
            aria-label="Whole team"
            aria-busy={data ? undefined : true}
            className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5"
          >
            <Figure label="Total registered" value={data?.total.members} tone="text-slate-50" />
            <Figure label="Total valid" value={data?.total.valid} tone="text-green-300" />
          </dl>
          <ul aria-label="Levels" className="grid gap-4 md:grid-cols-3">
            {levels.map((level) => (
              <li key={level.name} className="rounded-2xl border border-slate-800 bg-slate-900/80 p-5">
                <h2 className="text-lg font-semibold text-slate-50">{level.name}</h2>
                <dl aria-busy={data ? undefined : true} className="mt-3 grid grid-cols-2 gap-3">
                  <Figure label="Members" value={level.figures?.members} tone="text-slate-100" />
                  <Figure label="Valid" value={level.figures?.valid} tone="text-green-300" />
                </dl>
              </li>
            ))}
          </ul>
          {data && range === 'all' && data.total.members === 0 && (
            <EmptyState
              title="Nobody in your team yet"
              hint="Share your referral link: everyone who signs up with it, and the members they refer, is counted here."
              action={{ to: '/my', label: 'Get my referral link' }}
            />
          )}
        </>
      )}
    </div>
  );
}
