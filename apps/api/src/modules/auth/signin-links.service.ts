import { type autoSigninBody, MSG, ROLE, type SigninLink } from '@app/contract';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { frozenSql, isFrozen } from '../../core/member-freeze';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { signinLinks, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { getMemberProfile } from '../profile/profile.service';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import { createSession, type SessionClient } from '../sessions/sessions';
import { findMemberState } from '../users/users.repository';

// The auto-login as a one-time sign-in link an operator issues from the console (docs/product.md#accounts,
// docs/decisions/007-operator-console.md): a random id, kept only as its SHA-256, good once within 5 minutes.

export const SIGNIN_LINK_TTL_SECONDS = 5 * 60;
/** The member app's page that uses a link. */
const SIGNIN_LINK_PATH = '/autologin/';

/** POST /adminApi/members/:_id/signinLink: 404 for an unknown id or an operator's, 409 for a blocked member. */
export async function issueSigninLink(ctx: AppContext, options: Actor & { userId: string }) {
  const member = await findMemberState(ctx.db, options.userId);
  if (!member) throw new AppError('NOT_FOUND', MSG.notFound);
  if (member.blocked) throw new AppError('CONFLICT', MSG.signinLinkBlocked);
  // The member froze their account because they fear someone else is in it: nobody else signs in meanwhile.
  if (isFrozen(member, ctx.clock())) throw new AppError('CONFLICT', MSG.signinLinkFrozen);
  const id = newSessionToken();
  const now = ctx.clock();
  const expiresAt = addSeconds(now, SIGNIN_LINK_TTL_SECONDS);
  await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .insert(signinLinks)
      .values({ tokenHash: sha256(id), userId: options.userId, operatorId: options.actorId, expiresAt, createdAt: now })
      .returning({ id: signinLinks.id });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'member.signinLink',
      targetType: 'member',
      targetId: options.userId,
      details: { link: link?.id, expiresAt: expiresAt.toISOString() },
      now,
    });
  });
  const data: SigninLink = { _id: id, url: `${SIGNIN_LINK_PATH}${id}`, expiresAt: expiresAt.toISOString() };
  return { message: MSG.signinLinkCreated, data };
}

/**
 * POST /publicApi/sellerAutoSignin: one conditional UPDATE spends the link, so of two racing uses one signs in;
 * a used, expired, unknown or malformed id, or a blocked member's link, all get the same 401.
 */
export async function useSigninLink(
  ctx: AppContext,
  options: { body: z.output<typeof autoSigninBody>; ip: string; client: SessionClient; log: FastifyBaseLogger },
) {
  const { client } = options;
  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.autoSigninPerIp, subject: options.ip, now });
  const used = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .update(signinLinks)
      .set({ usedAt: now })
      .from(users)
      .where(
        and(
          eq(signinLinks.tokenHash, sha256(options.body.userDetails)),
          isNull(signinLinks.usedAt),
          gt(signinLinks.expiresAt, now),
          eq(users.id, signinLinks.userId),
          isNull(users.blockedAt),
          isNull(users.closedAt),
          sql`not ${frozenSql('users', now)}`,
          inArray(users.role, [ROLE.user, ROLE.vendor]),
        ),
      )
      .returning({
        id: signinLinks.id,
        userId: signinLinks.userId,
        operatorId: signinLinks.operatorId,
        role: users.role,
        operatorName: sql<string>`(select o.full_name from users o where o.id = ${signinLinks.operatorId})`,
      });
    if (!link) return null;
    await writeAudit(tx, {
      actorId: link.operatorId,
      ip: options.ip,
      action: 'member.autoSignin',
      targetType: 'member',
      targetId: link.userId,
      details: { link: link.id },
      now,
    });
    return link;
  });
  if (!used) throw new AppError('UNAUTHENTICATED', MSG.signinLinkInvalid);
  const role = used.role === ROLE.vendor ? ROLE.vendor : ROLE.user;
  // Marked as the operator's: it can look and help, never change a security setting or send money out, and the member
  // reads who signed in, when, in their security activity and a mail
  // (docs/decisions/046-no-way-around-the-second-person.md).
  const token = await createSession(ctx, { userId: used.userId, role, client, signedInBy: used.operatorId });
  await recordSecurityEvent(ctx.db, { userId: used.userId, kind: 'operatorSignin', client, now });
  mailSecurityAlert(ctx, {
    userId: used.userId,
    kind: 'operatorSignin',
    client,
    now,
    log: options.log,
    operator: used.operatorName,
  });
  return { message: MSG.loginSuccess, api_token: token, data: await getMemberProfile(ctx, used.userId) };
}
