import { type loginBody, MSG } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { guardLoginAttempt, recordLoginFailure } from '../../lib/login-guard';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { getMemberProfile } from '../profile/profile.service';
import { createSession } from '../sessions/sessions';
import { findMemberAccountByEmail } from '../users/users.repository';

/**
 * POST /publicApi/signinSeller: a member or vendor log-in. The form sends role_name 'User' for both; a vendor
 * account gets a vendor session (docs/product.md#accounts).
 */
export async function loginMember(ctx: AppContext, options: { body: z.output<typeof loginBody>; ip: string }) {
  const { body } = options;
  const account = `member:${body.email}`;
  await guardLoginAttempt(ctx, { account, ip: options.ip });
  const user = await findMemberAccountByEmail(ctx.db, body.email);
  const isValid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await burnPasswordCheck(body.password);
  if (!user || !isValid) {
    await recordLoginFailure(ctx, account);
    throw new AppError('INVALID_CREDENTIALS', MSG.loginInvalid);
  }
  // Said only to whoever knows the password, so the block reveals nothing about an address to others.
  if (user.blockedAt) throw new AppError('FORBIDDEN', MSG.accountBlocked);
  const token = await createSession(ctx, { userId: user.id, role: user.role });
  return { message: MSG.loginSuccess, api_token: token, data: await getMemberProfile(ctx, user.id) };
}
