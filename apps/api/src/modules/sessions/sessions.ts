import type { Role } from '@app/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuthInfo } from '../../core/auth-info';
import type { SessionClient } from '../../core/session-client';
import type { Queryable } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { announceRevocation } from './revocation-feed';

export { type SessionClient, sessionClientOf } from '../../core/session-client';

export async function createSession(
  ctx: AppContext,
  options: { userId: string; role: Role; client?: SessionClient; signedInBy?: string },
): Promise<string> {
  const token = newSessionToken();
  const ttlHours = options.role === 'Admin' ? ctx.config.OPERATOR_SESSION_TTL_HOURS : ctx.config.SESSION_TTL_HOURS;
  await ctx.db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: options.userId,
    role: options.role,
    expiresAt: addSeconds(ctx.clock(), ttlHours * 3600),
    userAgent: options.client?.userAgent ?? null,
    ipAddress: options.client?.ip ?? null,
    signedInBy: options.signedInBy ?? null,
  });
  return token;
}

/**
 * The live session a bearer token stands for, or null for unknown, expired and revoked tokens and blocked accounts.
 * A session found live is remembered by this process until it expires or the revocation feed ends it.
 */
export async function findSession(ctx: AppContext, token: string): Promise<AuthInfo | null> {
  const tokenHash = sha256(token);
  const now = ctx.clock();
  const cached = ctx.sessions.get(tokenHash, now);
  if (cached) return cached;
  const [row] = await ctx.db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: sessions.role,
      operatorRole: users.operatorRole,
      locale: users.locale,
      signedInBy: sessions.signedInBy,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        // A blocked account's sessions stop at once, even one revoked a moment too late.
        isNull(users.blockedAt),
        isNull(users.closedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...auth } = row;
  ctx.sessions.set(tokenHash, auth, expiresAt);
  return auth;
}

/*
 * Each way sessions end drops the account from this process's cache before the change and announces it to every
 * process, this one included, for when the change commits: a read between the two may have cached it again.
 */

export async function revokeSession(ctx: AppContext, auth: AuthInfo) {
  ctx.sessions.dropUser(auth.userId);
  await ctx.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: ctx.clock() }).where(eq(sessions.id, auth.sessionId));
    await announceRevocation(tx, auth.userId);
  });
}

export async function revokeAllSessions(ctx: AppContext, options: { db: Queryable; userId: string; now: Date }) {
  ctx.sessions.dropUser(options.userId);
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.userId, options.userId), isNull(sessions.revokedAt)));
  await announceRevocation(options.db, options.userId);
}

/** Ends every session of the account but one (the one that changed the password stays signed in). */
export async function revokeOtherSessions(
  ctx: AppContext,
  options: { db: Queryable; userId: string; keep: string; now: Date },
) {
  ctx.sessions.dropUser(options.userId);
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.userId, options.userId), isNull(sessions.revokedAt), ne(sessions.id, options.keep)));
  await announceRevocation(options.db, options.userId);
}
