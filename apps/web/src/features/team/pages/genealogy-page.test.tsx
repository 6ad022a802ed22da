import { type GenealogyNode, MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GenealogyPage } from './genealogy-page';

function nodeOf(overrides: Partial<GenealogyNode>): GenealogyNode {
  return {
    fullName: 'Ravi Kumar',
    referId: 'RAVI01',
    rank: 2,
    active: true,
    investment: 250,
    teamSize: 3,
    children: 1,
    ...overrides,
  };
}

const RAVI = nodeOf({});
const MINA = nodeOf({
  fullName: 'Mina Shah',
  referId: 'MINA01',
  rank: 0,
  active: false,
  investment: 0,
  children: 0,
  teamSize: 0,
});
const DEEP = nodeOf({ fullName: 'Dev Patel', referId: 'DEV001', children: 0, teamSize: 0 });

const page = (docs: GenealogyNode[], totalDocs = docs.length, pageNumber = 1) =>
  ok(MSG.loaded, { docs, totalDocs, limit: 10, page: pageNumber, totalPages: Math.max(1, Math.ceil(totalDocs / 10)) });

function renderGenealogy(answer: Responder<typeof routes.genealogy>) {
  const server = stubRoutes(on(routes.genealogy, answer));
  return {
    ...renderRoutes([{ path: '/genealogy', Component: GenealogyPage }, landing('/my')], '/genealogy'),
    ...server,
  };
}

describe('/genealogy', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the referrals with rank, status, capital and team, and opens a member onto its own by keyboard', async () => {
    const { calls, user } = renderGenealogy((call) =>
      call.query.parent === 'RAVI01' ? page([DEEP]) : page([RAVI, MINA]),
    );
    const tree = await screen.findByRole('list', { name: 'Genealogy' });
    const ravi = within(tree).getByRole('button', { name: /Ravi Kumar/ });
    expect(ravi.textContent).toContain('RAVI01');
    expect(ravi.textContent).toContain('Rank 2');
    expect(ravi.textContent).toContain('250.00 USDT');
    expect(ravi.textContent).toContain('3 in team');
    expect(ravi.textContent).toContain('1 direct');
    expect(ravi.getAttribute('aria-expanded')).toBe('false');
    // A member with nobody below has nothing to open.
    expect(within(tree).queryByRole('button', { name: /Mina Shah/ })).toBeNull();
    expect(within(tree).getByText('Mina Shah')).toBeTruthy();
    expect(calls.of(routes.genealogy)).toHaveLength(1);

    ravi.focus();
    await user.keyboard('{Enter}');
    const branch = await screen.findByRole('list', { name: 'Referrals of Ravi Kumar' });
    expect(await within(branch).findByText('Dev Patel')).toBeTruthy();
    expect(ravi.getAttribute('aria-expanded')).toBe('true');
    expect(calls.of(routes.genealogy).at(-1)?.query).toEqual({ parent: 'RAVI01', page: '1' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Referrals of Ravi Kumar' })).toBeNull());
  });

  it('shows ten at a time, and the next ten on request', async () => {
    const first = Array.from({ length: 10 }, (_, index) =>
      nodeOf({ fullName: `Member ${index}`, referId: `M${index}`, children: 0 }),
    );
    const { calls, user } = renderGenealogy((call) =>
      call.query.page === '2'
        ? page([nodeOf({ fullName: 'Member 10', referId: 'M10', children: 0 })], 11, 2)
        : page(first, 11),
    );
    await screen.findByText('Member 9');
    await user.click(screen.getByRole('button', { name: 'Show 1 more' }));
    expect(await screen.findByText('Member 10')).toBeTruthy();
    expect(calls.of(routes.genealogy).at(-1)?.query).toEqual({ page: '2' });
  });

  it('says when nobody is below yet', async () => {
    renderGenealogy(page([]));
    expect(await screen.findByRole('heading', { name: 'Nobody below you yet' })).toBeTruthy();
  });

  it('offers a retry when the genealogy does not load', async () => {
    renderGenealogy(fail(500, MSG.internal, 'INTERNAL'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
