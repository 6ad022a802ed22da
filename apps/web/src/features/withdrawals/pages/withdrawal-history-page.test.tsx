import { MSG, routes, type WithdrawalRow } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS, WITHDRAWAL_LIST_PATH, withdrawalOf, withdrawalPage } from '../../../test/withdrawals-test-kit';
import { WithdrawalHistoryPage } from './withdrawal-history-page';

const ROWS: WithdrawalRow[] = [
  withdrawalOf({ _id: 'w1', status: 'pending', requestPayment: 50, netAmount: 47.5 }),
  withdrawalOf({
    _id: 'w2',
    status: 'success',
    requestPayment: 120,
    netAmount: 114,
    transactionHash: `0x9999${'f'.repeat(56)}abcd`,
  }),
  withdrawalOf({ _id: 'w3', status: 'reject', requestPayment: 75, reason: 'Address on a sanctions list' }),
  withdrawalOf({
    _id: 'w4',
    kind: 'capital',
    status: 'pending',
    requestPayment: 250,
    charge: 25,
    chargePercent: 10,
    netAmount: 225,
    packageTitle: 'Gold',
  }),
];

/** Answers with the rows of the asked status, on `totalPages` pages. */
function renderHistory(path: string, options: { rows?: WithdrawalRow[]; totalPages?: number } = {}) {
  const { calls } = stubRoutes(
    on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
    on(routes.withdrawalList, (call) => {
      const { status, page } = call.query;
      const docs = (options.rows ?? ROWS).filter((row) => !status || row.status === status);
      return withdrawalPage(docs, { page: Number(page), totalPages: options.totalPages ?? 1 });
    }),
  );
  const view = renderRoutes(
    [{ path: '/withdrawl-list', Component: WithdrawalHistoryPage }, landing('/withdrawladd')],
    path,
  );
  return { ...view, calls };
}

const filterLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Filter by status' })).getByRole('link', { name });
const currentFilter = () =>
  within(screen.getByRole('navigation', { name: 'Filter by status' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('/withdrawl-list', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it("links a paid request's transaction to the block explorer of the operator's settings", async () => {
    renderHistory('/withdrawl-list');
    const hash = `0x9999${'f'.repeat(56)}abcd`;
    const link = await screen.findByRole('link', { name: /0x9999.*block explorer/ });
    expect(link.getAttribute('href')).toBe(`https://bscscan.com/tx/${hash}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lists every request with its amounts, date, status and reason', async () => {
    const { calls } = renderHistory('/withdrawl-list');
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    expect(calls.of(routes.withdrawalList)[0]?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=1`);

    const [pending, success, rejected, capital] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByText('2024-05-06 13:02:03')).toHaveLength(4);

    expect(within(pending as HTMLElement).getByText('50.00 USDT')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('47.50 USDT after 5% charge')).toBeTruthy();
    expect(within(pending as HTMLElement).getByText('Pending').className).toContain('yellow');

    expect(within(success as HTMLElement).getByText('120.00 USDT')).toBeTruthy();
    expect(within(success as HTMLElement).getByText('Success').className).toContain('green');
    expect((success as HTMLElement).textContent).toContain('Paid in 0x9999…abcd');

    expect(within(rejected as HTMLElement).getByText('Rejected').className).toContain('red');
    expect(within(rejected as HTMLElement).getByText('Reason: Address on a sanctions list')).toBeTruthy();
    expect(within(list).getAllByText(/^Reason:/)).toHaveLength(1);

    expect(within(capital as HTMLElement).getByText(/^Capital of Gold/)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(currentFilter()).toEqual(['All']);
  });

  it('offers "Ask about this" on each request, opening Support with the withdrawal picked', async () => {
    renderHistory('/withdrawl-list');
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    const [first] = within(list).getAllByRole('listitem') as HTMLElement[];
    const ask = within(first as HTMLElement).getByRole('link', { name: /^Ask about this \(50.00 USDT, / });
    expect(ask.getAttribute('href')).toBe('/support?record=withdrawal:w1');
  });

  it('says until when a pending request to a new address is held and why, and nothing once the hold has passed', async () => {
    const until = new Date(Date.now() + 20 * 3600_000).toISOString();
    renderHistory('/withdrawl-list', {
      rows: [
        withdrawalOf({ _id: 'h1', status: 'pending', holdUntil: until, holdReason: 'newAddress' }),
        withdrawalOf({
          _id: 'h2',
          status: 'pending',
          holdUntil: new Date(Date.now() - 60_000).toISOString(),
          holdReason: 'newAddress',
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    const [held, passed] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect((held as HTMLElement).textContent).toMatch(/On hold until .+: a first withdrawal to a new address waits/);
    expect((held as HTMLElement).querySelector(`time[datetime="${until}"]`)).not.toBeNull();
    expect((passed as HTMLElement).textContent).not.toContain('On hold');
  });

  it('shows a withdrawal the member cancelled as grey Cancelled, and a demo payout hash marked, without a link', async () => {
    const demoHash = `0x7777${'e'.repeat(56)}beef`;
    renderHistory('/withdrawl-list', {
      rows: [
        withdrawalOf({
          _id: 'w5',
          status: 'reject',
          cancelled: true,
          requestPayment: 40,
          reason: 'Cancelled by the member from the link in the e-mail',
        }),
        withdrawalOf({ _id: 'w6', status: 'success', requestPayment: 60, transactionHash: demoHash, demo: true }),
        ...ROWS,
      ],
    });
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    const [cancelled, demo] = within(list).getAllByRole('listitem') as HTMLElement[];

    const badge = within(cancelled as HTMLElement).getByText('Cancelled');
    expect(badge.className).toContain('slate');
    expect(badge.className).not.toMatch(/red|green/);
    expect(within(cancelled as HTMLElement).queryByText('Rejected')).toBeNull();
    expect(within(cancelled as HTMLElement).queryByText(/^Reason:/)).toBeNull();
    expect(
      within(cancelled as HTMLElement).getByText(/the whole amount went back to your Flexible wallet/),
    ).toBeTruthy();

    expect((demo as HTMLElement).textContent).toContain('Paid in 0x7777…beef');
    expect(within(demo as HTMLElement).getByText('Demo')).toBeTruthy();
    expect(within(demo as HTMLElement).queryByRole('link', { name: /block explorer/ })).toBeNull();
    expect(within(demo as HTMLElement).getByTitle(demoHash)).toBeTruthy();
    // The real payout hash below still opens on the explorer.
    expect(await screen.findByRole('link', { name: /0x9999.*block explorer/ })).toBeTruthy();
  });

  it("names a refund as the Electronic Wallet's and says its cancelled amount went back there", async () => {
    renderHistory('/withdrawl-list', {
      rows: [withdrawalOf({ _id: 'w7', kind: 'refund', status: 'reject', cancelled: true, requestPayment: 40 })],
    });
    const list = await screen.findByRole('list', { name: 'Withdrawals' });
    const [refund] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(refund as HTMLElement).getByText(/Refund from the Electronic Wallet/)).toBeTruthy();
    expect(
      within(refund as HTMLElement).getByText(/the whole amount went back to your Electronic Wallet/),
    ).toBeTruthy();
  });

  it.each([
    ['Pending', 'pending'],
    ['Success', 'success'],
    ['Rejected', 'reject'],
  ])('filters by %s through ?status=%s', async (label, status) => {
    const { user, router, calls } = renderHistory('/withdrawl-list');
    await screen.findByRole('list', { name: 'Withdrawals' });

    await user.click(filterLink(label));
    expect(router.state.location.search).toBe(`?status=${status}`);
    expect(await screen.findByRole('link', { name: label, current: 'page' })).toBeTruthy();
    expect(currentFilter()).toEqual([label]);
    expect(calls.at(-1)?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=1&status=${status}`);

    const expected = ROWS.filter((row) => row.status === status).length;
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Withdrawals' })).getAllByRole('listitem')).toHaveLength(expected),
    );
  });

  it("goes back to every status with 'All'", async () => {
    const { user, router, calls } = renderHistory('/withdrawl-list?status=reject');
    await screen.findByRole('list', { name: 'Withdrawals' });
    expect(calls.of(routes.withdrawalList)[0]?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=1&status=reject`);
    expect(currentFilter()).toEqual(['Rejected']);

    await user.click(filterLink('All'));
    expect(await screen.findByRole('link', { name: 'All', current: 'page' })).toBeTruthy();
    expect(router.state.location.search).not.toContain('status');
    expect(calls.at(-1)?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=1`);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(ROWS.length));
  });

  it('reads an unknown status as All', async () => {
    const { calls } = renderHistory('/withdrawl-list?status=unverified');
    await screen.findByRole('list', { name: 'Withdrawals' });
    expect(calls.of(routes.withdrawalList)[0]?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=1`);
    expect(currentFilter()).toEqual(['All']);
  });

  it('pages with the status kept, and a filter starts again at page 1', async () => {
    const { user, router, calls } = renderHistory('/withdrawl-list?status=pending', { totalPages: 3 });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/withdrawl-list?status=pending&page=2',
    );

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=pending&page=2');
    expect(calls.at(-1)?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=2&status=pending`);
    expect(currentFilter()).toEqual(['Pending']);

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=pending&page=1');

    await user.click(filterLink('Success'));
    expect(await screen.findByRole('link', { name: 'Success', current: 'page' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=success');
    expect(calls.at(-1)?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=1&status=success`);
  });

  it('pages without a status when none is chosen', async () => {
    const { user, calls } = renderHistory('/withdrawl-list', { totalPages: 2 });
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/withdrawl-list?page=2');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(calls.at(-1)?.path).toBe(`${WITHDRAWAL_LIST_PATH}?page=2`);
  });

  it('shows an empty state that leads to /withdrawladd', async () => {
    const { user } = renderHistory('/withdrawl-list', { rows: [] });
    expect(await screen.findByRole('heading', { name: 'No withdrawals yet' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Withdrawals' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Withdraw' }));
    expect(await screen.findByText('landed on /withdrawladd')).toBeTruthy();
  });

  it('says when no request has the chosen status', async () => {
    renderHistory('/withdrawl-list?status=success', { rows: [ROWS[0] as WithdrawalRow] });
    expect(await screen.findByRole('heading', { name: 'No withdrawals with this status' })).toBeTruthy();
    expect(currentFilter()).toEqual(['Success']);
  });

  it('sends a page past the last one back to page 1 of the same status', async () => {
    stubRoutes(
      on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.withdrawalList, withdrawalPage([], { page: 9, totalPages: 2, totalDocs: 12 })),
    );
    renderRoutes(
      [{ path: '/withdrawl-list', Component: WithdrawalHistoryPage }],
      '/withdrawl-list?status=pending&page=9',
    );
    expect(await screen.findByRole('heading', { name: 'Nothing on this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe(
      '/withdrawl-list?status=pending&page=1',
    );
  });

  it('shows the loading skeleton, then a retry on failure', async () => {
    stubRoutes(
      on(routes.publicSettings, ok(MSG.loaded, SETTINGS)),
      on(routes.withdrawalList, fail(500, MSG.internal, 'INTERNAL')),
    );
    renderRoutes([{ path: '/withdrawl-list', Component: WithdrawalHistoryPage }], '/withdrawl-list');
    expect(screen.getByRole('list', { name: 'Loading your withdrawals' })).toBeTruthy();
    expect(await screen.findByText('We could not load your withdrawals.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
