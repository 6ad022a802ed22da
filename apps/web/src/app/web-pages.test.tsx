import { isWebPagePath, WEB_EXACT_PATHS, WEB_NOT_FOUND_PATH, WEB_ROUTE_PATTERNS } from '@app/contract';
import { CONTACT_LINK, NOT_FOUND_PATH, SITE_MENU, UNLISTED_PAGES } from '@app/web-kit/lib/site-content/site-map';
import { routerPaths, sorted } from '@app/web-kit/test/router-paths';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

// The server answers a GET outside the API with 404 unless the contract lists its path as a page of the web app
// (docs/product.md#site): the lists must be the router's and the site map's, or a page would answer 404 (or an
// unknown path 200).

describe("the contract's list of the web app's pages", () => {
  const router = routerPaths(appRoutes);

  it("holds the router's routes, matched in any letter case unless the router says otherwise", () => {
    expect(sorted(WEB_ROUTE_PATTERNS)).toEqual(
      sorted(router.pages.filter((route) => !route.caseSensitive).map((route) => route.path)),
    );
  });

  it("holds the site map's pages and the case-sensitive routes as exact paths, and not the not-found page", () => {
    const sitePages = [
      ...SITE_MENU.flatMap((group) => group.links.map((link) => link.to)),
      CONTACT_LINK.to,
      ...Object.keys(UNLISTED_PAGES).filter((path) => path !== NOT_FOUND_PATH),
    ];
    const caseSensitive = router.pages.filter((route) => route.caseSensitive).map((route) => route.path);
    expect(sorted(WEB_EXACT_PATHS)).toEqual(sorted([...caseSensitive, ...sitePages]));
    expect(WEB_NOT_FOUND_PATH).toBe(NOT_FOUND_PATH);
  });

  it('leaves only the catch-alls out: the site pages by their slug and the not-found page', () => {
    expect(router.catchAlls.sort()).toEqual(['/*', '/:slug']);
  });

  it('tells a page from an unknown path as the router does', () => {
    for (const known of ['/', '/my', '/MY/', '/withdrawladd/42', '/admin/members/7', '/faq', '/contactform?x=1']) {
      expect(isWebPagePath(known), known).toBe(true);
    }
    for (const unknown of ['/no-such-page', '/FAQ', '/404', '/my/extra', '/admin/nothing', '/news', '/assets/x.js']) {
      expect(isWebPagePath(unknown), unknown).toBe(false);
    }
  });
});
