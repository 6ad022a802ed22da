import { MSG, routes, type TeamCount } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TotalMemberPage } from './total-member-page';

const level = (members: number, valid: number) => ({ members, valid });

function countOf(overrides: Partial<TeamCount> = {}): TeamCount {
  return {
    range: 'all',
    from: null,
    to: null,
    total: level(12, 7),
    teamA: level(5, 4),
    teamB: level(4, 2),
    teamC: level(3, 1),
    ...overrides,
  };
}

function renderPage(path: string, reply = ok(MSG.loaded, countOf())) {
  const { calls } = stubRoutes(on(routes.teamCount, reply));
  return { ...renderRoutes([{ path: '/totalMember', Component: TotalMemberPage }, landing('/my')], path), calls };
}

const figure = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

describe('/totalMember', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the whole team and each level, registered and valid, for All by default', async () => {
    const { calls } = renderPage('/totalMember');
    const whole = screen.getByLabelText('Whole team');
    expect(figure(whole, 'Total registered')).toBe('…');
    await screen.findByText('12');
    expect(figure(whole, 'Total valid')).toBe('7');
    const teamB = screen.getByRole('heading', { name: 'Team B' }).closest('li') as HTMLElement;
    expect(figure(teamB, 'Members')).toBe('4');
    expect(figure(teamB, 'Valid')).toBe('2');
    expect(calls.of(routes.teamCount).at(-1)?.query).toEqual({ range: 'all' });
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it('asks for the chosen range and says which platform days it covers', async () => {
    const week = countOf({ range: 'week', from: '2026-11-15', to: '2026-11-21', total: level(3, 1) });
    const { calls, user } = renderPage('/totalMember', ok(MSG.loaded, week));
    await waitFor(() => expect(figure(screen.getByLabelText('Whole team'), 'Total registered')).toBe('3'));
    await user.click(screen.getByRole('link', { name: 'Week' }));
    expect(
      await screen.findByText(/joined in the last 7 days \(2026-11-15 to 2026-11-21, platform time\)/),
    ).toBeTruthy();
    expect(calls.of(routes.teamCount).at(-1)?.query).toEqual({ range: 'week' });
    expect(screen.getByRole('link', { name: 'Week' }).getAttribute('aria-current')).toBe('page');
  });

  it('invites a member without a team to share the referral link', async () => {
    const empty = countOf({ total: level(0, 0), teamA: level(0, 0), teamB: level(0, 0), teamC: level(0, 0) });
    renderPage('/totalMember', ok(MSG.loaded, empty));
    expect(await screen.findByRole('heading', { name: 'Nobody in your team yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get my referral link' }).getAttribute('href')).toBe('/my');
  });

  it('shows a refused range or a failed load on the page with a retry', async () => {
    renderPage('/totalMember?range=today', fail(500, MSG.internal, 'INTERNAL'));
    expect(await screen.findByText('We could not load your team counts.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
