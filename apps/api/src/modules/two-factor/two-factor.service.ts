import { randomInt } from 'node:crypto';
import {
  MSG,
  RECOVERY_CODE_COUNT,
  ROLE,
  type Role,
  type SecurityProofBody,
  type signinTwoFactorBody,
  TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  type TwoFactorStatus,
} from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { checkOwnPassword } from '../../core/login-guard';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { relockSavedAddresses } from '../../core/saved-address-lock';
import { markSecurityChanged } from '../../core/security-hold';
import { companyName, getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { seal, secretKeys, unsealWithAny } from '../../lib/seal';
import { matchTotpStep, newTotpSecret, otpauthUrl } from '../../lib/totp';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import type { SessionClient } from '../sessions/sessions';
import { checkAccountCode, isTotpOn, recoveryCodeHash } from './account-code';
import { checkSecurityProof } from './security-proof';
import {
  activatePendingSecret,
  clearTotp,
  countUnusedRecoveryCodes,
  findTotpAccount,
  insertChallenge,
  markChallengeUsed,
  replaceRecoveryCodes,
  savePendingSecret,
  takeChallengeAttempt,
} from './two-factor.repository';

// Two-factor sign-in of members, vendors and operators (docs/decisions/012-two-factor.md).

async function accountOrThrow(ctx: AppContext, userId: string) {
  const account = await findTotpAccount(ctx.db, userId);
  if (!account) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return account;
}

async function operatorsMustUseIt(ctx: AppContext, role: Role) {
  return role === ROLE.admin && (await getSettings(ctx.db)).operatorTwoFactorRequired;
}

export async function twoFactorStatus(ctx: AppContext, userId: string): Promise<TwoFactorStatus> {
  const account = await accountOrThrow(ctx, userId);
  const enabled = isTotpOn(account);
  return {
    enabled,
    enabledAt: enabled ? (account.totpEnabledAt?.toISOString() ?? null) : null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, userId) : 0,
    required: await operatorsMustUseIt(ctx, account.role),
  };
}

/**
 * A new pending secret, sealed; the one before it (if any) is forgotten. On only once a code confirms it. It is
 * answered only after the password and the mailed code (docs/decisions/046-no-way-around-the-second-person.md): a
 * session alone cannot put its holder's authenticator on the account, since only this caller learns the secret.
 */
export async function startTwoFactorSetup(
  ctx: AppContext,
  options: { userId: string; proof: SecurityProofBody; ip: string },
) {
  const { userId } = options;
  const account = await accountOrThrow(ctx, userId);
  if (isTotpOn(account)) throw new AppError('CONFLICT', MSG.twoFactorAlreadyEnabled);
  const claim = await checkSecurityProof(ctx, { userId, proof: options.proof, ip: options.ip });
  const secret = newTotpSecret();
  await ctx.db.transaction(async (tx) => {
    await claim(tx);
    await savePendingSecret(tx, { userId, sealed: seal(ctx.config.APP_SECRET, secret) });
  });
  const issuer = await companyName(ctx.db);
  return {
    message: MSG.twoFactorSetupStarted,
    data: { secret, otpauthUrl: otpauthUrl({ secret, issuer, account: account.email }) },
  };
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** XXXXX-XXXXX from 32 letters and digits without look-alikes: 50 bits each. */
function newRecoveryCode() {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The first code of the pending secret turns two-factor on; the recovery codes are answered this once. */
/** Where a security change came from: recorded in the member's security activity and alerted by mail. */
interface ChangedFrom {
  client: SessionClient;
  log: FastifyBaseLogger;
}

export async function enableTwoFactor(ctx: AppContext, options: { userId: string; code: string; from: ChangedFrom }) {
  const { userId } = options;
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.twoFactorCodePerAccount, subject: userId, now: ctx.clock() });
  const account = await accountOrThrow(ctx, userId);
  if (isTotpOn(account)) throw new AppError('CONFLICT', MSG.twoFactorAlreadyEnabled);
  if (!account.totpPendingSecret) throw new AppError('VALIDATION', MSG.twoFactorSetupMissing);
  const now = ctx.clock();
  const step = matchTotpStep(unsealWithAny(secretKeys(ctx.config), account.totpPendingSecret).plain, options.code, now);
  if (step === null) throw new AppError('OTP_INVALID', MSG.twoFactorCodeWrong);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    if (!(await activatePendingSecret(tx, { userId, step, now }))) {
      throw new AppError('CONFLICT', MSG.twoFactorAlreadyEnabled);
    }
    await replaceRecoveryCodes(tx, {
      userId,
      hashes: codes.map((code) => recoveryCodeHash(ctx.config.APP_SECRET, { userId, code })),
    });
    await recordSecurityEvent(tx, { userId, kind: 'twoFactorOn', client: options.from.client, now });
    await markSecurityChanged(tx, { userId, now });
    await relockSavedAddresses(tx, { userId, now });
  });
  mailSecurityAlert(ctx, { userId, kind: 'twoFactorOn', client: options.from.client, now, log: options.from.log });
  return { message: MSG.twoFactorEnabled, data: { recoveryCodes: codes } };
}

