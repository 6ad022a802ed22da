import { type FreezeByLinkBody, MSG } from '@app/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { freezeLinks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/tokens';
import { revokeAllSessions, type SessionClient } from '../sessions/sessions';
import { applyFreeze, mailFreeze } from './freeze.service';

/**
 * POST /publicApi/freezeByLink: a security alert's "This wasn't me" link, once, within FREEZE_LINK_DAYS. It freezes the
 * account's money (as "Freeze my account" does) and ends every session, in one transaction, without signing in. An
 * unknown, used or expired link gets one answer: it tells nothing about any account.
 */
export async function freezeByLink(
  ctx: AppContext,
  options: { body: FreezeByLinkBody; client: SessionClient; log: FastifyBaseLogger },
) {
  const now = ctx.clock();
  const frozen = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .update(freezeLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(freezeLinks.tokenHash, sha256(options.body.token)),
          isNull(freezeLinks.usedAt),
          gt(freezeLinks.expiresAt, now),
        ),
      )
      .returning({ userId: freezeLinks.userId });
    if (!link) throw new AppError('LINK_EXPIRED', MSG.freezeLinkInvalid);
    const result = await applyFreeze(tx, { userId: link.userId, client: options.client, now, via: 'link' });
    await revokeAllSessions(ctx, { db: tx, userId: link.userId, now });
    return result;
  });
  if (frozen.changed) mailFreeze(ctx, { user: frozen.user, what: 'frozen', at: now, log: options.log });
  return { message: MSG.freezeLinkDone };
}
