// Withdrawals: members request, verify and list their own (twins); operators list, approve, pay and reject.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { toPage } from '../../lib/paging';
import { requireActor, requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { requestCapitalWithdrawal, requestWithdrawal } from './request-withdrawal.service';
import {
  approveWithdrawal,
  listWithdrawalsToReview,
  payWithdrawal,
  rejectWithdrawal,
} from './review-withdrawal.service';
import { verifyCapitalWithdrawal, verifyWithdrawal } from './verify-withdrawal.service';
import { listMemberWithdrawals } from './withdrawals.repository';

export function registerWithdrawalRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.withdrawalRequest, ({ body, request }) =>
    requestWithdrawal(ctx, { userId: requireAuth(request).userId, ip: request.ip, body }),
  );
  addTwinRoutes(app, routes.withdrawalVerify, ({ body, request }) =>
    verifyWithdrawal(ctx, { userId: requireAuth(request).userId, ip: request.ip, body, log: request.log }),
  );
  addTwinRoutes(app, routes.packageWithdrawal, ({ body, request }) =>
    requestCapitalWithdrawal(ctx, { userId: requireAuth(request).userId, ip: request.ip, body }),
  );
  addTwinRoutes(app, routes.packageWithdrawalVerify, ({ body, request }) =>
    verifyCapitalWithdrawal(ctx, { userId: requireAuth(request).userId, ip: request.ip, body, log: request.log }),
  );
  // The path's {id} is kept as the contract names it (docs/product.md#contract); the list is always the caller's own,
  // whatever it holds.
  addTwinRoutes(app, routes.withdrawalList, async ({ query, request }) => {
    const result = await listMemberWithdrawals(ctx.db, {
      userId: requireAuth(request).userId,
      status: query.status,
      page: query.page,
      locale: await requestLocale(request),
    });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminWithdrawals, async ({ query, request }) => {
    const result = await listWithdrawalsToReview(ctx, {
      actorId: requireAuth(request).userId,
      status: query.status,
      order: query.order,
      page: query.page,
    });
    return { message: MSG.loaded, data: toPage({ ...result, page: query.page }) };
  });
  addRoute(app, routes.adminWithdrawalApprove, ({ params, request }) =>
    approveWithdrawal(ctx, { withdrawalId: params._id, ...requireActor(request) }),
  );
  addRoute(app, routes.adminWithdrawalPay, ({ params, body, request }) =>
    payWithdrawal(ctx, {
      withdrawalId: params._id,
      ...requireActor(request),
      transactionHash: body.transactionHash,
    }),
  );
  addRoute(app, routes.adminWithdrawalReject, ({ params, body, request }) =>
    rejectWithdrawal(ctx, { withdrawalId: params._id, ...requireActor(request), ...body }),
  );
}
