import { MSG, type OperatorRole, routes } from '@app/contract';
import { STORAGE_KEY } from '@app/web-kit/lib/screen-constants';
import { renderRoutes } from '@app/web-kit/test/render-routes';
import { fail, ok, on, type Responder, stubRoutes } from '@app/web-kit/test/stub-routes';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_PENDING_FUNDS,
  NO_RESERVE_SNAPSHOT,
  OPERATOR,
  operatorProfileAs,
  overviewOf,
  settingsOf,
  signInOperator,
} from '../test/console-test-kit';
import { consoleRoutes } from './routes';

// The operator console's routes: its guards, its layout and its log-out (the member routes: routes.test.tsx).

const emptyPage = { docs: [], totalDocs: 0, limit: 10, page: 1, totalPages: 1 };

/** The calls every console page makes around it: the operator's name, the overview and the deposits queue. */
function stubConsole(overview: Responder<typeof routes.adminOverview> = ok(MSG.loaded, overviewOf())) {
  return stubRoutes(
    NO_RESERVE_SNAPSHOT,
    NO_PENDING_FUNDS,
    on(routes.adminOverview, overview),
    on(routes.operatorProfile, ok(MSG.profileLoaded, OPERATOR)),
    on(routes.adminDeposits, ok(MSG.loaded, emptyPage)),
    on(routes.adminWithdrawals, ok(MSG.loaded, emptyPage)),
    on(routes.operatorLogout, ok(MSG.logoutDone)),
  );
}

