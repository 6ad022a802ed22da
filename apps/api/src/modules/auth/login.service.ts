import { type loginBody, MSG, ROLE, type Role, type signinTwoFactorBody } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { checkLoginPassword } from '../../core/login-guard';
import { AppError } from '../../lib/app-error';
import { getMemberProfile } from '../profile/profile.service';
import { mailSecurityAlert } from '../security/security-alerts';
import { isMemberFrozen, isNewDevice, recordSecurityEvent } from '../security/security-events.repository';
import { createSession, type SessionClient } from '../sessions/sessions';
import { isTotpOn } from '../two-factor/account-code';
import { finishSigninChallenge, startSigninChallenge } from '../two-factor/two-factor.service';
import { findMemberAccountByEmail } from '../users/users.repository';

/**
 * POST /publicApi/signinSeller: a member or vendor log-in. The form sends role_name 'User' for both; a vendor
 * account gets a vendor session (docs/product.md#accounts). With two-factor on, no session yet: the id of the code
 * step (signinTwoFactor), docs/decisions/012-two-factor.md.
 */
export async function loginMember(
  ctx: AppContext,
  options: { body: z.output<typeof loginBody>; ip: string; client?: SessionClient; log: FastifyBaseLogger },
) {
  const { body } = options;
  const user = await checkLoginPassword(ctx, {
    account: `member:${body.email}`,
    ip: options.ip,
    password: body.password,
    find: () => findMemberAccountByEmail(ctx.db, body.email),
  });
  // Said only to whoever knows the password, so the block reveals nothing about an address to others.
  if (user.blockedAt) throw new AppError('FORBIDDEN', MSG.accountBlocked);
  if (isTotpOn(user)) return startSigninChallenge(ctx, user.id);
  return signInMember(ctx, { userId: user.id, role: user.role, client: options.client, log: options.log });
}

/** POST /publicApi/signinTwoFactor: the code step of a log-in with two-factor on, then the member's session. */
export async function finishMemberTwoFactorSignin(
  ctx: AppContext,
  options: {
    body: z.output<typeof signinTwoFactorBody>;
    ip: string;
    client?: SessionClient | undefined;
    log: FastifyBaseLogger;
  },
) {
  const account = await finishSigninChallenge(ctx, {
    body: options.body,
    ip: options.ip,
    roles: [ROLE.user, ROLE.vendor],
  });
  if (account.blockedAt) throw new AppError('FORBIDDEN', MSG.accountBlocked);
  const role = account.role === ROLE.vendor ? ROLE.vendor : ROLE.user;
  return signInMember(ctx, { userId: account.id, role, client: options.client, log: options.log });
}

/**
 * The session and answer of a member or vendor log-in, after the password (and the code, with two-factor on). A
 * device and network the account never signed in from is refused while the member's freeze holds, and otherwise
 * alerted by mail with a "This wasn't me" link (docs/product.md#security-activity); every sign-in is recorded.
 */
export async function signInMember(
  ctx: AppContext,
  options: { userId: string; role: Role; client?: SessionClient | undefined; log: FastifyBaseLogger },
) {
  const { userId } = options;
  const client = options.client ?? {};
  const now = ctx.clock();
  const newDevice = await isNewDevice(ctx.db, { userId, client });
  if (newDevice && (await isMemberFrozen(ctx.db, { userId, now }))) {
    throw new AppError('FROZEN', MSG.signinFrozenNewDevice);
  }
  const token = await createSession(ctx, options);
  await recordSecurityEvent(ctx.db, { userId, kind: 'signin', client, now, newDevice });
  if (newDevice) mailSecurityAlert(ctx, { userId, kind: 'signin', client, now, log: options.log });
  return { message: MSG.loginSuccess, api_token: token, data: await getMemberProfile(ctx, userId) };
}
