import { MSG, type RankProgress, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RANK_LEVEL_NOTE, RankProgressCard } from './rank-progress-card';

function renderCard(answer: ReturnType<typeof ok<RankProgress>> | ReturnType<typeof fail>) {
  stubRoutes(on(routes.rankProgress, answer));
  return renderRoutes([{ path: '/my', Component: RankProgressCard }], '/my');
}

const BETWEEN: RankProgress = {
  rank: 1,
  topRank: 5,
  next: {
    rank: 2,
    reward: 25,
    requirements: [
      { key: 'teamCapital', unit: 'usdt', current: 400, required: 1000, met: false },
      { key: 'activeDirects', unit: 'count', current: 2, required: 2, met: true },
    ],
  },
};

describe('rank progress card', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the rank, the next one, a bar per requirement with X of Y, what is missing and the reward', async () => {
    renderCard(ok(MSG.loaded, BETWEEN));
    const card = await screen.findByRole('region', { name: 'Rank progress' });
    expect(await within(card).findByText('Level 1')).toBeTruthy();
    expect(within(card).getByText('Level 2')).toBeTruthy();
    expect(within(card).getByText('25.00 USDT')).toBeTruthy();
    expect(within(card).getByText(RANK_LEVEL_NOTE)).toBeTruthy();
    const capital = within(card).getByRole('progressbar', { name: /Team capital/ });
    expect(capital.getAttribute('aria-valuetext')).toBe('400.00 USDT of 1,000.00 USDT');
    expect(capital.getAttribute('aria-valuenow')).toBe('400');
    expect(within(card).getByText('400.00 USDT of 1,000.00 USDT')).toBeTruthy();
    expect(
      within(card)
        .getByRole('progressbar', { name: /Active direct members/ })
        .getAttribute('aria-valuetext'),
    ).toBe('2 of 2');
    expect(within(card).getByText('Missing: 600.00 USDT more team capital')).toBeTruthy();
    expect(within(card).getByText('Done')).toBeTruthy();
    expect(card.textContent).toContain(
      'To reach Level 2 you need 600.00 USDT more team capital. It pays a one-time reward of 25.00 USDT.',
    );
  });

  it('starts a member without a rank at the first package', async () => {
    renderCard(
      ok(MSG.loaded, {
        rank: 0,
        topRank: 5,
        next: {
          rank: 1,
          reward: 0,
          requirements: [{ key: 'firstPackage', unit: 'count', current: 0, required: 1, met: false }],
        },
      }),
    );
    expect(await screen.findByText('No rank yet')).toBeTruthy();
    expect(screen.getByText('To reach Level 1 you need a first package.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a package' }).getAttribute('href')).toBe('/stake');
  });

  it('says when every requirement is met, and when the top rank is reached', async () => {
    renderCard(
      ok(MSG.loaded, {
        ...BETWEEN,
        next: BETWEEN.next && {
          ...BETWEEN.next,
          requirements: BETWEEN.next.requirements.map((requirement) => ({ ...requirement, current: 1000, met: true })),
        },
      }),
    );
    expect(
      await screen.findByText(/You meet every requirement: Level 2 is given at the next package bought in your team\./),
    ).toBeTruthy();
  });

  it('says the top rank has no next rank', async () => {
    renderCard(ok(MSG.loaded, { rank: 5, topRank: 5, next: null }));
    expect(
      await screen.findByText('Level 5: you have reached the top rank. There is no next rank to reach.'),
    ).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers a retry when the card does not load', async () => {
    renderCard(fail(500, 'Something went wrong'));
    expect(await screen.findByText('We could not load your rank progress.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
