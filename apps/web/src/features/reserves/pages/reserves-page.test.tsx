import { RESERVES_MSG, type ReserveProof, type ReserveSnapshotSummary, routes } from '@app/contract';
import { buildMerkleSumTree, makeProof } from '@app/contract/merkle-sum';
import { changeLocale } from '@app/web-kit/i18n/i18n';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReservesPage } from './reserves-page';

const MEMBER = '11111111-2222-4333-8444-555555555555';

async function proofFixture(): Promise<ReserveProof> {
  const leaves = [
    { memberId: MEMBER, salt: 'ab'.repeat(32), balance: 740_000_000n },
    { memberId: 'other-1', salt: 'cd'.repeat(32), balance: 75_500_000n },
    { memberId: 'other-2', salt: 'ef'.repeat(32), balance: 0n },
  ];
  const tree = await buildMerkleSumTree(leaves);
  return {
    snapshotId: 'snap-2',
    takenAt: '2026-11-22T00:23:00.000Z',
    memberId: MEMBER,
    salt: 'ab'.repeat(32),
    position: 0,
    balance: 740,
    path: makeProof(tree, 0).map((step) => ({ side: step.side, hash: step.hash, sum: Number(step.sum) / 1e6 })),
    root: { hash: tree.root.hash, sum: Number(tree.root.sum) / 1e6 },
  };
}

function snapshotOf(overrides: Partial<ReserveSnapshotSummary>): ReserveSnapshotSummary {
  return {
    _id: 'snap-1',
    day: '2026-11-21',
    trigger: 'schedule',
    takenAt: '2026-11-21T00:23:00.000Z',
    liabilities: 800,
    reserves: 1000,
    ratioPercent: 125,
    reserveMode: 'manual',
    reserveSource: 'Cold wallet statement',
    verified: false,
    block: null,
    address: null,
    memberAddresses: 0,
    rootHash: 'aa'.repeat(32),
    leafCount: 3,
    ...overrides,
  };
}

function render(
  reserves: { latest: ReserveSnapshotSummary | null; history: ReserveSnapshotSummary[] },
  proof = ok(RESERVES_MSG.proofLoaded, {} as ReserveProof),
) {
  const server = stubRoutes(on(routes.reserves, ok(RESERVES_MSG.loaded, reserves)), on(routes.reserveProof, proof));
  return { ...renderRoutes([{ path: '/reserves', Component: ReservesPage }], '/reserves'), ...server };
}

