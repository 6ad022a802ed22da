// Passkeys (docs/product.md#passkeys): the signed-in account's own under /sellerApi, /vendorApi and /adminApi, and
// the two sign-in ceremonies.
import { routes } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sessionClientOf } from '../../core/session-client';
import { requireAuth } from '../../plugins/auth';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { finishMemberPasskeySignin, finishOperatorPasskeySignin, passkeySigninOptions } from './passkey-signin.service';
import {
  finishAddingPasskey,
  passkeyConfirmOptions,
  passkeyList,
  removePasskey,
  startAddingPasskey,
} from './passkeys.service';

function actorOf(request: FastifyRequest) {
  return { userId: requireAuth(request).userId, client: sessionClientOf(request) };
}

export function registerPasskeyRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.passkeys, ({ request }) => passkeyList(ctx, requireAuth(request).userId));
  addRoute(app, routes.operatorPasskeys, ({ request }) => passkeyList(ctx, requireAuth(request).userId));
  addTwinRoutes(app, routes.passkeyOptions, ({ body, request }) =>
    startAddingPasskey(ctx, { ...actorOf(request), body }),
  );
  addRoute(app, routes.operatorPasskeyOptions, ({ body, request }) =>
    startAddingPasskey(ctx, { ...actorOf(request), body }),
  );
  addTwinRoutes(app, routes.passkeyAdd, ({ body, request }) =>
    finishAddingPasskey(ctx, { ...actorOf(request), body, log: request.log }),
  );
  addRoute(app, routes.operatorPasskeyAdd, ({ body, request }) =>
    finishAddingPasskey(ctx, { ...actorOf(request), body, log: request.log }),
  );
  addTwinRoutes(app, routes.passkeyDelete, ({ params, body, request }) =>
    removePasskey(ctx, { ...actorOf(request), id: params._id, proof: body, log: request.log }),
  );
  addRoute(app, routes.operatorPasskeyDelete, ({ params, body, request }) =>
    removePasskey(ctx, { ...actorOf(request), id: params._id, proof: body, log: request.log }),
  );
  addTwinRoutes(app, routes.passkeyConfirmOptions, ({ body, request }) =>
    passkeyConfirmOptions(ctx, { userId: requireAuth(request).userId, body }),
  );
  addRoute(app, routes.passkeySigninOptions, ({ request }) =>
    passkeySigninOptions(ctx, { ceremony: 'signin', ip: request.ip }),
  );
  addRoute(app, routes.passkeySignin, ({ body, request }) =>
    finishMemberPasskeySignin(ctx, { body, ip: request.ip, client: sessionClientOf(request), log: request.log }),
  );
  addRoute(app, routes.operatorPasskeySigninOptions, ({ request }) =>
    passkeySigninOptions(ctx, { ceremony: 'operator-signin', ip: request.ip }),
  );
  addRoute(app, routes.operatorPasskeySignin, ({ body, request }) =>
    finishOperatorPasskeySignin(ctx, { body, ip: request.ip, client: sessionClientOf(request) }),
  );
}
