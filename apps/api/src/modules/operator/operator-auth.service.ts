import {
  type Locale,
  MSG,
  OPERATORS_MSG,
  type operatorSigninBody,
  type operatorVerifyBody,
  ROLE,
  type signinTwoFactorBody,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { checkLoginPassword } from '../../core/login-guard';
import { claimOtp, issueOtp, mailOtpOrDiscard, verifyOtp } from '../../core/otp';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { companyName } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { otpMail } from '../../lib/mail-templates';
import { createSession, type SessionClient } from '../sessions/sessions';
import { isTotpOn } from '../two-factor/account-code';
import { finishSigninChallenge, startSigninChallenge } from '../two-factor/two-factor.service';
import { findUserByEmail, findUserById } from '../users/users.repository';

/** Step 1: the password, then a code by e-mail; answers the id of the pending sign-in. */
export async function startOperatorSignin(
  ctx: AppContext,
  options: { body: z.output<typeof operatorSigninBody>; ip: string; locale: Locale },
) {
  const { body } = options;
  const operator = await checkLoginPassword(ctx, {
    account: `operator:${body.email}`,
    ip: options.ip,
    password: body.password,
    find: () => findUserByEmail(ctx.db, { email: body.email, role: ROLE.admin }),
  });
  // Said only to whoever knows the password, as for a blocked member (docs/decisions/007-operator-console.md).
  if (operator.blockedAt) throw new AppError('FORBIDDEN', OPERATORS_MSG.accountDisabled);
  // With two-factor on the authenticator app replaces the mailed code (docs/decisions/012-two-factor.md).
  if (isTotpOn(operator)) return startSigninChallenge(ctx, operator.id);
  const otp = await issueOtp(ctx, { subject: operator.id, purpose: 'operator-signin' });
  if (!otp) throw new AppError('RATE_LIMITED', MSG.otpCooldown);
  await mailOtpOrDiscard(ctx, {
    otpId: otp.id,
    mail: otpMail({
      to: operator.email,
      code: otp.code,
      purpose: 'operatorSignin',
      company: await companyName(ctx.db),
      locale: options.locale,
    }),
  });
  return { message: MSG.operatorOtpSent, data: { _id: otp.id } };
}

export async function finishOperatorSignin(
  ctx: AppContext,
  options: { body: z.output<typeof operatorVerifyBody>; ip: string; client?: SessionClient },
) {
  const { body } = options;
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  const otp = await verifyOtp(ctx, { lookup: { id: body._id, purpose: 'operator-signin' }, code: body.otp });
  await ctx.db.transaction((tx) => claimOtp(tx, otp));
  // Disabled between the password and the code: no session (findSession would refuse it anyway).
  if ((await findUserById(ctx.db, otp.subject))?.blockedAt) {
    throw new AppError('FORBIDDEN', OPERATORS_MSG.accountDisabled);
  }
  return signInOperator(ctx, { userId: otp.subject, client: options.client });
}

/** The code step of an operator's sign-in with two-factor on, then the operator's session. */
export async function finishOperatorTwoFactorSignin(
  ctx: AppContext,
  options: { body: z.output<typeof signinTwoFactorBody>; ip: string; client?: SessionClient | undefined },
) {
  const account = await finishSigninChallenge(ctx, { body: options.body, ip: options.ip, roles: [ROLE.admin] });
  if (account.blockedAt) throw new AppError('FORBIDDEN', OPERATORS_MSG.accountDisabled);
  return signInOperator(ctx, { userId: account.id, client: options.client });
}

/** The operator's session and answer, after the password and the mailed or authenticator code. */
export async function signInOperator(ctx: AppContext, options: { userId: string; client?: SessionClient | undefined }) {
  const operator = await getOperatorOrThrow(ctx, options.userId);
  const token = await createSession(ctx, { userId: operator._id, role: ROLE.admin, client: options.client });
  return { message: MSG.operatorSignedIn, api_token: token, data: operator };
}

export async function getOperatorOrThrow(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.role !== ROLE.admin || !user.operatorRole) throw new AppError('NOT_FOUND', MSG.notFound);
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    role: ROLE.admin,
    operatorRole: user.operatorRole,
  };
}
