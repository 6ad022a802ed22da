import { MSG, type SessionRow } from '@app/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuthInfo } from '../../core/auth-info';
import { sessions } from '../../db/schema';
import { deviceOf, deviceParts } from './device';
import { revokeOtherSessions } from './sessions';

/** GET sessions: the caller's live sessions, newest first, the one making the call marked. */
export async function listSessions(ctx: AppContext, auth: AuthInfo) {
  const rows = await ctx.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, auth.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.clock())))
    .orderBy(desc(sessions.createdAt))
    .limit(100);
  const data: SessionRow[] = rows.map((row) => ({
    _id: row.id,
    device: deviceOf(row.userAgent),
    ...deviceParts(row.userAgent),
    userAgent: row.userAgent,
    ipAddress: row.ipAddress,
    createdAt: row.createdAt.toISOString(),
    current: row.id === auth.sessionId,
  }));
  return { message: MSG.sessionsLoaded, data };
}

/** POST sessionsRevokeOthers: "Sign out everywhere else"; the calling session stays. */
export async function revokeOthers(ctx: AppContext, auth: AuthInfo) {
  await revokeOtherSessions(ctx, { db: ctx.db, userId: auth.userId, keep: auth.sessionId, now: ctx.clock() });
  return { message: MSG.sessionsRevoked };
}