describe('/reserves', () => {
  beforeEach(() => localStorage.clear());

  it('says honestly that no snapshot exists yet', async () => {
    render({ latest: null, history: [] });
    expect(await screen.findByRole('heading', { name: 'No snapshot yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify my balance' })).toBeNull();
  });

  it('shows the latest figures and the history, and asks a visitor to sign in to check a balance', async () => {
    const proof = await proofFixture();
    const latest = snapshotOf({
      _id: 'snap-2',
      day: '2026-11-22',
      liabilities: 815.5,
      ratioPercent: 122.62,
      rootHash: proof.root.hash,
    });
    render({ latest, history: [snapshotOf({}), latest] });
    const card = await screen.findByRole('region', { name: 'Latest snapshot' });
    expect(within(card).getByText('815.50 USDT')).toBeTruthy();
    expect(within(card).getByText('1,000.00 USDT')).toBeTruthy();
    expect(within(card).getByText('122.62%')).toBeTruthy();
    expect(within(card).getByText(proof.root.hash)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Reserves and liabilities of the last 2 snapshots' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByText(/does not show that members' balances are covered/)).toBeNull();
  });

  it('shows a declared reserve as declared, never as verified, and a single snapshot without a chart', async () => {
    const latest = snapshotOf({ reserves: 3762, ratioPercent: 127.14, reserveSource: 'Bank letter of 21 Nov' });
    render({ latest, history: [latest] });
    const card = await screen.findByRole('region', { name: 'Latest snapshot' });
    expect(within(card).getByText('Reserves (declared)')).toBeTruthy();
    expect(within(card).getByText('Ratio to declared reserves')).toBeTruthy();
    expect(within(card).getByText('Declared, not verified')).toBeTruthy();
    expect(within(card).queryByText('Verified on chain')).toBeNull();
    expect(
      within(card).getByText('Declared by the operator, not verified on chain: Bank letter of 21 Nov'),
    ).toBeTruthy();
    // One snapshot is no line: the page says the chart starts with the second, the figures stay in the table.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('The chart starts with the second snapshot; this one’s figures are above.')).toBeTruthy();
    expect(screen.getByText('3,762.00 USDT (declared)')).toBeTruthy();
  });

  it('shows a reserve read on chain as verified, with its address and block', async () => {
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    const latest = snapshotOf({
      reserveMode: 'chain',
      verified: true,
      block: 48_123_456,
      address,
      memberAddresses: 3,
      reserveSource: `USDT held by ${address} and 3 member deposit addresses on BNB Smart Chain at block 48123456`,
    });
    render({ latest, history: [latest] });
    const card = await screen.findByRole('region', { name: 'Latest snapshot' });
    expect(within(card).getByText('Reserves')).toBeTruthy();
    expect(within(card).getByText('Verified on chain')).toBeTruthy();
    expect(within(card).queryByText('Declared, not verified')).toBeNull();
    expect(
      within(card).getByText(
        `USDT held by ${address} and 3 member deposit addresses on BNB Smart Chain at block 48,123,456`,
      ),
    ).toBeTruthy();
  });

  it('says so when no reserve was declared against what members are owed', async () => {
    const latest = snapshotOf({ reserves: 0, ratioPercent: 0 });
    render({ latest, history: [latest] });
    const card = await screen.findByRole('region', { name: 'Latest snapshot' });
    expect(
      within(card).getByText(
        "No reserve was declared for this snapshot, so it does not show that members' balances are covered.",
      ),
    ).toBeTruthy();
  });

  it("verifies the member's proof in the browser and offers it as a download", async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const proof = await proofFixture();
    const latest = snapshotOf({ rootHash: proof.root.hash, liabilities: proof.root.sum });
    const { user, calls } = render({ latest, history: [latest] }, ok(RESERVES_MSG.proofLoaded, proof));
    await user.click(await screen.findByRole('button', { name: 'Verify my balance' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Your balance of 740.00 USDT is included.');
    expect(calls.of(routes.reserveProof)).toHaveLength(1);
    const download = screen.getByRole('link', { name: 'Download proof (JSON)' });
    expect(download.getAttribute('download')).toBe('reserve-proof-snap-2.json');
    const json = decodeURIComponent(String(download.getAttribute('href')).split(',').slice(1).join(','));
    expect(JSON.parse(json)).toEqual(proof);
  });

  it('shows a proof that does not lead to the root as a visible failure', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const proof = await proofFixture();
    const latest = snapshotOf({});
    const { user } = render({ latest, history: [latest] }, ok(RESERVES_MSG.proofLoaded, { ...proof, balance: 7400 }));
    await user.click(await screen.findByRole('button', { name: 'Verify my balance' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your proof did NOT verify');
    expect(screen.queryByText(/is included/)).toBeNull();
  });

  it("shows the server's refusal when the member has no leaf yet", async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const latest = snapshotOf({});
    const { user } = render({ latest, history: [latest] }, fail(404, RESERVES_MSG.noLeaf, 'NOT_FOUND'));
    await user.click(await screen.findByRole('button', { name: 'Verify my balance' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RESERVES_MSG.noLeaf);
  });
});

describe('/reserves in Spanish', () => {
  beforeEach(async () => {
    localStorage.clear();
    await changeLocale('es');
  });
  afterEach(async () => {
    await changeLocale('en');
  });

  it("writes the snapshots' days in the Spanish order, in the chart and the history", async () => {
    const latest = snapshotOf({ _id: 'snap-2', day: '2026-11-22' });
    render({ latest, history: [snapshotOf({}), latest] });
    const chart = await screen.findByRole('img');
    expect(within(chart).getByText('21/11/2026')).toBeTruthy();
    expect(within(chart).getByText('22/11/2026')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('time')?.textContent)).toEqual(['22/11/2026', '21/11/2026']);
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-22');
  });
});
