import { pathWith, routes } from '@app/contract';
import type { CDPSession, Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { relaxPayoutSafety, saveSettings, shot } from './console';
import { bearer, dataOf, signUpMember } from './members';
import { DEMO_MEMBER, expect, logIn, operatorToken, proveItIsMe, test } from './support';

// Passkeys (docs/product.md#passkeys) in a real browser: Chromium's virtual authenticator plays the member's phone.
// A member adds one on /settings with the password, signs in with it with no e-mail or password, and confirms a
// transfer with it instead of the mailed code. A passkey is bound to a host name, never an IP address, so this
// journey uses the server's own name for this machine (PUBLIC_URL's default, localhost).
test.use({ baseURL: baseURL.replace('127.0.0.1', 'localhost') });

async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test('a member adds a passkey, signs in with it, and confirms a transfer with it instead of the code', async ({
  page,
  request,
}) => {
  // The first transfer to a new member waits out the new-address hold: off for this journey about passkeys.
  await relaxPayoutSafety(request);
  const member = await signUpMember(request, { fullName: 'Priya Passkey', sponsor: DEMO_MEMBER.referId });
  const receiver = await signUpMember(request, { fullName: 'Kiran Keyless', sponsor: DEMO_MEMBER.referId });
  const operator = await operatorToken(request);
  const found = await dataOf<{ docs: { _id: string; email: string }[] }>(
    request.get(routes.adminMembers.path, { headers: bearer(operator), params: { search: member.email } }),
  );
  const memberId = found.docs.find((row) => row.email === member.email)?._id ?? '';
  await dataOf(
    request.post(pathWith(routes.adminMemberAdjust.path, { _id: memberId }), {
      headers: bearer(operator),
      data: { wallet: 'income', amount: '20', reason: 'Passkey journey' },
    }),
  );

  await virtualAuthenticator(page);
  await logIn(page, member);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('No passkeys yet')).toBeVisible();
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await proveItIsMe(card, member);
  await card.getByRole('button', { name: 'Continue' }).click();
  await card.getByLabel('Passkey name').fill('Work laptop');
  await card.getByRole('button', { name: 'Save passkey' }).click();
  await expect(card.getByText('Work laptop')).toBeVisible();
  await expect(card.getByText('Never used')).toBeVisible();

  // Signed out, the passkey alone signs in: no e-mail, no password.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/my$/);

  // A new passkey is a new second factor: for a day no money leaves, and the transfer page says so with its form shut
  // (docs/decisions/046-no-way-around-the-second-person.md). Two owners lower the hold for the rest of the journey.
  await page.goto('/transfer');
  await expect(page.getByText(/^Your password or second factor changed recently\./)).toBeVisible();
  await expect(page.getByLabel('Receiver UID')).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'transfer-security-hold-phone', { viewport: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await saveSettings(request, { securityChangeHoldHours: 0 });

  // A transfer's second step confirmed by the passkey instead of the mailed code.
  await page.goto('/transfer');
  await page.getByLabel('Receiver UID').fill(receiver.referId);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Kiran Keyless')).toBeVisible();
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm with a passkey' }).click();
  await expect(page.getByText('Transfer completed.')).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/^Last used/)).toBeVisible();
  await expect(page.getByText('Passkey added', { exact: true })).toBeVisible();
  // Raising it back applies at once.
  await saveSettings(request, { securityChangeHoldHours: 24 });
});
