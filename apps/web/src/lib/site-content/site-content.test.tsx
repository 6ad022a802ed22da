import { MSG, routes } from '@app/contract';
import { loadAllPages, loadSitePage } from '@app/web-kit/lib/site-content/load-site-page';
import { NOT_FOUND_PATH, SITE_MENU, UNLISTED_PAGES } from '@app/web-kit/lib/site-content/site-map';
import { forgetSitePageEdits } from '@app/web-kit/lib/site-content/site-page-edits';
import { ok, on, stubRoutes } from '@app/web-kit/test/stub-routes';
import { beforeEach, describe, expect, it } from 'vitest';

const menuPaths = SITE_MENU.flatMap((group) => group.links.map((link) => link.to));

describe('site content', () => {
  // The FAQ and the search page read the operators' edits: none here.
  beforeEach(() => {
    forgetSitePageEdits();
    stubRoutes(on(routes.sitePages, ok(MSG.loaded, [])));
  });

  it('has exactly one page for every menu link and every unlisted path, with kebab-case paths', async () => {
    const pages = await loadAllPages();
    expect(pages.map((page) => page.path).sort()).toEqual([...menuPaths, ...Object.keys(UNLISTED_PAGES)].sort());
    for (const path of menuPaths) expect(path).toMatch(/^\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every page its own title and h1', async () => {
    const pages = await loadAllPages();
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.heading)).size).toBe(pages.length);
  });

  it('names every menu link by its page title, never by a template style or number', async () => {
    const pages = await loadAllPages();
    const links = SITE_MENU.flatMap((group) => group.links);
    expect(links.map((link) => link.label)).toEqual(
      links.map((link) => pages.find((page) => page.path === link.to)?.title),
    );
    // A template's section names (a gallery, projects, testimonials...) say nothing of what this site's page holds.
    const templateNames = /demo \d|style \d|404|^(team|testimonials|gallery|projects|events|career|courses)$/i;
    for (const link of links) expect(link.label).not.toMatch(templateNames);
    expect(menuPaths).not.toContain(NOT_FOUND_PATH);
    expect((await loadSitePage('/coming-soon')).page.path).toBe('/coming-soon');
  });

  it('answers the 404 page for unknown paths and accepts a trailing slash', async () => {
    expect((await loadSitePage('/no-such-page')).page.path).toBe(NOT_FOUND_PATH);
    expect((await loadSitePage('/about-1/')).page.path).toBe('/about-1');
  });

  it('loads the full index only for the search page', async () => {
    expect((await loadSitePage('/faq')).index).toEqual([]);
    expect((await loadSitePage('/search')).index).toHaveLength(menuPaths.length);
  });
});
