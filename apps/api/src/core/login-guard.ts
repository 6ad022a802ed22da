import { MSG } from '@app/contract';
import type { Queryable } from '../db/client';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/clock';
import { burnPasswordCheck, verifyPassword } from '../lib/passwords';
import { countRecentHits, giveBackHit, hitRateLimit, RATE_RULES } from './rate-limit';

// Guessing a password is stopped per address (and per address and account); the account as a whole is only
// slowed down, so a stranger failing from many addresses cannot lock the owner out: the owner with the right
// password from an address of their own still gets in, a few seconds later at worst (decision 006). Only failures
// count: each try takes its place in the per-address limits before the password is read (so a burst of guesses
// gets no more tries than a sequence), and a right password gives it back, so a member signing in on every device
// they own is never refused.

/** Failures from everywhere before log-ins of the account start to wait. */
export const SLOWDOWN_AFTER_FAILURES = 10;
const SLOWDOWN_STEP_MS = 500;
const SLOWDOWN_MAX_MS = 4_000;

export function loginSlowdownMs(failures: number): number {
  if (failures < SLOWDOWN_AFTER_FAILURES) return 0;
  return Math.min(SLOWDOWN_STEP_MS * (failures - SLOWDOWN_AFTER_FAILURES + 1), SLOWDOWN_MAX_MS);
}

// Only what the guard needs, so core/ stays below the app's context.
interface GuardContext {
  db: Queryable;
  clock: Clock;
}

/** The per-address limits a log-in try counts against: the address alone, and this account from it. */
function addressCounters(options: { account: string; ip: string }) {
  return [
    { rule: RATE_RULES.loginPerIp, subject: options.ip },
    { rule: RATE_RULES.loginPerAccountAndIp, subject: `${options.account}|${options.ip}` },
  ];
}

/** Counts a log-in try of `account` from `ip`: refuses past the per-address limits, waits past the failures. */
export async function guardLoginAttempt(ctx: GuardContext, options: { account: string; ip: string }) {
  const now = ctx.clock();
  for (const counter of addressCounters(options)) await hitRateLimit({ db: ctx.db, ...counter, now });
  const failures = await countRecentHits({
    db: ctx.db,
    rule: RATE_RULES.loginFailuresPerAccount,
    subject: options.account,
    now,
  });
  const delay = loginSlowdownMs(failures);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** After the right password: the try `guardLoginAttempt` counted is given back to the per-address limits. */
export async function recordLoginSuccess(ctx: GuardContext, options: { account: string; ip: string }) {
  const now = ctx.clock();
  for (const counter of addressCounters(options)) await giveBackHit({ db: ctx.db, ...counter, now });
}

export async function recordLoginFailure(ctx: GuardContext, account: string) {
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.loginFailuresPerAccount, subject: account, now: ctx.clock() });
}

/**
 * A signed-in member's own password, asked again before a change that guards the account (a new password, closing
 * it): counted as a log-in's is, a wrong one answered as the old password being wrong.
 */
export async function checkOwnPassword(
  ctx: GuardContext,
  options: { account: string; ip: string; passwordHash: string; password: string },
) {
  await guardLoginAttempt(ctx, options);
  if (!(await verifyPassword(options.passwordHash, options.password))) {
    await recordLoginFailure(ctx, options.account);
    throw new AppError('VALIDATION', MSG.oldPasswordWrong);
  }
  await recordLoginSuccess(ctx, options);
}

/**
 * The password step of every log-in (a member's, a vendor's, an operator's): the try counted by the guard, the
 * account found, the password checked in the same time whether the account exists or not, a failure counted and
 * answered as one (INVALID_CREDENTIALS), a success given back. Answers the account whose password it was.
 */
export async function checkLoginPassword<Account extends { passwordHash: string }>(
  ctx: GuardContext,
  options: { account: string; ip: string; password: string; find: () => Promise<Account | null | undefined> },
): Promise<Account> {
  await guardLoginAttempt(ctx, options);
  const found = await options.find();
  const isValid = found
    ? await verifyPassword(found.passwordHash, options.password)
    : await burnPasswordCheck(options.password);
  if (!found || !isValid) {
    await recordLoginFailure(ctx, options.account);
    throw new AppError('INVALID_CREDENTIALS', MSG.loginInvalid);
  }
  await recordLoginSuccess(ctx, options);
  return found;
}
