import { type MemberProfile, MSG, NOTIFICATIONS_MSG, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { isSessionEndedMarked } from '@app/web-kit/lib/storage';
import { dashboardOf } from '@app/web-kit/test/packages-test-kit';
import { landing, renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsStubs } from '../../../test/settings-test-kit';
import { LEVEL_NOTE } from '../components/profile-summary';
import { TRADE_FOR_WALLET_NOTE } from '../components/wallet-card';
import { MyPage } from './my-page';
import { FLEXIBLE_NOTE, SettingsPage } from './settings-page';

const PROFILE = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  referId: 'ASHA01',
  selfrank: 3,
  totalPoints: 1234.567,
  earningbalance: 45.5,
  balance: 250,
  aarohiIncome: 45.25,
  levelIncome: 12.5,
  ProfitDirect: 10,
  todayProfit: 3.75,
  todayProfitTrading: 1.5,
  todayProfitLevel: 1.25,
  todayProfitDirect: 1,
  todayProfitReward: 0,
  todayProfitBonus: 0,
} as MemberProfile;

// The value beside a stat's label inside one card, as read aloud: amount then unit.
function statIn(card: HTMLElement, label: string) {
  return within(card).getByText(label).nextElementSibling?.textContent;
}

function renderMember(path: string, profile: Partial<MemberProfile> = {}) {
  const { calls } = stubRoutes(
    on(routes.profile, ok(MSG.profileLoaded, { ...PROFILE, ...profile })),
    on(routes.dashboard, ok(MSG.loaded, dashboardOf())),
    on(routes.rankProgress, ok(MSG.loaded, { rank: 3, topRank: 3, next: null })),
    on(routes.logout, fail(401, MSG.unauthenticated)),
    on(routes.notificationPreferences, ok(NOTIFICATIONS_MSG.preferencesLoaded, { mailOff: [] })),

    ...settingsStubs(),
  );
  const view = renderRoutes(
    [{ path: '/my', Component: MyPage }, { path: '/settings', Component: SettingsPage }, landing('/login')],
    path,
  );
  return { ...view, calls };
}

