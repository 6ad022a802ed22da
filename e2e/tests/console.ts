import path from 'node:path';
import { formatUsdt, type OperatorSettings, pathWith, routes } from '@app/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { buyPackage, claimTodaysProfit, type Member, signUpMember } from './members';
import { expect, openMailbox, operatorToken, secondOperatorToken } from './support';

/** The sizes the console is checked at: a phone held upright, and a laptop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Screenshots for a person to look at, outside the repository; CONSOLE_SHOTS_DIR moves them. */
export const SHOTS_DIR = process.env.CONSOLE_SHOTS_DIR ?? '/tmp/console-shots';

/** Saves `e2e-<name>.png`: the whole page, or with `viewport` what the screen shows (an open dialog). */
export async function shot(page: Page, name: string, options: { viewport?: boolean } = {}) {
  await page.screenshot({
    path: path.join(SHOTS_DIR, `e2e-${name}.png`),
    fullPage: !options.viewport,
    animations: 'disabled',
  });
}

// The browser's session keys (packages/web-kit/src/lib/screen-constants.ts STORAGE_KEY): the console's token and the
// member's are separate, and either may be there without the other.
const ADMIN_TOKEN_KEY = 'access_token_admin';
const MEMBER_TOKEN_KEY = 'access_token';

/**
 * A stored value, read again once the page has loaded when a navigation replaced the page mid-read: on a slow
 * machine the console's own navigations (a log-out, a route change) can still be settling when the test reads.
 */
async function stored(page: Page, key: string): Promise<string | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await page.evaluate((name) => localStorage.getItem(name), key);
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Execution context was destroyed')) throw error;
      await page.waitForLoadState();
    }
  }
}

export function storedAdminToken(page: Page): Promise<string | null> {
  return stored(page, ADMIN_TOKEN_KEY);
}

export function storedMemberToken(page: Page): Promise<string | null> {
  return stored(page, MEMBER_TOKEN_KEY);
}

/**
 * Stores a session's token in the page's origin before anything on it runs, for journeys that are not about
 * signing in. The page must be on the app's origin already (any page), since storage belongs to an origin.
 */
async function store(page: Page, key: string, token: string) {
  if (page.url() === 'about:blank') await page.goto('/admin/login');
  await page.evaluate(([name, value]) => localStorage.setItem(name, value), [key, token] as const);
}

/** The console opens with this operator token (from `operatorToken(request)`), as after a sign-in. */
export function storeOperatorSession(page: Page, token: string) {
  return store(page, ADMIN_TOKEN_KEY, token);
}

/** Member pages open with this member's token, as after a log-in; /my reads the rest from the server. */
export function storeMemberSession(page: Page, member: Pick<Member, 'token'>) {
  return store(page, MEMBER_TOKEN_KEY, member.token);
}

