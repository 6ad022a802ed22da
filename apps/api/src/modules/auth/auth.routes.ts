// Public account calls: referral check, sign-up in two steps, log-in (with its two-factor code step), forgot
// password in two steps; log-out.
import { MSG, routes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { requireAuth } from '../../plugins/auth';
import { requestLocale } from '../../plugins/request-locale';
import { addRoute, addTwinRoutes } from '../../plugins/routes';
import { revokeSession, sessionClientOf } from '../sessions/sessions';
import { finishMemberTwoFactorSignin, loginMember } from './login.service';
import { completePasswordReset, requestPasswordReset } from './password-reset.service';
import { useSigninLink } from './signin-links.service';
import { completeSignup, requestSignupOtp, resolveReferrer } from './signup.service';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  addRoute(app, routes.referCheck, async ({ body, request }) => {
    await hitRateLimit({ db: ctx.db, rule: RATE_RULES.referCheckPerIp, subject: request.ip, now: ctx.clock() });
    const referrer = await resolveReferrer(ctx, body.referBy);
    return { message: MSG.referralFound, data: { fullName: referrer.fullName } };
  });
  addRoute(app, routes.signupOtp, async ({ body, request }) =>
    requestSignupOtp(ctx, { body, ip: request.ip, locale: await requestLocale(request) }),
  );
  addRoute(app, routes.signupVerify, ({ body, request }) => completeSignup(ctx, { body, ip: request.ip }));
  addRoute(app, routes.login, ({ body, request }) =>
    loginMember(ctx, { body, ip: request.ip, client: sessionClientOf(request), log: request.log }),
  );
  addRoute(app, routes.signinTwoFactor, ({ body, request }) =>
    finishMemberTwoFactorSignin(ctx, { body, ip: request.ip, client: sessionClientOf(request), log: request.log }),
  );
  addRoute(app, routes.autoSignin, ({ body, request }) =>
    useSigninLink(ctx, { body, ip: request.ip, client: sessionClientOf(request), log: request.log }),
  );
  addRoute(app, routes.resetOtp, ({ body, request }) =>
    requestPasswordReset(ctx, { body, ip: request.ip, log: request.log }),
  );
  addRoute(app, routes.resetVerify, ({ body, request }) =>
    completePasswordReset(ctx, { body, ip: request.ip, client: sessionClientOf(request), log: request.log }),
  );
  addTwinRoutes(app, routes.logout, async ({ request }) => {
    await revokeSession(ctx, requireAuth(request));
    return { message: MSG.logoutDone };
  });
}
