import { CONSOLE_MSG } from '@app/contract';
import { DESKTOP, PHONE, shot, storeOperatorSession } from './console';
import { expect, logIn, operatorToken, test } from './support';

// Vendors: an operator opens the account in the console, the vendor signs in on the member pages and is marked
// as a vendor there; every call then goes to the vendor API, and logging out forgets every token.

/** The demo seed's vendor (apps/api/src/seed/demo.ts). */
const DEMO_VENDOR = { email: 'vendor@example.com', password: 'Vendor@12345', fullName: 'Demo Vendor' };
const VENDOR_TOKEN_KEY = 'access_token_vendor';

for (const size of [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const) {
  test.describe(`on a ${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test('the demo vendor signs in on /login, sees the Vendor marker, and logging out clears every token', async ({
      page,
    }) => {
      const vendorCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/sellerApi/') || pathname.startsWith('/vendorApi/')) vendorCalls.push(pathname);
      });
      await logIn(page, DEMO_VENDOR);
      const header = page.getByRole('banner');
      await expect(header.getByText(DEMO_VENDOR.fullName)).toBeVisible();
      await expect(header.getByText('Vendor', { exact: true })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), VENDOR_TOKEN_KEY)).toBeTruthy();
      expect(vendorCalls.length).toBeGreaterThan(0);
      expect(vendorCalls.filter((path) => path.startsWith('/sellerApi/'))).toEqual([]);
      await shot(page, `vendor-my-${size.name}`, { viewport: true });

      await page.goto('/settings');
      await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
    });
  });
}

test('an operator opens a vendor account and signs the vendor in by a one-time link', async ({ page, request }) => {
  await storeOperatorSession(page, await operatorToken(request));
  await page.goto('/admin/members');
  await page.getByRole('button', { name: 'New vendor' }).click();
  const form = page.getByRole('region', { name: 'Open a vendor account' });
  const email = `vendor.${Date.now()}@example.test`;
  await form.getByLabel('Full name').fill('Vikram Vendor');
  await form.getByLabel('Phone').fill('9123456780');
  await form.getByLabel('E-mail').fill(email);
  await shot(page, 'console-new-vendor');
  await form.getByRole('button', { name: 'Open vendor account' }).click();
  await expect(page.getByText(CONSOLE_MSG.vendorCreated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Vikram Vendor' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign-in link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign-in link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = (await dialog.getByLabel('Sign-in link', { exact: true }).textContent()) ?? '';
  expect(url).toContain('/autologin/');

  await page.goto(url);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my');
  const header = page.getByRole('banner');
  await expect(header.getByText('Vikram Vendor')).toBeVisible();
  await expect(header.getByText('Vendor', { exact: true })).toBeVisible();
});
