import { type loginBody, MSG } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { guardLoginAttempt, recordLoginFailure } from '../../lib/login-guard';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { getMemberProfile } from '../profile/profile.service';
import { createSession } from '../sessions/sessions';
import { findUserByEmail } from '../users/users.repository';

/** POST /publicApi/signinSeller: a member (role User) or vendor log-in. */
export async function loginMember(ctx: AppContext, options: { body: z.output<typeof loginBody>; ip: string }) {
  const { body } = options;
  const account = `${body.role_name}:${body.email}`;
  await guardLoginAttempt(ctx, { account, ip: options.ip });
  const user = await findUserByEmail(ctx.db, { email: body.email, role: body.role_name });
  const isValid = user
    ? await verifyPassword(user.passwordHash, body.password)
    : await burnPasswordCheck(body.password);
  if (!user || !isValid) {
    await recordLoginFailure(ctx, account);
    throw new AppError('INVALID_CREDENTIALS', MSG.loginInvalid);
  }
  // Said only to whoever knows the password, so the block reveals nothing about an address to others.
  if (user.blockedAt) throw new AppError('FORBIDDEN', MSG.accountBlocked);
  const token = await createSession(ctx, { userId: user.id, role: body.role_name });
  return { message: MSG.loginSuccess, api_token: token, data: await getMemberProfile(ctx, user.id) };
}
