import { routes } from '@app/contract';
import type { Locator, Page } from '@playwright/test';
import { PHONE, shot, storeMemberSession, storeOperatorSession } from './console';
import { buyPackage, signUpMember } from './members';
import { DEMO_MEMBER, expect, operatorToken, test } from './support';

/** Counts the requests the page sends to `path` from now on. */
function countRequests(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request.method());
  });
  return sent;
}

test('a double click on the coin claims once on the real server and shows the claim, not "already claimed"', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Dora Double', sponsor: DEMO_MEMBER.referId });
  await buyPackage(request, member, 'Silver');
  await storeMemberSession(page, member);
  const claims = countRequests(page, routes.claimProfit.member.path);
  await page.goto('/reserve');
  const coin = page.getByRole('button', { name: "Claim today's profit" });
  await expect(page.getByText('Now: click the coin')).toBeVisible();

  // Each press held 300 ms: the server has answered the first click before the second one lands.
  await coin.dblclick({ delay: 300 });
  await expect(page.getByText("Today's profit has been credited to your Flexible wallet.")).toBeVisible();
  await expect(page.getByText(/^Today's profit is claimed\. The next claim opens /)).toBeVisible();
  await page.waitForTimeout(500);
  expect(claims).toEqual(['GET']);
  await expect(page.getByText("You have already claimed today's profit. Come back tomorrow.")).toHaveCount(0);
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectToastClear(toast: Locator, covered: Locator[]) {
  const box = await toast.boundingBox();
  expect(box?.height, 'the toast is on screen').toBeGreaterThan(0);
  for (const each of covered) {
    const other = await each.boundingBox();
    expect(other).not.toBeNull();
    if (box && other) expect(overlaps(box, other), `the toast covers ${await each.textContent()}`).toBe(false);
  }
}

test.describe('toasts on a phone', () => {
  test.use({ viewport: PHONE });

  test('leave the member header, the page title and the tab bar uncovered', async ({ page, request }) => {
    const member = await signUpMember(request, { fullName: 'Tara Toast', sponsor: DEMO_MEMBER.referId });
    await buyPackage(request, member, 'Silver');
    await storeMemberSession(page, member);
    await page.goto('/reserve');
    await page.getByRole('button', { name: "Claim today's profit" }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: "Today's profit has been credited" });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(1000);
    await expectToastClear(toast, [
      page.getByRole('banner'),
      page.getByRole('heading', { level: 1, name: 'Reserve' }),
      page.locator('nav[data-tab-bar]'),
    ]);
    // Last: the screenshot ends the toast's animations, and with them the toast.
    await shot(page, 'phone-member-toast', { viewport: true });
  });

  test.describe('in the console', () => {
    test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\) \(at [^)]*\/adminApi\/deposits\?/] });

    test('leave the console menu button and the page title uncovered', async ({ page, request }) => {
      await storeOperatorSession(page, await operatorToken(request));
      // A refused read shows its message as an error toast, like any failed call.
      await page.route('**/adminApi/deposits?**', (route) =>
        route.fulfill({ status: 409, json: { success: false, message: 'Shown as a toast', code: 'CONFLICT' } }),
      );
      await page.goto('/admin/deposits');
      const toast = page.locator('.Toastify__toast').filter({ hasText: 'Shown as a toast' });
      await expect(toast).toBeVisible();
      await page.waitForTimeout(1000);
      await expectToastClear(toast, [
        page.getByRole('banner'),
        page.getByRole('banner').getByRole('button', { name: 'Menu' }),
        page.getByRole('heading', { level: 1, name: 'Deposits' }),
      ]);
      await shot(page, 'phone-console-toast', { viewport: true });
    });
  });
});
