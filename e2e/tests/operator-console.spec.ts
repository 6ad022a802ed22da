import { MSG, routes } from '@app/contract';
import { seriousViolations } from './axe';
import {
  DESKTOP,
  expectConsoleLoaded,
  PHONE,
  rememberSecondOperatorSession,
  SECOND_OPERATOR,
  shot,
  signInThroughConsole,
  storedAdminToken,
  storedMemberToken,
  storeMemberSession,
  storeOperatorSession,
} from './console';
import { logInMemberByApi } from './members';
import { DEMO_MEMBER, DEMO_OPERATOR, expect, operatorToken, test } from './support';

// The operator console at /admin: signing in with the mailed code, its frame at both sizes, sessions that stay
// apart from the member's, and axe. The queues (deposits, withdrawals) are in operator-console-queues.spec.ts.
// Each operator signs in through the page once per run (a code left unused blocks a new one for a minute); the
// other journeys store a session's token as the sign-in does.

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the second operator signs in with the mailed code, and the menu button opens the navigation', async ({
    page,
  }) => {
    await signInThroughConsole(page, SECOND_OPERATOR, { shotName: 'phone' });
    await expect(page.getByText(MSG.operatorSignedIn, { exact: true })).toBeVisible();
    rememberSecondOperatorSession((await storedAdminToken(page)) ?? '');
    await expectConsoleLoaded(page);
    await expect(page.getByRole('banner')).toContainText(SECOND_OPERATOR.fullName);
    await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pending withdrawals' })).toBeVisible();
    await shot(page, 'overview-phone');

    // No rail on a phone: the navigation waits behind the menu button.
    const nav = page.getByRole('navigation', { name: 'Operator console' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Overview', 'Deposits', 'Withdrawals', 'Packages', 'Settings']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page');
    await shot(page, 'menu-phone', { viewport: true });
    expect(await seriousViolations(page), 'open menu').toEqual([]);

    // A link closes the menu behind it; Escape closes it too and gives the focus back to the button.
    await nav.getByRole('link', { name: 'Withdrawals', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/withdrawals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Withdrawals', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  });
});

test.describe('on a desktop', () => {
  // A profile read still on its way when the log-out revokes the session is answered 401, which the browser logs; the
  // page forgot the token first, so that 401 ends nothing and reloads nothing. What the user sees is asserted below.
  test.use({ viewport: DESKTOP, allowedConsoleErrors: [/status of 401 .*\/adminApi\/getprofile/] });

  test('the operator signs in beside a member session, finds the navigation rail, and logs out of the console only', async ({
    page,
    request,
  }) => {
    // Someone's member session is already in this browser.
    const member = await logInMemberByApi(request, DEMO_MEMBER);
    await storeMemberSession(page, member);

    await signInThroughConsole(page, DEMO_OPERATOR, { shotName: 'desktop' });
    await expectConsoleLoaded(page);
    await expect(page.getByRole('banner')).toContainText('Platform Operator');
    // A rail from 1024 px: every page in view, no menu button.
    const nav = page.getByRole('navigation', { name: 'Operator console' });
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    for (const name of ['Overview', 'Deposits', 'Withdrawals', 'Packages', 'Settings']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Pending deposits' })).toBeVisible();
    await shot(page, 'overview-desktop');
    await nav.getByRole('link', { name: 'Deposits', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/deposits$/);
    await expectConsoleLoaded(page, 'Deposits');

    const operatorSession = await storedAdminToken(page);
    expect(operatorSession).toBeTruthy();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByText(MSG.logoutDone, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
    // Polled: the log-out's navigation can still be replacing the page's context when the heading shows.
    await expect.poll(() => storedAdminToken(page)).toBeNull();
    await expect.poll(() => storedMemberToken(page)).toBe(member.token);
    // Revoked on the server too, not only forgotten by the browser.
    const revoked = await request.get(routes.operatorProfile.path, {
      headers: { authorization: `Bearer ${operatorSession}` },
    });
    expect(revoked.status()).toBe(401);

    await page.goto('/admin/deposits');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/my');
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByRole('heading', { name: 'Demo Member' })).toBeVisible();
  });
});

test.describe('sessions do not cross', () => {
  test('an operator token alone opens the console but no member page', async ({ page, request }) => {
    await storeOperatorSession(page, await operatorToken(request));
    await page.goto('/admin');
    await expectConsoleLoaded(page);
    for (const path of ['/my', '/reacharge-list']) {
      await page.goto(path);
      // The member sign-in, which brings the member back to the page asked for (docs/product.md#your-data).
      await expect(page).toHaveURL(new RegExp(`/login(\\?next=${encodeURIComponent(path)})?$`));
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    }
  });

  test('a member token alone opens member pages but not the console', async ({ page, request }) => {
    await storeMemberSession(page, await logInMemberByApi(request, DEMO_MEMBER));
    await page.goto('/my');
    await expect(page.getByRole('heading', { name: 'Demo Member' })).toBeVisible();
    for (const path of ['/admin', '/admin/deposits', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
    }
  });
});

test('the console pages have no serious or critical accessibility violations', async ({ page, request }) => {
  // Ten pages scanned one after the other: on a loaded machine a scan takes seconds.
  test.setTimeout(150_000);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
  expect(await seriousViolations(page), '/admin/login').toEqual([]);

  await storeOperatorSession(page, await operatorToken(request));
  const paths = [
    '/admin',
    '/admin/deposits',
    '/admin/withdrawals',
    '/admin/packages',
    '/admin/settings',
    '/admin/support',
    '/admin/support/saved-replies',
    '/admin/reports',
    '/admin/dry-run',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expectConsoleLoaded(page);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
