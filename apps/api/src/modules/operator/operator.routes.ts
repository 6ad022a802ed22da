// Operator sign-in (password, then an e-mailed code or, with two-factor on, the authenticator's), profile and log-out under /adminApi; the operators' own
// management (operators.routes.ts) with them.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute } from '../../plugins/routes';
import { revokeSession, sessionClientOf } from '../sessions/sessions';
import {
  finishOperatorSignin,
  finishOperatorTwoFactorSignin,
  getOperatorOrThrow,
  startOperatorSignin,
} from './operator-auth.service';
import { registerOperatorsRoutes } from './operators.routes';

export function registerOperatorRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.operatorSignin, async ({ body, request }) =>
    startOperatorSignin(ctx, { body, ip: request.ip, locale: await requestLocale(request) }),
  );
  addRoute(app, routes.operatorVerify, ({ body, request }) =>
    finishOperatorSignin(ctx, { body, ip: request.ip, client: sessionClientOf(request) }),
  );
  addRoute(app, routes.operatorSigninTwoFactor, ({ body, request }) =>
    finishOperatorTwoFactorSignin(ctx, { body, ip: request.ip, client: sessionClientOf(request) }),
  );
  addRoute(app, routes.operatorProfile, async ({ request }) => ({
    message: MSG.profileLoaded,
    data: await getOperatorOrThrow(ctx, requireAuth(request).userId),
  }));
  addRoute(app, routes.operatorLogout, async ({ request }) => {
    await revokeSession(ctx, requireAuth(request));
    return { message: MSG.logoutDone };
  });
  registerOperatorsRoutes(app, ctx);
}
