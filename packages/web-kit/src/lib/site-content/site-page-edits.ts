import type { Locale, PublicSitePage } from '@app/contract';
import { callApi } from '../api-client';
import { routes } from '../api-routes';

// The operators' edits of site pages (docs/product.md#site), fetched only by a page that can have one (and the
// search page): the home page and the other templates never ask. One answer per language serves every page for a
// while. Each language has its own edits (docs/decisions/029-texts-per-language.md): a page without one in the
// visitor's language is absent from the answer, and shows its shipped translation.

const FRESH_MS = 30_000;
const cached = new Map<Locale, { at: number; edits: Promise<readonly PublicSitePage[]> }>();

/**
 * Every edit in `language`, from a cache at most 30 seconds old. When the API cannot answer, the shipped pages show:
 * the site stays readable without its server, and an edit appears once the server is back.
 */
export function loadSitePageEdits(language: Locale, now = Date.now()): Promise<readonly PublicSitePage[]> {
  const hit = cached.get(language);
  if (hit && now - hit.at < FRESH_MS) return hit.edits;
  const edits = callApi(routes.sitePages, { query: { language } }).then(
    (response) => response.data,
    () => {
      cached.delete(language);
      return [];
    },
  );
  cached.set(language, { at: now, edits });
  return edits;
}

/**
 * The English edits the server read for the page it renders (app/prerender.tsx, decision 018): the render asks no
 * API, and the loader data it embeds then holds exactly what the browser hydrates with. Set before each render,
 * never expiring.
 */
export function setServerSitePageEdits(edits: readonly PublicSitePage[]) {
  cached.set('en', { at: Number.POSITIVE_INFINITY, edits: Promise.resolve(edits) });
}

/** Tests and the console's save start from a fresh read. */
export function forgetSitePageEdits() {
  cached.clear();
}
