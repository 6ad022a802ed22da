// The member's team lists A, B and C, team A alone (sellerDirectTeam), the genealogy (genelogybyuser), the team
// counts (myTeamCount) and the rank progress card, each with its /vendorApi twin.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { platformDay } from '../../lib/platform-day';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { findInDownline, listChildren } from './genealogy.repository';
import { getRankProgress } from './rank-progress.service';
import { countTeam } from './team-count';
import { listTeam } from './team-list.repository';

export function registerTeamRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.rankProgress, async ({ request }) => ({
    message: MSG.loaded,
    data: await getRankProgress(ctx.db, requireAuth(request).userId),
  }));
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
  addTwinRoutes(app, routes.genealogy, async ({ query, request }) => {
    const userId = requireAuth(request).userId;
    const parentId = query.parent ? await findInDownline(ctx.db, { userId, referId: query.parent }) : userId;
    if (!parentId) throw new AppError('NOT_FOUND', MSG.notFound);
    const result = await listChildren(ctx.db, { parentId, page: query.page });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addTwinRoutes(app, routes.teamCount, async ({ query, request }) => {
    const userId = requireAuth(request).userId;
    const today = platformDay(ctx.clock(), (await getSettings(ctx.db)).timezone);
    return { message: MSG.loaded, data: await countTeam(ctx.db, { userId, range: query.range, today }) };
  });
}
