import { createHmac } from 'node:crypto';
import { shot } from './console';
import { signUpMember } from './members';
import { expect, logIn, proveItIsMe, test } from './support';

// RFC 6238 as the authenticator apps (and the server, apps/api/src/lib/totp.ts) do it: HMAC-SHA-1 over the 30-second
// step, six digits, from the base32 key the settings page shows.
function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of secret.replace(/\s/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

const stepNow = () => Math.floor(Date.now() / 30_000);

function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('a member turns on two-factor sign-in on /settings and then signs in with the authenticator code', async ({
  page,
  request,
}) => {
  const member = await signUpMember(request, { fullName: 'Tara Twofactor', sponsor: 'DEMO001' });
  await logIn(page, member);
  await page.goto('/settings');

  await page.getByRole('button', { name: 'Set up two-factor' }).click();
  // Who you are first: a session alone cannot put an authenticator on the account.
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await proveItIsMe(card, member);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'settings-two-factor-proof', { viewport: true });
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('QR code for your authenticator app')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enabledAt = stepNow();
  await page.getByLabel('Code from your authenticator app').fill(totp(secret, enabledAt));
  await page.getByRole('button', { name: 'Turn on two-factor' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I saved them' }).click();
  await expect(page.getByText(/10 recovery codes left/)).toBeVisible();
  // This device's session is listed.
  await expect(page.getByText('(this device)')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible();
  // The code used to turn it on cannot be used again: the next step's code (inside the server's ±1 window).
  await page.getByLabel('Authentication code').fill(totp(secret, Math.max(stepNow(), enabledAt + 1)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/my$/);
});
