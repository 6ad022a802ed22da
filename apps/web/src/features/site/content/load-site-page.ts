import { type MenuGroupId, NOT_FOUND_PATH, SITE_MENU } from './site-map';
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
  /** Every page, loaded only for the search page. */
  index: readonly SitePage[];
}

async function findPage(path: string): Promise<SitePage | undefined> {
  const group = SITE_MENU.find((candidate) => candidate.links.some((link) => link.to === path));
  if (!group) return undefined;
  const pages = await GROUP_LOADERS[group.id]();
  return pages.find((page) => page.path === path);
}

export async function loadAllPages(): Promise<SitePage[]> {
  const groups = await Promise.all(SITE_MENU.map((group) => GROUP_LOADERS[group.id]()));
  return groups.flat();
}

/** The content for a path; unknown paths get the 404 page. */
export async function loadSitePage(pathname: string): Promise<LoadedSitePage> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = (await findPage(path)) ?? (await findPage(NOT_FOUND_PATH));
  if (!page) throw new Error(`No content for ${path}`);
  return { page, index: page.kind === 'search' ? await loadAllPages() : [] };
}
