// Packages, purchases, orders and the daily claim; the operator's package and settlement calls.
import { MSG, microsToUsdt, routes } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { toPage } from '../../lib/paging';
import { platformDay } from '../../lib/platform-day';
import { requireActor, requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { claimProfit } from './claim.service';
import { listMemberOrders, toOrderRow, translatedTitle } from './orders.repository';
import { listAllPackages, searchPackages, toAdminPackageRow } from './packages.repository';
import { createPackage, updatePackage } from './packages.service';
import { purchasePackage } from './purchase.service';
import { settleAllMembers } from './settlement.service';

/** Who acts, from where, and the request's log for the mail sent after the answer. */
function operatorRequest(request: FastifyRequest) {
  return { ...requireActor(request), log: request.log };
}

export function registerPackageRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.packageSearch, async ({ body, request }) => {
    const result = await searchPackages(ctx.db, {
      locale: await requestLocale(request),
      search: body.search,
      id: body.id,
      category: body.category,
      page: body.page,
    });
    return { message: MSG.loaded, data: toPage({ ...result, page: body.page }) };
  });
  addTwinRoutes(app, routes.purchasePackage, ({ body, request }) =>
    purchasePackage(ctx, { userId: requireAuth(request).userId, body }),
  );
  addTwinRoutes(app, routes.activePackages, async ({ request }) => {
    const settings = await getSettings(ctx.db);
    const today = platformDay(ctx.clock(), settings.timezone);
    const rows = await listMemberOrders(ctx.db, requireAuth(request).userId);
    const locale = await requestLocale(request);
    return { message: MSG.loaded, data: rows.map((row) => toOrderRow(row.order, today, translatedTitle(row, locale))) };
  });
  addTwinRoutes(app, routes.claimProfit, ({ request }) => claimProfit(ctx, requireAuth(request).userId));

  addRoute(app, routes.adminPackages, async () => {
    const rows = await listAllPackages(ctx.db);
    return { message: MSG.loaded, data: rows.map(toAdminPackageRow) };
  });
  addRoute(app, routes.adminPackageCreate, async ({ body, request, reply }) => {
    const saved = await createPackage(ctx, {
      body,
      ...operatorRequest(request),
      locale: await requestLocale(request),
    });
    if ('pendingChange' in saved) reply.code(202);
    return saved;
  });
  addRoute(app, routes.adminPackageUpdate, async ({ params, body, request, reply }) => {
    const saved = await updatePackage(ctx, {
      packageId: params._id,
      body,
      ...operatorRequest(request),
      locale: await requestLocale(request),
    });
    if ('pendingChange' in saved) reply.code(202);
    return saved;
  });
  addRoute(app, routes.adminSettlementRun, async () => {
    const totals = await settleAllMembers(ctx);
    return {
      message: MSG.settlementDone,
      data: {
        day: totals.day,
        members: totals.members,
        paidOrders: totals.paidOrders,
        amount: microsToUsdt(totals.amountMicros),
      },
    };
  });
}
