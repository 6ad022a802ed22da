import { MSG, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS } from '@app/contract';
import { and, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query';
import { otps } from '../db/schema';
import { AppError } from '../lib/app-error';
import { addSeconds, type Clock } from '../lib/clock';
import type { Mailer, MailMessage } from '../lib/mailer';
import { hmac, newOtpCode, safeEqualHex } from '../lib/tokens';
import { type RateCounter, type RateHit, rateLimitHit, refuseOverLimit } from './rate-limit';

// One module for every one-time code: sign-up, password reset, operator sign-in, withdrawals, transfers.
export type OtpPurpose =
  | 'signup'
  | `password-reset:${string}`
  | 'operator-signin'
  | `withdrawal:${string}`
  | `transfer:${string}`
  | `address:${string}`
  | `receiver:${string}`
  | `address-only:${'on' | 'off'}`
  | 'security-change';

// Only what codes need, so core/ stays below the app's context.
interface OtpContext {
  db: Queryable;
  config: { APP_SECRET: string };
  clock: Clock;
}

function codeHash(ctx: OtpContext, options: { subject: string; purpose: string; code: string }): string {
  return hmac(ctx.config.APP_SECRET, `${options.purpose}:${options.subject}:${options.code}`);
}

/**
 * Stores a fresh code for (subject, purpose), replacing an older one, and returns it for mailing.
 * Throws RATE_LIMITED inside the resend cooldown unless `quietCooldown`, which answers null instead.
 */
export async function issueOtp(
  ctx: OtpContext,
  options: { subject: string; purpose: OtpPurpose; payload?: Record<string, unknown>; quietCooldown?: boolean },
): Promise<{ id: string; code: string } | null> {
  const now = ctx.clock();
  const cooldownFloor = addSeconds(now, -OTP_RESEND_COOLDOWN_SECONDS);
  const code = newOtpCode(OTP_LENGTH);
  const hash = codeHash(ctx, { subject: options.subject, purpose: options.purpose, code });
  const [row] = await ctx.db
    .insert(otps)
    .values({
      subject: options.subject,
      purpose: options.purpose,
      codeHash: hash,
      payload: options.payload ?? {},
      sentAt: now,
      expiresAt: addSeconds(now, OTP_TTL_SECONDS),
    })
    .onConflictDoUpdate({
      target: [otps.subject, otps.purpose],
      set: {
        codeHash: hash,
        attempts: 0,
        payload: options.payload ?? {},
        sentAt: now,
        expiresAt: addSeconds(now, OTP_TTL_SECONDS),
      },
      // A burnt code may be replaced at once: the member did nothing wrong by asking again.
      setWhere: or(sql`${otps.sentAt} <= ${cooldownFloor.toISOString()}`, sql`${otps.attempts} >= ${OTP_MAX_ATTEMPTS}`),
    })
    .returning({ id: otps.id });
  if (!row) {
    if (options.quietCooldown) return null;
    throw await cooldownRefusal(ctx, { subject: options.subject, purpose: options.purpose, now });
  }
  return { id: row.id, code };
}

/** The resend cooldown's refusal, saying when the code in force may be replaced (Retry-After). */
async function cooldownRefusal(ctx: OtpContext, options: { subject: string; purpose: OtpPurpose; now: Date }) {
  const [current] = await ctx.db
    .select({ sentAt: otps.sentAt })
    .from(otps)
    .where(and(eq(otps.subject, options.subject), eq(otps.purpose, options.purpose)));
  const endsAt = (current?.sentAt ?? options.now).getTime() + OTP_RESEND_COOLDOWN_SECONDS * 1000;
  const waitSeconds = Math.max(1, Math.ceil((endsAt - options.now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', MSG.otpCooldown, {
    rateLimit: {
      policy: `otp-resend:${options.purpose.split(':')[0]}`,
      quota: 1,
      windowSeconds: OTP_RESEND_COOLDOWN_SECONDS,
      remaining: 0,
      resetSeconds: waitSeconds,
    },
  });
}

/** Mails a fresh code; when the mail server refuses, forgets the code so the member may ask again at once. */
export async function mailOtpOrDiscard(
  ctx: OtpContext & { mailer: Mailer },
  options: { otpId: string; mail: MailMessage },
) {
  try {
    await ctx.mailer.send(options.mail);
  } catch (error) {
    await discardOtp(ctx, options.otpId);
    throw new AppError('MAIL_FAILED', MSG.mailFailed, { cause: error });
  }
}

/** Forgets a code that could not be delivered, so the member may ask again at once. */
export async function discardOtp(ctx: OtpContext, otpId: string) {
  await ctx.db.delete(otps).where(eq(otps.id, otpId));
}

type OtpLookup = { subject: string; purpose: OtpPurpose } | { id: string; purpose: OtpPurpose };

export interface VerifiedOtp {
  id: string;
  subject: string;
  codeHash: string;
  payload: Record<string, unknown>;
}

/**
 * Checks a code. Each try first takes one of the code's OTP_MAX_ATTEMPTS tries by a conditional update,
 * committed at once (call it outside any transaction), so a burst of guesses gets no more tries than a
 * sequence. A code out of tries stays burnt (it is not deleted, so a right code already past this point
 * still wins its claim). A right code must then be claimed with `claimOtp` in the caller's transaction.
 */
export async function verifyOtp(
  ctx: OtpContext,
  options: { lookup: OtpLookup; code: string; rateLimit?: Omit<RateCounter, 'now'> },
): Promise<VerifiedOtp> {
  const { lookup } = options;
  const where =
    'id' in lookup
      ? and(eq(otps.id, lookup.id), eq(otps.purpose, lookup.purpose))
      : and(eq(otps.subject, lookup.subject), eq(otps.purpose, lookup.purpose));
  const row = options.rateLimit
    ? await tryWithinLimit(ctx, { where, limit: { ...options.rateLimit, now: ctx.clock() } })
    : await tryCode(ctx.db, where);
  if (!row) {
    const [spent] = await ctx.db.select({ expiresAt: otps.expiresAt }).from(otps).where(where);
    const isLive = spent && spent.expiresAt.getTime() > ctx.clock().getTime();
    throw new AppError('OTP_INVALID', isLive ? MSG.otpBurnt : MSG.otpExpired);
  }
  if (row.expiresAt.getTime() <= ctx.clock().getTime()) {
    await discardOtp(ctx, row.id);
    throw new AppError('OTP_INVALID', MSG.otpExpired);
  }
  const expected = codeHash(ctx, { subject: row.subject, purpose: row.purpose, code: options.code });
  if (!safeEqualHex(row.codeHash, expected)) {
    throw new AppError('OTP_INVALID', row.attempts >= OTP_MAX_ATTEMPTS ? MSG.otpBurnt : MSG.otpWrong);
  }
  return { id: row.id, subject: row.subject, codeHash: row.codeHash, payload: row.payload };
}

/** Takes one of the code's tries; answers the code, or nothing when it is gone or out of tries. */
async function tryCode(db: Queryable, where: SQL | undefined) {
  const [row] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(where, lt(otps.attempts, OTP_MAX_ATTEMPTS)))
    .returning();
  return row;
}

/**
 * tryCode after a hit of the caller's rate limit, in one statement: the try is taken only within the limit, and
 * RATE_LIMITED refuses a hit past it (as hitRateLimit would have, before the try).
 */
async function tryWithinLimit(ctx: OtpContext, options: { where: SQL | undefined; limit: RateCounter }) {
  const [row] = await queryRows<RateHit & { code: TriedJson | null }>(
    ctx.db,
    sql`with hit as (${rateLimitHit(options.limit)}),
        tried as (
          update otps set attempts = otps.attempts + 1
          where ${options.where} and otps.attempts < ${OTP_MAX_ATTEMPTS}::int
            and (select hits from hit) <= ${options.limit.rule.max}::int
          returning id, subject, purpose, code_hash, attempts, payload, expires_at)
        select hit.hits, hit.window_start, (select row_to_json(t) from tried t) as code from hit`,
  );
  refuseOverLimit(row, options.limit);
  const code = row?.code;
  if (!code) return undefined;
  return {
    id: code.id,
    subject: code.subject,
    purpose: code.purpose,
    codeHash: code.code_hash,
    attempts: code.attempts,
    payload: code.payload,
    expiresAt: new Date(code.expires_at),
  };
}

type TriedJson = {
  id: string;
  subject: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  payload: Record<string, unknown>;
  expires_at: string;
};

/** Consumes a verified code inside `tx`: of two racing requests with the same code, one wins. */
export async function claimOtp(tx: Queryable, otp: VerifiedOtp) {
  const [claimed] = await tx
    .delete(otps)
    .where(and(eq(otps.id, otp.id), eq(otps.codeHash, otp.codeHash)))
    .returning({ id: otps.id });
  if (!claimed) throw new AppError('OTP_INVALID', MSG.otpExpired);
}

/**
 * claimOtp as a CTE (`code`) of a statement that stands alone, made only if `onlyIf` (a condition of that statement):
 * answers the code's id when it claimed it, nothing when the code is gone or was replaced.
 */
export function claimOtpCte(otp: VerifiedOtp, onlyIf: SQL): SQL {
  return sql`code as (
    delete from otps where id = ${otp.id}::uuid and code_hash = ${otp.codeHash} and ${onlyIf}
    returning id)`;
}

/** Forgets the codes of requests that are gone (withdrawals and transfers whose code expired unused). */
export async function discardOtpsFor(db: Queryable, kind: 'withdrawal' | 'transfer', gone: { id: string }[]) {
  const purposes = gone.map((row): OtpPurpose => `${kind}:${row.id}`);
  if (purposes.length > 0) await db.delete(otps).where(inArray(otps.purpose, purposes));
}

/**
 * Forgets codes past their expiry (sign-up, reset and sign-in codes nobody used): a missing code is refused with the
 * same "expired" message as an expired one, so dropping them changes no answer.
 */
export async function purgeExpiredCodes(db: Queryable, now: Date): Promise<number> {
  const purged = await db.delete(otps).where(lt(otps.expiresAt, now)).returning({ id: otps.id });
  return purged.length;
}
