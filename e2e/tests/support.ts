import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
