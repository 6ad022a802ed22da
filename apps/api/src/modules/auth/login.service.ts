import { type loginBody, MSG, ROLE, type Role, type signinTwoFactorBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { checkLoginPassword } from '../../core/login-guard';
import { AppError } from '../../lib/app-error';
import { getMemberProfile } from '../profile/profile.service';
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
  options: { body: z.output<typeof loginBody>; ip: string; client?: SessionClient },
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
  return signInMember(ctx, { userId: user.id, role: user.role, client: options.client });
}

/** POST /publicApi/signinTwoFactor: the code step of a log-in with two-factor on, then the member's session. */
export async function finishMemberTwoFactorSignin(
  ctx: AppContext,
  options: { body: z.output<typeof signinTwoFactorBody>; ip: string; client?: SessionClient | undefined },
) {
  const account = await finishSigninChallenge(ctx, {
    body: options.body,
    ip: options.ip,
    roles: [ROLE.user, ROLE.vendor],
  });
  if (account.blockedAt) throw new AppError('FORBIDDEN', MSG.accountBlocked);
  const role = account.role === ROLE.vendor ? ROLE.vendor : ROLE.user;
  return signInMember(ctx, { userId: account.id, role, client: options.client });
}

/** The session and answer of a member or vendor log-in, after the password (and the code, with two-factor on). */
export async function signInMember(
  ctx: AppContext,
  options: { userId: string; role: Role; client?: SessionClient | undefined },
) {
  const token = await createSession(ctx, options);
  return { message: MSG.loginSuccess, api_token: token, data: await getMemberProfile(ctx, options.userId) };
}
