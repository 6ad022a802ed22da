import { MSG, type QueueOrder } from '@app/contract';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { tenureOf } from '../../core/operator-tenure';
import { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { moneyTransaction } from '../../db/money-transaction';
import { writeMoney } from '../../ledger/money-event';
import { withdrawalHold } from '../../ledger/movements';
import { AppError } from '../../lib/app-error';
import { withdrawalRejected } from '../notifications/notification-events';
import { notify } from '../notifications/notify';
import { holdOperatorDay, movedAloneToMember } from '../payout-safety/operator-alone';
import { lockVerifyGate } from '../payout-safety/payout-safety';
import { payoutsOfWithdrawals } from '../payouts/payouts.repository';
import { recordPayout } from '../payouts/record-payout';
import { noticeReason, rejectionColumns, resolveRejectionWhy } from '../rejection-reasons/rejection-reasons.service';
import { approveRefusal, type Payer, payerOf, payRefusal } from './payability';
import { assertPayoutTransaction, payoutCheckOf } from './payout-check';
import {
  findWithdrawalState,
  getWithdrawalForReview,
  type ListedStatus,
  listWithdrawalsForReview,
  markWithdrawalApproved,
  markWithdrawalPaid,
  markWithdrawalRejected,
  movedAloneFor,
  payableFacts,
  type ReviewView,
  toAdminWithdrawalRow,
} from './withdrawal-review.repository';

// An operator settles a pending withdrawal once: the conditional update on its state decides any race. Above the
// payoutApprovalAbove setting, one operator approves and another pays (docs/decisions/007-operator-console.md).

/** How `actorId` sees the queue: what they may pay, and whether payout hashes are checked on chain. */
async function reviewView(ctx: AppContext, actorId: string, payer?: Payer): Promise<ReviewView> {
  return {
    payer: payer ?? (await payerOf(ctx, { actorId, forPayment: false })),
    payoutCheck: payoutCheckOf(ctx, await getSettings(ctx.db)),
  };
}

export async function listWithdrawalsToReview(
  ctx: AppContext,
  options: { actorId: string; status?: ListedStatus; order?: QueueOrder; page: number },
) {
  const { actorId, ...query } = options;
  return listWithdrawalsForReview(ctx.db, { ...query, view: await reviewView(ctx, actorId) });
}

export async function approveWithdrawal(ctx: AppContext, options: Actor & { withdrawalId: string }) {
  const now = ctx.clock();
  await moneyTransaction(ctx.db, async (tx) => {
    // The member's row first, as a payment holds it: a block committing meanwhile is waited for and then seen by the
    // update's condition (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
    const before = await findWithdrawalState(tx, options.withdrawalId);
    if (before) await lockVerifyGate(tx, before.userId);
    const tenure = await tenureOf(tx, options.actorId);
    const approved = await markWithdrawalApproved(tx, { ...options, now });
    if (!approved) {
      const existing = await findWithdrawalState(tx, options.withdrawalId);
      if (existing?.status === 'pending') {
        throw approveRefusal(existing, { now, tenure }) ?? new AppError('CONFLICT', MSG.withdrawalAlreadyApproved);
      }
      throw await notPending(tx, options.withdrawalId);
    }
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: approved.id,
      details: { amountMicros: approved.amountMicros.toString(), address: approved.address },
      now,
    });
  });
  return { message: MSG.withdrawalApproved, data: await reviewed(ctx, options) };
}

