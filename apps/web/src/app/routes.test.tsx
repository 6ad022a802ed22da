import { type MemberProfile, MSG, NOTIFICATIONS_MSG, type PublicSettings, routes } from '@app/contract';
import { PageLoading } from '@app/web-kit/app/layouts/page-loading';
import { lazyPage } from '@app/web-kit/app/lazy-page';
import { RouteError } from '@app/web-kit/app/route-error';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsStubs } from '../test/settings-test-kit';
import { stubSiteRoutes } from '../test/site-test-kit';
import { moneyOutOf } from '../test/withdrawals-test-kit';
import { appRoutes } from './routes';

/** The member header's bell asks for the unread count on every member page. */
const NO_NOTIFICATIONS = on(
  routes.notifications,
  ok(NOTIFICATIONS_MSG.loaded, { docs: [], totalDocs: 0, limit: 10, page: 1, totalPages: 1, unread: 0 }),
);
/** /settings reads which notifications are mailed. */
const MAIL_PREFERENCES = on(routes.notificationPreferences, ok(NOTIFICATIONS_MSG.preferencesLoaded, { mailOff: [] }));
// Every page inside a layout reads the public settings (the company name in the header).
beforeEach(() => {
  stubSiteRoutes();
});

describe('route guards', () => {
  it('sends a signed-in member from the auth pages to /', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    for (const path of ['/login', '/register', '/referalsignup?ref=X', '/forget-Password']) {
      const { router } = renderRoutes(appRoutes, path);
      expect(await screen.findByRole('link', { name: 'Go to my account' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/');
      cleanup();
    }
  });

  it('sends a visitor without a session from the member pages to /login', async () => {
    const memberPaths = ['/my', '/settings', '/settingNew', '/assets', '/deposit', '/reacharge-list', '/stake'];
    memberPaths.push('/reserve', '/my-order', '/earn', '/trading-income', '/level-income', '/direct-income');
    memberPaths.push(
      '/rewardIncome',
      '/bonus-income',
      '/my-team',
      '/team-a',
      '/team-b',
      '/team-c',
      '/statement',
      '/genealogy',
      '/totalMember',
      '/notifications',
      '/support',
    );
    for (const path of memberPaths) {
      const { router } = renderRoutes(appRoutes, path);
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      cleanup();
    }
  }, 20_000); // twenty-one member pages, each a lazy chunk: slow on a busy machine

  it('lets a vendor-only session into the member pages', async () => {
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    stubSiteRoutes(NO_NOTIFICATIONS, MAIL_PREFERENCES, ...settingsStubs(), on(routes.profile, fail(500, MSG.internal)));
    const { router } = renderRoutes(appRoutes, '/settings');
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it("marks a vendor's session in the header, on the vendor's own calls, and a member's session not", async () => {
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...settingsStubs(),
      on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Vera Vendor' } as MemberProfile)),
    );
    renderRoutes(appRoutes, '/settings');
    expect(await screen.findByText('Vera Vendor', { selector: 'header p' })).toBeTruthy();
    expect(screen.getByText('Vendor', { selector: 'header span' })).toBeTruthy();
    expect(calls.of(routes.profile.vendor)).toHaveLength(1);
    expect(calls.of(routes.profile.member)).toHaveLength(0);
    cleanup();
    localStorage.clear();

    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...settingsStubs(),
      on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao' } as MemberProfile)),
    );
    renderRoutes(appRoutes, '/settings');
    expect(await screen.findByText('Asha Rao', { selector: 'header p' })).toBeTruthy();
    expect(screen.queryByText('Vendor', { selector: 'header span' })).toBeNull();
  });

  it('keeps four tabs and More on phones, and lights More with Deposit inside it on the deposit history', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const emptyPage = { docs: [], totalDocs: 0, limit: 10, page: 1, totalPages: 1 };
    stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...settingsStubs(),
      on(routes.depositList, ok(MSG.loaded, emptyPage)),
      on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao' } as MemberProfile)),
      on(routes.publicSettings, ok(MSG.loaded, {} as PublicSettings)),
    );
    const { user } = renderRoutes(appRoutes, '/reacharge-list');
    const tabs = await screen.findByRole('navigation', { name: 'Member tabs' });
    const more = within(tabs).getByRole('button', { name: 'More' });
    const visibleLinks = () =>
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(visibleLinks()).toEqual(['Home', 'Stake', 'Reserve', 'Assets']);
    expect(more.className).toContain('text-teal-300');
    expect(within(tabs).getByRole('link', { name: 'Assets' }).className).not.toContain('text-teal-300');
    expect(await screen.findByRole('heading', { name: 'No deposits yet' })).toBeTruthy();

    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(visibleLinks()).toEqual([
      'Home',
      'Stake',
      'Reserve',
      'Assets',
      'My orders',
      'Income',
      'My team',
      'Deposit',
      'Withdraw',
      'Support',
      'Settings',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Deposit' }).className).toContain('text-teal-300');
    await user.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    expect(visibleLinks()).toHaveLength(4);
  });

  it('lists every member page in the side navigation', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...settingsStubs(),
      on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao' } as MemberProfile)),
    );
    renderRoutes(appRoutes, '/settings');
    const side = await screen.findByRole('navigation', { name: 'Member' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/my',
      '/stake',
      '/reserve',
      '/assets',
      '/my-order',
      '/earn',
      '/my-team',
      '/deposit',
      '/withdrawladd',
      '/support',
      '/settings',
    ]);
  });

  it('logs out from the menu on every member page: the More panel on phones, the side menu on wider screens', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const { calls } = stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...settingsStubs(),
      on(routes.depositList, ok(MSG.loaded, { docs: [], totalDocs: 0, limit: 10, page: 1, totalPages: 1 })),
      on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao' } as MemberProfile)),
      on(routes.publicSettings, ok(MSG.loaded, {} as PublicSettings)),
      on(routes.logout, ok(MSG.logoutDone)),
    );
    const { user, router } = renderRoutes(appRoutes, '/reacharge-list');
    const side = await screen.findByRole('navigation', { name: 'Member' });
    expect(within(side).getByRole('button', { name: 'Log Out' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Member tabs' });
    await user.click(within(tabs).getByRole('button', { name: 'More' }));
    await user.click(within(tabs).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.of(routes.logout)).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBeNull();
  });

  it('keeps More lit on /settingNew, where Settings is', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...settingsStubs(),
      on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao', usdtAddress: null } as MemberProfile)),
    );
    renderRoutes(appRoutes, '/settingNew');
    const tabs = await screen.findByRole('navigation', { name: 'Member tabs' });
    expect(await screen.findByRole('heading', { name: 'USDT address' })).toBeTruthy();
    expect(within(tabs).getByRole('button', { name: 'More' }).className).toContain('text-teal-300');
  });

  it('lights My orders, not Withdraw, on a package capital withdrawal', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...settingsStubs(),
      on(routes.activePackages, ok(MSG.loaded, [])),
      on(routes.publicSettings, ok(MSG.loaded, {} as PublicSettings)),
      on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao' } as MemberProfile)),
      moneyOutOf(),
    );
    renderRoutes(appRoutes, '/withdrawladd/order-1');
    const side = await screen.findByRole('navigation', { name: 'Member' });
    expect(within(side).getByRole('link', { name: 'My orders' }).className).toContain('text-teal-300');
    const withdraw = within(side).getByRole('link', { name: 'Withdraw' });
    expect(withdraw.className).not.toContain('text-teal-300');
    expect(withdraw.getAttribute('aria-current')).toBeNull();
  });

  it('shows a 404 page for unknown paths', async () => {
    renderRoutes(appRoutes, '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('lazyPage', () => {
  it('reports a failed chunk download as the toast of docs/product.md#web-client', async () => {
    const failing = lazyPage(() => Promise.reject(new TypeError('Failed to fetch module')));
    renderRoutes([{ path: '/', lazy: failing, ErrorBoundary: RouteError, HydrateFallback: PageLoading }], '/');
    expect(await screen.findByRole('heading', { name: MSG.chunkLoadFailed })).toBeTruthy();
    expect(screen.getAllByText(MSG.chunkLoadFailed)).toHaveLength(2);
  });
});

// The console is an app of its own (apps/console): its operator token is not a member's.
describe("an operator token in the members' app", () => {
  const signInOperator = () => localStorage.setItem(STORAGE_KEY.adminToken, 'operator-token');
  beforeEach(() => {
    stubSiteRoutes();
  });

  it('does not open member pages with the operator token alone', async () => {
    signInOperator();
    for (const path of ['/my', '/deposit', '/settings']) {
      const { router } = renderRoutes(appRoutes, path);
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      cleanup();
    }
  });

  it("lets an operator token through to the member's auth pages", async () => {
    signInOperator();
    const { router } = renderRoutes(appRoutes, '/login');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
