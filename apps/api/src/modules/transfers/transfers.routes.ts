// Transfers between members: the receiver looked up, then the two steps (twins).
import { routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addTwinRoutes } from '../../plugins/routes';
import { lookUpReceiver, requestTransfer, verifyTransfer } from './transfers.service';

export function registerTransferRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.transferReceiver, ({ query, request }) =>
    lookUpReceiver(ctx, { userId: requireAuth(request).userId, uid: query.receiverId }),
  );
  addTwinRoutes(app, routes.walletTransfer, ({ body, request }) =>
    requestTransfer(ctx, { userId: requireAuth(request).userId, ip: request.ip, body }),
  );
  addTwinRoutes(app, routes.walletTransferVerify, ({ body, request }) =>
    verifyTransfer(ctx, { userId: requireAuth(request).userId, ip: request.ip, body, log: request.log }),
  );
}
