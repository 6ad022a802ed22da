import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_MEMBER = { email: 'demo@example.com', password: 'Demo@12345' };
export const DEMO_OPERATOR = { email: 'admin@example.com', password: 'Admin@12345' };

/** The newest 6-digit code mailed to `to`, read from the dev mailbox a newcomer would open. */
export async function readOtp(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: { text: string }[] };
      code = body.data[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Fails the test on any console error or uncaught page error. */
export function failOnConsoleErrors(page: Page, allowed: RegExp[] = []) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => expect(errors, 'console errors').toEqual([]);
}

let sequence = 0;
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${Date.now()}.${sequence}@example.test`;
}

/** An operator session through both steps (password, then the e-mailed code), as the console signs in. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const started = await request.post('/adminApi/signin', { data: DEMO_OPERATOR });
  expect(started.ok()).toBe(true);
  const { _id } = (await started.json()).data;
  const verified = await request.post('/adminApi/signinVerify', {
    data: { _id, otp: await readOtp(request, DEMO_OPERATOR.email) },
  });
  expect(verified.ok()).toBe(true);
  return (await verified.json()).api_token as string;
}

/** Signs the demo member in through the log-in page. */
export async function logInAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my$/);
}
