import { TEAM_COUNT_RANGES, type TeamCountRange } from '@app/contract';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { filterPillClasses } from '@app/web-kit/components/ui/filter-pill';
import { LoadError } from '@app/web-kit/components/ui/load-error';
import { textOf, useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { errorMessage } from '@app/web-kit/lib/toast';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { type TeamCountData, useTeamCount } from '../api/get-team-count';
import { TEAM_TEXTS } from '../texts';

const RANGE_LABELS = {
  all: 'team.rangeAll',
  today: 'team.rangeToday',
  yesterday: 'team.rangeYesterday',
  week: 'team.rangeWeek',
} as const satisfies Record<TeamCountRange, keyof typeof TEAM_TEXTS>;

const RANGE_NOTES = {
  today: ['team.noteToday', 'team.noteTodayDays'],
  yesterday: ['team.noteYesterday', 'team.noteYesterdayDays'],
  week: ['team.noteWeek', 'team.noteWeekDays'],
} as const satisfies Record<Exclude<TeamCountRange, 'all'>, readonly (keyof typeof TEAM_TEXTS)[]>;

const LOADING = '…';

function rangeOf(value: string | null): TeamCountRange {
  return TEAM_COUNT_RANGES.find((range) => range === value) ?? 'all';
}

/** What the figures count, in words, with the platform days of a range. */
function rangeNote(data: TeamCountData | undefined, range: TeamCountRange): string {
  if (range === 'all') return textOf(TEAM_TEXTS, 'team.noteAll');
  const [plain, withDays] = RANGE_NOTES[range];
  if (!data) return textOf(TEAM_TEXTS, plain);
  const days =
    data.from === data.to
      ? (data.from ?? '')
      : textOf(TEAM_TEXTS, 'team.daysRange', { from: data.from ?? '', to: data.to ?? '' });
  return textOf(TEAM_TEXTS, withDays, { days });
}

function Figure({ label, value, tone }: { label: string; value: number | undefined; tone: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className={`mt-0.5 text-2xl font-semibold tabular-nums ${tone}`}>
        {value === undefined ? LOADING : formatNumber(value)}
      </dd>
    </div>
  );
}

/** /totalMember: registered and valid members of the member's team, all of it or by the day they joined. */
export function TotalMemberPage() {
  const [params] = useSearchParams();
  const { t } = useTexts(TEAM_TEXTS);
  const range = rangeOf(params.get('range'));
  const { data, isError, error, refetch } = useTeamCount(range);
  const levels = [
    { name: t('team.name', { letter: 'A' }), figures: data?.teamA },
    { name: t('team.name', { letter: 'B' }), figures: data?.teamB },
    { name: t('team.name', { letter: 'C' }), figures: data?.teamC },
  ];
  return (
    <div className="space-y-6">
      <PageHeading title={t('team.totalMembers')} links={[{ to: '/my-team', label: t('team.myTeam') }]} />
      <nav aria-label={t('team.joinedNav')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {TEAM_COUNT_RANGES.map((option) => (
          <Link
            key={option}
            to={option === 'all' ? '.' : `?range=${option}`}
            aria-current={option === range ? 'page' : undefined}
            className={filterPillClasses(option === range)}
          >
            {t(RANGE_LABELS[option])}
          </Link>
        ))}
      </nav>
      <p className="text-sm text-slate-400">
        {rangeNote(data, range)} {t('team.validNote')}
      </p>
      {isError && !data ? (
        <LoadError what={t('team.yourCounts')} message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <>
          <dl
            aria-label={t('team.whole')}
            aria-busy={data ? undefined : true}
            className="grid grid-cols-2 gap-4 rounded-2xl border border-slate-800 bg-slate-900/80 p-5"
          >
            <Figure label={t('team.totalRegistered')} value={data?.total.members} tone="text-slate-50" />
            <Figure label={t('team.totalValid')} value={data?.total.valid} tone="text-green-300" />
          </dl>
          <ul aria-label={t('team.levels')} className="grid gap-4 md:grid-cols-3">
            {levels.map((level) => (
              <li key={level.name} className="rounded-2xl border border-slate-800 bg-slate-900/80 p-5">
                <h2 className="text-lg font-semibold text-slate-50">{level.name}</h2>
                <dl aria-busy={data ? undefined : true} className="mt-3 grid grid-cols-2 gap-3">
                  <Figure label={t('team.membersLabel')} value={level.figures?.members} tone="text-slate-100" />
                  <Figure label={t('team.valid')} value={level.figures?.valid} tone="text-green-300" />
                </dl>
              </li>
            ))}
          </ul>
          {data && range === 'all' && data.total.members === 0 && (
            <EmptyState
              title={t('team.nobodyInTeam')}
              hint={t('team.nobodyInTeamHint')}
              action={{ to: '/my', label: t('team.getLink') }}
            />
          )}
        </>
      )}
    </div>
  );
}