export async function payWithdrawal(
  ctx: AppContext,
  options: Actor & { withdrawalId: string; transactionHash: string },
) {
  const payer = await payerOf(ctx, { actorId: options.actorId, forPayment: true });
  const row = await getWithdrawalForReview(ctx.db, options.withdrawalId);
  const movedBefore = row
    ? await movedAloneToMember(ctx.db, { actorId: options.actorId, userId: row.withdrawal.userId, now: payer.now })
    : 0n;
  const refusal = payRefusal(row && payableFacts(row), payer, movedBefore);
  if (refusal || !row) throw refusal ?? new AppError('NOT_FOUND', MSG.notFound);
  const settings = await getSettings(ctx.db);
  // Checked before the money moves: the operator was told to send first, so the hash must be that transfer.
  await assertPayoutTransaction(ctx, {
    withdrawal: row.withdrawal,
    transactionHash: options.transactionHash,
    settings,
  });
  const now = ctx.clock();
  try {
    await moneyTransaction(ctx.db, async (tx) => {
      // The member's row first (decision 003's order): two payments or credits of one operator to one member count
      // their 24 hours one after the other, so together they cannot pass the limit each stays under alone.
      const userId = row.withdrawal.userId;
      await lockVerifyGate(tx, userId);
      await holdOperatorDay(tx, options.actorId);
      const moved = await movedAloneToMember(tx, { actorId: options.actorId, userId, now });
      const paid = await markWithdrawalPaid(tx, {
        withdrawalId: options.withdrawalId,
        transactionHash: options.transactionHash,
        actorId: options.actorId,
        now,
        approvalAboveMicros: payer.approvalAboveMicros - moved,
      });
      // Something changed since the check above (another operator's action): the same rule says what.
      if (!paid) throw payRefusal(await findWithdrawalState(tx, options.withdrawalId), payer, moved) ?? notPaid();
      await recordPayout(tx, {
        paid,
        transactionHash: options.transactionHash,
        actor: { actorId: options.actorId, ip: options.ip },
        action: 'withdrawal.pay',
        details: { approvedBy: paid.approvedBy },
        explorerTransactionUrl: settings.explorerTransactionUrl,
        now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'withdrawals_payout_tx_key')) {
      throw new AppError('CONFLICT', MSG.withdrawalPayoutUsed);
    }
    throw error;
  }
  return { message: MSG.withdrawalPaid, data: await reviewed(ctx, options) };
}

/** A kept reason, free text or both (docs/product.md#reviews); the member reads the reason's words in their language. */
export async function rejectWithdrawal(
  ctx: AppContext,
  options: Actor & { withdrawalId: string; reasonId?: string; reason?: string },
) {
  const now = ctx.clock();
  await moneyTransaction(ctx.db, async (tx) => {
    const why = await resolveRejectionWhy(tx, { ...options, review: 'withdrawal' });
    const rejected = await markWithdrawalRejected(tx, {
      withdrawalId: options.withdrawalId,
      ...rejectionColumns(why),
      actorId: options.actorId,
      now,
    });
    if (!rejected) throw await notPending(tx, options.withdrawalId);
    await writeMoney(tx, { entries: [await withdrawalHold.void(tx, { withdrawal: rejected, now })] });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: rejected.id,
      details: {
        reasonId: why.reasonId,
        reason: rejectionColumns(why).reason,
        returnedMicros: rejected.amountMicros.toString(),
      },
      now,
    });
    await notify(tx, [
      withdrawalRejected({
        userId: rejected.userId,
        withdrawalId: rejected.id,
        kind: rejected.kind,
        amountMicros: rejected.amountMicros,
        ...noticeReason(why),
        now,
      }),
    ]);
  });
  return { message: MSG.withdrawalRejected, data: await reviewed(ctx, options) };
}

function notPaid(): AppError {
  return new AppError('CONFLICT', MSG.withdrawalAlreadyReviewed);
}

// Unverified requests are the member's draft, invisible to operators: they read as not found.
async function notPending(tx: Queryable, withdrawalId: string): Promise<AppError> {
  const existing = await findWithdrawalState(tx, withdrawalId);
  if (!existing || existing.status === 'unverified') return new AppError('NOT_FOUND', MSG.notFound);
  if (existing.status === 'pending' && existing.payoutQueuedAt) {
    return new AppError(
      'CONFLICT',
      existing.memberBlockedAt ? MSG.withdrawalSentBeforeBlock : MSG.withdrawalPayingAutomatically,
    );
  }
  return new AppError('CONFLICT', MSG.withdrawalAlreadyReviewed);
}

async function reviewed(ctx: AppContext, options: { withdrawalId: string; actorId: string }) {
  const row = await getWithdrawalForReview(ctx.db, options.withdrawalId);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  const view = await reviewView(ctx, options.actorId);
  const payoutsOf = await payoutsOfWithdrawals(ctx.db, [row.withdrawal.id]);
  return toAdminWithdrawalRow(row, view, await movedAloneFor(ctx.db, view, [row]), payoutsOf);
}
