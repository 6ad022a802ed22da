import { type AntiPhishingCodeBody, MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import type { SessionClient } from '../sessions/sessions';
import { checkSecurityProof } from '../two-factor/security-proof';

// A member's anti-phishing code (docs/product.md#anti-phishing-code): GET and POST antiPhishingCode, member and vendor
// twins. The code is answered only to its member; operators see whether one is set, never what it is.

export async function getAntiPhishingCode(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.select({ code: users.antiPhishingCode }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return { message: MSG.antiPhishingCodeLoaded, data: { code: user.code } };
}

export async function saveAntiPhishingCode(
  ctx: AppContext,
  options: { userId: string; body: AntiPhishingCodeBody; client: SessionClient; log: FastifyBaseLogger },
) {
  const code = options.body.code.trim() || null;
  // A phishing mail carries the code its sender set: the password and the current second factor first.
  const claim = await checkSecurityProof(ctx, {
    userId: options.userId,
    proof: options.body,
    ip: options.client.ip ?? '',
  });
  const now = ctx.clock();
  const saved = await ctx.db.transaction(async (tx) => {
    await claim(tx);
    const [row] = await tx
      .update(users)
      .set({ antiPhishingCode: code })
      .where(eq(users.id, options.userId))
      .returning({ code: users.antiPhishingCode });
    if (!row) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
    // The code itself stays out of the audit log, which operators read.
    await writeAudit(tx, {
      actorId: options.userId,
      ip: options.client.ip ?? null,
      action: code ? 'member.antiPhishingCode.set' : 'member.antiPhishingCode.remove',
      targetType: 'member',
      targetId: options.userId,
      details: {},
      now,
    });
    await recordSecurityEvent(tx, { userId: options.userId, kind: 'antiPhishingCode', client: options.client, now });
    return row;
  });
  mailSecurityAlert(ctx, {
    userId: options.userId,
    kind: 'antiPhishingCode',
    client: options.client,
    now,
    log: options.log,
  });
  return { message: code ? MSG.antiPhishingCodeSaved : MSG.antiPhishingCodeRemoved, data: { code: saved.code } };
}
