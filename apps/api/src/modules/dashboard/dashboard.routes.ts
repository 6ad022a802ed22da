// The member's dashboard (with its /vendorApi twin): wallets, income totals and team figures in one answer.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { getDashboard } from './dashboard.service';

export function registerDashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.dashboard, async ({ request }) => ({
    message: MSG.loaded,
    data: await getDashboard(ctx, requireAuth(request).userId),
  }));
}
