// Announcements (docs/product.md#announcements): members and visitors read the live ones, the content roles publish
// and withdraw them.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/auth';
import { addRoute } from '../../plugins/routes';
import {
  listAnnouncements,
  listLiveAnnouncements,
  toAnnouncementRow,
  toLiveAnnouncement,
} from './announcements.repository';
import { publishAnnouncement, withdrawAnnouncement } from './announcements.service';

export function registerAnnouncementRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.announcements, async ({ query }) => {
    const rows = await listLiveAnnouncements(ctx.db, ctx.clock());
    return { message: MSG.loaded, data: rows.map((row) => toLiveAnnouncement(row, query.language)) };
  });
  addRoute(app, routes.adminAnnouncements, async () => {
    const now = ctx.clock();
    const rows = await listAnnouncements(ctx.db);
    return { message: MSG.loaded, data: rows.map((row) => toAnnouncementRow(row, now)) };
  });
  addRoute(app, routes.adminAnnouncementCreate, ({ body, request }) =>
    publishAnnouncement(ctx, { body, ...requireActor(request) }),
  );
  addRoute(app, routes.adminAnnouncementWithdraw, ({ params, request }) =>
    withdrawAnnouncement(ctx, { id: params._id, ...requireActor(request) }),
  );
}
