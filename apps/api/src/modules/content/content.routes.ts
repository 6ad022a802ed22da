// The site's operator-edited pages, per language: GET /publicApi/sitePages?language= for the site, and the console's
// GET /adminApi/sitePages, PUT /adminApi/sitePage and DELETE /adminApi/sitePage?path=&language= (docs/product.md#site).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import { listContentPages, listPublicPages } from './content.repository';
import { revertContentPage, saveContentPage } from './content.service';
import { startTreeBackfill } from './markdown-trees';

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.sitePages, async ({ query }) => {
    const { pages, isTreeMissing } = await listPublicPages(ctx.db, query.language);
    if (isTreeMissing) startTreeBackfill(ctx, app.log);
    return { message: MSG.loaded, data: pages };
  });
  addRoute(app, routes.adminSitePages, async () => ({ message: MSG.loaded, data: await listContentPages(ctx.db) }));
  addRoute(app, routes.adminSitePageSave, ({ body, request }) =>
    saveContentPage(ctx, { input: body, ...requireActor(request) }),
  );
  addRoute(app, routes.adminSitePageRevert, ({ query, request }) =>
    revertContentPage(ctx, { ...query, ...requireActor(request) }),
  );
}
