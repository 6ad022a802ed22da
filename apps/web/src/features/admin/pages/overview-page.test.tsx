import { MSG, routes } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { landing, renderRoutes } from '../../../test/render-routes';
import { fail, on, stubRoutes } from '../../../test/stub-routes';
import { depositOf, depositPage, signInOperator, withdrawalOf, withdrawalPage } from '../admin-test-kit';
import { OverviewPage } from './overview-page';

function renderOverview() {
  return renderRoutes(
    [{ path: '/admin', Component: OverviewPage }, landing('/admin/deposits'), landing('/admin/withdrawals')],
    '/admin',
  );
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

describe('/admin', () => {
  beforeEach(() => signInOperator());

  it('counts the pending deposits and withdrawals from the lists, and links to each queue', async () => {
    const { calls } = stubRoutes(
      on(routes.adminDeposits, depositPage([depositOf()], { totalDocs: 12, totalPages: 2 })),
      on(routes.adminWithdrawals, withdrawalPage([withdrawalOf()], { totalDocs: 3 })),
    );
    const { user } = renderOverview();
    await waitFor(() => expect(within(card('Pending deposits')).getByText('12')).toBeTruthy());
    expect(within(card('Pending withdrawals')).getByText('3')).toBeTruthy();
    expect(calls.of(routes.adminDeposits)[0]?.query).toEqual({ status: 'pending', page: '1' });
    expect(calls.of(routes.adminWithdrawals)[0]?.query).toEqual({ status: 'pending', page: '1' });

    await user.click(screen.getByRole('link', { name: 'Review withdrawals' }));
    expect(await screen.findByText('landed on /admin/withdrawals')).toBeTruthy();
  });

  it('shows each count loading, then a retry where it failed', async () => {
    stubRoutes(
      on(routes.adminDeposits, fail(500, MSG.internal, 'INTERNAL')),
      on(routes.adminWithdrawals, withdrawalPage([], { totalDocs: 0 })),
    );
    renderOverview();
    expect(within(card('Pending deposits')).getByText('Loading')).toBeTruthy();
    await waitFor(() =>
      expect(within(card('Pending deposits')).getByRole('button', { name: 'Try again' })).toBeTruthy(),
    );
    expect(within(card('Pending withdrawals')).getByText('0')).toBeTruthy();
    expect(screen.getByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review deposits' }).getAttribute('href')).toBe('/admin/deposits');
  });
});
