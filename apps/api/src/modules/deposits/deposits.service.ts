import {
  type addFundBody,
  amountBelowMinimumMessage,
  DEPOSIT_ADDRESS_MSG,
  MSG,
  transactionIdField,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordChainTransaction } from '../../chain/transaction-hashes';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { runMoneyStatement } from '../../db/money-statement';
import { moneyTransaction, retryingConflicts } from '../../db/money-transaction';
import { depositCredit } from '../../ledger/movements';
import { type EntryOutcomeRow, entryOutcome, entryWrites, readEntryOutcome, statementGate } from '../../ledger/post';
import { AppError } from '../../lib/app-error';
import { type Actor, auditInsert, writeAudit } from '../../lib/audit';
import { depositApproved, depositRejected } from '../notifications/notification-events';
import { notificationsInsert, notify } from '../notifications/notify';
import { noticeReason, rejectionColumns, resolveRejectionWhy } from '../rejection-reasons/rejection-reasons.service';
import { assertAmountAtMost, getSettings, usdtSettingToMicros } from '../settings/settings.service';
import { findUserById } from '../users/users.repository';
import { settleChainDeposit } from './chain-deposits.service';
import {
  approveDepositGate,
  findDepositToApprove,
  getDepositForReview,
  insertPendingDeposit,
  markDepositRejected,
  toAdminDepositRow,
  toDepositRow,
} from './deposits.repository';
import { claimOwnAddressTransfer } from './own-address-claim';

/** POST addfund: records the claim as pending; the hash is accepted once ever (a unique index decides races). */
export async function submitDeposit(
  ctx: AppContext,
  options: { userId: string; ip: string | null; body: z.output<typeof addFundBody> },
) {
  const own = await claimOwnAddressTransfer(ctx, {
    userId: options.userId,
    transactionId: options.body.transaction_id,
    ip: options.ip,
  });
  if (own) return own;
  const settings = await getSettings(ctx.db);
  if (options.body.amount < usdtSettingToMicros(settings.depositMinimum)) {
    throw new AppError('VALIDATION', amountBelowMinimumMessage(settings.depositMinimum));
  }
  assertAmountAtMost(settings, options.body.amount);
  const hash = transactionIdField.safeParse(options.body.transaction_id);
  if (!hash.success) throw new AppError('VALIDATION', hash.error.issues[0]?.message ?? MSG.transactionIdInvalid);
  // Without a node the operator reviews even in chain mode, rather than deposits waiting forever.
  const verification = settings.depositVerificationMode === 'chain' && ctx.chain ? 'chain' : 'manual';
  if (verification === 'chain') {
    const member = await findUserById(ctx.db, options.userId);
    if (!member?.usdtAddress) throw new AppError('VALIDATION', MSG.usdtAddressNeeded);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertPendingDeposit(tx, {
      userId: options.userId,
      amountMicros: options.body.amount,
      txHash: hash.data,
      verification,
      createdAt: ctx.clock(),
    });
    if (!inserted) throw new AppError('CONFLICT', MSG.depositHashUsed);
    await recordChainTransaction(tx, {
      txHash: hash.data,
      direction: 'deposit',
      referenceId: inserted.id,
      now: ctx.clock(),
    });
    return inserted;
  });
  if (verification === 'manual') return { message: MSG.depositSubmitted, data: toDepositRow(row) };
  // A node that does not answer now leaves the deposit pending for the recheck job.
  const settled = await settleChainDeposit(ctx, row.id).catch(() => row);
  return { message: chainMessage(settled?.status ?? 'pending'), data: toDepositRow(settled ?? row) };
}

function chainMessage(status: 'pending' | 'success' | 'reject') {
  if (status === 'success') return MSG.depositCredited;
  if (status === 'reject') return MSG.depositRefused;
  return MSG.depositConfirming;
}

/**
 * Credits the deposit wallet through the ledger, once: of two operators approving together, one wins. One read, then
 * one statement outside any transaction that approves the deposit if still pending and, only then, writes its entry,
 * the audit row and the member's notice (docs/decisions/013-performance-budgets.md).
 */
