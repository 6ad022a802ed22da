import { MSG } from '@app/contract';
import { recordChainTransaction } from '../../chain/transaction-hashes';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { postWithdrawalPayout, postWithdrawalReturn } from './withdrawal-ledger';
import {
  findWithdrawalStatus,
  getWithdrawalForReview,
  markWithdrawalPaid,
  markWithdrawalRejected,
  toAdminWithdrawalRow,
} from './withdrawals.repository';

// An operator settles a pending withdrawal once: the conditional update on its status decides any race.

export async function payWithdrawal(
  ctx: AppContext,
  options: { withdrawalId: string; actorId: string; transactionHash: string },
) {
  const now = ctx.clock();
  try {
    await ctx.db.transaction(async (tx) => {
      const paid = await markWithdrawalPaid(tx, {
        withdrawalId: options.withdrawalId,
        transactionHash: options.transactionHash,
        actorId: options.actorId,
        now,
      });
      if (!paid) throw await notPending(tx, options.withdrawalId);
      await recordChainTransaction(tx, {
        txHash: options.transactionHash,
        direction: 'payout',
        referenceId: paid.id,
        now,
      });
      await postWithdrawalPayout(tx, { withdrawal: paid, now });
      await writeAudit(tx, {
        actorId: options.actorId,
        action: 'withdrawal.pay',
        targetType: 'withdrawal',
        targetId: paid.id,
        details: { transactionHash: options.transactionHash, netAmountMicros: paid.netMicros.toString() },
        now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'withdrawals_payout_tx_key')) {
      throw new AppError('CONFLICT', MSG.withdrawalPayoutUsed);
    }
    throw error;
  }
  return { message: MSG.withdrawalPaid, data: await reviewed(ctx, options.withdrawalId) };
}

export async function rejectWithdrawal(
  ctx: AppContext,
  options: { withdrawalId: string; actorId: string; reason: string },
) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const rejected = await markWithdrawalRejected(tx, {
      withdrawalId: options.withdrawalId,
      reason: options.reason,
      actorId: options.actorId,
      now,
    });
    if (!rejected) throw await notPending(tx, options.withdrawalId);
    await postWithdrawalReturn(tx, { withdrawal: rejected, now });
    await writeAudit(tx, {
      actorId: options.actorId,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: rejected.id,
      details: { reason: options.reason, returnedMicros: rejected.amountMicros.toString() },
      now,
    });
  });
  return { message: MSG.withdrawalRejected, data: await reviewed(ctx, options.withdrawalId) };
}

// Unverified requests are the member's draft, invisible to operators: they read as not found.
async function notPending(tx: Queryable, withdrawalId: string): Promise<AppError> {
  const existing = await findWithdrawalStatus(tx, withdrawalId);
  if (!existing || existing.status === 'unverified') return new AppError('NOT_FOUND', MSG.notFound);
  return new AppError('CONFLICT', MSG.withdrawalAlreadyReviewed);
}

async function reviewed(ctx: AppContext, withdrawalId: string) {
  const row = await getWithdrawalForReview(ctx.db, withdrawalId);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return toAdminWithdrawalRow(row);
}
