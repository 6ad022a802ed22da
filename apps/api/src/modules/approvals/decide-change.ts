import { type Locale, MSG, OPERATORS_MSG } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { AppError } from '../../lib/app-error';
import type { ApprovalDeps } from './change-subject';
import { expireStaleChanges, listChanges, markChangeDecided, whyUndecided } from './changes.repository';
import { announceChange, changeAuditAction } from './request-change';

// Deciding a change that waits for a second owner (docs/decisions/035-dual-control.md): one rule for every kind. The
// decision is a conditional UPDATE (pending, not expired, not the asker's, an owner from before the request); an
// approval then re-checks and applies the change in the same transaction, so a stale one applies nothing.

const UNDECIDED: Record<Exclude<Awaited<ReturnType<typeof whyUndecided>>, 'notFound'>, string> = {
  decided: OPERATORS_MSG.settingChangeReviewed,
  expired: OPERATORS_MSG.settingChangeExpired,
  own: OPERATORS_MSG.settingChangeOwn,
  ownerSince: OPERATORS_MSG.settingChangeOwnerSince,
};

/** Approves (applies) or rejects a pending change. */
export async function decideChange(
  ctx: AppContext,
  deps: ApprovalDeps,
  options: Actor & { id: string; approve: boolean; reason?: string; log: FastifyBaseLogger; locale: Locale },
) {
  const now = ctx.clock();
  await expireStaleChanges(ctx.db, now);
  const decided = await ctx.db.transaction(async (tx) => {
    const change = await markChangeDecided(tx, {
      id: options.id,
      reviewerId: options.actorId,
      status: options.approve ? 'approved' : 'rejected',
      reason: options.approve ? null : (options.reason ?? null),
      now,
    });
    if (!change) {
      const why = await whyUndecided(tx, { id: options.id, reviewerId: options.actorId, now });
      if (why === 'notFound') throw new AppError('NOT_FOUND', MSG.notFound);
      throw new AppError(why === 'ownerSince' ? 'FORBIDDEN' : 'CONFLICT', UNDECIDED[why]);
    }
    if (options.approve) await deps.subjects[change.subject].apply(tx, ctx, { ...options, change, now });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: changeAuditAction(change.subject, options.approve ? 'changeApprove' : 'changeReject'),
      targetType: 'settingChange',
      targetId: options.id,
      details: {
        targetId: change.targetId,
        ...(change.patch as Record<string, unknown>),
        ...(change.reason ? { reason: change.reason } : {}),
      },
      now,
    });
    return change;
  });
  const subject = decided.subject;
  deps.subjects[subject].afterCommit?.(ctx);
  const change = await announceChange(ctx, {
    id: options.id,
    event: options.approve ? 'approved' : 'rejected',
    log: options.log,
    locale: options.locale,
    company: await deps.companyName(ctx.db),
    targetName: (await deps.subjects[subject].targetName?.(ctx.db, decided)) ?? null,
  });
  return {
    message: options.approve ? OPERATORS_MSG.settingChangeApproved : OPERATORS_MSG.settingChangeRejected,
    data: change,
  };
}

/** The list the console reads: a change past its days shows as expired, not as waiting. */
export async function listPendingOrDecided(ctx: AppContext, options: Parameters<typeof listChanges>[1]) {
  await expireStaleChanges(ctx.db, ctx.clock());
  return listChanges(ctx.db, options);
}
