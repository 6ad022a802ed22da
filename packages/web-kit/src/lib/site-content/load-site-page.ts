import type { Locale, PublicSitePage } from '@app/contract';
import { currentLocale } from '../../i18n/current';
import { isEditablePage } from './editable-pages';
import { type MenuGroupId, NOT_FOUND_PATH, SITE_MENU, UNLISTED_PAGES } from './site-map';
import type { SitePage } from './types';

// One chunk per menu group: a visitor on /about-1 downloads the About pages, not all forty.
const GROUP_LOADERS: Record<MenuGroupId, () => Promise<readonly SitePage[]>> = {
  home: () => import('./home-pages').then((module) => module.HOME_PAGES),
  about: () => import('./about-pages').then((module) => module.ABOUT_PAGES),
  services: () => import('./services-pages').then((module) => module.SERVICES_PAGES),
  pages: () =>
    Promise.all([import('./info-pages'), import('./legal-pages')]).then(([info, legal]) => [
      ...info.INFO_PAGES,
      ...legal.LEGAL_PAGES,
    ]),
  shop: () => import('./shop-pages').then((module) => module.SHOP_PAGES),
  blog: () =>
    Promise.all([import('./blog-pages'), import('./post-pages')]).then(([blog, posts]) => [
      ...blog.BLOG_PAGES,
      ...posts.POST_PAGES,
    ]),
};

export interface LoadedSitePage {
  page: SitePage;
  /** Every page, loaded only for the search page, with the operators' edits applied. */
  index: readonly SitePage[];
  /**
   * The operator's published edit of this page in `language`, shown instead of its shipped text there
   * (docs/product.md#site).
   */
  edit?: PublicSitePage;
  /** The language the page was loaded in: its edit is that language's. */
  language: Locale;
}

// Its own chunk: the API client and the routes table load only with a page that can have an edit.
const loadEdits = (language: Locale) =>
  import('./site-page-edits').then((module) => module.loadSitePageEdits(language));

async function findPage(path: string): Promise<SitePage | undefined> {
  const group =
    SITE_MENU.find((candidate) => candidate.links.some((link) => link.to === path))?.id ?? UNLISTED_PAGES[path];
  if (!group) return undefined;
  const pages = await GROUP_LOADERS[group]();
  return pages.find((page) => page.path === path);
}

export async function loadAllPages(): Promise<SitePage[]> {
  const groups = await Promise.all(SITE_MENU.map((group) => GROUP_LOADERS[group.id]()));
  return groups.flat();
}

async function notFoundPage(path: string): Promise<SitePage> {
  const page = await findPage(NOT_FOUND_PATH);
  if (!page) throw new Error(`No content for ${path}`);
  return page;
}

/**
 * The search page's index: every page of the menu, edited ones by their edit in the visitor's language, unpublished
 * ones left out.
 */
async function searchIndex(language: Locale): Promise<SitePage[]> {
  const [pages, edits, { applySitePageEdits }] = await Promise.all([
    loadAllPages(),
    loadEdits(language),
    import('./search-pages'),
  ]);
  return applySitePageEdits(
    pages.filter((page) => !(page.path in UNLISTED_PAGES)),
    edits,
  );
}

/**
 * The content for a path; unknown paths get the 404 page. An editable page asks for the operators' edits: a
 * published edit comes with the page, an unpublished one turns it into the 404 page (docs/product.md#site).
 */
export async function loadSitePage(pathname: string): Promise<LoadedSitePage> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = (await findPage(path)) ?? (await notFoundPage(path));
  const locale = currentLocale();
  if (page.kind === 'search') return { page, index: await searchIndex(locale), language: locale };
  // The shipped text in the chosen language comes with the page (ContentPage shows it); an edit stays as written.
  // Its chunk failing to arrive leaves the English text. The index of translations is a chunk of its own too: an
  // English page (and the entry chunk every page loads) carries none of it.
  const translated =
    locale === 'en'
      ? Promise.resolve()
      : import('./translated-pages')
          .then((module) => module.loadTranslatedPage(page.path, locale))
          .catch(() => undefined);
  if (!isEditablePage(page)) {
    await translated;
    return { page, index: [], language: locale };
  }
  // The edits in the visitor's language: a page without one there shows its shipped translation.
  const [edits] = await Promise.all([loadEdits(locale), translated]);
  const edit = edits.find((candidate) => candidate.path === page.path);
  if (!edit) return { page, index: [], language: locale };
  if (!edit.published) return { page: await notFoundPage(path), index: [], language: locale };
  return { page, index: [], edit, language: locale };
}