describe('/my', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEY.memberToken, 'member'));

  it('shows the profile, both badges and the level reached', async () => {
    renderMember('/my');
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByText('ASHA01')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Asha Rao' });
    // Shown together, they share the decimals the finer needs (docs/product.md#amounts-on-screen).
    await waitFor(() => expect(statIn(summary, 'Package')).toBe('1,500.000USDT'));
    expect(statIn(summary, 'Income')).toBe('1,234.567USDT');
    expect(screen.getByText('You have achieved Level 3')).toBeTruthy();
  });

  it('congratulates from level 2', async () => {
    renderMember('/my', { selfrank: 2 });
    expect(await screen.findByText('You have achieved Level 2')).toBeTruthy();
  });

  it("shows each income today and in total, an operator's bonus among them, adding up to Total Income", async () => {
    const { calls } = stubRoutes(
      on(
        routes.profile,
        ok(MSG.profileLoaded, { ...PROFILE, bonusIncome: 7.5, todayProfitBonus: 2.5, todayProfit: 6.25 }),
      ),
      on(routes.dashboard, ok(MSG.loaded, dashboardOf({ bonusIncome: 7.5, totalIncome: 100.25 }))),
      on(routes.rankProgress, ok(MSG.loaded, { rank: 3, topRank: 3, next: null })),
      on(routes.notificationPreferences, ok(NOTIFICATIONS_MSG.preferencesLoaded, { mailOff: [] })),
    );
    renderRoutes([{ path: '/my', Component: MyPage }], '/my');
    const table = await screen.findByRole('table', { name: 'Income (USDT)' });
    const rowOf = (label: string) =>
      Array.from(
        within(table).getByRole('rowheader', { name: label }).parentElement?.children ?? [],
        (cell) => cell.textContent,
      );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Income', 'Daily', 'Total']);
    expect(rowOf('Trading Income')).toEqual(['Trading Income', '1.50', '45.25']);
    expect(rowOf('Level Income')).toEqual(['Level Income', '1.25', '12.50']);
    expect(rowOf('Direct Income')).toEqual(['Direct Income', '1.00', '10.00']);
    await waitFor(() => expect(rowOf('Reward Income')).toEqual(['Reward Income', '0.00', '25.00']));
    expect(rowOf('Bonus Income')).toEqual(['Bonus Income', '2.50', '7.50']);
    // 1.50 + 1.25 + 1.00 + 0.00 + 2.50 today; 45.25 + 12.50 + 10.00 + 25.00 + 7.50 in all.
    expect(rowOf('Total Income')).toEqual(['Total Income', '6.25', '100.25']);
    expect(calls.of(routes.dashboard)).toHaveLength(1);
  });

  it('links to the income lists, the team, the orders with their count and the settings', async () => {
    renderMember('/my');
    const income = await screen.findByRole('region', { name: 'My Income' });
    const hrefs = within(income)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Trading Income', '/trading-income'],
      ['Level Income', '/level-income'],
      ['Direct Income', '/direct-income'],
      ['Reward Income', '/rewardIncome'],
      ['Bonus Income', '/bonus-income'],
      ['All income', '/earn'],
    ]);
    const account = screen.getByRole('list', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'My team' }).getAttribute('href')).toBe('/my-team');
    expect(within(account).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    const orders = await within(account).findByRole('link', { name: 'My orders 3 orders' });
    expect(orders.getAttribute('href')).toBe('/my-order');
  });

  it('shows the three wallets with the same decimals, at least 2, as many as the finest needs', async () => {
    renderMember('/my');
    const wallet = await screen.findByRole('region', { name: 'Wallet' });
    expect(statIn(wallet, 'Electronic Wallet')).toBe('250.000USDT');
    expect(statIn(wallet, 'Flexible wallet')).toBe('45.500USDT');
    expect(statIn(wallet, 'Trade for wallet')).toBe('1,234.567USDT');
    // The label of docs/product.md#wallets stays; one line says it is lifetime income, not a balance.
    expect(within(wallet).getByText(TRADE_FOR_WALLET_NOTE)).toBeTruthy();
  });

  it('says the Level beside the UID is the rank, not a team depth', async () => {
    renderMember('/my');
    const summary = await screen.findByRole('region', { name: 'Asha Rao' });
    expect(within(summary).getByText(LEVEL_NOTE)).toBeTruthy();
  });

  it('says nothing about levels below 2', async () => {
    renderMember('/my', { selfrank: 1 });
    await screen.findByRole('heading', { name: 'Asha Rao' });
    expect(screen.queryByText(/You have achieved Level/)).toBeNull();
  });

  it('copies the referral link and confirms it', async () => {
    const { user } = renderMember('/my');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy Referal Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/referalsignup?ref=ASHA01`);
    expect(await screen.findByText(MSG.referralLinkCopied)).toBeTruthy();
  });

  it('shows a failed load as an error toast', async () => {
    stubRoutes(
      on(routes.profile, fail(500, MSG.internal, 'INTERNAL')),
      on(routes.dashboard, fail(500, MSG.internal, 'INTERNAL')),
    );
    renderRoutes([{ path: '/my', Component: MyPage }], '/my');
    expect(await screen.findByText(MSG.internal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('/settings', () => {
  it('shows the name and the Flexible wallet by that name, and logs out even when the server refuses', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    localStorage.setItem(STORAGE_KEY.userName, 'Asha Rao');
    const { user, calls } = renderMember('/settings');

    expect(await screen.findByText('45.50 USDT')).toBeTruthy();
    expect(screen.getByText(FLEXIBLE_NOTE)).toBeTruthy();
    expect(screen.getByText('Flexible wallet', { selector: 'dt' })).toBeTruthy();
    expect(screen.queryByText('Points')).toBeNull();
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    // The page's own reads are done before the log-out, which must be the last call.
    await waitFor(() => expect(calls.of(routes.notificationPreferences)).toHaveLength(1));
    // Read by the two-factor card, and by the fields of the cards whose changes ask for a code.
    await waitFor(() => expect(calls.of(routes.twoFactorStatus).length).toBeGreaterThan(0));
    await waitFor(() => expect(calls.of(routes.sessions)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('landed on /login')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: routes.logout.member.path, method: 'POST' });
    await waitFor(() => expect(localStorage.length).toBe(0));
    // The member's own log-out: no "session ended" sentence on the next page.
    expect(isSessionEndedMarked()).toBe(false);
  });

  it('shows 0 points when the profile has no earning balance', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    renderMember('/settings', { earningbalance: undefined });
    expect(await screen.findByText('0.00 USDT')).toBeTruthy();
  });
});
