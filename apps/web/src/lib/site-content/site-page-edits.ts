import type { PublicSitePage } from '@app/contract';
import { callApi } from '../api-client';
import { routes } from '../api-routes';

// The operators' edits of site pages (docs/product.md#site), fetched only by a page that can have one (and the
// search page): the home page and the other templates never ask. One answer serves every page for a while.

const FRESH_MS = 30_000;
let cached: { at: number; edits: Promise<readonly PublicSitePage[]> } | undefined;

/**
 * Every edit, from a cache at most 30 seconds old. When the API cannot answer, the shipped pages show: the site
 * stays readable without its server, and an edit appears once the server is back.
 */
export function loadSitePageEdits(now = Date.now()): Promise<readonly PublicSitePage[]> {
  if (cached && now - cached.at < FRESH_MS) return cached.edits;
  const edits = callApi(routes.sitePages).then(
    (response) => response.data,
    () => {
      cached = undefined;
      return [];
    },
  );
  cached = { at: now, edits };
  return edits;
}

/**
 * The edits the server read for the page it renders (app/prerender.tsx, decision 018): the render asks no API, and
 * the loader data it embeds then holds exactly what the browser hydrates with. Set before each render, never expiring.
 */
export function setServerSitePageEdits(edits: readonly PublicSitePage[]) {
  cached = { at: Number.POSITIVE_INFINITY, edits: Promise.resolve(edits) };
}

/** Tests and the console's save start from a fresh read. */
export function forgetSitePageEdits() {
  cached = undefined;
}
