import { MSG, type resetOtpBody, type resetVerifyBody } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { otpMail } from '../../lib/mail-templates';
import { claimOtp, issueOtp, mailOtpOrDiscard, verifyOtp } from '../../lib/otp';
import { hashPassword } from '../../lib/passwords';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import { revokeAllSessions } from './sessions';
import { findUserByEmail } from './users.repository';

// Both calls answer the same for a registered and an unknown e-mail, so neither reveals which it was.

export async function requestPasswordReset(
  ctx: AppContext,
  options: { body: z.output<typeof resetOtpBody>; ip: string },
) {
  const { body } = options;
  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpSendPerIp, subject: options.ip, now });
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpSendPerAccount, subject: body.email, now });
  const user = await findUserByEmail(ctx.db, { email: body.email, role: body.role_name });
  if (!user) return { message: MSG.resetOtpSent };
  const otp = await issueOtp(ctx, {
    subject: body.email,
    purpose: `password-reset:${body.role_name}`,
    quietCooldown: true,
  });
  if (!otp) return { message: MSG.resetOtpSent };
  await mailOtpOrDiscard(ctx, {
    otpId: otp.id,
    mail: otpMail({ to: body.email, code: otp.code, purpose: 'passwordReset' }),
  });
  return { message: MSG.resetOtpSent };
}

/** A right code sets the password sent with it and ends every open session of the account. */
export async function completePasswordReset(
  ctx: AppContext,
  options: { body: z.output<typeof resetVerifyBody>; ip: string },
) {
  const { body } = options;
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  const otp = await verifyOtp(ctx, {
    lookup: { subject: body.email, purpose: `password-reset:${body.role_name}` },
    code: body.otp,
  });
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    await claimOtp(tx, otp);
    const user = await findUserByEmail(tx, { email: body.email, role: body.role_name });
    if (!user) throw new AppError('OTP_INVALID', MSG.otpExpired);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions({ db: tx, userId: user.id, now: ctx.clock() });
  });
  return { message: MSG.resetDone };
}
