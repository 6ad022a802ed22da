// The member's notification centre (notifications, notificationsRead twins) and which kinds are mailed
// (notificationPreferences twins), docs/product.md#notifications.
import { routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addTwinRoutes } from '../../plugins/routes';
import { getNotifications, getPreferences, markNotificationsRead, savePreferences } from './notifications.service';

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.notifications, async ({ query, request }) =>
    getNotifications(ctx, {
      userId: requireAuth(request).userId,
      page: query.page,
      locale: await requestLocale(request),
    }),
  );
  addTwinRoutes(app, routes.notificationsRead, ({ body, request }) =>
    markNotificationsRead(ctx, { userId: requireAuth(request).userId, body }),
  );
  addTwinRoutes(app, routes.notificationPreferences, ({ request }) => getPreferences(ctx, requireAuth(request).userId));
  addTwinRoutes(app, routes.saveNotificationPreferences, ({ body, request }) =>
    savePreferences(ctx, { userId: requireAuth(request).userId, mailOff: body.mailOff }),
  );
}
