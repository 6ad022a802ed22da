import type { Locale } from '@app/contract';
import type { SitePage } from './types';

// The shipped pages that have a Spanish and a Hindi text (docs/decisions/017-translations.md): each language's
// legal pages and home demos are chunks of their own, fetched only when a visitor in that language opens one of
// them, so an English page carries none of it. An operator's published edit is shown as written and never swapped.

type Translated = Exclude<Locale, 'en'>;
type Group = 'legal' | 'home';

const GROUP_OF: Record<string, Group> = {
  '/terms-of-service': 'legal',
  '/privacy-policy': 'legal',
  '/risk-disclosure': 'legal',
  '/home-1': 'home',
  '/home-2': 'home',
  '/home-3': 'home',
  '/home-4': 'home',
};

const LOADERS: Record<Group, Record<Translated, () => Promise<readonly SitePage[]>>> = {
  legal: {
    es: () => import('./locales/es/legal-pages').then((module) => module.ES_LEGAL_PAGES),
    hi: () => import('./locales/hi/legal-pages').then((module) => module.HI_LEGAL_PAGES),
  },
  home: {
    es: () => import('./locales/es/home-pages').then((module) => module.ES_HOME_PAGES),
    hi: () => import('./locales/hi/home-pages').then((module) => module.HI_HOME_PAGES),
  },
};

const loaded = new Map<string, ReadonlyMap<string, SitePage>>();
const loadedKey = (group: Group, locale: Translated) => `${group}:${locale}`;

/** True when `path` has a text in `locale` that is not loaded yet. */
export function needsTranslatedPage(path: string, locale: Locale): boolean {
  const group = GROUP_OF[path];
  return locale !== 'en' && group !== undefined && !loaded.has(loadedKey(group, locale));
}

/** Fetches the pages of `path`'s group in `locale` once, when it has a text there. */
export async function loadTranslatedPage(path: string, locale: Locale): Promise<void> {
  const group = GROUP_OF[path];
  if (locale === 'en' || !group || loaded.has(loadedKey(group, locale))) return;
  const pages = await LOADERS[group][locale]();
  loaded.set(loadedKey(group, locale), new Map(pages.map((page) => [page.path, page])));
}

/** `page` in `locale` when its text there is loaded, else the page as given. */
export function pageIn(page: SitePage, locale: Locale): SitePage {
  const group = GROUP_OF[page.path];
  if (locale === 'en' || !group) return page;
  return loaded.get(loadedKey(group, locale))?.get(page.path) ?? page;
}
