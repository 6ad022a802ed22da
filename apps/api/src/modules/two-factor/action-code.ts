import { type ActionCodeFrom, MSG, type PasskeyAssertion } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { claimOtp, claimOtpCte, issueOtp, mailOtpOrDiscard, type OtpPurpose, verifyOtp } from '../../core/otp';
import { checkAssertion, type PasskeyPurpose } from '../../core/passkey-ceremony';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailMessage } from '../../lib/mailer';
import { type ClaimCode, checkAccountCode, isTotpOn } from './account-code';
import { findTotpAccount } from './two-factor.repository';

// The code that confirms a withdrawal, a capital withdrawal or a transfer: the e-mailed OTP, or, when the member has
// two-factor on, the code of their authenticator app (no mail is sent); or in place of either a passkey's signature
// over a challenge made for that request (docs/decisions/042-passkeys.md). One place, called from each service.

export async function usesAuthenticator(db: Queryable, userId: string) {
  const account = await findTotpAccount(db, userId);
  return Boolean(account && isTotpOn(account));
}

/**
 * Step 1: mails a fresh OTP for `purpose`, or nothing when the member confirms with the authenticator app. Answers
 * where the code comes from, for the answer's `codeFrom`.
 */
export async function sendActionCode(
  ctx: AppContext,
  options: { userId: string; purpose: OtpPurpose; mail: (code: string) => MailMessage | Promise<MailMessage> },
): Promise<ActionCodeFrom> {
  if (await usesAuthenticator(ctx.db, options.userId)) return 'authenticator';
  const otp = await issueOtp(ctx, { subject: options.userId, purpose: options.purpose });
  if (!otp) throw new AppError('RATE_LIMITED', MSG.otpCooldown);
  await mailOtpOrDiscard(ctx, { otpId: otp.id, mail: await options.mail(otp.code) });
  return 'email';
}

/**
 * A code's claim, run inside the transaction that does the work, or as part of the statement that does it: an
 * e-mailed code's as a CTE (`code`) made only if `onlyIf`, an authenticator's by the time step it claims.
 */
export type ActionCodeClaim = ClaimCode & { cte?: (onlyIf: SQL) => SQL; totpStep?: number };

/** What a passkey may confirm: a withdrawal (income or capital) or a transfer. */
function passkeyPurposeOf(purpose: OtpPurpose): PasskeyPurpose {
  if (purpose.startsWith('withdrawal:') || purpose.startsWith('transfer:')) return purpose as PasskeyPurpose;
  throw new AppError('VALIDATION', MSG.passkeyInvalid);
}

/**
 * Step 2: counts a hit of the code checks from the caller's address (`ip`, RATE_RULES.otpVerifyPerIp; null only for
 * the platform's own checks, the demo's and a simulation's, which have none), checks the
 * code (a wrong try counts, outside any transaction) and answers the claim to run inside the transaction that does
 * the work, so a failed transaction leaves the code unused. An e-mailed code's hit and try are one statement. A caller
 * that read the member's two-factor state with its own read passes `usesAuthenticator`, saving a read.
 */
export async function checkActionCode(
  ctx: AppContext,
  options: {
    userId: string;
    purpose: OtpPurpose;
    code: string | undefined;
    passkey?: PasskeyAssertion | undefined;
    ip: string | null;
    usesAuthenticator?: boolean;
  },
): Promise<ActionCodeClaim> {
  const rateLimit = options.ip === null ? undefined : { rule: RATE_RULES.otpVerifyPerIp, subject: options.ip };
  if (options.passkey) {
    if (rateLimit) await hitRateLimit({ db: ctx.db, ...rateLimit, now: ctx.clock() });
    // The challenge was taken and the signature count moved by the check: the claim has nothing left to use.
    await checkAssertion(ctx, {
      credential: options.passkey,
      purpose: passkeyPurposeOf(options.purpose),
      userId: options.userId,
    });
    return Object.assign(async () => {}, { cte: (onlyIf: SQL) => sql`code as (select 1 as id where ${onlyIf})` });
  }
  if (options.code === undefined) throw new AppError('VALIDATION', MSG.otpRequiredWithdrawal);
  if (options.usesAuthenticator ?? (await usesAuthenticator(ctx.db, options.userId))) {
    if (rateLimit) await hitRateLimit({ db: ctx.db, ...rateLimit, now: ctx.clock() });
    return checkAccountCode(ctx, { userId: options.userId, code: options.code, allowRecovery: false });
  }
  const otp = await verifyOtp(ctx, {
    lookup: { subject: options.userId, purpose: options.purpose },
    code: options.code,
    rateLimit,
  });
  return Object.assign((tx: Queryable) => claimOtp(tx, otp), { cte: (onlyIf: SQL) => claimOtpCte(otp, onlyIf) });
}
