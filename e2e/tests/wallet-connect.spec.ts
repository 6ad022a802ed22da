import { storeMemberSession } from './console';
import { memberProfile, randomAddress, signUpMember } from './members';
import { DEMO_MEMBER, expect, test } from './support';

// /WalletConnect with a wallet injected the way browser extensions announce themselves (EIP-6963).

test('a browser wallet found through EIP-6963 shares its account, saved as the USDT address', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Wanda Wallet', sponsor: DEMO_MEMBER.referId });
  const account = randomAddress();
  await page.addInitScript((address) => {
    const icon = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3C/svg%3E';
    const provider = {
      request: async ({ method }: { method: string }) => (method === 'eth_requestAccounts' ? [address] : null),
    };
    window.addEventListener('eip6963:requestProvider', () => {
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: Object.freeze({
            info: { uuid: 'e2e-wallet', name: 'Test Wallet', icon, rdns: 'test.wallet' },
            provider,
          }),
        }),
      );
    });
  }, account);
  await storeMemberSession(page, member);

  await page.goto('/settingNew');
  await page.getByRole('link', { name: 'connect a wallet in this browser' }).click();
  await expect(page).toHaveURL(/\/WalletConnect$/);
  await page.getByRole('button', { name: 'Test Wallet' }).click();
  await expect(page.getByText(account)).toBeVisible();
  await page.getByRole('button', { name: 'Use this address' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const saved = (await memberProfile(request, member)).usdtAddress ?? '';
  expect(saved.toLowerCase()).toBe(account.toLowerCase());
  await page.getByRole('link', { name: 'See your USDT address' }).click();
  await expect(page).toHaveURL(/\/settingNew$/);
  await expect(page.getByRole('heading', { level: 1, name: 'USDT address' })).toBeVisible();
  await expect(page.getByText(saved, { exact: true })).toBeVisible();
});
