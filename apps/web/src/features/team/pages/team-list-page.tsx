import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Pager, pageFrom } from '../../../components/ui/pager';
import { useTeamList } from '../api/get-team-list';
import type { TeamLevel } from '../api/query-keys';
import { TeamMemberItem } from '../components/team-member-item';
import { teamOf } from '../components/team-names';

/** /team-a, /team-b, /team-c: the members at one level below the caller, page by page. */
export function TeamListPage({ level }: { level: TeamLevel }) {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const { data, isPending, isError, isPlaceholderData, refetch } = useTeamList(level, page);
  const team = teamOf(level);

  return (
    <div className="space-y-6">
      <title>{`${team.name} · NexaTech`}</title>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-50">{team.name}</h1>
        <Link to="/my-team" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          All teams
        </Link>
      </div>
      {isPending && <ListSkeleton label={`Loading ${team.name}`} />}
      {isError && !data && <LoadError what={team.name} onRetry={() => void refetch()} />}
      {data && data.docs.length === 0 && (
        <EmptyState
          {...(data.totalDocs > 0
            ? {
                title: 'Nothing on this page',
                hint: `${team.name} is on the earlier pages.`,
                action: { to: '?page=1', label: 'Go to page 1' },
              }
            : {
                title: `No members in ${team.name} yet`,
                hint:
                  level === 1
                    ? 'Share your referral link: the members you refer join Team A.'
                    : 'This level fills as the members you referred refer others.',
                action: { to: '/my', label: 'Get my referral link' },
              })}
        />
      )}
      {data && data.docs.length > 0 && (
        <>
          <p className="text-sm text-slate-400">
            {data.totalDocs} {data.totalDocs === 1 ? 'member' : 'members'}
          </p>
          <ul
            aria-label={`${team.name} members`}
            aria-busy={isPlaceholderData || undefined}
            className={`space-y-3 transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.docs.map((member) => (
              <TeamMemberItem key={member.referId} member={member} />
            ))}
          </ul>
          {data.totalPages > 1 && (
            <Pager page={page} totalPages={data.totalPages} hrefFor={(target) => `?page=${target}`} />
          )}
        </>
      )}
    </div>
  );
}

export const TeamAPage = () => <TeamListPage level={1} />;
export const TeamBPage = () => <TeamListPage level={2} />;
export const TeamCPage = () => <TeamListPage level={3} />;
