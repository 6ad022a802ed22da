// Deposits: members submit and list their own (twins); operators list, approve and reject.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { toPage } from '../../lib/paging';
import { requireActor, requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { listMemberDeposits } from './deposits.repository';
import { approveDeposit, listDepositsToReview, rejectDeposit, submitDeposit } from './deposits.service';

export function registerDepositRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.addFund, ({ body, request }) =>
    submitDeposit(ctx, { userId: requireAuth(request).userId, ip: request.ip, body }),
  );
  addTwinRoutes(app, routes.depositList, async ({ query, request }) => {
    const result = await listMemberDeposits(ctx.db, {
      userId: requireAuth(request).userId,
      page: query.page,
      locale: await requestLocale(request),
    });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminDeposits, async ({ query, request }) => {
    const result = await listDepositsToReview(ctx, {
      actorId: requireActor(request).actorId,
      status: query.status,
      order: query.order,
      page: query.page,
    });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  // 202: the approval is recorded as the first of two, and the deposit waits for a second operator.
  addRoute(app, routes.adminDepositApprove, async ({ params, request, reply }) => {
    const { waitsForSecond, ...answer } = await approveDeposit(ctx, {
      depositId: params._id,
      ...requireActor(request),
    });
    if (waitsForSecond) reply.code(202);
    return answer;
  });
  addRoute(app, routes.adminDepositReject, ({ params, body, request }) =>
    rejectDeposit(ctx, { depositId: params._id, ...requireActor(request), ...body }),
  );
}
