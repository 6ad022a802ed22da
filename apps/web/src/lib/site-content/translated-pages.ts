import type { Locale } from '@app/contract';
import type { SitePage } from './types';

// The shipped pages that have a Spanish and a Hindi text (docs/decisions/017-translations.md): each language's pages
// are a chunk of their own, fetched only when a visitor in that language opens one of them, so an English page
// carries none of it. An operator's published edit is shown as written and never swapped for these.

const TRANSLATED_PATHS = new Set(['/terms-of-service', '/privacy-policy', '/risk-disclosure']);

const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<readonly SitePage[]>> = {
  es: () => import('./locales/es/legal-pages').then((module) => module.ES_LEGAL_PAGES),
  hi: () => import('./locales/hi/legal-pages').then((module) => module.HI_LEGAL_PAGES),
};

const loaded = new Map<Locale, ReadonlyMap<string, SitePage>>();

/** True when `path` has a text in `locale` that is not loaded yet. */
export function needsTranslatedPage(path: string, locale: Locale): boolean {
  return locale !== 'en' && TRANSLATED_PATHS.has(path) && !loaded.has(locale);
}

/** Fetches `locale`'s pages once, when `path` is one of them. */
export async function loadTranslatedPage(path: string, locale: Locale): Promise<void> {
  if (!needsTranslatedPage(path, locale) || locale === 'en') return;
  const pages = await LOADERS[locale]();
  loaded.set(locale, new Map(pages.map((page) => [page.path, page])));
}

/** `page` in `locale` when its text there is loaded, else the page as given. */
export function pageIn(page: SitePage, locale: Locale): SitePage {
  return loaded.get(locale)?.get(page.path) ?? page;
}
