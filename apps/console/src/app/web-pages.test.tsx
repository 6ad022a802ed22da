import { CONSOLE_ROUTE_PATTERNS, isWebPagePath } from '@app/contract';
import { routerPaths, sorted } from '@app/web-kit/test/router-paths';
import { describe, expect, it } from 'vitest';
import { consoleRoutes } from './routes';

// The server answers the console's page at the paths the contract lists for it, 404 at any other /admin path
// (docs/decisions/038-console-app.md): the list must be the console router's.
describe("the contract's list of the console's pages", () => {
  const router = routerPaths(consoleRoutes);

  it("holds the router's routes, matched in any letter case", () => {
    expect(sorted(CONSOLE_ROUTE_PATTERNS)).toEqual(sorted(router.pages.map((route) => route.path)));
    expect(router.pages.filter((route) => route.caseSensitive)).toEqual([]);
  });

  it("leaves only the console's not-found page out", () => {
    expect(router.catchAlls).toEqual(['/admin/*']);
  });

  it('tells a console page from an unknown /admin path', () => {
    for (const known of ['/admin', '/admin/members/7', '/ADMIN/deposits/', '/admin/support/saved-replies']) {
      expect(isWebPagePath(known), known).toBe(true);
    }
    for (const unknown of ['/admin/nothing', '/admin/members/7/extra', '/admin/assets/x.js']) {
      expect(isWebPagePath(unknown), unknown).toBe(false);
    }
  });
});
