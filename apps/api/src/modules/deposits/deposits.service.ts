import {
  type addFundBody,
  amountBelowMinimumMessage,
  DEPOSIT_ADDRESS_MSG,
  MSG,
  type QueueOrder,
  transactionIdField,
} from '@app/contract';
import type { z } from 'zod';
import { recordChainTransaction } from '../../chain/transaction-hashes';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { tenureOf } from '../../core/operator-tenure';
import { assertAmountAtMost, getSettings, usdtSettingToMicros } from '../../core/settings';
import type { Queryable, Tx } from '../../db/client';
import { moneyTransaction } from '../../db/money-transaction';
import { AppError } from '../../lib/app-error';
import { depositRejected } from '../notifications/notification-events';
import { notify } from '../notifications/notify';
import { aloneSlackMicros, holdOperatorDay, movedAloneSum, movedAloneToMember } from '../payout-safety/operator-alone';
import { noticeReason, rejectionColumns, resolveRejectionWhy } from '../rejection-reasons/rejection-reasons.service';
import { findUserById } from '../users/users.repository';
import { settleChainDeposit } from './chain-deposits.service';
import { creditDeposit } from './credit-deposit';
import { type Approver, approveRefusal, waitsForSecondOperator } from './deposit-approval';
import {
  approveDepositClaim,
  findDepositToApprove,
  getDepositForReview,
  insertPendingDeposit,
  listDepositsForReview,
  markDepositApprovedFirst,
  markDepositRejected,
  movedAloneFor,
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

/** GET /adminApi/deposits as `actorId` reads it: what they may approve, and whether their approval credits it. */
export async function listDepositsToReview(
  ctx: AppContext,
  options: { actorId: string; status?: 'pending' | 'success' | 'reject'; order?: QueueOrder; page: number },
) {
  const { actorId, ...query } = options;
  return listDepositsForReview(ctx.db, { ...query, reader: await readerOf(ctx, actorId) });
}

type Approval = Actor & { depositId: string };

/**
 * An operator's approval of a pending deposit. It credits on the operator's word (the chain checked nothing, or the
 * operator overrides its check), so it counts in the four eyes on sums (docs/decisions/020-operator-roles.md): when the
 * deposit, with what this operator moved alone to the member over 24 hours, passes payoutApprovalAbove, the approval
 * is recorded as the first of two and credits nothing (`waitsForSecond`); another operator's approval then credits it,
 * whatever their own sums. Crediting is one gated statement (the entry, the audit row and the member's notice join the
 * deposit's flip to `success`, so of two operators one credits it, once, and only within the limit the statement sums
 * itself), run in a transaction that first locks the member's row and the deposit's with their read, as a credit and
 * a payout lock the member, so one operator's approvals of one member add up one after the other. Only an approval
 * the limit stopped reads the sums, to record the first of two.
 */
export async function approveDeposit(ctx: AppContext, options: Approval) {
  const { actorId, depositId } = options;
  // Refused before any lock: a call that cannot succeed should not queue behind the member's other money.
  const approver = await readerOf(ctx, actorId);
  const { approvalAboveMicros } = approver;
  const before = await findDepositToApprove(ctx.db, depositId);
  assertApprovable(before, approver);
  const now = ctx.clock();
  const approval = await moneyTransaction(ctx.db, async (tx) => {
    // Read again under the member's lock and the deposit's own: a first approval another operator committed while
    // this one waited is seen, and nothing read here changes before the write.
    const read = await findDepositToApprove(tx, depositId, { lock: true });
    assertApprovable(read, approver);
    await holdOperatorDay(tx, actorId);
    if (await creditApproved(tx, { ...options, read, now, limitMicros: approvalAboveMicros })) {
      return { read, credited: true };
    }
    const moved = await movedAloneToMember(tx, { actorId, userId: read.deposit.userId, now });
    // Not credited: past the limit alone (the first of two approvals), else something the read did not see.
    if (!waitsForSecondOperator(read.deposit, moved, approvalAboveMicros))
      throw await notApproved(tx, { ...options, approver });
    if (!(await markDepositApprovedFirst(tx, { depositId, actorId, now })))
      throw await notApproved(tx, { ...options, approver });
    await writeAudit(tx, {
      actorId,
      ip: options.ip,
      action: 'deposit.approveFirst',
      targetType: 'deposit',
      targetId: depositId,
      details: { amountMicros: read.deposit.amountMicros.toString(), movedAloneMicros: moved.toString() },
      now,
    });
    return { read, credited: false };
  });
  if (!approval.credited) {
    return { waitsForSecond: true, message: MSG.depositApprovedFirst, data: await reviewedDeposit(ctx, options) };
  }
  // What the statement wrote, so the answer needs no read of its own.
  const { read } = approval;
  const reviewed = {
    ...read.deposit,
    status: 'success' as const,
    reviewedBy: actorId,
    reviewedAt: now,
    creditedMicros: read.deposit.amountMicros,
  };
  const reader = { ...approver, movedAlone: new Map<string, bigint>() };
  return {
    waitsForSecond: false,
    message: MSG.depositApproved,
    data: toAdminDepositRow({ deposit: reviewed, member: read.member, approver: read.approver }, reader),
  };
}

type ApprovalRead = NonNullable<Awaited<ReturnType<typeof findDepositToApprove>>>;

function assertApprovable(read: ApprovalRead | undefined, approver: Approver): asserts read is ApprovalRead {
  const refusal = approveRefusal(read?.deposit, approver);
  if (refusal) throw refusal;
  if (read?.watched) throw new AppError('CONFLICT', DEPOSIT_ADDRESS_MSG.approvalWatched);
}

/**
 * The credit, once the approval's checks passed (credit-deposit.ts): it flips the deposit to `success` if still as read
 * and, without a first approval, within the limit with what this operator moved alone to the member. Answers whether
 * it credited.
 */
async function creditApproved(tx: Tx, options: Approval & { read: ApprovalRead; now: Date; limitMicros: bigint }) {
  const { read, now } = options;
  const { deposit } = read;
  const credited = await creditDeposit(tx, {
    claim: approveDepositClaim({
      depositId: deposit.id,
      actorId: options.actorId,
      now,
      limitMicros: options.limitMicros,
      movedAlone: movedAloneSum({
        actorId: options.actorId,
        userId: deposit.userId,
        now,
        slackMicros: await aloneSlackMicros(tx),
      }),
    }),
    deposit,
    amountMicros: deposit.amountMicros,
    now,
    depositWalletId: read.depositWalletId,
    audit: {
      actorId: options.actorId,
      ip: options.ip,
      action: 'deposit.approve',
      targetType: 'deposit',
      targetId: deposit.id,
      // The first approval of a deposit above the limit, beside the credit it led to.
      details: deposit.approvedBy ? { approvedBy: deposit.approvedBy } : undefined,
    },
  });
  return credited;
}

/** Why an approval wrote nothing, read on the approval's transaction. */
async function notApproved(tx: Queryable, options: Approval & { approver: Approver }): Promise<AppError> {
  const read = await findDepositToApprove(tx, options.depositId);
  const refusal = approveRefusal(read?.deposit, options.approver);
  if (refusal) return refusal;
  return new AppError('CONFLICT', read?.watched ? DEPOSIT_ADDRESS_MSG.approvalWatched : MSG.depositAlreadyReviewed);
}

/** The reader of the console's queue: who, the approval limit, and when they read. */
async function readerOf(ctx: AppContext, actorId: string) {
  const settings = await getSettings(ctx.db);
  return {
    actorId,
    tenure: await tenureOf(ctx.db, actorId),
    approvalAboveMicros: usdtSettingToMicros(settings.payoutApprovalAbove),
    now: ctx.clock(),
  };
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
  return { message: MSG.depositRejected, data: await reviewedDeposit(ctx, options) };
}

// Runs on the caller's transaction: on PGlite a second handle would wait for that transaction forever.
async function notPending(tx: Queryable, depositId: string): Promise<AppError> {
  const existing = await getDepositForReview(tx, depositId);
  return existing ? new AppError('CONFLICT', MSG.depositAlreadyReviewed) : new AppError('NOT_FOUND', MSG.notFound);
}

/** The deposit as its reviewer's queue now shows it. */
async function reviewedDeposit(ctx: AppContext, options: { depositId: string; actorId: string }) {
  const row = await getDepositForReview(ctx.db, options.depositId);
  if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
  const reader = await readerOf(ctx, options.actorId);
  return toAdminDepositRow(row, { ...reader, movedAlone: await movedAloneFor(ctx.db, reader, [row]) });
}
