import { MSG, OPERATORS_MSG, type PasskeySigninBody, ROLE } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { assertionOptions, checkAssertion } from '../../core/passkey-ceremony';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import type { SessionClient } from '../../core/session-client';
import { AppError } from '../../lib/app-error';
import { signInMember } from '../auth/login.service';
import { signInOperator } from '../operator/operator-auth.service';
import { accountOf } from './passkeys.repository';

// Signing in with a passkey (docs/decisions/042-passkeys.md): no e-mail and no password, the browser offers the
// site's passkeys and signs the challenge with the one chosen. A passkey is the second factor too (the device and
// its lock), so no code follows. A member's sign-in keeps every rule of a password's: a blocked account is refused,
// a new device alerted, or refused while the member's freeze holds.

type Ceremony = 'signin' | 'operator-signin';

/** Step 1: a fresh challenge, counted against the address like a log-in try. */
export async function passkeySigninOptions(ctx: AppContext, options: { ceremony: Ceremony; ip: string }) {
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.loginPerIp, subject: options.ip, now: ctx.clock() });
  const request = await assertionOptions(ctx, { purpose: options.ceremony, userId: null });
  return { message: MSG.passkeyOptionsReady, data: { options: request } };
}

async function signedBy(ctx: AppContext, options: { ceremony: Ceremony; body: PasskeySigninBody; ip: string }) {
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  const { userId } = await checkAssertion(ctx, { credential: options.body.credential, purpose: options.ceremony });
  const account = await accountOf(ctx.db, userId);
  const operator = options.ceremony === 'operator-signin';
  // A member's passkey at the console's door (or the reverse) signs nobody in, as an unknown one would not.
  if (!account || account.closedAt || (account.role === ROLE.admin) !== operator) {
    throw new AppError('INVALID_CREDENTIALS', MSG.passkeyUnknown);
  }
  if (account.blockedAt) {
    throw new AppError('FORBIDDEN', operator ? OPERATORS_MSG.accountDisabled : MSG.accountBlocked);
  }
  return account;
}

/** POST /publicApi/passkeySignin: a member's or vendor's session, answered as log-in answers it. */
export async function finishMemberPasskeySignin(
  ctx: AppContext,
  options: { body: PasskeySigninBody; ip: string; client: SessionClient; log: FastifyBaseLogger },
) {
  const account = await signedBy(ctx, { ceremony: 'signin', body: options.body, ip: options.ip });
  const role = account.role === ROLE.vendor ? ROLE.vendor : ROLE.user;
  return signInMember(ctx, { userId: account.id, role, client: options.client, log: options.log });
}

/** POST /adminApi/passkeySignin: the operator's session, as the code step answers it. */
export async function finishOperatorPasskeySignin(
  ctx: AppContext,
  options: { body: PasskeySigninBody; ip: string; client: SessionClient },
) {
  const account = await signedBy(ctx, { ceremony: 'operator-signin', body: options.body, ip: options.ip });
  return signInOperator(ctx, { userId: account.id, client: options.client });
}
