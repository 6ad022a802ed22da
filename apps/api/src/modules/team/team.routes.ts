// The member's team lists A, B and C, and team A alone (sellerDirectTeam), each with its /vendorApi twin.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { listTeam } from './team-list.repository';

export function registerTeamRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.teamList, async ({ query, request }) => ({
    message: MSG.loaded,
    data: await listTeam(ctx.db, {
      userId: requireAuth(request).userId,
      level: query.level as 1 | 2 | 3,
      page: query.page,
      search: query.search,
    }),
  }));
  addTwinRoutes(app, routes.directTeam, async ({ query, request }) => ({
    message: MSG.loaded,
    data: await listTeam(ctx.db, {
      userId: requireAuth(request).userId,
      level: 1,
      page: query.page,
      search: query.search,
    }),
  }));
}
