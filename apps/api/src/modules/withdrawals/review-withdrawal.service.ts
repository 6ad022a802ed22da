import { MSG } from '@app/contract';
import { recordChainTransaction } from '../../chain/transaction-hashes';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { moneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { withdrawalPaid, withdrawalRejected } from '../notifications/notification-texts';
import { notify } from '../notifications/notify';
import { guardPayout } from '../payout-safety/payout-safety';
import { getSettings, usdtSettingToMicros } from '../settings/settings.service';
import { postWithdrawalPayout, postWithdrawalReturn } from './withdrawal-ledger';
import {
  findWithdrawalState,
  getWithdrawalForReview,
  markWithdrawalApproved,
  markWithdrawalPaid,
  markWithdrawalRejected,
  toAdminWithdrawalRow,
} from './withdrawal-review.repository';

// An operator settles a pending withdrawal once: the conditional update on its state decides any race. Above the
// payoutApprovalAbove setting, one operator approves and another pays (docs/decisions/007-operator-console.md).

async function approvalAboveMicros(ctx: AppContext): Promise<bigint> {
  return usdtSettingToMicros((await getSettings(ctx.db)).payoutApprovalAbove);
}

export async function approveWithdrawal(ctx: AppContext, options: { withdrawalId: string; actorId: string }) {
  const now = ctx.clock();
  await moneyTransaction(ctx.db, async (tx) => {
    const approved = await markWithdrawalApproved(tx, { ...options, now });
    if (!approved) {
      const existing = await findWithdrawalState(tx, options.withdrawalId);
      if (existing?.status === 'pending') throw new AppError('CONFLICT', MSG.withdrawalAlreadyApproved);
      throw await notPending(tx, options.withdrawalId);
    }
    await writeAudit(tx, {
      actorId: options.actorId,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: approved.id,
      details: { amountMicros: approved.amountMicros.toString(), address: approved.address },
      now,
    });
  });
  return { message: MSG.withdrawalApproved, data: await reviewed(ctx, options.withdrawalId) };
}

export async function payWithdrawal(
  ctx: AppContext,
  options: { withdrawalId: string; actorId: string; transactionHash: string },
) {
  await guardPayout(ctx, { withdrawalId: options.withdrawalId });
  const now = ctx.clock();
  const settings = await getSettings(ctx.db);
  const limit = usdtSettingToMicros(settings.payoutApprovalAbove);
  try {
    await moneyTransaction(ctx.db, async (tx) => {
      const paid = await markWithdrawalPaid(tx, {
        withdrawalId: options.withdrawalId,
        transactionHash: options.transactionHash,
        actorId: options.actorId,
        now,
        approvalAboveMicros: limit,
      });
      if (!paid) throw await notPayable(tx, options);
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
        details: {
          transactionHash: options.transactionHash,
          netAmountMicros: paid.netMicros.toString(),
          approvedBy: paid.approvedBy,
        },
        now,
      });
      await notify(tx, [
        withdrawalPaid({
          userId: paid.userId,
          withdrawalId: paid.id,
          capital: paid.kind === 'capital',
          netMicros: paid.netMicros,
          transactionHash: options.transactionHash,
          explorerTransactionUrl: settings.explorerTransactionUrl,
          now,
        }),
      ]);
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
  await moneyTransaction(ctx.db, async (tx) => {
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
    await notify(tx, [
      withdrawalRejected({
        userId: rejected.userId,
        withdrawalId: rejected.id,
        capital: rejected.kind === 'capital',
        amountMicros: rejected.amountMicros,
        reason: options.reason,
        now,
      }),
    ]);
  });
  return { message: MSG.withdrawalRejected, data: await reviewed(ctx, options.withdrawalId) };
}

/** Why a payment changed nothing: not pending, or above the limit without another operator's approval. */
async function notPayable(tx: Queryable, options: { withdrawalId: string; actorId: string }): Promise<AppError> {
  const existing = await findWithdrawalState(tx, options.withdrawalId);
  if (existing?.status !== 'pending') return notPending(tx, options.withdrawalId);
  if (existing.approvedBy === options.actorId) return new AppError('CONFLICT', MSG.withdrawalSameOperator);
  return new AppError('CONFLICT', MSG.withdrawalNeedsApproval);
}

// Unverified requests are the member's draft, invisible to operators: they read as not found.
async function notPending(tx: Queryable, withdrawalId: string): Promise<AppError> {
  const existing = await findWithdrawalState(tx, withdrawalId);
  if (!existing || existing.status === 'unverified') return new AppError('NOT_FOUND', MSG.notFound);
  return new AppError('CONFLICT', MSG.withdrawalAlreadyReviewed);
}

async function reviewed(ctx: AppContext, withdrawalId: string) {
  const row = await getWithdrawalForReview(ctx.db, withdrawalId);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return toAdminWithdrawalRow(row, await approvalAboveMicros(ctx));
}
