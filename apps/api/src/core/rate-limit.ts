import { MSG } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query';
import { AppError } from '../lib/app-error';

export interface RateRule {
  name: string;
  max: number;
  windowSeconds: number;
}

// The limits of docs/product.md#security, one place.
export const RATE_RULES = {
  // Log-in: an address is cut off, an account never is (that would let anyone lock its owner out);
  // the account's failures from everywhere only slow its log-ins down. A right password gives its try back, so
  // only failures stay counted (core/login-guard.ts).
  loginPerAccountAndIp: { name: 'login:account-ip', max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { name: 'login:ip', max: 60, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { name: 'login-failures:account', max: Number.MAX_SAFE_INTEGER, windowSeconds: 15 * 60 },
  otpSendPerIp: { name: 'otp-send:ip', max: 20, windowSeconds: 60 * 60 },
  otpSendPerAccount: { name: 'otp-send:account', max: 10, windowSeconds: 60 * 60 },
  otpVerifyPerIp: { name: 'otp-verify:ip', max: 60, windowSeconds: 15 * 60 },
  // Authenticator and recovery codes of one account, right or wrong: plenty for a person, nothing for a guesser.
  twoFactorCodePerAccount: { name: 'two-factor-code:account', max: 30, windowSeconds: 15 * 60 },
  withdrawalRequestPerAccount: { name: 'withdrawal-request:account', max: 20, windowSeconds: 60 * 60 },
  transferRequestPerAccount: { name: 'transfer-request:account', max: 20, windowSeconds: 60 * 60 },
  // Looking up who a UID is: enough for a member checking a few receivers, too few to walk the members' names.
  transferLookupPerAccount: { name: 'transfer-lookup:account', max: 60, windowSeconds: 15 * 60 },
  referCheckPerIp: { name: 'refer-check:ip', max: 120, windowSeconds: 15 * 60 },
  // A sign-in link is used once by one person: a handful of tries per address, far too few to guess an id.
  autoSigninPerIp: { name: 'auto-signin:ip', max: 20, windowSeconds: 15 * 60 },
  // An operator's invitation link, the same way: enough for typos in a password, too few to guess a token.
  operatorPasswordPerIp: { name: 'operator-password:ip', max: 20, windowSeconds: 15 * 60 },
  // The public site forms: enough for a person retrying typos, too few to flood the table or the operator's inbox.
  newsletterPerIp: { name: 'newsletter:ip', max: 10, windowSeconds: 15 * 60 },
  contactPerIp: { name: 'contact:ip', max: 5, windowSeconds: 15 * 60 },
  // Tickets opened and messages written to support (docs/product.md#support): a conversation, not a flood.
  ticketMessagePerAccount: { name: 'ticket-message:account', max: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export interface RateCounter {
  rule: RateRule;
  subject: string;
  now: Date;
}

/** The counter's row key, and the moment a window that began at or before it has ended by `now`. */
function counterWindow({ rule, subject, now }: RateCounter) {
  return {
    key: `${rule.name}:${subject}`,
    floor: new Date(now.getTime() - rule.windowSeconds * 1000).toISOString(),
  };
}

/** How many hits `subject` has in the current window of `rule`, without counting one. */
export async function countRecentHits(options: RateCounter & { db: Queryable }) {
  const { key, floor } = counterWindow(options);
  const rows = await queryRows<{ hits: number }>(
    options.db,
    sql`select hits from rate_limits
    where key = ${key} and window_start > ${floor}`,
  );
  return Number(rows[0]?.hits ?? 0);
}

/** Counts one hit for `subject` under `rule` and throws RATE_LIMITED past the maximum, with `message` if given. */
export async function hitRateLimit(options: RateCounter & { db: Queryable; message?: string }) {
  const [row] = await queryRows<RateHit>(options.db, rateLimitHit(options));
  refuseOverLimit(row, options);
}

/** What a hit's statement answers: the window's hits, this one counted, and when the window began. */
export interface RateHit {
  hits: number;
  window_start: string | Date;
}

/**
 * One hit of `subject` under `rule`, as a statement (or a CTE of a caller's statement that does more in the same round
 * trip): answers a RateHit.
 */
export function rateLimitHit(counter: RateCounter) {
  const { key, floor } = counterWindow(counter);
  return sql`
    insert into rate_limits (key, window_start, hits) values (${key}, ${counter.now.toISOString()}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${floor} then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${floor}
        then excluded.window_start else rate_limits.window_start end
    returning hits, window_start`;
}

/** RATE_LIMITED (with the window's policy) when the hit passed the rule's limit. */
export function refuseOverLimit(row: RateHit | undefined, options: RateCounter & { message?: string }) {
  const { rule, now } = options;
  const hits = Number(row?.hits ?? 0);
  if (hits <= rule.max) return;
  const windowEnd = new Date(row?.window_start ?? now).getTime() + rule.windowSeconds * 1000;
  throw new AppError('RATE_LIMITED', options.message ?? MSG.rateLimited, {
    rateLimit: {
      policy: rule.name,
      quota: rule.max,
      windowSeconds: rule.windowSeconds,
      remaining: 0,
      resetSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)),
    },
  });
}

/**
 * Takes back one hit of `subject` under `rule` in the current window, never below zero: for a try counted before its
 * outcome was known that turned out not to be one the rule limits.
 */
export async function giveBackHit(options: RateCounter & { db: Queryable }) {
  const { key, floor } = counterWindow(options);
  await options.db.execute(
    sql`update rate_limits set hits = greatest(hits - 1, 0)
    where key = ${key} and window_start > ${floor}`,
  );
}

const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RATE_RULES).map((rule) => rule.windowSeconds));

/**
 * Forgets counters whose window ended under every rule: such a row counts as no hits already (a hit restarts it), so
 * dropping it changes no answer, and the table holds only the last hour's addresses and accounts instead of every
 * one ever seen.
 */
export async function purgeEndedWindows(db: Queryable, now: Date): Promise<number> {
  const floor = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limits where window_start <= ${floor.toISOString()} returning key`,
  );
  return rows.length;
}
