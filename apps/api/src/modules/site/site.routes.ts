// POST /publicApi/newsletter and /publicApi/contactMember - the marketing site's two public forms.
import { routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute } from '../../plugins/routes';
import { sendContactMessage } from './contact.service';
import { subscribeNewsletter } from './newsletter.service';

export function registerSiteRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.newsletter, ({ body, request }) => subscribeNewsletter(ctx, { body, ip: request.ip }));
  addRoute(app, routes.contactMember, async ({ body, request }) =>
    sendContactMessage(ctx, { body, ip: request.ip, log: request.log, locale: await requestLocale(request) }),
  );
}
