// The member's income chart (with its /vendorApi twin).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { getIncomeChart } from './income-chart.service';

export function registerProgressRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.incomeChart, async ({ query, request }) => ({
    message: MSG.loaded,
    data: await getIncomeChart(ctx.db, { userId: requireAuth(request).userId, days: query.days, now: ctx.clock() }),
  }));
}
