// The operator console's view of the site's forms: GET /adminApi/contacts, POST /adminApi/contacts/:_id/resend,
// GET /adminApi/newsletter and the GET /adminApi/newsletter.csv download.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { toPage } from '../../lib/paging';
import { requireActor } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addDownloadRoute, addRoute } from '../../plugins/routes';
import { resendContactMessage } from './contact-resend.service';
import { newsletterCsv } from './newsletter-csv';
import { listContactMessages, listSubscribers } from './site-console.repository';

export function registerSiteConsoleRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.adminContacts, async ({ query }) => {
    const result = await listContactMessages(ctx.db, { status: query.status, page: query.page });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminContactResend, async ({ params, request }) =>
    resendContactMessage(ctx, {
      id: params._id,
      ...requireActor(request),
      log: request.log,
      locale: await requestLocale(request),
    }),
  );
  addRoute(app, routes.adminNewsletter, async ({ query }) => {
    const result = await listSubscribers(ctx.db, { page: query.page });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addDownloadRoute(app, routes.adminNewsletterCsv, async () => ({
    fileName: `newsletter-subscribers-${ctx.clock().toISOString().slice(0, 10)}.csv`,
    body: await newsletterCsv(ctx.db),
  }));
}
