import { Button } from '@app/web-kit/components/ui/button';
import { EmptyState } from '@app/web-kit/components/ui/empty-state';
import { PagedList } from '@app/web-kit/components/ui/paged-list';
import { pageFrom } from '@app/web-kit/components/ui/pager';
import { QueryState } from '@app/web-kit/components/ui/query-state';
import { TextField } from '@app/web-kit/components/ui/text-field';
import { useTexts } from '@app/web-kit/i18n/texts';
import { formatNumber } from '@app/web-kit/lib/format';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { useTeamList } from '../api/get-team-list';
import type { TeamLevel } from '../api/query-keys';
import { TeamMemberItem } from '../components/team-member-item';
import { teamOf } from '../components/team-names';
import { TEAM_TEXTS } from '../texts';

/** /team-a, /team-b, /team-c: the members at one level below the caller, page by page, searchable. */
export function TeamListPage({ level }: { level: TeamLevel }) {
  const { t } = useTexts(TEAM_TEXTS);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const search = (searchParams.get('search') ?? '').trim();
  const query = useTeamList(level, page, search);
  const { data, isPlaceholderData } = query;
  const hrefFor = (target: number) =>
    `?${new URLSearchParams({ ...(search ? { search } : {}), page: String(target) })}`;
  const team = { ...teamOf(level), name: t('team.name', { letter: teamOf(level).letter }) };

  return (
    <div className="space-y-6">
      <PageHeading title={team.name} links={[{ to: '/my-team', label: t('team.allTeams') }]} />
      <search aria-label={t('team.search', { team: team.name })}>
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
            label={t('team.searchLabel')}
            defaultValue={search}
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            className="min-w-0 flex-1"
          />
          <Button type="submit" className="self-end">
            {t('team.searchButton')}
          </Button>
        </form>
      </search>
      <QueryState query={query} loadingLabel={t('team.loading', { team: team.name })} what={team.name} />
      {data && data.docs.length === 0 && search && (
        <EmptyState
          title={t('team.noMatch', { team: team.name, search })}
          hint={t('team.noMatchHint')}
          action={{ to: '?', label: t('team.showAll', { team: team.name }) }}
        />
      )}
      {data && data.docs.length === 0 && !search && (
        <EmptyState
          {...(data.totalDocs > 0
            ? {
                title: t('team.nothingOnPage'),
                hint: t('team.earlierPages', { team: team.name }),
                action: { to: '?page=1', label: t('team.goToPage1') },
              }
            : {
                title: t('team.noneYet', { team: team.name }),
                hint: level === 1 ? t('team.noneHintA') : t('team.noneHintDeeper'),
                action: { to: '/my', label: t('team.getLink') },
              })}
        />
      )}
      {data && data.docs.length > 0 && (
        <>
          <p className="text-sm text-slate-400">
            {t(
              search
                ? data.totalDocs === 1
                  ? 'team.countOneMatch'
                  : 'team.countMatch'
                : data.totalDocs === 1
                  ? 'team.countOne'
                  : 'team.countOther',
              { count: formatNumber(data.totalDocs), search },
            )}
          </p>
          <PagedList
            label={t('team.members', { team: team.name })}
            isLoadingPage={isPlaceholderData}
            page={page}
            totalPages={data.totalPages}
            hrefFor={hrefFor}
          >
            {data.docs.map((member) => (
              <TeamMemberItem key={member.referId} member={member} />
            ))}
          </PagedList>
        </>
      )}
    </div>
  );
}

export const TeamAPage = () => <TeamListPage level={1} />;
export const TeamBPage = () => <TeamListPage level={2} />;
export const TeamCPage = () => <TeamListPage level={3} />;