/**
 * Off with the password and a code of the app or a recovery code (the current second factor); an operator the settings
 * require it of keeps it.
 */
export async function disableTwoFactor(
  ctx: AppContext,
  options: { userId: string; code: string; password: string; from: ChangedFrom },
) {
  const account = await accountOrThrow(ctx, options.userId);
  if (!isTotpOn(account)) throw new AppError('CONFLICT', MSG.twoFactorNotEnabled);
  if (await operatorsMustUseIt(ctx, account.role)) throw new AppError('FORBIDDEN', MSG.twoFactorOperatorRequired);
  await checkOwnPassword(ctx, {
    account: `${account.role === ROLE.admin ? 'operator' : 'member'}:${account.email}`,
    ip: options.from.client.ip ?? '',
    passwordHash: account.passwordHash,
    password: options.password,
  });
  const claim = await checkAccountCode(ctx, { userId: options.userId, code: options.code, allowRecovery: true });
  const now = ctx.clock();
  const { userId, from } = options;
  await ctx.db.transaction(async (tx) => {
    await claim(tx);
    await clearTotp(tx, userId);
    await recordSecurityEvent(tx, { userId, kind: 'twoFactorOff', client: from.client, now });
    await markSecurityChanged(tx, { userId, now });
    await relockSavedAddresses(tx, { userId, now });
  });
  mailSecurityAlert(ctx, { userId, kind: 'twoFactorOff', client: from.client, now, log: from.log });
  return { message: MSG.twoFactorDisabled };
}

/** After the right password of an account with two-factor on: the id of the code step, and no session yet. */
export async function startSigninChallenge(ctx: AppContext, userId: string) {
  const id = await insertChallenge(ctx.db, {
    userId,
    expiresAt: addSeconds(ctx.clock(), TWO_FACTOR_CHALLENGE_TTL_SECONDS),
  });
  return { message: MSG.twoFactorCodeAsked, data: { twoFactor: true as const, _id: id } };
}

/**
 * The code step: each try is counted first (TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS per challenge), then the code checked
 * and the challenge used in one transaction. Answers the account, for the caller to check its kind and sign it in.
 */
export async function finishSigninChallenge(
  ctx: AppContext,
  options: { body: z.output<typeof signinTwoFactorBody>; ip: string; roles: readonly Role[] },
) {
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.otpVerifyPerIp, subject: options.ip, now: ctx.clock() });
  const challenge = await takeChallengeAttempt(ctx.db, {
    id: options.body._id,
    maxAttempts: TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS,
  });
  if (!challenge) throw new AppError('OTP_INVALID', MSG.twoFactorChallengeBurnt);
  if (challenge.expiresAt.getTime() <= ctx.clock().getTime()) {
    throw new AppError('OTP_INVALID', MSG.twoFactorChallengeExpired);
  }
  const account = await accountOrThrow(ctx, challenge.userId);
  // A member's challenge does not open the console, nor an operator's the member app.
  if (!options.roles.includes(account.role)) throw new AppError('OTP_INVALID', MSG.twoFactorChallengeExpired);
  let claim: Awaited<ReturnType<typeof checkAccountCode>>;
  try {
    claim = await checkAccountCode(ctx, { userId: account.id, code: options.body.code, allowRecovery: true });
  } catch (error) {
    if (
      error instanceof AppError &&
      error.code === 'OTP_INVALID' &&
      challenge.attempts >= TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS
    ) {
      throw new AppError('OTP_INVALID', MSG.twoFactorChallengeBurnt);
    }
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await markChallengeUsed(tx, { id: challenge.id, now: ctx.clock() }))) {
      throw new AppError('OTP_INVALID', MSG.twoFactorChallengeExpired);
    }
    await claim(tx);
  });
  return account;
}
