// The signed-in member's profile (getprofile twins), own USDT address (saveUsdtAddress twins) and password
// (passwordChange twins); closing a member's account (closeAccount); the member's own freeze (freeze, unfreeze twins,
// and a security alert's "This wasn't me" link, freezeByLink).
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { sessionClientOf } from '../sessions/sessions';
import { closeAccount } from './close-account.service';
import { freezeAccount, getFreezeState, unfreezeAccount } from './freeze.service';
import { freezeByLink } from './freeze-link.service';
import { changePassword } from './password-change.service';
import { getMemberProfile } from './profile.service';
import { saveUsdtAddress } from './usdt-address.service';

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  addTwinRoutes(app, routes.profile, async ({ request }) => ({
    message: MSG.profileLoaded,
    data: await getMemberProfile(ctx, requireAuth(request).userId),
  }));
  addTwinRoutes(app, routes.saveUsdtAddress, ({ body, request }) =>
    saveUsdtAddress(ctx, {
      userId: requireAuth(request).userId,
      address: body.address,
      client: sessionClientOf(request),
      log: request.log,
    }),
  );
  addTwinRoutes(app, routes.passwordChange, ({ body, request }) =>
    changePassword(ctx, {
      auth: requireAuth(request),
      body,
      ip: request.ip,
      client: sessionClientOf(request),
      log: request.log,
    }),
  );
  addRoute(app, routes.closeAccount, ({ body, request }) =>
    closeAccount(ctx, {
      auth: requireAuth(request),
      body,
      ip: request.ip,
      locale: requestLocale(request),
      log: request.log,
    }),
  );
  addTwinRoutes(app, routes.freezeState, ({ request }) => getFreezeState(ctx, requireAuth(request).userId));
  addTwinRoutes(app, routes.freeze, ({ request }) =>
    freezeAccount(ctx, { auth: requireAuth(request), client: sessionClientOf(request), log: request.log }),
  );
  addRoute(app, routes.freezeByLink, ({ body, request }) =>
    freezeByLink(ctx, { body, client: sessionClientOf(request), log: request.log }),
  );
  addTwinRoutes(app, routes.unfreeze, ({ body, request }) =>
    unfreezeAccount(ctx, { auth: requireAuth(request), body, client: sessionClientOf(request), log: request.log }),
  );
}
