import { MSG } from '@app/contract';
import { expect, logInAsDemo, test } from './support';

// Decision 013: the public pages and /login come as HTML the build rendered, painted before any script runs, then
// hydrated. The build renders with React and the browser hydrates with Preact (decision 039), which reports no
// mismatch: it shows as markup twice or missing, which the journeys' exact locators fail on.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, a content page and the log-in form are there, and the form cannot submit natively', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('USDT packages with a daily profit');
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await page.goto('/login');
    // The server renders the page with the operator's company (decision 018).
    await expect(page).toHaveTitle('Log in · NexaTech');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    // A native submit would put the password in the address.
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    // What is typed before React holds the form would be wiped when the form hydrates with its defaults.
    await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
    await expect(page.getByLabel('Password', { exact: true })).not.toBeEditable();
  });

  test("the account page shows its loading state with the level note, and no member's data", async ({ page }) => {
    await page.goto('/my');
    await expect(page.getByLabel('Loading your profile')).toBeVisible();
    await expect(page.getByText('Level is your rank.')).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
});

test('pages not prerendered get the plain shell', async ({ request }) => {
  const shell = await (await request.get('/genealogy')).text();
  expect(shell).toContain('<div id="root"></div>');
  const login = await (await request.get('/login?from=mail')).text();
  expect(login).toContain('id="prerendered-data"');
  expect(login).not.toContain('<div id="root"></div>');
});

test.describe('hydrated', () => {
  // The wrong password this journey types, once.
  test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\) \(at [^)]*\/publicApi\/signinSeller\)$/] });

  test('the log-in form works in place, with the company name filled in after', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('banner').getByRole('link', { name: 'NexaTech' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(MSG.loginInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('a page scrolled before its scripts arrive stays where the visitor scrolled it once the app takes over', async ({
  page,
  baseURL,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not through page.goto, which here waits for React to hold the page: its scripts are the ones held.
  await page.evaluate((url) => {
    window.location.href = url;
  }, new URL('/risk-disclosure', baseURL).href);
  await page.waitForURL(/\/risk-disclosure$/, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risk disclosure: you can lose money');
  // Halfway down, not to the foot: the foot's position moves by a pixel when the app's markup takes over.
  await page.evaluate(() =>
    window.scrollTo(0, Math.floor((document.documentElement.scrollHeight - window.innerHeight) / 2)),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  release();
  // The router's scroll handling marks the history once its effects have run: the reset to the top would be done.
  await expect.poll(() => page.evaluate(() => window.history.scrollRestoration)).toBe('manual');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a signed-in member sees their account link on a prerendered page and is sent on from /login', async ({
  page,
}) => {
  await logInAsDemo(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to my account' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test("the account page's loading state gives way to the member's own, or to the log-in page", async ({ page }) => {
  await page.goto('/my');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await logInAsDemo(page);
  await page.goto('/my');
  await expect(page.locator('#profile-name')).toHaveText('Demo Member');
  await expect(page.getByLabel('Loading your profile')).toHaveCount(0);
  // Rendered over, not hydrated: one layout, one note.
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.getByText('Level is your rank.')).toHaveCount(1);
});

test('a visitor who chose Hindi gets the log-in page in Hindi: only English is prerendered', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'hi'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'लॉग इन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});
