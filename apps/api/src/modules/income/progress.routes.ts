// The member's rank progress card and income chart (each with its /vendorApi twin).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { getIncomeChart } from './income-chart.service';
import { getRankProgress } from './rank-progress.service';

export function registerProgressRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.rankProgress, async ({ request }) => ({
    message: MSG.loaded,
    data: await getRankProgress(ctx.db, requireAuth(request).userId),
  }));
  addTwinRoutes(app, routes.incomeChart, async ({ query, request }) => ({
    message: MSG.loaded,
    data: await getIncomeChart(ctx.db, { userId: requireAuth(request).userId, days: query.days, now: ctx.clock() }),
  }));
}
