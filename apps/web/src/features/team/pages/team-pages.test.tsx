import { MSG, routes, type TeamMemberRow } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { dashboardOf, pageOf } from '@app/web-kit/test/packages-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type RouteStub, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MyTeamPage } from './my-team-page';
import { TeamAPage, TeamBPage } from './team-list-page';

const MEMBERS: TeamMemberRow[] = [
  {
    fullName: 'Ravi Kumar',
    referId: 'RAVI01',
    sponsorName: 'Asha Rao',
    joinedAt: new Date(2024, 4, 6, 13, 2, 3).toISOString(),
    active: true,
    investment: 250,
  },
  {
    fullName: 'Mina Shah',
    referId: 'MINA01',
    sponsorName: 'Ravi Kumar',
    joinedAt: new Date(2024, 4, 7, 8, 0, 0).toISOString(),
    active: false,
    investment: 0,
  },
];

const ROUTES = [
  { path: '/my-team', Component: MyTeamPage },
  { path: '/team-a', Component: TeamAPage },
  { path: '/team-b', Component: TeamBPage },
  landing('/my'),
];

function renderTeam(path: string, ...stubs: RouteStub[]) {
  const { calls } = stubRoutes(...stubs);
  return { ...renderRoutes(ROUTES, path), calls };
}

const TEAM_LIST = routes.teamList.member.path;

const teamCard = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
const figure = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;

describe('/my-team', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows Team A, B and C with active, inactive and investment, each a link to its list', async () => {
    const { user } = renderTeam(
      '/my-team',
      on(routes.dashboard, ok(MSG.loaded, dashboardOf())),
      on(routes.teamList, ok(MSG.loaded, pageOf(MEMBERS))),
    );
    expect(figure(teamCard('Team A'), 'Active')).toBe('…');
    await screen.findByText('1,000.00 USDT');
    expect(figure(teamCard('Team A'), 'Active')).toBe('4');
    expect(figure(teamCard('Team A'), 'Inactive')).toBe('1');
    expect(figure(teamCard('Team B'), 'Investment (capital in active packages)')).toBe('500.50 USDT');
    expect(figure(teamCard('Team B'), 'Business (every package ever bought)')).toBe('700.50 USDT');
    expect(figure(teamCard('Team C'), 'Active')).toBe('0');
    expect(screen.getByRole('link', { name: 'Team B' }).getAttribute('href')).toBe('/team-b');
    expect(screen.getByRole('link', { name: 'Team C' }).getAttribute('href')).toBe('/team-c');

    await user.click(screen.getByRole('link', { name: 'Team A' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team A' })).toBeTruthy();
  });

  it('shows a failed load as an error toast with a retry', async () => {
    renderTeam('/my-team', on(routes.dashboard, fail(500, MSG.internal, 'INTERNAL')));
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/team-a, /team-b, /team-c', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('lists the members of one level with sponsor, join date, status and investment', async () => {
    const { calls } = renderTeam('/team-b', on(routes.teamList, ok(MSG.loaded, pageOf(MEMBERS))));
    expect(screen.getByRole('list', { name: 'Loading Team B' })).toBeTruthy();
    const ravi = (await screen.findByRole('heading', { name: 'Ravi Kumar' })).closest('li') as HTMLElement;
    expect(calls[0]?.path).toBe(`${TEAM_LIST}?level=2&page=1`);
    expect(within(ravi).getByText('RAVI01')).toBeTruthy();
    expect(within(ravi).getByText('Asha Rao')).toBeTruthy();
    expect(within(ravi).getByText('2024-05-06 13:02:03')).toBeTruthy();
    expect(within(ravi).getByText('Active').className).toContain('green');
    expect(within(ravi).getByText('250.00 USDT')).toBeTruthy();
    const mina = screen.getByRole('heading', { name: 'Mina Shah' }).closest('li') as HTMLElement;
    expect(within(mina).getByText('Inactive')).toBeTruthy();
  });

  it('pages through ?page=', async () => {
    const { user, calls, router } = renderTeam(
      '/team-a',
      on(routes.teamList, (call) =>
        ok(MSG.loaded, pageOf(MEMBERS, { page: Number(call.query.page), totalPages: 2, totalDocs: 12 })),
      ),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.path).toBe(`${TEAM_LIST}?level=1&page=2`);
  });

  it('searches by name or UID, keeps the search across pages, and says when nothing matches', async () => {
    const { user, calls, router } = renderTeam(
      '/team-a',
      on(routes.teamList, (call) =>
        call.query.search === 'nobody'
          ? ok(MSG.loaded, pageOf([]))
          : ok(MSG.loaded, pageOf(MEMBERS, { page: Number(call.query.page), totalPages: 2, totalDocs: 12 })),
      ),
    );
    await screen.findByText('Page 1 of 2');
    await user.type(screen.getByLabelText('Search by name or UID'), '  ravi ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('12 members match “ravi”')).toBeTruthy();
    expect(calls.at(-1)?.query).toEqual({ level: '1', page: '1', search: 'ravi' });
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=ravi&page=2');

    await user.clear(screen.getByLabelText('Search by name or UID'));
    await user.type(screen.getByLabelText('Search by name or UID'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'No member of Team A matches “nobody”' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Show all of Team A' }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByLabelText('Search by name or UID') as HTMLInputElement).value).toBe('');
  });

  it('shows an empty state', async () => {
    renderTeam('/team-a', on(routes.teamList, ok(MSG.loaded, pageOf([]))));
    expect(await screen.findByRole('heading', { name: 'No members in Team A yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get my referral link' }).getAttribute('href')).toBe('/my');
  });

  it('shows a failed load as an error toast', async () => {
    renderTeam('/team-a', on(routes.teamList, fail(500, MSG.internal, 'INTERNAL')));
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
  });
});
