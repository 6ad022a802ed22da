import { FREEZE_LIFT_HOURS, MSG, type UnfreezeBody } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import { writeAudit } from '../../core/audit';
import type { AuthInfo } from '../../core/auth-info';
import { checkOwnPassword } from '../../core/login-guard';
import { freezeStateOf, isFrozen } from '../../core/member-freeze';
import { companyName } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { freezeMail } from '../../lib/mail-templates';
import { recordSecurityEvent } from '../security/security-events.repository';
import type { SessionClient } from '../sessions/sessions';
import { type AccountCodeClaim, checkAccountCode, isTotpOn } from '../two-factor/account-code';
import { findUserById } from '../users/users.repository';

// A member's own freeze (docs/decisions/040-member-freeze.md): GET/POST freeze and POST unfreeze, member and vendor
// twins. Freezing asks nothing and holds at once; lifting asks the password and the second factor, and waits out
// FREEZE_LIFT_HOURS announced by mail, so whoever lifts it without the member is seen before money can move.

export async function getFreezeState(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return { message: MSG.freezeLoaded, data: freezeStateOf(user, ctx.clock()) };
}

/** The member's row, locked to the transaction's end, so a freeze and a lift never interleave. */
async function lockMember(tx: Queryable, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  return user;
}

/**
 * Inside the caller's transaction: freezes the member's account at once, or, frozen already, cancels a lift asked for;
 * answers the row and whether it changed. Audited, and recorded in the member's security activity. `via` says how:
 * from /settings or a mailed "This wasn't me" link.
 */
export async function applyFreeze(
  tx: Queryable,
  options: { userId: string; client: SessionClient; now: Date; via: 'settings' | 'link' },
) {
  const { now } = options;
  const member = await lockMember(tx, options.userId);
  const frozen = isFrozen(member, now);
  if (frozen && member.unfreezeAt === null) return { user: member, changed: false };
  const frozenAt = frozen ? member.frozenAt : now;
  const [updated] = await tx
    .update(users)
    .set({ frozenAt, unfreezeAt: null })
    .where(eq(users.id, member.id))
    .returning();
  await writeAudit(tx, {
    actorId: member.id,
    ip: options.client.ip ?? null,
    action: frozen ? 'member.freeze.keep' : 'member.freeze',
    targetType: 'member',
    targetId: member.id,
    details: { via: options.via, ...(frozen ? { cancelledUnfreezeAt: member.unfreezeAt?.toISOString() ?? null } : {}) },
    now,
  });
  await recordSecurityEvent(tx, { userId: member.id, kind: 'freeze', client: options.client, now });
  return { user: updated ?? member, changed: true };
}

/** POST freeze: holds at once; on a frozen account it cancels a lift asked for, else changes nothing. */
export async function freezeAccount(
  ctx: AppContext,
  options: { auth: AuthInfo; client: SessionClient; log: FastifyBaseLogger },
) {
  const now = ctx.clock();
  const { user, changed } = await ctx.db.transaction((tx) =>
    applyFreeze(tx, { userId: options.auth.userId, client: options.client, now, via: 'settings' }),
  );
  if (changed) mailFreeze(ctx, { user, what: 'frozen', at: now, log: options.log });
  return { message: MSG.freezeDone, data: freezeStateOf(user, now) };
}

/**
 * POST unfreeze: the password is checked like a log-in (the same limits and failure count), then the authenticator's
 * code when two-factor is on; the lift takes effect FREEZE_LIFT_HOURS later.
 */
export async function unfreezeAccount(
  ctx: AppContext,
  options: { auth: AuthInfo; body: UnfreezeBody; client: SessionClient; log: FastifyBaseLogger },
) {
  const { auth, body } = options;
  const ip = options.client.ip ?? '';
  const current = await findUserById(ctx.db, auth.userId);
  if (!current) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  const now = ctx.clock();
  assertLiftable(current, now);
  await checkOwnPassword(ctx, {
    account: `member:${current.email}`,
    ip,
    passwordHash: current.passwordHash,
    password: body.password,
  });
  let claim: AccountCodeClaim | undefined;
  if (isTotpOn(current)) {
    if (!body.code) throw new AppError('VALIDATION', MSG.twoFactorCodeRequired);
    claim = await checkAccountCode(ctx, { userId: current.id, code: body.code, allowRecovery: true });
  }
  const unfreezeAt = addSeconds(now, FREEZE_LIFT_HOURS * 3600);
  const user = await ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, auth.userId);
    assertLiftable(member, now);
    await claim?.(tx);
    const [updated] = await tx.update(users).set({ unfreezeAt }).where(eq(users.id, member.id)).returning();
    await writeAudit(tx, {
      actorId: member.id,
      ip: ip || null,
      action: 'member.unfreeze',
      targetType: 'member',
      targetId: member.id,
      details: { unfreezeAt: unfreezeAt.toISOString() },
      now,
    });
    await recordSecurityEvent(tx, { userId: member.id, kind: 'unfreezeRequested', client: options.client, now });
    return updated ?? member;
  });
  mailFreeze(ctx, { user, what: 'unfreezeRequested', at: unfreezeAt, log: options.log });
  return { message: MSG.unfreezeRequested, data: freezeStateOf(user, now) };
}

function assertLiftable(member: UserRow, now: Date) {
  if (!isFrozen(member, now)) throw new AppError('CONFLICT', MSG.unfreezeNotFrozen);
  if (member.unfreezeAt !== null) throw new AppError('CONFLICT', MSG.unfreezeAlreadyRequested);
}

export function mailFreeze(
  ctx: AppContext,
  options: { user: UserRow; what: 'frozen' | 'unfreezeRequested'; at: Date; log: FastifyBaseLogger },
) {
  const { user } = options;
  runAfterResponse(
    async () =>
      ctx.mailer.send(
        freezeMail({
          company: await companyName(ctx.db),
          site: ctx.config.PUBLIC_URL,
          to: user.email,
          fullName: user.fullName,
          what: options.what,
          at: options.at,
          locale: user.locale,
        }),
      ),
    { log: options.log, what: 'freeze notice' },
  );
}
