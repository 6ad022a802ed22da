import { MSG } from '@app/contract';
import { expect, test, uniqueEmail } from './support';

// docs/product.md#security: a refusal past a limit says when the member may try again (the server's Retry-After),
// on the page, not only in a header.

// The wrong passwords and the refusal past the limit are what this journey provokes.
test.use({
  allowedConsoleErrors: [
    /status of (400 \(Bad Request\)|429 \(Too Many Requests\)) \(at [^)]*\/publicApi\/signinSeller\)$/,
  ],
});

test('past the log-in limit, the log-in page says how long to wait', async ({ page }) => {
  await page.goto('/login');
  const email = uniqueEmail('limited');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  const login = page.getByRole('button', { name: 'Login' });
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().endsWith('/publicApi/signinSeller'));
    await login.click();
    expect((await answered).status()).toBe(400);
  }
  await login.click();
  await expect(page.getByText(`${MSG.rateLimited} The limit ends in 15 minutes.`)).toBeVisible();
});
