import {
  adminSitePageResponse,
  adminSitePageRevertResponse,
  adminSitePagesResponse,
  contentLanguageQuery,
  contentPageBody,
  contentPathQuery,
  publicSitePagesResponse,
} from './content-pages';
import { ROLES } from './operator-roles';
import { route } from './route-def';

// The site's operator-edited pages (docs/product.md#site): the site reads them all at once (a handful of pages),
// the console lists, saves and reverts them.
export const contentPagesRoutes = {
  sitePages: route({
    method: 'GET',
    path: '/publicApi/sitePages',
    access: 'public',
    summary:
      'Every site page an operator edited in one language (language=en|es|hi, en when absent); an unpublished one answers published=false without its text',
    query: contentLanguageQuery,
    response: publicSitePagesResponse,
  }),
  adminSitePages: route({
    method: 'GET',
    path: '/adminApi/sitePages',
    access: 'admin',
    roles: ROLES.content,
    summary:
      'Every operator-edited site page: its edit per language with the draft text and who saved it last, and the languages behind the English edit',
    response: adminSitePagesResponse,
  }),
  adminSitePageSave: route({
    method: 'PUT',
    path: '/adminApi/sitePage',
    access: 'admin',
    roles: ROLES.content,
    summary:
      "Creates or replaces a site page's edit in one language (en when absent): title, Markdown body, published (audited)",
    body: contentPageBody,
    response: adminSitePageResponse,
  }),
  adminSitePageRevert: route({
    method: 'DELETE',
    path: '/adminApi/sitePage',
    access: 'admin',
    roles: ROLES.content,
    summary: "Removes a site page's edit in one language (en when absent) so its shipped text shows again (audited)",
    query: contentPathQuery,
    response: adminSitePageRevertResponse,
  }),
} as const;
