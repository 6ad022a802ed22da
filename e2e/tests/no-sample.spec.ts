import type { Page } from '@playwright/test';
import { expect, logInAsDemo, test } from './support';

// docs/product.md#site: a money product shows nothing that reads as a template. Every page a visitor or a member can
// reach by a link, from the home page and from /my, is read whole for the word "sample", title included.
const SAMPLE = /\bsamples?\b/i;

/** The site's own paths linked from the page (menus included, shown or folded), without the console. */
async function linkedPaths(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/admin'))
    .map((url) => url.pathname);
}

/** Visits every path reachable from `start` (one link at a time, each once) and answers those saying "sample". */
async function crawl(page: Page, start: string, visited: Set<string>): Promise<string[]> {
  const offending: string[] = [];
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (visited.has(path)) continue;
    visited.add(path);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
    const match = SAMPLE.exec(text);
    if (match) offending.push(`${path}: …${text.slice(Math.max(0, match.index - 60), match.index + 40)}…`);
    for (const next of await linkedPaths(page)) if (!visited.has(next)) queue.push(next);
  }
  return offending;
}

test('no public or member page says "sample"', async ({ page }) => {
  test.setTimeout(300_000);
  const visited = new Set<string>();
  const publicPages = await crawl(page, '/', visited);
  expect(visited.size, 'the public pages crawled').toBeGreaterThan(40);

  await logInAsDemo(page);
  const memberVisited = new Set<string>(['/login', '/register']);
  const memberPages = await crawl(page, '/my', memberVisited);
  expect(memberVisited.has('/stake') && memberVisited.has('/deposit'), 'the member pages crawled').toBe(true);
  expect([...publicPages, ...memberPages]).toEqual([]);
});
