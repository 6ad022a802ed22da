// The paths the web apps show a page of their own at, for the server, which answers every other GET outside the API
// with the not-found page and 404 (docs/product.md#site). apps/web/src/app/web-pages.test.tsx keeps the members' lists
// equal to its router (apps/web/src/app/routes.tsx) and the site map, apps/console/src/app/web-pages.test.tsx the
// console's to its router: a page added there fails them until it is added here.

/** The router's routes, matched as React Router matches them: in any letter case, `:name` standing for a segment. */
export const WEB_ROUTE_PATTERNS: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/referalsignup',
  '/forget-Password',
  '/reserves',
  '/autologin/:id',
  '/withdrawal-cancel/:token',
  '/freeze-account/:token',
  '/news/:slug',
  '/my',
  '/assets',
  '/genealogy',
  '/totalMember',
  '/statement',
  '/deposit',
  '/reacharge-list',
  '/withdrawladd',
  '/withdrawladd/:id',
  '/transfer',
  '/withdrawl-list',
  '/stake',
  '/reserve',
  '/my-order',
  '/earn',
  '/trading-income',
  '/level-income',
  '/direct-income',
  '/rewardIncome',
  '/bonus-income',
  '/data-export/:token',
  '/my-team',
  '/team-a',
  '/team-b',
  '/team-c',
  '/settings',
  '/WalletConnect',
  '/kyc',
  '/notifications',
  '/support',
  '/support/:_id',
  '/settingNew',
];

/** The operator console's routes (apps/console/src/app/routes.tsx), matched the same way: an app of its own, served
 * under /admin by the same server. */
export const CONSOLE_ROUTE_PATTERNS: readonly string[] = [
  '/admin',
  '/admin/login',
  '/admin/set-password/:token',
  '/admin/deposits',
  '/admin/deposits/rejection-reasons',
  '/admin/deposit-addresses',
  '/admin/withdrawals',
  '/admin/adjustments',
  '/admin/packages',
  '/admin/settings',
  '/admin/members',
  '/admin/members/:id',
  '/admin/support',
  '/admin/support/saved-replies',
  '/admin/support/:id',
  '/admin/reports',
  '/admin/dry-run',
  '/admin/audit',
  '/admin/messages',
  '/admin/newsletter',
  '/admin/site-pages',
  '/admin/news',
  '/admin/announcements',
  '/admin/operators',
  '/admin/security',
  '/admin/system',
];

/**
 * Paths matched exactly, letter case included: the router's case-sensitive routes (both spellings of the contact
 * page) and the site's content pages, which its `:slug` route finds by their exact path.
 */
export const WEB_EXACT_PATHS: readonly string[] = [
  '/contactForm',
  '/contactform',
  '/home-1',
  '/home-2',
  '/home-3',
  '/home-4',
  '/about-1',
  '/about-2',
  '/about-3',
  '/team',
  '/testimonials',
  '/gallery',
  '/services-1',
  '/services-2',
  '/services-details',
  '/pricing',
  '/projects',
  '/faq',
  '/events',
  '/career',
  '/courses',
  '/profile-authentication',
  '/membership-levels',
  '/purchase-guide',
  '/terms-of-service',
  '/privacy-policy',
  '/risk-disclosure',
  '/shop',
  '/product-details',
  '/cart',
  '/checkout',
  '/blog-grid',
  '/blog-list',
  '/blog-sidebar',
  '/author',
  '/categories',
  '/tags',
  '/search',
  '/single-post-standard',
  '/single-post-video',
  '/single-post-gallery',
  '/coming-soon',
];

/** The not-found page's own path; every unknown path shows that page, answered 404. */
export const WEB_NOT_FOUND_PATH = '/404';

/** The path's segments, without empty ones (a trailing slash, as the router ignores it), and without the query. */
function segmentsOf(url: string): string[] {
  return (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
}

function matchesPattern(pattern: string, segments: string[]): boolean {
  const parts = segmentsOf(pattern);
  return (
    parts.length === segments.length &&
    parts.every((part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase())
  );
}

/** Whether the web app has a page of its own at `url` (a path, a query allowed), rather than its not-found page. */
export function isWebPagePath(url: string): boolean {
  const segments = segmentsOf(url);
  const path = `/${segments.join('/')}`;
  return (
    WEB_EXACT_PATHS.includes(path) ||
    [...WEB_ROUTE_PATTERNS, ...CONSOLE_ROUTE_PATTERNS].some((pattern) => matchesPattern(pattern, segments))
  );
}