/** The console of an operator with `role`, and the reads of the pages its tests open. */
function stubConsoleAs(role: OperatorRole) {
  return stubRoutes(
    NO_RESERVE_SNAPSHOT,
    NO_PENDING_FUNDS,
    operatorProfileAs(role),
    on(routes.adminOverview, ok(MSG.loaded, overviewOf())),
    on(routes.adminWithdrawals, ok(MSG.loaded, emptyPage)),
    on(routes.adminMembers, ok(MSG.loaded, emptyPage)),
    on(routes.adminContacts, ok(MSG.loaded, emptyPage)),
    on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
  );
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Operator console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

// Every page inside the layout reads the public settings (the company name in the header), which stubRoutes answers.
beforeEach(() => {
  stubRoutes();
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
      const { router } = renderRoutes(consoleRoutes, path);
      expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/login');
      cleanup();
    }
  }, 20_000); // thirteen console paths, the first renders of this file: slow on a busy machine

  it("opens an invited operator's link without any session, and with an operator's", async () => {
    for (const signedIn of [false, true]) {
      if (signedIn) signInOperator();
      const { router } = renderRoutes(consoleRoutes, '/admin/set-password/some-token');
      expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin/set-password/some-token');
      cleanup();
    }
  });

  it('does not take a member or vendor token for an operator token', async () => {
    localStorage.setItem(STORAGE_KEY.memberToken, 'member');
    localStorage.setItem(STORAGE_KEY.vendorToken, 'vendor');
    const { router } = renderRoutes(consoleRoutes, '/admin/deposits');
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends an operator from /admin/login to the overview', async () => {
    signInOperator();
    stubConsole();
    const { router } = renderRoutes(consoleRoutes, '/admin/login');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

describe('operator console layout', () => {
  it('names the console and the operator, and marks the current page in its navigation', async () => {
    signInOperator();
    const { calls } = stubConsole();
    const { user } = renderRoutes(consoleRoutes, '/admin/deposits');
    expect(await screen.findByText('Olga Ops')).toBeTruthy();
    expect(screen.getByText('Operator console')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '/admin'],
      ['Deposits', '/admin/deposits'],
      ['Deposit addresses', '/admin/deposit-addresses'],
      ['Withdrawals', '/admin/withdrawals'],
      ['Credits', '/admin/adjustments'],
      ['Members', '/admin/members'],
      ['Support', '/admin/support'],
      ['Packages', '/admin/packages'],
      ['Reports', '/admin/reports'],
      ['Dry run', '/admin/dry-run'],
      ['Messages', '/admin/messages'],
      ['Newsletter', '/admin/newsletter'],
      ['Site pages', '/admin/site-pages'],
      ['News', '/admin/news'],
      ['Announcements', '/admin/announcements'],
      ['Operators', '/admin/operators'],
      ['Settings', '/admin/settings'],
      ['Security', '/admin/security'],
      ['System', '/admin/system'],
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

  it('answers an unknown /admin path with its own not-found page inside the console, not the public 404', async () => {
    signInOperator();
    stubConsole();
    const { user, router } = renderRoutes(consoleRoutes, '/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeTruthy();
    expect(screen.getByText('/admin/no-such-page')).toBeTruthy();
    expect(await screen.findByText('Olga Ops')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /sign up/i })).toBeNull();
    const pages = screen.getByRole('region', { name: "The console's pages" });
    await user.click(within(pages).getByRole('link', { name: 'Withdrawals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/withdrawals'));
  });

  it('sends an unknown /admin path to the sign-in without the operator token', async () => {
    const { router } = renderRoutes(consoleRoutes, '/admin/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('opens the navigation from the menu button on phones and closes it with Escape or a link', async () => {
    signInOperator();
    stubConsole();
    const { user } = renderRoutes(consoleRoutes, '/admin');
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
    const { user, router } = renderRoutes(consoleRoutes, '/admin');
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

// docs/decisions/020-operator-roles.md: the console shows each role the pages its calls may use, from the contract.
describe('operator roles in the console', () => {
  beforeEach(() => signInOperator());

  it("shows the operator's role beside their name", async () => {
    stubConsoleAs('finance');
    renderRoutes(consoleRoutes, '/admin/withdrawals');
    expect(await screen.findByText('Olga Ops')).toBeTruthy();
    expect(screen.getByText('Finance').closest('p')?.textContent).toBe('Olga OpsRole Finance');
  });

  it('gives finance the money pages, members and packages read only, and not operators, settings or the site', async () => {
    stubConsoleAs('finance');
    renderRoutes(consoleRoutes, '/admin/withdrawals');
    expect(await screen.findByRole('heading', { name: 'Withdrawals', level: 1 })).toBeTruthy();
    expect(navLinks()).toEqual([
      'Overview',
      'Deposits',
      'Deposit addresses',
      'Withdrawals',
      'Credits',
      'Members',
      'Support',
      'Packages',
      'Reports',
      'Security',
      'System',
      'Audit log',
    ]);
  });

  it('gives support members, packages and messages, without money pages or a New vendor for finance', async () => {
    stubConsoleAs('support');
    renderRoutes(consoleRoutes, '/admin/members');
    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeTruthy();
    expect(navLinks()).toEqual(['Overview', 'Members', 'Support', 'Packages', 'Messages', 'Security', 'Audit log']);
    expect(await screen.findByRole('button', { name: 'New vendor' })).toBeTruthy();
    cleanup();

    stubConsoleAs('finance');
    renderRoutes(consoleRoutes, '/admin/members');
    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New vendor' })).toBeNull();
  });

  it("lands content on its first page from the console's index: the site's pages, no members", async () => {
    const { calls } = stubConsoleAs('content');
    const { router } = renderRoutes(consoleRoutes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/messages');
    expect(navLinks()).toEqual([
      'Messages',
      'Newsletter',
      'Site pages',
      'News',
      'Announcements',
      'Security',
      'Audit log',
    ]);
    expect(calls.of(routes.adminOverview)).toHaveLength(0);
  });

  it("shows support's overview without the money queues", async () => {
    stubConsoleAs('support');
    renderRoutes(consoleRoutes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Solvency' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review deposits' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take snapshot now' })).toBeNull();
  });

  it('opens the support desk and a ticket for finance, and tells content it is not part of its role', async () => {
    const { calls } = stubRoutes(
      operatorProfileAs('finance'),
      on(routes.adminSettings, ok(MSG.loaded, settingsOf())),
      on(routes.adminTickets, ok(MSG.ticketsLoaded, emptyPage)),
      on(routes.adminSavedReplies, ok(MSG.savedRepliesLoaded, { docs: [] })),
    );
    const { user } = renderRoutes(consoleRoutes, '/admin/support');
    expect(await screen.findByRole('heading', { name: 'Support', level: 1 })).toBeTruthy();
    expect(calls.of(routes.adminTickets)).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Saved replies' }));
    expect(await screen.findByRole('heading', { name: 'Saved replies', level: 2 })).toBeTruthy();
    cleanup();

    const content = stubConsoleAs('content');
    renderRoutes(consoleRoutes, '/admin/support/11111111-1111-4111-8111-111111111111');
    expect(await screen.findByRole('heading', { name: 'Not part of your role', level: 1 })).toBeTruthy();
    expect(screen.getByText('Your role, Content, cannot use Support. Ask an owner if you need it.')).toBeTruthy();
    expect(content.calls.of(routes.adminTicket)).toHaveLength(0);
  });

  it('says a page outside the role is not for it, lists the pages it has, and calls nothing of the page', async () => {
    const { calls } = stubConsoleAs('finance');
    const { user, router } = renderRoutes(consoleRoutes, '/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Not part of your role', level: 1 })).toBeTruthy();
    expect(screen.getByText('Your role, Finance, cannot use Settings. Ask an owner if you need it.')).toBeTruthy();
    expect(calls.of(routes.adminSettings)).toHaveLength(0);
    const pages = screen.getByRole('region', { name: "The console's pages" });
    expect(within(pages).queryByRole('link', { name: 'Settings' })).toBeNull();
    await user.click(within(pages).getByRole('link', { name: 'Withdrawals' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/withdrawals'));
    expect(await screen.findByRole('heading', { name: 'Withdrawals', level: 1 })).toBeTruthy();
  });

  it("keeps content out of a member's page and the operators", async () => {
    stubConsoleAs('content');
    renderRoutes(consoleRoutes, '/admin/members/77777777-7777-4777-8777-777777777777');
    expect(
      await screen.findByText('Your role, Content, cannot use Members. Ask an owner if you need it.'),
    ).toBeTruthy();
    cleanup();
    renderRoutes(consoleRoutes, '/admin/operators');
    expect(
      await screen.findByText('Your role, Content, cannot use Operators. Ask an owner if you need it.'),
    ).toBeTruthy();
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
    const { user } = renderRoutes(consoleRoutes, '/admin');
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
