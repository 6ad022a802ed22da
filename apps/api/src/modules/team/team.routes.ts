// The member's team lists A, B and C (with the /vendorApi twin).
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
    }),
  }));
}
