import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Pager, pageFrom } from '../../../components/ui/pager';
import { TextField } from '../../../components/ui/text-field';
import { useTeamList } from '../api/get-team-list';
import type { TeamLevel } from '../api/query-keys';
import { TeamMemberItem } from '../components/team-member-item';
import { teamOf } from '../components/team-names';

/** /team-a, /team-b, /team-c: the members at one level below the caller, page by page, searchable. */
export function TeamListPage({ level }: { level: TeamLevel }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const search = (searchParams.get('search') ?? '').trim();
  const { data, isPending, isError, isPlaceholderData, refetch } = useTeamList(level, page, search);
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({ ...(search ? { search } : {}), page: String(target) })}`;
  const team = teamOf(level);

  return (
    <div className="space-y-6">
      <PageTitle page={team.name} />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold text-slate-50">{team.name}</h1>
        <Link to="/my-team" className={buttonClasses('ghost', '-mr-3 min-h-10 px-3 text-sm')}>
          All teams
        </Link>
      </div>
      <search aria-label={`Search ${team.name}`}>
        <form
          className="flex gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            const typed = String(new FormData(event.currentTarget).get('search') ?? '').trim();
            setSearchParams(typed ? { search: typed } : {});
          }}
        >
          {/* Keyed by the search on screen: back and forward show what was searched. */}
          <TextField
            key={search}
            name="search"
            type="search"
            label="Search by name or UID"
            defaultValue={search}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            className="min-w-0 flex-1"
          />
          <Button type="submit" className="self-end">
            Search
          </Button>
        </form>
      </search>
      {isPending && <ListSkeleton label={`Loading ${team.name}`} />}
      {isError && !data && <LoadError what={team.name} onRetry={() => void refetch()} />}
      {data && data.docs.length === 0 && search && (
        <EmptyState
          title={`No member of ${team.name} matches “${search}”`}
          hint="Try part of the name or the UID."
          action={{ to: '?', label: `Show all of ${team.name}` }}
        />
      )}
      {data && data.docs.length === 0 && !search && (
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
            {search && ` match “${search}”`}
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
          {data.totalPages > 1 && <Pager page={page} totalPages={data.totalPages} hrefFor={hrefFor} />}
        </>
      )}
    </div>
  );
}

export const TeamAPage = () => <TeamListPage level={1} />;
export const TeamBPage = () => <TeamListPage level={2} />;
export const TeamCPage = () => <TeamListPage level={3} />;
