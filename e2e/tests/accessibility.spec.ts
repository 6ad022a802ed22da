import { seriousViolations } from './axe';
import { storeOperatorSession } from './console';
import { expect, logInAsDemo, operatorToken, test } from './support';

for (const path of ['/', '/contactForm', '/login']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    // A prerendered form's submit waits disabled for hydration (decision 013): judge the page a visitor uses.
    for (const submit of await page.locator('button[type="submit"]').all()) await expect(submit).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

// One page of each layout kind, plus the open menu and side menu.
const ONE_PAGE_PER_KIND = [
  '/home-3',
  '/about-1',
  '/services-1',
  '/testimonials',
  '/pricing',
  '/faq',
  '/team',
  '/events',
  '/blog-sidebar',
  '/single-post-video',
  '/product-details',
  '/cart',
  '/checkout',
  '/coming-soon',
  '/search?q=cloud',
];

test('the template pages, the open menu and the side menu have no serious violations', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ONE_PAGE_PER_KIND) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'News' }).click();
  expect(await seriousViolations(page), 'open menu').toEqual([]);
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await expect(page.getByRole('dialog', { name: 'NexaTech' })).toBeVisible();
  expect(await seriousViolations(page), 'side menu').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the pages and the open phone menu have no serious violations', async ({ page }) => {
    for (const path of ['/', '/cart', '/blog-sidebar', '/pricing', '/single-post-gallery']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' }).click();
    expect(await seriousViolations(page), 'phone menu').toEqual([]);
  });
});

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const size of SIZES) {
  test(`every path change and page load opens at the top; back returns where the visitor was (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(size.viewport);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The live sections grow the page as they load; the position is read once they have.
    await expect(page.getByRole('list', { name: 'Packages on sale' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'How incomes are paid' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Withdrawals', exact: true })).toBeVisible();
    // The footer's company lines come with the public settings: the page is left once its height holds.
    const height = () => page.evaluate(() => document.body.scrollHeight);
    await expect
      .poll(async () => {
        const before = await height();
        await page.waitForTimeout(300);
        return (await height()) === before;
      })
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(scrollY).toBeGreaterThan(300);
    // A click scrolls its link into view first (on a phone the tab bar may cover it): the position is read after.
    const pricing = page.locator('footer').getByRole('link', { name: 'Pricing' });
    await pricing.scrollIntoViewIfNeeded();
    const leftAt = await scrollY();

    await pricing.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Packages and their current terms' })).toBeVisible();
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(scrollY).toBe(leftAt);

    // A full page load of the same address: the position the tab's first entry was left at is not applied.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(scrollY).toBe(0);
  });
}

for (const size of SIZES) {
  test(`"Skip to content" comes first in every layout and focus moves to the new page's heading (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const heading = page.getByRole('heading', { level: 1 });

    // The site: the log-in form is two keys and an Enter away.
    await page.goto('/login');
    await expect(heading).toBeVisible();
    await expect(heading).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();

    // The member pages.
    await logInAsDemo(page);
    await page.goto('/my');
    await expect(heading).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.locator('main a[href="/my-team"]').first().click();
    await expect(page).toHaveURL(/\/my-team$/);
    await expect(heading).toBeFocused();

    // The operator console.
    await storeOperatorSession(page, await operatorToken(request));
    await page.goto('/admin');
    await expect(heading).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    // Past it, it hides again (focused, it covers the phone's menu button).
    await page.keyboard.press('Tab');
    await expect(skip).not.toBeInViewport();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Deposits' }).click();
    await expect(page).toHaveURL(/\/admin\/deposits$/);
    await expect(heading).toBeFocused();
  });
}
