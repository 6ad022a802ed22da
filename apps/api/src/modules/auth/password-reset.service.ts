import { MSG, type resetOtpBody, type resetVerifyBody } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import { claimOtp, issueOtp, verifyOtp } from '../../core/otp';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { markSecurityChanged } from '../../core/security-hold';
import type { SessionClient } from '../../core/session-client';
import { companyName } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { otpMail } from '../../lib/mail-templates';
import { assertPasswordNotCommon, hashPassword } from '../../lib/passwords';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import { revokeAllSessions } from '../sessions/sessions';
import { findMemberAccountByEmail, setUserPasswordHash } from '../users/users.repository';

// Both calls answer the same for a registered and an unknown e-mail, so neither reveals which it was.
// Members and vendors reset alike: the form sends role_name 'User' for both (docs/product.md#accounts).
const RESET_PURPOSE = 'password-reset:member';

export async function requestPasswordReset(
  ctx: AppContext,
  options: { body: z.output<typeof resetOtpBody>; ip: string; log: FastifyBaseLogger },
) {
  const { body } = options;
  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpSendPerIp, subject: options.ip, now });
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpSendPerAccount, subject: body.email, now });
  await assertPasswordNotCommon(body.password);
  const user = await findMemberAccountByEmail(ctx.db, body.email);
  // An unknown address gets a code too, mailed to nobody, so step 2 answers its tries exactly as a registered
  // address's (wrong, burnt, expired). Both are issued after the answer, so neither is quicker to time.
  runAfterResponse(() => issueResetCode(ctx, { email: body.email, mailIt: Boolean(user), locale: user?.locale }), {
    log: options.log,
    what: 'password reset code',
  });
  return { message: MSG.resetOtpSent };
}

async function issueResetCode(
  ctx: AppContext,
  options: { email: string; mailIt: boolean; locale: string | null | undefined },
) {
  const otp = await issueOtp(ctx, { subject: options.email, purpose: RESET_PURPOSE, quietCooldown: true });
  if (!otp || !options.mailIt) return;
  // An undelivered code is kept, unlike sign-up's: forgetting it would make a registered address answer "expired"
  // where an unknown one answers "incorrect". Nobody knows the code, and the member may ask again after the cooldown.
  await ctx.mailer.send(
    otpMail({
      to: options.email,
      code: otp.code,
      purpose: 'passwordReset',
      company: await companyName(ctx.db),
      locale: options.locale,
    }),
  );
}

/** A right code sets the password sent with it and ends every open session of the account. */
export async function completePasswordReset(
  ctx: AppContext,
  options: { body: z.output<typeof resetVerifyBody>; ip: string; client: SessionClient; log: FastifyBaseLogger },
) {
  const { body } = options;
  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  await assertPasswordNotCommon(body.password);
  const otp = await verifyOtp(ctx, {
    lookup: { subject: body.email, purpose: RESET_PURPOSE },
    code: body.otp,
  });
  const passwordHash = await hashPassword(body.password);
  const userId = await ctx.db.transaction(async (tx) => {
    await claimOtp(tx, otp);
    const user = await findMemberAccountByEmail(tx, body.email);
    if (!user) throw new AppError('OTP_INVALID', MSG.otpExpired);
    await setUserPasswordHash(tx, { userId: user.id, passwordHash });
    await revokeAllSessions(ctx, { db: tx, userId: user.id, now });
    await recordSecurityEvent(tx, { userId: user.id, kind: 'passwordReset', client: options.client, now });
    await markSecurityChanged(tx, { userId: user.id, now });
    return user.id;
  });
  // Only an account that exists reaches here (its code was mailed to it): the alert reveals nothing to anyone else.
  mailSecurityAlert(ctx, { userId, kind: 'passwordReset', client: options.client, now, log: options.log });
  return { message: MSG.resetDone };
}