/** Signs in at /admin/login as a person does: password, then the code the server mails; ends on the overview. */
export async function signInThroughConsole(
  page: Page,
  operator: { email: string; password: string },
  options: { shotName?: string } = {},
) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
  if (options.shotName) await shot(page, `signin-${options.shotName}`);
  await page.getByLabel('Email', { exact: true }).fill(operator.email);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  const mailbox = await openMailbox(operator.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeVisible();
  await expect(page.getByText('A sign-in code has been sent to your email:')).toContainText(operator.email);
  const code = page.getByLabel('Sign-in code');
  await expect(code).toBeFocused();
  if (options.shotName) await shot(page, `signin-code-${options.shotName}`);
  await code.fill(await mailbox.nextOtp());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

// The second operator's session is kept beside the first's (support.ts): members.ts credits above the approval limit
// with it too.
export { rememberSecondOperatorSession, SECOND_OPERATOR, secondOperatorToken } from './support';

/** A console page with everything loaded: its heading, no skeleton, and the operator's name in the header. */
export async function expectConsoleLoaded(page: Page, heading?: string) {
  await expect(
    page.getByRole('heading', { level: 1, ...(heading ? { name: heading, exact: true } : {}) }),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('banner')).not.toContainText('Loading the operator');
}

/** An amount as the screens write it, figure and unit with or without a space between: 1,234.50 USDT. */
export function usdtText(amount: number): RegExp {
  return new RegExp(`^${formatUsdt(amount).replace('.', '\\.')}\\s*USDT$`);
}

/** Where the demo payouts go (apps/api/src/seed/demo-withdrawals.ts), checksummed. */
export const PAYOUT_ADDRESS = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

// The demo vendor's referral code. The member below sponsors under it, not the demo member, so its 7,500 USDT of
// packages change no figure of the demo member's that other specs read (direct income, team business, rank).
const DEMO_VENDOR_REFERRAL = 'VENDOR01';

let payee: Promise<Member> | undefined;

/**
 * One member per worker with 70 USDT of trading profit in the Flexible wallet (Diamond pays 50 a day, Platinum 20),
 * enough for a withdrawal paid and one rejected at the 30 USDT minimum, in either order. Made once: each sign-up and
 * withdrawal mails a code, and the server sends one IP address 20 an hour (RATE_RULES.otpSendPerIp), which every
 * spec of a run shares.
 */
export function memberWithIncome(request: APIRequestContext): Promise<Member> {
  payee ??= (async () => {
    await relaxPayoutSafety(request);
    const member = await signUpMember(request, { fullName: 'Ines Duarte', sponsor: DEMO_VENDOR_REFERRAL });
    await buyPackage(request, member, 'Diamond');
    await buyPackage(request, member, 'Platinum');
    expect((await claimTodaysProfit(request, member)).amount).toBe(70);
    return member;
  })().catch((error: unknown) => {
    payee = undefined;
    throw error;
  });
  return payee;
}

/**
 * Saves settings as the demo operator (an owner) does. The part of the change that loosens a control waits for a
 * second owner (202 with the pending change, docs/decisions/020-operator-roles.md): the second operator, also an
 * owner, approves it, for journeys whose subject is not the approval itself. Answers the settings as they then stand.
 */
export async function saveSettings(
  request: APIRequestContext,
  data: Partial<OperatorSettings>,
): Promise<OperatorSettings> {
  const saved = await request.post(routes.adminSettingsUpdate.path, {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
    data,
  });
  expect([200, 202], `settings saved: ${await saved.text()}`).toContain(saved.status());
  const body = (await saved.json()) as { data: OperatorSettings; pendingChange?: { _id: string } };
  if (saved.status() === 200) {
    expect(body.pendingChange, 'a 200 with a pending change').toBeUndefined();
    return body.data;
  }
  expect(body.pendingChange, 'a 202 without its pending change').toBeTruthy();
  const path = pathWith(routes.adminSettingChangeApprove.path, { _id: body.pendingChange?._id ?? '' });
  const approve = async (fresh: boolean) =>
    request.post(path, { headers: { authorization: `Bearer ${await secondOperatorToken(request, { fresh })}` } });
  let approved = await approve(false);
  // A kept session of the second operator may have ended since (a journey that logs it out): sign in again.
  if (approved.status() === 401) approved = await approve(true);
  expect(approved.status(), `settings change approved: ${await approved.text()}`).toBe(200);
  const settings = await request.get(routes.adminSettings.path, {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  return (await settings.json()).data as OperatorSettings;
}

/**
 * Turns off the new-address cool-down and lifts the daily withdrawal limits (docs/decisions/011-payout-safety.md),
 * so journeys that pay a member's first withdrawal to an address need not wait a day. Loosening them waits for a
 * second owner, who approves it here. Settings are the server's, so this holds for the rest of the run; a journey
 * about the cool-down itself sets its own values.
 */
export async function relaxPayoutSafety(request: APIRequestContext) {
  const relaxed = {
    newAddressHoldHours: 0,
    withdrawalDailyLimit: 1_000_000,
    withdrawalDailyCount: 1000,
    operatorDailyAloneLimit: 1_000_000_000,
    refundLikeDays: 0,
  };
  expect(await saveSettings(request, relaxed)).toMatchObject(relaxed);
}
