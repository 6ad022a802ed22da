import { type DepositRow, MSG, type PublicSettings, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { PUBLIC_SETTINGS } from '@app/web-kit/test/public-settings';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DepositHistoryPage } from './deposit-history-page';

const hash = (middle: string) => `0x1234${middle.repeat(56)}abcd`;
const CREATED = new Date(2024, 4, 6, 13, 2, 3);

const ROWS: DepositRow[] = [
  {
    _id: 'd1',
    amount: 50,
    transaction_id: hash('a'),
    status: 'pending',
    reason: null,
    createdAt: CREATED.toISOString(),
    demo: false,
  },
  {
    _id: 'd2',
    amount: 1234.5,
    transaction_id: hash('b'),
    status: 'success',
    reason: null,
    createdAt: CREATED.toISOString(),
    demo: false,
  },
  {
    _id: 'd3',
    amount: 30,
    transaction_id: hash('c'),
    status: 'reject',
    reason: 'No such transfer on chain',
    createdAt: CREATED.toISOString(),
    demo: false,
  },
];

function pageOf(docs: DepositRow[], options: { page: number; totalPages: number; totalDocs?: number }) {
  return ok(MSG.loaded, { docs, limit: 10, totalDocs: options.totalDocs ?? docs.length, ...options });
}

const DEPOSIT_LIST = routes.depositList.member.path;
// The explorer template of the operator's settings: the list links each hash to it.
const SETTINGS: PublicSettings = { ...PUBLIC_SETTINGS };
const SETTINGS_STUB = on(routes.publicSettings, ok(MSG.loaded, SETTINGS));

function renderHistory(path: string, totalPages = 1, rows = ROWS) {
  const { calls } = stubRoutes(
    SETTINGS_STUB,
    on(routes.depositList, (call) => pageOf(rows, { page: Number(call.query.page), totalPages })),
  );
  const view = renderRoutes([{ path: '/reacharge-list', Component: DepositHistoryPage }, landing('/deposit')], path);
  return { ...view, calls };
}

describe('/reacharge-list', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it("links each transaction hash to the block explorer of the operator's settings", async () => {
    renderHistory('/reacharge-list');
    const links = await screen.findAllByRole('link', { name: /Transaction hash 0x1234.*block explorer/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['a', 'b', 'c'].map((middle) => `https://bscscan.com/tx/${hash(middle)}`),
    );
    expect(links[0]?.getAttribute('target')).toBe('_blank');
  });

  it('marks a hash the demo seeded and links it nowhere; the real ones keep their link', async () => {
    const demo: DepositRow = { ...(ROWS[1] as DepositRow), _id: 'd0', transaction_id: hash('d'), demo: true };
    renderHistory('/reacharge-list', 1, [demo, ...ROWS]);
    const links = await screen.findAllByRole('link', { name: /Transaction hash 0x1234.*block explorer/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['a', 'b', 'c'].map((middle) => `https://bscscan.com/tx/${hash(middle)}`),
    );
    const row = within(screen.getByRole('list', { name: 'Deposits' })).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(row).getByTitle(hash('d')).textContent).toContain('0x1234…abcd');
    expect(within(row).getByText('Demo')).toBeTruthy();
    expect(within(row).queryByRole('link', { name: /block explorer/ })).toBeNull();
  });

  it('shows each deposit: amount, short hash, local date, coloured status and the reject reason', async () => {
    const { calls } = renderHistory('/reacharge-list');
    expect(await screen.findByText('50.00 USDT')).toBeTruthy();
    expect(calls.of(routes.depositList)[0]?.path).toBe(`${DEPOSIT_LIST}?page=1`);
    expect(screen.getByText('1,234.50 USDT')).toBeTruthy();
    expect(screen.getAllByText('0x1234…abcd')).toHaveLength(3);
    expect(screen.getAllByText('2024-05-06 13:02:03')).toHaveLength(3);

    expect(screen.getByText('Pending').className).toContain('yellow');
    expect(screen.getByText('Success').className).toContain('green');
    expect(screen.getByText('Rejected').className).toContain('red');
    const rejected = screen.getByText('Rejected').closest('li') as HTMLElement;
    expect(within(rejected).getByText('Reason: No such transfer on chain')).toBeTruthy();
    expect(screen.getAllByText(/^Reason:/)).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('offers "Ask about this" on each deposit, opening Support with the deposit picked', async () => {
    const { calls } = stubRoutes(SETTINGS_STUB, on(routes.depositList, pageOf(ROWS, { page: 1, totalPages: 1 })));
    const { user, router } = renderRoutes(
      [{ path: '/reacharge-list', Component: DepositHistoryPage }, landing('/support')],
      '/reacharge-list',
    );
    const asks = await screen.findAllByRole('link', { name: /^Ask about this/ });
    expect(asks.map((link) => link.getAttribute('href'))).toEqual(
      ['d1', 'd2', 'd3'].map((id) => `/support?record=deposit:${id}`),
    );
    expect(asks[0]?.textContent).toBe('Ask about this (50.00 USDT, 2024-05-06 13:02:03)');
    await user.click(asks[1] as HTMLElement);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/support?record=deposit:d2');
    expect(calls.of(routes.depositList)).toHaveLength(1);
  });

  it('copies the full hash with its own confirmation', async () => {
    const { user } = renderHistory('/reacharge-list');
    const [firstCopy] = await screen.findAllByRole('button', { name: 'Copy transaction hash 0x1234…abcd' });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(firstCopy as HTMLElement);
    expect(writeText).toHaveBeenCalledWith(hash('a'));
    expect(await screen.findByText('Transaction hash copied!')).toBeTruthy();
    expect(screen.queryByText(MSG.addressCopied)).toBeNull();
  });

  it('pages with Previous and Next through ?page=', async () => {
    const { user, router, calls } = renderHistory('/reacharge-list', 3);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.path).toBe(`${DEPOSIT_LIST}?page=2`);

    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });

  it('reads a page number that is not one as page 1', async () => {
    const { calls } = renderHistory('/reacharge-list?page=abc');
    await screen.findByText('50.00 USDT');
    expect(calls.of(routes.depositList)[0]?.path).toBe(`${DEPOSIT_LIST}?page=1`);
  });

  it('shows an empty state that leads to /deposit', async () => {
    stubRoutes(SETTINGS_STUB, on(routes.depositList, pageOf([], { page: 1, totalPages: 1 })));
    const { user } = renderRoutes(
      [{ path: '/reacharge-list', Component: DepositHistoryPage }, landing('/deposit')],
      '/reacharge-list',
    );
    expect(await screen.findByRole('heading', { name: 'No deposits yet' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Make a deposit' }));
    expect(await screen.findByText('landed on /deposit')).toBeTruthy();
  });

  it('sends a page past the last one back to page 1', async () => {
    stubRoutes(SETTINGS_STUB, on(routes.depositList, pageOf([], { page: 9, totalPages: 2, totalDocs: 12 })));
    renderRoutes([{ path: '/reacharge-list', Component: DepositHistoryPage }], '/reacharge-list?page=9');
    expect(await screen.findByRole('heading', { name: 'Nothing on this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe('/reacharge-list?page=1');
  });

  it('shows the loading skeleton, then the server message on failure', async () => {
    stubRoutes(SETTINGS_STUB, on(routes.depositList, fail(500, MSG.internal, 'INTERNAL')));
    renderRoutes([{ path: '/reacharge-list', Component: DepositHistoryPage }], '/reacharge-list');
    expect(screen.getByRole('list', { name: 'Loading your deposits' })).toBeTruthy();
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
