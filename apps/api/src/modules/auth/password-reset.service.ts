import { MSG, type resetOtpBody, type resetVerifyBody } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../lib/after-response';
import { AppError } from '../../lib/app-error';
import { otpMail } from '../../lib/mail-templates';
import { claimOtp, issueOtp, mailOtpOrDiscard, verifyOtp } from '../../lib/otp';
import { assertPasswordNotCommon, hashPassword } from '../../lib/passwords';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import { revokeAllSessions } from '../sessions/sessions';
import { companyName } from '../settings/settings.service';
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
  // The code is issued and mailed after the answer, so a registered address answers as fast as an unknown one.
  if (user) runAfterResponse(() => mailResetCode(ctx, body), { log: options.log, what: 'password reset mail' });
  return { message: MSG.resetOtpSent };
}

async function mailResetCode(ctx: AppContext, body: z.output<typeof resetOtpBody>) {
  const otp = await issueOtp(ctx, {
    subject: body.email,
    purpose: RESET_PURPOSE,
    quietCooldown: true,
  });
  if (!otp) return;
  await mailOtpOrDiscard(ctx, {
    otpId: otp.id,
    mail: otpMail({ to: body.email, code: otp.code, purpose: 'passwordReset', company: await companyName(ctx.db) }),
  });
}

/** A right code sets the password sent with it and ends every open session of the account. */
export async function completePasswordReset(
  ctx: AppContext,
  options: { body: z.output<typeof resetVerifyBody>; ip: string },
) {
  const { body } = options;
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  await assertPasswordNotCommon(body.password);
  const otp = await verifyOtp(ctx, {
    lookup: { subject: body.email, purpose: RESET_PURPOSE },
    code: body.otp,
  });
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await claimOtp(tx, otp);
    const user = await findMemberAccountByEmail(tx, body.email);
    if (!user) throw new AppError('OTP_INVALID', MSG.otpExpired);
    await setUserPasswordHash(tx, { userId: user.id, passwordHash });
    await revokeAllSessions({ db: tx, userId: user.id, now: ctx.clock() });
  });
  return { message: MSG.resetDone };
}
