import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';
import { baseURL } from '../playwright.config';

export { expect };

export const DEMO_MEMBER = { email: 'demo@example.com', password: 'Demo@12345', referId: 'DEMO001' };
export const DEMO_OPERATOR = { email: 'admin@example.com', password: 'Admin@12345' };

interface ConsoleGuardOptions {
  /**
   * Console errors the test itself provokes (e.g. Chromium logging an expected 4xx as a failed resource), matched
   * against the message followed by ` (at <source url>)` so a pattern can name the one endpoint. Set it with
   * `test.use` in the one describe block that needs it, with a comment saying why: anything else fails.
   */
  allowedConsoleErrors: RegExp[];
}

/**
 * True once the app has taken over a prerendered page's root, or on any other page. The built members' app runs on
 * Preact, which keeps its tree on the root as `__k`; the console, and any build on React, is marked by hydrateRoot
 * (docs/decisions/039-first-render-bytes.md).
 */
export function isHeldByApp(): boolean {
  const root = document.getElementById('root');
  if (!root || !document.getElementById('prerendered-data')) return true;
  return '__k' in root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
}

/**
 * Every test fails if any page logged a console error or threw an uncaught error, so a regression that only shows
 * in the console (a crashed effect, a failed chunk, an unexpected 4xx/5xx) cannot pass unnoticed.
 */
