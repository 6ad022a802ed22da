import type { Role } from '@app/contract';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { addSeconds } from '../../lib/clock';
import { newSessionToken, sha256 } from '../../lib/tokens';

export interface AuthInfo {
  sessionId: string;
  userId: string;
  role: Role;
}

/** Who signed in from where, as /settings lists it: the browser's user agent and the client address. */
export interface SessionClient {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export function sessionClientOf(request: { headers: Record<string, unknown>; ip: string }): SessionClient {
  const agent = request.headers['user-agent'];
  return { userAgent: typeof agent === 'string' ? agent.slice(0, 500) : undefined, ip: request.ip };
}

export async function createSession(
  ctx: AppContext,
  options: { userId: string; role: Role; client?: SessionClient },
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
  });
  return token;
}

/** The live session a bearer token stands for, or null for unknown, expired and revoked tokens and blocked accounts. */
export async function findSession(ctx: AppContext, token: string): Promise<AuthInfo | null> {
  const [row] = await ctx.db
    .select({ sessionId: sessions.id, userId: sessions.userId, role: sessions.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, ctx.clock()),
        // A blocked account's sessions stop at once, even one revoked a moment too late.
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(ctx: AppContext, sessionId: string) {
  await ctx.db.update(sessions).set({ revokedAt: ctx.clock() }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(options: { db: Queryable; userId: string; now: Date }) {
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.userId, options.userId), isNull(sessions.revokedAt)));
}

/** Ends every session of the account but one (the one that changed the password stays signed in). */
export async function revokeOtherSessions(options: { db: Queryable; userId: string; keep: string; now: Date }) {
  await options.db
    .update(sessions)
    .set({ revokedAt: options.now })
    .where(and(eq(sessions.userId, options.userId), isNull(sessions.revokedAt), ne(sessions.id, options.keep)));
}
