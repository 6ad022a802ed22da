import { DEPOSIT_ADDRESS_MSG, MSG, routes, type SweepPlan } from '@app/contract';
import { PUBLIC_SETTINGS } from '@app/web-kit/test/public-settings';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test/console-test-kit';
import { watcherOf } from '../../../test/system-test-kit';
import { sweepCsv } from '../components/sweep-card';
import { DepositAddressesPage } from './deposit-addresses-page';

const MEMBER = { _id: 'member-1', fullName: 'Asha Rao', email: 'asha@example.com' };
const PLAN: SweepPlan = {
  blockNumber: 48_000_000,
  rows: [
    { index: 3, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', member: MEMBER, balance: 250.5 },
    { index: 9, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', member: MEMBER, balance: 0.25 },
  ],
  total: 250.75,
};

const transferOf = (status: 'pending' | 'credited' | 'dust' | 'dropped', amount: number) => ({
  _id: `t-${status}`,
  txHash: `0x${'ab'.repeat(32)}`,
  logIndex: 1,
  blockNumber: 47_999_990,
  from: '0x0000000000000000000000000000000000000001',
  to: PLAN.rows[0]?.address ?? '',
  amount,
  status,
  confirmations: status === 'pending' ? 5 : 15,
  confirmationsNeeded: 15,
  depositId: status === 'credited' ? 'deposit-1' : null,
  seenAt: new Date(2026, 10, 25, 9, 5, 3).toISOString(),
  settledAt: null,
  member: MEMBER,
  addressIndex: 3,
});

const pageOf = <T,>(docs: T[]) => ({ docs, totalDocs: docs.length, limit: 10, page: 1, totalPages: 1 });

function renderPage(
  options: { watcher?: ReturnType<typeof watcherOf>; sweep?: Responder<typeof routes.adminDepositSweep> } = {},
) {
  const server = stubRoutes(
    on(routes.publicSettings, ok(MSG.loaded, PUBLIC_SETTINGS)),
    on(
      routes.adminDepositWatcher,
      ok(DEPOSIT_ADDRESS_MSG.watcherLoaded, options.watcher ?? watcherOf({ mode: 'per-member', addressCount: 2 })),
    ),
    on(routes.adminDepositSweep, options.sweep ?? ok(DEPOSIT_ADDRESS_MSG.sweepLoaded, PLAN)),
    on(routes.adminDepositTransfers, (call) => {
      const status = new URL(call.path, 'http://x').searchParams.get('status');
      const all = [transferOf('pending', 40), transferOf('credited', 250.5), transferOf('dust', 0.25)];
      return ok(MSG.loaded, pageOf(all.filter((row) => !status || row.status === status)));
    }),
  );
  const view = renderRoutes(
    [{ path: '/admin/deposit-addresses', Component: DepositAddressesPage }],
    '/admin/deposit-addresses',
  );
  return { ...view, ...server };
}

describe('/admin/deposit-addresses', () => {
  beforeEach(() => signInOperator());

  it('lists the member addresses holding USDT, read on chain, with the total and a link to each member', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Addresses to sweep' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('#3 0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(rows[0]?.textContent).toContain('250.50 USDT');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Asha Rao (asha@example.com)' })
        .getAttribute('href'),
    ).toBe('/admin/members/member-1');
    expect(document.body.textContent).toContain('250.75 USDT on 2 addresses at block 48,000,000');
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(false);
  });

  it('writes the plan as the CLI does: index,address,balance with six decimals', () => {
    expect(sweepCsv(PLAN)).toBe(
      'index,address,balance\n3,0x70997970C51812dc3A010C7d01b50e0d17dc79C8,250.500000\n9,0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC,0.250000\n',
    );
  });

  it('shows a failed chain read with a retry, never a zero', async () => {
    renderPage({ sweep: fail(503, DEPOSIT_ADDRESS_MSG.chainReadFailed, 'UNAVAILABLE') });
    expect(await screen.findByText(DEPOSIT_ADDRESS_MSG.chainReadFailed)).toBeTruthy();
    expect(screen.queryByText(/Nothing to sweep/)).toBeNull();
  });

  it('lists the transfers seen, and the dust alone when asked', async () => {
    const { user, calls } = renderPage();
    expect(await screen.findByText('Confirming: 5 of 15 blocks')).toBeTruthy();
    expect(screen.getByText('Credited', { selector: 'p' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'dust');
    await waitFor(() => expect(screen.queryByText('Credited', { selector: 'p' })).toBeNull());
    expect(screen.getAllByText('Dust: not credited').length).toBeGreaterThan(0);
    expect(calls.of(routes.adminDepositTransfers).at(-1)?.path).toContain('status=dust');
  });

  it('says in shared mode how to give each member an address, and reads nothing on chain', async () => {
    const { calls } = renderPage({ watcher: watcherOf({ mode: 'shared', ready: false }) });
    expect(await screen.findByText(/The server needs DEPOSIT_XPUB and a chain node first/)).toBeTruthy();
    expect(screen.getByText('No member has a deposit address yet.')).toBeTruthy();
    expect(calls.of(routes.adminDepositSweep)).toHaveLength(0);
  });
});
