import { MSG } from '@app/contract';
import type { AppContext } from '../../context';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { secretKeys, unsealWithAny } from '../../lib/seal';
import { hmac } from '../../lib/tokens';
import { matchTotpStep } from '../../lib/totp';
import { claimTotpStep, findTotpAccount, hasUnusedRecoveryCode, useRecoveryCode } from './two-factor.repository';

// Checking a code of an account with two-factor on: a TOTP code (a step not used before) or, where allowed, one of
// its recovery codes. The check writes nothing; `claim` then uses the code in the caller's transaction, so of two
// requests with the same code only one goes through.

export type ClaimCode = (db: Queryable) => Promise<void>;

/** A code's claim; an authenticator's code also says which time step it claims, for a statement that claims it. */
export type AccountCodeClaim = ClaimCode & { totpStep?: number };

/** A recovery code as stored: keyed by APP_SECRET (or APP_SECRET_PREVIOUS) and the account, case and dash ignored. */
export function recoveryCodeHash(appSecret: string, options: { userId: string; code: string }) {
  const normalized = options.code.toUpperCase().replace(/-/g, '');
  return hmac(appSecret, `two-factor-recovery:${options.userId}:${normalized}`);
}

// Codes made before an APP_SECRET rotation stay keyed by the previous secret: without the plain code they cannot be
// keyed again, so they match under APP_SECRET_PREVIOUS for as long as it is set.
async function unusedRecoveryCodeHash(ctx: AppContext, options: { userId: string; code: string }) {
  for (const key of secretKeys(ctx.config)) {
    const hash = recoveryCodeHash(key, options);
    if (await hasUnusedRecoveryCode(ctx.db, { userId: options.userId, hash })) return hash;
  }
  return undefined;
}

export function isTotpOn(account: { totpEnabledAt: Date | null; totpSecret: string | null }) {
  return Boolean(account.totpEnabledAt && account.totpSecret);
}

export async function checkAccountCode(
  ctx: AppContext,
  options: { userId: string; code: string; allowRecovery: boolean },
): Promise<AccountCodeClaim> {
  // Every try counts, right or wrong, before the code is looked at (docs/decisions/002-sessions-and-otps.md).
  await hitRateLimit({
    db: ctx.db,
    rule: RATE_RULES.twoFactorCodePerAccount,
    subject: options.userId,
    now: ctx.clock(),
  });
  const account = await findTotpAccount(ctx.db, options.userId);
  if (!account?.totpSecret || !isTotpOn(account)) throw new AppError('CONFLICT', MSG.twoFactorNotEnabled);
  const { userId } = options;
  const code = options.code.trim();
  if (/^\d{6}$/.test(code)) {
    const step = matchTotpStep(unsealWithAny(secretKeys(ctx.config), account.totpSecret).plain, code, ctx.clock());
    if (step === null) throw new AppError('OTP_INVALID', MSG.twoFactorCodeWrong);
    if (account.totpLastStep !== null && step <= account.totpLastStep) {
      throw new AppError('OTP_INVALID', MSG.twoFactorCodeReplayed);
    }
    const claim: ClaimCode = async (db) => {
      if (!(await claimTotpStep(db, { userId, step }))) throw new AppError('OTP_INVALID', MSG.twoFactorCodeReplayed);
    };
    return Object.assign(claim, { totpStep: step });
  }
  if (!options.allowRecovery) throw new AppError('OTP_INVALID', MSG.twoFactorCodeWrong);
  const hash = await unusedRecoveryCodeHash(ctx, { userId, code });
  if (!hash) throw new AppError('OTP_INVALID', MSG.twoFactorCodeWrong);
  return async (db) => {
    if (!(await useRecoveryCode(db, { userId, hash, now: ctx.clock() }))) {
      throw new AppError('OTP_INVALID', MSG.twoFactorCodeWrong);
    }
  };
}