export const test = base.extend<ConsoleGuardOptions & { consoleGuard: undefined }>({
  // Each journey is one visitor with an address of its own (the server trusts the loopback proxy header in these
  // runs), as members on their own phones are: the per-address limits on codes and sign-ins then count one
  // journey's requests, not the whole suite's.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads which fixtures a fixture needs from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const id = Number.parseInt(testInfo.testId.slice(0, 6), 16);
    await use({ 'X-Forwarded-For': `10.${(id >> 16) & 255}.${(id >> 8) & 255}.${id & 255}` });
  },
  // A prerendered page shows before its script runs (decision 013), and a control clicked before React holds the
  // page does nothing: a journey's next step waits for that, as a visitor would for the page to respond.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      if (javaScriptEnabled !== false) await page.waitForFunction(isHeldByApp);
      return response;
    };
    await use(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const { url } = message.location();
          const entry = `${message.text()}${url ? ` (at ${url})` : ''}`;
          if (allowedConsoleErrors.some((pattern) => pattern.test(entry))) return;
          errors.push(`console.error on ${page.url()}: ${entry}`);
        });
        page.on('pageerror', (error) => {
          errors.push(`uncaught error on ${page.url()}: ${error.stack ?? error.message}`);
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(undefined);
      expect(errors, `console errors:\n${errors.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});

interface OutboxMail {
  file: string;
  text: string;
  replyTo?: string;
}

let mailboxClient: Promise<APIRequestContext> | undefined;

/**
 * The dev mailbox's answer for `to`. It answers only the machine the server runs on, so it is read by a client of
 * its own, without the visitor address the journeys send (extraHTTPHeaders above).
 */
export async function getMailbox(to: string) {
  mailboxClient ??= playwrightRequest.newContext({ baseURL, extraHTTPHeaders: {} });
  return (await mailboxClient).get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
}

async function readMailbox(to: string): Promise<OutboxMail[]> {
  const response = await getMailbox(to);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as OutboxMail[];
}

/** The code a code mail carries ("Your verification code is 123456."); none in any other mail. */
const CODE_IN_MAIL = /\bcode is (\d{6})\b/;

/**
 * One address's mailbox, remembering what it already held. The server may write a mail just after it answers,
 * so a code is awaited as a mail not seen before: reading the newest mail at once could return an older code.
 */
export async function openMailbox(to: string) {
  const seen = new Set((await readMailbox(to)).map((mail) => mail.file));
  return {
    /**
     * The 6-digit code of the first code mail that arrives after the mailbox was opened or last read. Other mails
     * that arrive meanwhile are passed over: an operator is mailed each settings change an owner asks for or decides
     * (docs/decisions/020-operator-roles.md), and its figures can hold six digits of their own.
     */
    async nextOtp(): Promise<string> {
      let code: string | undefined;
      await expect
        .poll(
          async () => {
            // Oldest first: the mailbox answers the newest first.
            const fresh = (await readMailbox(to)).filter((mail) => !seen.has(mail.file)).reverse();
            for (const mail of fresh) {
              seen.add(mail.file);
              code = mail.text.match(CODE_IN_MAIL)?.[1];
              if (code) break;
            }
            return code;
          },
          { message: `a new code mailed to ${to}` },
        )
        .toBeTruthy();
      return code as string;
    },
  };
}

/**
 * What a change of a security setting asks beside the session (docs/decisions/046-no-way-around-the-second-person.md),
 * filled in as a member does it with two-factor off: "E-mail me the code", the password, and the code from the mail.
 */
export async function proveItIsMe(scope: Locator, account: { email: string; password: string }) {
  const mailbox = await openMailbox(account.email);
  await scope.getByRole('button', { name: 'E-mail me the code' }).click();
  await scope.getByLabel('Your password', { exact: true }).fill(account.password);
  await scope.getByLabel('Code from the e-mail', { exact: true }).fill(await mailbox.nextOtp());
}

let sequence = 0;
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now()}.${sequence}@example.test`;
}

// One operator session per worker. The sign-in code has a resend cooldown of a minute, so a second sign-in soon
// after another (two specs in a row that review deposits) would be refused; a session lasts for hours.
let operatorSession: Promise<string> | undefined;

/** An operator session through both steps (password, then the e-mailed code), as the console signs in. */
export function operatorToken(request: APIRequestContext): Promise<string> {
  operatorSession ??= signInOperator(request).catch((error: unknown) => {
    operatorSession = undefined;
    throw error;
  });
  return operatorSession;
}

/**
 * The demo seed's second operator (apps/api/src/seed/demo.ts), an owner as the demo operator is: signs in on the
 * phone, pays what the other approved, credits the deposits the other approved above the approval limit, and
 * approves the settings changes that wait for a second owner.
 */
export const SECOND_OPERATOR = { email: 'admin2@example.com', password: 'Admin@12345', fullName: 'Second Operator' };

let secondSession: Promise<string> | undefined;

/** Keeps the second operator's session made through the page, so a later journey needs no second code mail. */
export function rememberSecondOperatorSession(token: string) {
  secondSession = Promise.resolve(token);
}

/**
 * A session of the second operator: the one its sign-in through the page left, or a new one through the API (both
 * steps, the code from the mailbox). Every code mail counts against the server's hourly allowance per address.
 */
export function secondOperatorToken(request: APIRequestContext, options: { fresh?: boolean } = {}): Promise<string> {
  if (options.fresh) secondSession = undefined;
  secondSession ??= (async () => {
    const mailbox = await openMailbox(SECOND_OPERATOR.email);
    const started = await request.post('/adminApi/signin', { data: SECOND_OPERATOR });
    expect(started.ok(), await started.text()).toBe(true);
    const { _id } = (await started.json()).data;
    const verified = await request.post('/adminApi/signinVerify', { data: { _id, otp: await mailbox.nextOtp() } });
    expect(verified.ok(), await verified.text()).toBe(true);
    return (await verified.json()).api_token as string;
  })().catch((error: unknown) => {
    secondSession = undefined;
    throw error;
  });
  return secondSession;
}

async function signInOperator(request: APIRequestContext): Promise<string> {
  const mailbox = await openMailbox(DEMO_OPERATOR.email);
  const started = await request.post('/adminApi/signin', { data: DEMO_OPERATOR });
  expect(started.ok()).toBe(true);
  const { _id } = (await started.json()).data;
  const verified = await request.post('/adminApi/signinVerify', {
    data: { _id, otp: await mailbox.nextOtp() },
  });
  expect(verified.ok()).toBe(true);
  return (await verified.json()).api_token as string;
}

/** Signs a member in through the log-in page. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my$/);
}

/** Signs the demo member in through the log-in page. */
export function logInAsDemo(page: Page) {
  return logIn(page, DEMO_MEMBER);
}
