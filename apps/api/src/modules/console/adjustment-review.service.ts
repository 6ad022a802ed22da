import { CONSOLE_MSG, MSG, OPERATORS_MSG } from '@app/contract';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { heldRoleBefore, tenureOf } from '../../core/operator-tenure';
import { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { moneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { postAdjustment } from './adjustment-ledger';
import {
  findAdjustment,
  markAdjustmentPosted,
  markAdjustmentRejected,
  readAdjustmentRow,
} from './adjustments.repository';

// The second pair of eyes on a large credit (docs/decisions/007-operator-console.md): another operator approves it,
// which posts its ledger entry, or rejects it. The conditional update of the pending row decides every race.

type Review = Actor & { adjustmentId: string };

export async function approveAdjustment(ctx: AppContext, options: Review) {
  const now = ctx.clock();
  const day = platformDay(now, (await getSettings(ctx.db)).timezone);
  await moneyTransaction(ctx.db, async (tx) => {
    const approved = await markAdjustmentPosted(tx, { ...options, now, day });
    if (!approved) throw await notReviewable(tx, { ...options, approving: true });
    await postAdjustment(tx, { adjustment: approved, actorId: options.actorId, ip: options.ip, now });
  });
  return { message: CONSOLE_MSG.adjustmentApproved, data: await reviewed(ctx, options.adjustmentId) };
}

export async function rejectAdjustment(ctx: AppContext, options: Review) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const rejected = await markAdjustmentRejected(tx, { ...options, now });
    if (!rejected) throw await notReviewable(tx, options);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'member.adjustReject',
      targetType: 'member',
      targetId: rejected.userId,
      details: {
        adjustmentId: rejected.id,
        wallet: rejected.wallet,
        kind: rejected.kind,
        amountMicros: rejected.amountMicros.toString(),
        requestedBy: rejected.requestedBy,
      },
      now,
    });
  });
  return { message: CONSOLE_MSG.adjustmentRejected, data: await reviewed(ctx, options.adjustmentId) };
}

/** Why a review changed nothing: unknown, reviewed already, the reviewer's own request, or a role given since. */
async function notReviewable(tx: Queryable, options: Review & { approving?: boolean }): Promise<AppError> {
  const existing = await findAdjustment(tx, options.adjustmentId);
  if (!existing) return new AppError('NOT_FOUND', MSG.notFound);
  if (existing.status !== 'pending') return new AppError('CONFLICT', CONSOLE_MSG.adjustmentAlreadyReviewed);
  if (existing.requestedBy === options.actorId) return new AppError('CONFLICT', CONSOLE_MSG.adjustmentOwnRequest);
  if (options.approving && !heldRoleBefore(await tenureOf(tx, options.actorId), existing.requestedAt)) {
    return new AppError('FORBIDDEN', OPERATORS_MSG.roleSinceRequest);
  }
  return new AppError('CONFLICT', CONSOLE_MSG.adjustmentAlreadyReviewed);
}

async function reviewed(ctx: AppContext, adjustmentId: string) {
  const row = await readAdjustmentRow(ctx.db, adjustmentId);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return row;
}
