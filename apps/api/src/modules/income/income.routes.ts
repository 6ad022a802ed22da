// The member's income lists, bonuses included, and dashboard (each with its /vendorApi twin).
import { type IncomeKind, MSG, routes } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { platformDay } from '../../lib/platform-day';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { getSettings } from '../settings/settings.service';
import { listBonuses } from './bonus.repository';
import { getDashboard } from './dashboard.service';
import { listIncomes } from './income.repository';

export function registerIncomeRoutes(app: FastifyInstance, ctx: AppContext) {
  const listOf = (kind?: IncomeKind) => async (input: { query: { page: number }; request: FastifyRequest }) => {
    const settings = await getSettings(ctx.db);
    const today = platformDay(ctx.clock(), settings.timezone);
    const userId = requireAuth(input.request).userId;
    return { message: MSG.loaded, data: await listIncomes(ctx.db, { userId, kind, page: input.query.page, today }) };
  };
  addTwinRoutes(app, routes.incomeAll, listOf());
  addTwinRoutes(app, routes.incomeTrading, listOf('trading'));
  addTwinRoutes(app, routes.incomeLevel, listOf('level'));
  addTwinRoutes(app, routes.incomeDirect, listOf('direct'));
  addTwinRoutes(app, routes.incomeReward, listOf('reward'));
  addTwinRoutes(app, routes.incomeBonus, async ({ query, request }) => {
    const today = platformDay(ctx.clock(), (await getSettings(ctx.db)).timezone);
    const userId = requireAuth(request).userId;
    return { message: MSG.loaded, data: await listBonuses(ctx.db, { userId, page: query.page, today }) };
  });
  addTwinRoutes(app, routes.dashboard, async ({ request }) => ({
    message: MSG.loaded,
    data: await getDashboard(ctx, requireAuth(request).userId),
  }));
}
