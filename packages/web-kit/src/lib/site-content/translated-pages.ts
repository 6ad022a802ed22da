import type { Locale } from '@app/contract';
import type { SitePage } from './types';

// Every shipped page has a Spanish and a Hindi text (docs/decisions/017-translations.md): each language's pages are
// chunks of their own, one per group of the English modules, fetched only when a visitor in that language opens one
// of them, so an English page carries none of it. An operator's published edit is shown as written and never swapped.

type Translated = Exclude<Locale, 'en'>;
type Group = 'legal' | 'home' | 'about' | 'info' | 'services' | 'shop' | 'news';

const PATHS_OF: Record<Group, readonly string[]> = {
  legal: ['/purchase-guide', '/terms-of-service', '/privacy-policy', '/risk-disclosure', '/404', '/coming-soon'],
  home: ['/home-1', '/home-2', '/home-3', '/home-4'],
  about: ['/about-1', '/about-2', '/about-3', '/team', '/testimonials', '/gallery'],
  info: ['/faq', '/events', '/career', '/courses', '/profile-authentication', '/membership-levels'],
  services: ['/services-1', '/services-2', '/services-details', '/pricing', '/projects'],
  shop: ['/shop', '/product-details', '/cart', '/checkout'],
  news: [
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
  ],
};

const GROUP_OF: Record<string, Group> = Object.fromEntries(
  Object.entries(PATHS_OF).flatMap(([group, paths]) => paths.map((path) => [path, group as Group])),
);

const LOADERS: Record<Group, Record<Translated, () => Promise<readonly SitePage[]>>> = {
  legal: {
    es: () => import('./locales/es/legal-pages').then((module) => module.ES_LEGAL_PAGES),
    hi: () => import('./locales/hi/legal-pages').then((module) => module.HI_LEGAL_PAGES),
  },
  home: {
    es: () => import('./locales/es/home-pages').then((module) => module.ES_HOME_PAGES),
    hi: () => import('./locales/hi/home-pages').then((module) => module.HI_HOME_PAGES),
  },
  about: {
    es: () => import('./locales/es/about-pages').then((module) => module.ES_ABOUT_PAGES),
    hi: () => import('./locales/hi/about-pages').then((module) => module.HI_ABOUT_PAGES),
  },
  info: {
    es: () => import('./locales/es/info-pages').then((module) => module.ES_INFO_PAGES),
    hi: () => import('./locales/hi/info-pages').then((module) => module.HI_INFO_PAGES),
  },
  services: {
    es: () => import('./locales/es/services-pages').then((module) => module.ES_SERVICES_PAGES),
    hi: () => import('./locales/hi/services-pages').then((module) => module.HI_SERVICES_PAGES),
  },
  shop: {
    es: () => import('./locales/es/shop-pages').then((module) => module.ES_SHOP_PAGES),
    hi: () => import('./locales/hi/shop-pages').then((module) => module.HI_SHOP_PAGES),
  },
  news: {
    es: () => import('./locales/es/news-pages').then((module) => module.ES_NEWS_PAGES),
    hi: () => import('./locales/hi/news-pages').then((module) => module.HI_NEWS_PAGES),
  },
};

/** Every group's pages in `locale`, for the test that holds each translation to its English page. */
export function loadEveryTranslatedPage(locale: Translated): Promise<readonly SitePage[]> {
  return Promise.all(Object.values(LOADERS).map((loaders) => loaders[locale]())).then((groups) => groups.flat());
}

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
