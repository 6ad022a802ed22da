// Deposits: members submit and list their own (twins); operators list, approve and reject.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { toPage } from '../../lib/paging';
import { requestLocale } from '../../lib/request-locale';
import { requireActor, requireAuth } from '../../plugins/auth';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { listDepositsForReview, listMemberDeposits } from './deposits.repository';
import { approveDeposit, rejectDeposit, submitDeposit } from './deposits.service';

export function registerDepositRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.addFund, ({ body, request }) =>
    submitDeposit(ctx, { userId: requireAuth(request).userId, ip: request.ip, body }),
  );
  addTwinRoutes(app, routes.depositList, async ({ query, request }) => {
    const result = await listMemberDeposits(ctx.db, {
      userId: requireAuth(request).userId,
      page: query.page,
      locale: await requestLocale(request, ctx),
    });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminDeposits, async ({ query }) => {
    const result = await listDepositsForReview(ctx.db, { status: query.status, order: query.order, page: query.page });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminDepositApprove, ({ params, request }) =>
    approveDeposit(ctx, { depositId: params._id, ...requireActor(request) }),
  );
  addRoute(app, routes.adminDepositReject, ({ params, body, request }) =>
    rejectDeposit(ctx, { depositId: params._id, ...requireActor(request), ...body }),
  );
}
