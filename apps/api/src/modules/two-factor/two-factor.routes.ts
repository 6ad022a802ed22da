// Two-factor (docs/decisions/012-two-factor.md) and the account's sessions: each account's own set-up, and the
// sessions list with "Sign out everywhere else". The code step of a sign-in is the sign-in's own (auth/, operator/).
import { MSG, routes, type SecurityProofBody } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { sessionClientOf } from '../sessions/sessions';
import { listSessions, revokeOthers } from '../sessions/sessions-list.service';
import { sendSecurityCode } from './security-proof';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, twoFactorStatus } from './two-factor.service';

/** Who changed two-factor and from where, for the security activity and its alert. */
function fromRequest(request: FastifyRequest) {
  return { client: sessionClientOf(request), log: request.log };
}

export function registerTwoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const status = async ({ request }: { request: Parameters<typeof requireAuth>[0] }) => ({
    message: MSG.twoFactorStatusLoaded,
    data: await twoFactorStatus(ctx, requireAuth(request).userId),
  });
  addTwinRoutes(app, routes.twoFactorStatus, status);
  addRoute(app, routes.operatorTwoFactorStatus, status);
  addTwinRoutes(app, routes.securityCode, ({ request }) => sendSecurityCode(ctx, requireAuth(request).userId));
  addRoute(app, routes.operatorSecurityCode, ({ request }) => sendSecurityCode(ctx, requireAuth(request).userId));
  const setup = ({ body, request }: { body: SecurityProofBody; request: FastifyRequest }) =>
    startTwoFactorSetup(ctx, { userId: requireAuth(request).userId, proof: body, ip: request.ip });
  addTwinRoutes(app, routes.twoFactorSetup, setup);
  addRoute(app, routes.operatorTwoFactorSetup, setup);
  addTwinRoutes(app, routes.twoFactorEnable, ({ body, request }) =>
    enableTwoFactor(ctx, { userId: requireAuth(request).userId, code: body.code, from: fromRequest(request) }),
  );
  addRoute(app, routes.operatorTwoFactorEnable, ({ body, request }) =>
    enableTwoFactor(ctx, { userId: requireAuth(request).userId, code: body.code, from: fromRequest(request) }),
  );
  addTwinRoutes(app, routes.twoFactorDisable, ({ body, request }) =>
    disableTwoFactor(ctx, {
      userId: requireAuth(request).userId,
      code: body.code,
      password: body.password,
      from: fromRequest(request),
    }),
  );
  addRoute(app, routes.operatorTwoFactorDisable, ({ body, request }) =>
    disableTwoFactor(ctx, {
      userId: requireAuth(request).userId,
      code: body.code,
      password: body.password,
      from: fromRequest(request),
    }),
  );

  addTwinRoutes(app, routes.sessions, ({ request }) => listSessions(ctx, requireAuth(request)));
  addTwinRoutes(app, routes.sessionsRevokeOthers, ({ request }) => revokeOthers(ctx, requireAuth(request)));
}
