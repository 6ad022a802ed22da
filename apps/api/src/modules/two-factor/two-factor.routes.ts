// Two-factor sign-in (docs/decisions/012-two-factor.md) and the account's sessions: the code step of a sign-in,
// each account's own set-up, and the sessions list with "Sign out everywhere else".
import { MSG, OPERATORS_MSG, ROLE, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireAuth } from '../../plugins/auth';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { signInMember } from '../auth/login.service';
import { signInOperator } from '../operator/operator-auth.service';
import { sessionClientOf } from '../sessions/sessions';
import { listSessions, revokeOthers } from '../sessions/sessions-list.service';
import {
  disableTwoFactor,
  enableTwoFactor,
  finishSigninChallenge,
  startTwoFactorSetup,
  twoFactorStatus,
} from './two-factor.service';

export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.signinTwoFactor, async ({ body, request }) => {
    const account = await finishSigninChallenge(ctx, {
      id: body._id,
      code: body.code,
      ip: request.ip,
      roles: [ROLE.user, ROLE.vendor],
    });
    if (account.blockedAt) throw new AppError('FORBIDDEN', MSG.accountBlocked);
    const role = account.role === ROLE.vendor ? ROLE.vendor : ROLE.user;
    return signInMember(ctx, { userId: account.id, role, client: sessionClientOf(request) });
  });
  addRoute(app, routes.operatorSigninTwoFactor, async ({ body, request }) => {
    const account = await finishSigninChallenge(ctx, {
      id: body._id,
      code: body.code,
      ip: request.ip,
      roles: [ROLE.admin],
    });
    if (account.blockedAt) throw new AppError('FORBIDDEN', OPERATORS_MSG.accountDisabled);
    return signInOperator(ctx, { userId: account.id, client: sessionClientOf(request) });
  });

  const status = async ({ request }: { request: Parameters<typeof requireAuth>[0] }) => ({
    message: MSG.twoFactorStatusLoaded,
    data: await twoFactorStatus(ctx, requireAuth(request).userId),
  });
  addTwinRoutes(app, routes.twoFactorStatus, status);
  addRoute(app, routes.operatorTwoFactorStatus, status);
  addTwinRoutes(app, routes.twoFactorSetup, ({ request }) => startTwoFactorSetup(ctx, requireAuth(request).userId));
  addRoute(app, routes.operatorTwoFactorSetup, ({ request }) => startTwoFactorSetup(ctx, requireAuth(request).userId));
  addTwinRoutes(app, routes.twoFactorEnable, ({ body, request }) =>
    enableTwoFactor(ctx, { userId: requireAuth(request).userId, code: body.code }),
  );
  addRoute(app, routes.operatorTwoFactorEnable, ({ body, request }) =>
    enableTwoFactor(ctx, { userId: requireAuth(request).userId, code: body.code }),
  );
  addTwinRoutes(app, routes.twoFactorDisable, ({ body, request }) =>
    disableTwoFactor(ctx, { userId: requireAuth(request).userId, code: body.code }),
  );
  addRoute(app, routes.operatorTwoFactorDisable, ({ body, request }) =>
    disableTwoFactor(ctx, { userId: requireAuth(request).userId, code: body.code }),
  );

  addTwinRoutes(app, routes.sessions, ({ request }) => listSessions(ctx, requireAuth(request)));
  addTwinRoutes(app, routes.sessionsRevokeOthers, ({ request }) => revokeOthers(ctx, requireAuth(request)));
}
