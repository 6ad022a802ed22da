import { type MemberProfile, MSG, NOTIFICATIONS_MSG, type PublicSettings, ROLE, routes } from '@app/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_RESERVE_SNAPSHOT, overviewOf } from '../features/admin/admin-test-kit';
import { stubSiteRoutes } from '../features/site/site-test-kit';
import { STORAGE_KEY } from '../lib/screen-constants';
import { renderRoutes } from '../test/render-routes';
import { securityStubs } from '../test/security-test-kit';
import { fail, ok, on, type Responder } from '../test/stub-routes';
import { PageLoading } from './layouts/page-loading';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { appRoutes } from './routes';

function signInOperator() {
  localStorage.setItem(STORAGE_KEY.adminToken, 'operator-token');
}

/** The calls every console page makes around it: the operator's name, the overview and the deposits queue. */
function stubConsole(overview: Responder<typeof routes.adminOverview> = ok(MSG.loaded, overviewOf())) {
  const emptyPage = { docs: [], totalDocs: 0, limit: 10, page: 1, totalPages: 1 };
  return stubSiteRoutes(
    NO_RESERVE_SNAPSHOT,
    on(routes.adminOverview, overview),
    on(
      routes.operatorProfile,
      ok(MSG.profileLoaded, { _id: 'operator-1', fullName: 'Olga Ops', email: 'ops@example.com', role: ROLE.admin }),
    ),
    on(routes.adminDeposits, ok(MSG.loaded, emptyPage)),
    on(routes.adminWithdrawals, ok(MSG.loaded, emptyPage)),
    on(routes.operatorLogout, ok(MSG.logoutDone)),
  );
}

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
    );
    for (const path of memberPaths) {
      const { router } = renderRoutes(appRoutes, path);
      expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/login');
      cleanup();
    }
  }, 20_000); // twenty member pages, each a lazy chunk: slow on a busy machine

  it('lets a vendor-only session into the member pages', async () => {
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    stubSiteRoutes(NO_NOTIFICATIONS, MAIL_PREFERENCES, ...securityStubs(), on(routes.profile, fail(500, MSG.internal)));
    const { router } = renderRoutes(appRoutes, '/settings');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it("marks a vendor's session in the header, on the vendor's own calls, and a member's session not", async () => {
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { calls } = stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...securityStubs(),
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
      ...securityStubs(),
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
      ...securityStubs(),
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
      ...securityStubs(),
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
      '/settings',
    ]);
  });

  it('keeps More lit on /settingNew, where Settings is', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    stubSiteRoutes(
      NO_NOTIFICATIONS,
      MAIL_PREFERENCES,
      ...securityStubs(),
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
      ...securityStubs(),
      on(routes.activePackages, ok(MSG.loaded, [])),
      on(routes.publicSettings, ok(MSG.loaded, {} as PublicSettings)),
      on(routes.profile, ok(MSG.profileLoaded, { fullName: 'Asha Rao' } as MemberProfile)),
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

describe('operator console guards', () => {
  const consolePaths = [
    '/admin',
    '/admin/deposits',
    '/admin/withdrawals',
    '/admin/adjustments',
    '/admin/members',
    '/admin/members/77777777-7777-4777-8777-777777777777',
    '/admin/packages',
    '/admin/settings',
    '/admin/audit',
    '/admin/messages',
    '/admin/newsletter',
    '/admin/site-pages',
    '/admin/operators',
  ];

  it('sends every console page to /admin/login without the operator token', async () => {
    for (const path of consolePaths) {
      const { router } = renderRoutes(appRoutes, path);
      expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/login');
      cleanup();
    }
  });

  it("opens an invited operator's link without any session, and with an operator's", async () => {
    for (const signedIn of [false, true]) {
      if (signedIn) signInOperator();
      const { router } = renderRoutes(appRoutes, '/admin/set-password/some-token');
      expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/set-password/some-token');
      cleanup();
    }
  });

  it('does not take a member or vendor token for an operator token', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { router } = renderRoutes(appRoutes, '/admin/deposits');
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends an operator from /admin/login to the overview', async () => {
    signInOperator();
    stubConsole();
    const { router } = renderRoutes(appRoutes, '/admin/login');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
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

describe('operator console layout', () => {
  it('names the console and the operator, and marks the current page in its navigation', async () => {
    signInOperator();
    const { calls } = stubConsole();
    const { user } = renderRoutes(appRoutes, '/admin/deposits');
    expect(await screen.findByText('Olga Ops')).toBeTruthy();
    expect(screen.getByText('Operator console')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin'],
      ['Deposits', '/admin/deposits'],
      ['Withdrawals', '/admin/withdrawals'],
      ['Credits', '/admin/adjustments'],
      ['Members', '/admin/members'],
      ['Packages', '/admin/packages'],
      ['Messages', '/admin/messages'],
      ['Newsletter', '/admin/newsletter'],
      ['Site pages', '/admin/site-pages'],
      ['Operators', '/admin/operators'],
      ['Settings', '/admin/settings'],
      ['Security', '/admin/security'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['Deposits']);
    expect(calls.of(routes.operatorProfile)[0]?.headers.Authorization).toBe('Bearer operator-token');

    await user.click(within(nav).getByRole('link', { name: 'Overview' }));
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Deposits' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the navigation from the menu button on phones and closes it with Escape or a link', async () => {
    signInOperator();
    stubConsole();
    const { user } = renderRoutes(appRoutes, '/admin');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    expect(menu.getAttribute('aria-controls')).toBe(nav.id);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(nav.className).toMatch(/(^| )hidden( |$)/);

    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav.className).toMatch(/(^| )block( |$)/);
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);

    await user.click(menu);
    await user.click(within(nav).getByRole('link', { name: 'Deposits' }));
    expect(await screen.findByRole('heading', { name: 'Deposits' })).toBeTruthy();
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('logs out: revokes the session, forgets the operator token only and shows the sign-in', async () => {
    signInOperator();
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    const { calls } = stubConsole();
    const { user, router } = renderRoutes(appRoutes, '/admin');
    await screen.findByText('Olga Ops');
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(calls.of(routes.operatorLogout)).toHaveLength(1);
    expect(calls.of(routes.operatorLogout)[0]?.headers.Authorization).toBe('Bearer operator-token');
    expect(localStorage.getItem(STORAGE_KEY.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY.memberToken)).toBe('member');
    expect(await screen.findByText(MSG.logoutDone)).toBeTruthy();
  });
});

describe('logging out of the console while a read is on its way', () => {
  it('ends nothing more when the revocation answers that read 401: no reload over the log-out', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    signInOperator();
    // The overview's read is answered only once the log-out is under way, with the 401 the revocation gives it.
    const server = stubConsole(fail(401, MSG.unauthenticated, 'UNAUTHENTICATED'));
    const overview = server.hold(routes.adminOverview);
    const logout = server.hold(routes.operatorLogout);
    const { user } = renderRoutes(appRoutes, '/admin');
    await screen.findByText('Olga Ops');
    await waitFor(() => expect(server.calls.of(routes.adminOverview)).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(server.calls.of(routes.operatorLogout)).toHaveLength(1));
    overview.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    logout.release();

    expect(await screen.findByText(MSG.logoutDone)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
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
