import { type Locale, MSG, ROLE, type signupOtpBody, type signupVerifyBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { afterCommit } from '../../core/after-commit';
import { claimOtp, issueOtp, mailOtpOrDiscard, verifyOtp } from '../../core/otp';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { companyName } from '../../core/settings';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { otpMail } from '../../lib/mail-templates';
import { assertPasswordNotCommon, hashPassword } from '../../lib/passwords';
import { assertPossiblePhone } from '../../lib/phone';
import { signupAttemptMail } from '../../lib/signup-attempt-mail';
import { newReferralCode } from '../../lib/tokens';
import { termsVersion } from '../content/content.repository';
import { referralJoined } from '../notifications/notification-events';
import { notify } from '../notifications/notify';
import { foldTeamCounters } from '../team/team-fold';
import { addMemberToTeams } from '../team/team-stats';
import { findReferrerByCode, findUserByEmail, insertUser } from '../users/users.repository';

export async function resolveReferrer(ctx: AppContext, referBy: string) {
  const referrer = await findReferrerByCode(ctx.db, referBy);
  if (!referrer) throw new AppError('VALIDATION', MSG.referralInvalid);
  return referrer;
}

/**
 * Step 1: checks the fields and mails a code to the address; nothing else is kept. Also the resend call. A
 * registered address (a member's, a vendor's or an operator's) is answered exactly as a new one, through the same
 * limits, cooldown and statements, so the answer tells nobody who is registered (docs/product.md#accounts): its
 * code is made but mailed to nobody, step 2 answers its tries as any wrong code, and its owner gets a mail saying
 * how to log in instead.
 */
export async function requestSignupOtp(
  ctx: AppContext,
  options: { body: z.output<typeof signupOtpBody>; ip: string; locale: Locale },
) {
  const { body } = options;
  const now = ctx.clock();
  // A field check like the contract's, so before the limit as they are.
  assertPossiblePhone(body.phone);
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpSendPerIp, subject: options.ip, now });
  await assertPasswordNotCommon(body.password);
  await resolveReferrer(ctx, body.referBy);
  const registered = await findUserByEmail(ctx.db, { email: body.email });
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpSendPerAccount, subject: body.email, now });
  const otp = await issueOtp(ctx, { subject: body.email, purpose: 'signup' });
  if (!otp) throw new AppError('RATE_LIMITED', MSG.otpCooldown);
  const company = await companyName(ctx.db);
  const mail = registered
    ? signupAttemptMail({
        company,
        site: ctx.config.PUBLIC_URL,
        to: registered.email,
        fullName: registered.fullName,
        locale: registered.locale,
        isOperator: registered.role === ROLE.admin,
      })
    : // The language the visitor signs up in: the form's choice, else the request's (docs/product.md#languages).
      otpMail({ to: body.email, code: otp.code, purpose: 'signup', company, locale: body.locale ?? options.locale });
  await mailOtpOrDiscard(ctx, { otpId: otp.id, mail });
  return { message: MSG.signupOtpSent };
}

/** Step 2: a right code creates the member from the fields sent with it, under the referrer. */
export async function completeSignup(
  ctx: AppContext,
  options: { body: z.output<typeof signupVerifyBody>; ip: string },
) {
  const { body } = options;
  assertPossiblePhone(body.phone);
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  await assertPasswordNotCommon(body.password);
  const referrer = await resolveReferrer(ctx, body.referBy);
  const otp = await verifyOtp(ctx, { lookup: { subject: body.email, purpose: 'signup' }, code: body.otp });
  const passwordHash = await hashPassword(body.password);
  const terms = { acceptedAt: ctx.clock(), version: await termsVersion(ctx.db) };
  await ctx.db.transaction(async (tx) => {
    await claimOtp(tx, otp);
    const member = await insertMemberWithFreshCode(tx, {
      fullName: body.fullName,
      phone: body.phone,
      email: body.email,
      passwordHash,
      sponsorId: referrer.id,
      role: ROLE.user,
      terms,
      locale: body.locale ?? null,
    }).catch((error: unknown) => {
      // Registered meanwhile, or already when the code was made (a code nobody was mailed, guessed): the answer of
      // a code that is no more, never a second account nor word of the first.
      if (error instanceof AppError && error.code === 'CONFLICT') throw new AppError('OTP_INVALID', MSG.otpExpired);
      throw error;
    });
    await notify(tx, [
      referralJoined({ userId: referrer.id, newMemberId: member.id, newMemberName: body.fullName, now: ctx.clock() }),
    ]);
  });
  // The uplines' member counts were queued (docs/decisions/013-performance-budgets.md).
  afterCommit(ctx, foldTeamCounters);
  return { message: MSG.signupDone };
}

/** A member or a vendor (an operator creates vendors, without a sponsor), with a referral code of its own. */
export async function insertMemberWithFreshCode(
  tx: Tx,
  member: {
    fullName: string;
    phone: string;
    email: string;
    passwordHash: string;
    sponsorId: string | null;
    role: typeof ROLE.user | typeof ROLE.vendor;
    /** A member's acceptance at sign-up; none for a vendor an operator opens. */
    terms?: { acceptedAt: Date; version: string };
    /** The language the member signed up in (docs/product.md#languages); none for a vendor an operator opens. */
    locale?: Locale | null;
  },
) {
  // A clash of random codes is rare; a savepoint per try keeps the transaction usable.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const created = await tx.transaction(async (savepoint) => {
        const inserted = await insertUser(savepoint, {
          fullName: member.fullName,
          email: member.email,
          phone: member.phone,
          passwordHash: member.passwordHash,
          role: member.role,
          referId: newReferralCode(),
          sponsorId: member.sponsorId,
          termsAcceptedAt: member.terms?.acceptedAt ?? null,
          termsVersion: member.terms?.version ?? null,
          locale: member.locale ?? null,
        });
        if (!inserted) throw new AppError('INTERNAL', MSG.internal);
        await addMemberToTeams(savepoint, inserted.id);
        return inserted;
      });
      return created;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) throw new AppError('CONFLICT', MSG.emailTaken);
      if (!isUniqueViolation(error, 'users_refer_id_unique')) throw error;
    }
  }
  throw new AppError('INTERNAL', MSG.internal);
}
