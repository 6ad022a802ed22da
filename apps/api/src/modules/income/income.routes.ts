// The member's income lists (all income, bonuses included; each kind; the bonuses), with /vendorApi twins.
import { type IncomeKind, MSG, routes } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { platformDay } from '../../lib/platform-day';
import { requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addTwinRoutes } from '../../plugins/routes';
import { listAllIncome, listBonuses, listIncomes } from './income-list.repository';

export function registerIncomeRoutes(app: FastifyInstance, ctx: AppContext) {
  // Whose list, which page, the platform day its today's figure and chart end on, and the language of its rules.
  const pageOf = async (request: FastifyRequest, page: number) => ({
    userId: requireAuth(request).userId,
    page,
    today: platformDay(ctx.clock(), (await getSettings(ctx.db)).timezone),
    locale: await requestLocale(request),
  });
  const listOf = (kind: IncomeKind) => async (input: { query: { page: number }; request: FastifyRequest }) => ({
    message: MSG.loaded,
    data: await listIncomes(ctx.db, { ...(await pageOf(input.request, input.query.page)), kind }),
  });
  addTwinRoutes(app, routes.incomeAll, async ({ query, request }) => ({
    message: MSG.loaded,
    data: await listAllIncome(ctx.db, await pageOf(request, query.page)),
  }));
  addTwinRoutes(app, routes.incomeTrading, listOf('trading'));
  addTwinRoutes(app, routes.incomeLevel, listOf('level'));
  addTwinRoutes(app, routes.incomeDirect, listOf('direct'));
  addTwinRoutes(app, routes.incomeReward, listOf('reward'));
  addTwinRoutes(app, routes.incomeBonus, async ({ query, request }) => ({
    message: MSG.loaded,
    data: await listBonuses(ctx.db, await pageOf(request, query.page)),
  }));
}
