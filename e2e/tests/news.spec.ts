import { POSTS_MSG } from '@app/contract';
import { seriousViolations } from './axe';
import { DESKTOP, PHONE, shot, storeOperatorSession } from './console';
import { expect, operatorToken, test } from './support';

// The platform's news (docs/product.md#news): an operator writes a post in the console, previews it, publishes it,
// and a visitor reads it on a phone; a draft stays off the site.

const SLUG = `fees-in-one-page-${Date.now()}`;
const TITLE = 'Fees in one page';

test('an operator writes and publishes a news post; a visitor reads it on a phone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await storeOperatorSession(page, await operatorToken(request));
  await page.goto('/admin/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  // The demo's five articles, published by the demo operator.
  await expect(page.getByRole('list', { name: 'News' }).getByRole('listitem')).toHaveCount(5);

  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Web address', { exact: true }).fill(SLUG);
  await page.getByLabel(/^Summary/).fill('What a withdrawal costs, and why the charge comes out of the amount.');
  await page.getByLabel('Category', { exact: true }).fill('Guides');
  await page.getByLabel(/^Tags/).fill('fees, withdrawals');
  await page
    .getByLabel(/^Text/)
    .fill('## The charge\n\nAsk for **100 USDT**, receive 95 USDT.\n\n- Capital: the order’s own charge');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(POSTS_MSG.created, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\?id=/);

  const visitor = await (await browser.newContext({ viewport: PHONE })).newPage();
  await visitor.goto(`/news/${SLUG}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview, as the site will show it' });
  await expect(preview.getByRole('heading', { level: 2, name: 'The charge' })).toBeVisible();
  await shot(page, 'news-editor-preview-desktop');
  expect(await seriousViolations(page), 'news editor').toEqual([]);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(POSTS_MSG.published, { exact: true })).toBeVisible();

  await visitor.goto(`/news/${SLUG}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'The charge' })).toBeVisible();
  await shot(visitor, 'news-post-phone');
  await visitor.goto('/blog-grid');
  const list = visitor.getByRole('list', { name: 'News posts' });
  await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(TITLE);
  await shot(visitor, 'news-grid-phone');
  expect(await seriousViolations(visitor), 'news grid').toEqual([]);

  // Unpublished again, it leaves the site.
  await page.getByRole('button', { name: 'Write' }).click();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(POSTS_MSG.unpublished, { exact: true })).toBeVisible();
  await visitor.goto(`/news/${SLUG}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
});
