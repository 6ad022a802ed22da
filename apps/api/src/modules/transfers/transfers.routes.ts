// Transfers between members: the receiver looked up, then the two steps (twins).
import { routes } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sessionClientOf } from '../../core/session-client';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { deleteReceiver, saveReceiver } from './saved-receivers';
import { lookUpReceiver, requestTransfer, verifyTransfer } from './transfers.service';

/** Who asked and from where, for the security activity and the alert of a saved receiver. */
function changedFrom(request: FastifyRequest) {
  return { client: sessionClientOf(request), log: request.log };
}

export function registerTransferRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.transferReceiver, ({ query, request }) =>
    lookUpReceiver(ctx, { userId: requireAuth(request).userId, uid: query.receiverId }),
  );
  addTwinRoutes(app, routes.walletTransfer, ({ body, request }) =>
    requestTransfer(ctx, { userId: requireAuth(request).userId, ip: request.ip, body, from: changedFrom(request) }),
  );
  addTwinRoutes(app, routes.receiverSave, ({ body, request }) =>
    saveReceiver(ctx, { userId: requireAuth(request).userId, body, ip: request.ip, from: changedFrom(request) }),
  );
  addTwinRoutes(app, routes.receiverDelete, ({ params, request }) =>
    deleteReceiver(ctx, { userId: requireAuth(request).userId, id: params._id, ip: request.ip }),
  );
  addTwinRoutes(app, routes.walletTransferVerify, ({ body, request }) =>
    verifyTransfer(ctx, {
      userId: requireAuth(request).userId,
      ip: request.ip,
      body,
      log: request.log,
      from: changedFrom(request),
    }),
  );
}
