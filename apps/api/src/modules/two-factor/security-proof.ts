import { MSG, ROLE, type SecurityProofBody } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { checkOwnPassword } from '../../core/login-guard';
import { claimOtp, verifyOtp } from '../../core/otp';
import { RATE_RULES } from '../../core/rate-limit';
import { companyName } from '../../core/settings';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { otpMail } from '../../lib/mail-templates';
import { type ClaimCode, checkAccountCode, isTotpOn } from './account-code';
import { sendActionCode } from './action-code';

// A change of a security setting asks who you are, not only which session you hold
// (docs/decisions/046-no-way-around-the-second-person.md): the password, checked like a log-in, and the current second
// factor: the authenticator's code or a recovery code when two-factor is on, else a code mailed for the purpose.

const PURPOSE = 'security-change';

async function accountOf(ctx: AppContext, userId: string) {
  const [account] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!account) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return account;
}

/** POST securityCode (and the operators' twin): mails the code, or answers that the authenticator's is asked. */
export async function sendSecurityCode(ctx: AppContext, userId: string) {
  const account = await accountOf(ctx, userId);
  const codeFrom = await sendActionCode(ctx, {
    userId,
    purpose: PURPOSE,
    mail: async (code) =>
      otpMail({
        to: account.email,
        code,
        purpose: 'securityChange',
        company: await companyName(ctx.db),
        locale: account.locale,
      }),
  });
  return {
    message: codeFrom === 'authenticator' ? MSG.securityTotpAsked : MSG.securityCodeSent,
    data: {},
    codeFrom,
  };
}

/**
 * Checks the password and the code (each wrong try counted, outside any transaction) and answers the code's claim, to
 * run inside the transaction of the change, so a change that fails leaves the code unused.
 */
export async function checkSecurityProof(
  ctx: AppContext,
  options: { userId: string; proof: SecurityProofBody; ip: string },
): Promise<ClaimCode> {
  const account = await accountOf(ctx, options.userId);
  await checkOwnPassword(ctx, {
    account: `${account.role === ROLE.admin ? 'operator' : 'member'}:${account.email}`,
    ip: options.ip,
    passwordHash: account.passwordHash,
    password: options.proof.password,
  });
  const code = options.proof.securityCode.trim();
  if (isTotpOn(account)) return checkAccountCode(ctx, { userId: account.id, code, allowRecovery: true });
  const otp = await verifyOtp(ctx, {
    lookup: { subject: account.id, purpose: PURPOSE },
    code,
    rateLimit: { rule: RATE_RULES.otpVerifyPerIp, subject: options.ip },
  });
  return (tx) => claimOtp(tx, otp);
}
