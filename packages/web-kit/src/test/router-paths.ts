import type { RouteObject } from 'react-router';

// The paths a router shows pages at, for the tests that keep the contract's lists of pages (web-pages.ts) equal to
// each app's router (test files only).

interface RoutePath {
  path: string;
  caseSensitive: boolean;
}

/** The catch-alls: the site's `:slug` (its content pages, listed from the site map) and each not-found page. */
const CATCH_ALLS = new Set([':slug', '*']);

function joined(parent: string, path: string): string {
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** Every path the router shows a page at: index routes and leaf routes, under their parents' paths. */
export function routerPaths(routes: RouteObject[], parent = ''): { pages: RoutePath[]; catchAlls: string[] } {
  const pages: RoutePath[] = [];
  const catchAlls: string[] = [];
  for (const route of routes) {
    const own = route.path === undefined ? parent : joined(parent, route.path);
    if (route.path !== undefined && CATCH_ALLS.has(route.path)) {
      catchAlls.push(own);
      continue;
    }
    if (route.index) pages.push({ path: own || '/', caseSensitive: Boolean(route.caseSensitive) });
    else if (route.children?.length) {
      const nested = routerPaths(route.children, own);
      pages.push(...nested.pages);
      catchAlls.push(...nested.catchAlls);
    } else if (route.path !== undefined) pages.push({ path: own, caseSensitive: Boolean(route.caseSensitive) });
  }
  return { pages, catchAlls };
}

export const sorted = (paths: Iterable<string>) => [...new Set(paths)].sort();
