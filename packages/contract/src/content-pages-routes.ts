import {
  adminSitePageResponse,
  adminSitePageRevertResponse,
  adminSitePagesResponse,
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
    summary: 'Every operator-edited site page; an unpublished one answers published=false without its text',
    response: publicSitePagesResponse,
  }),
  adminSitePages: route({
    method: 'GET',
    path: '/adminApi/sitePages',
    access: 'admin',
    roles: ROLES.content,
    summary: 'Every operator-edited site page with its draft text and who saved it last',
    response: adminSitePagesResponse,
  }),
  adminSitePageSave: route({
    method: 'PUT',
    path: '/adminApi/sitePage',
    access: 'admin',
    roles: ROLES.content,
    summary: "Creates or replaces a site page's edit: title, Markdown body, published (audited)",
    body: contentPageBody,
    response: adminSitePageResponse,
  }),
  adminSitePageRevert: route({
    method: 'DELETE',
    path: '/adminApi/sitePage',
    access: 'admin',
    roles: ROLES.content,
    summary: "Removes a site page's edit so the shipped text shows again (audited)",
    query: contentPathQuery,
    response: adminSitePageRevertResponse,
  }),
} as const;