export async function approveDeposit(ctx: AppContext, options: Actor & { depositId: string }) {
  const now = ctx.clock();
  const read = await findDepositToApprove(ctx.db, options.depositId);
  if (!read) throw new AppError('NOT_FOUND', MSG.notFound);
  const { deposit } = read;
  if (deposit.status !== 'pending') throw new AppError('CONFLICT', MSG.depositAlreadyReviewed);
  if (read.watched) throw new AppError('CONFLICT', DEPOSIT_ADDRESS_MSG.approvalWatched);
  const claimed = statementGate.passed;
  const audit = auditInsert(
    {
      actorId: options.actorId,
      ip: options.ip,
      action: 'deposit.approve',
      targetType: 'deposit',
      targetId: deposit.id,
      now,
    },
    { onlyIf: claimed },
  );
  const notice = notificationsInsert(
    [depositApproved({ userId: deposit.userId, depositId: deposit.id, amountMicros: deposit.amountMicros, now })],
    { onlyIf: claimed },
  );
  const entry = await depositCredit(ctx.db, {
    depositId: deposit.id,
    userId: deposit.userId,
    txHash: deposit.txHash,
    amountMicros: deposit.amountMicros,
    now,
    depositWalletId: read.depositWalletId,
  });
  const row = await retryingConflicts(() =>
    runMoneyStatement<EntryOutcomeRow & { approved: boolean }>(ctx.db, {
      with: [
        approveDepositGate({ depositId: deposit.id, actorId: options.actorId, now }),
        entryWrites([{ ...entry, gate: deposit.id }], { gated: true }),
        sql`audited as (${audit})`,
        sql`noticed as (${notice})`,
      ],
      select: sql`${entryOutcome}, ${statementGate.passed} as approved`,
    }),
  );
  readEntryOutcome(row, [entry]);
  const approved = row?.approved === true;
  // Reviewed by someone else between our read and our statement.
  if (!approved) throw new AppError('CONFLICT', MSG.depositAlreadyReviewed);
  // What the statement wrote, so the answer needs no read of its own.
  const reviewed = {
    ...deposit,
    status: 'success' as const,
    reviewedBy: options.actorId,
    reviewedAt: now,
    creditedMicros: deposit.amountMicros,
  };
  return { message: MSG.depositApproved, data: toAdminDepositRow({ deposit: reviewed, member: read.member }) };
}

/** A kept reason, free text or both (docs/product.md#reviews); the member reads the reason's words in their language. */
export async function rejectDeposit(
  ctx: AppContext,
  options: Actor & { depositId: string; reasonId?: string; reason?: string },
) {
  const now = ctx.clock();
  await moneyTransaction(ctx.db, async (tx) => {
    const why = await resolveRejectionWhy(tx, { ...options, review: 'deposit' });
    const deposit = await markDepositRejected(tx, {
      depositId: options.depositId,
      actorId: options.actorId,
      ...rejectionColumns(why),
      now,
    });
    if (!deposit) throw await notPending(tx, options.depositId);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: deposit.id,
      details: { reasonId: why.reasonId, reason: rejectionColumns(why).reason },
      now,
    });
    await notify(tx, [
      depositRejected({
        userId: deposit.userId,
        depositId: deposit.id,
        amountMicros: deposit.amountMicros,
        ...noticeReason(why),
        now,
      }),
    ]);
  });
  return { message: MSG.depositRejected, data: await reviewedDeposit(ctx, options.depositId) };
}

// Runs on the caller's transaction: on PGlite a second handle would wait for that transaction forever.
async function notPending(tx: Queryable, depositId: string): Promise<AppError> {
  const existing = await getDepositForReview(tx, depositId);
  return existing ? new AppError('CONFLICT', MSG.depositAlreadyReviewed) : new AppError('NOT_FOUND', MSG.notFound);
}

async function reviewedDeposit(ctx: AppContext, depositId: string) {
  const row = await getDepositForReview(ctx.db, depositId);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  return toAdminDepositRow(row);
}
