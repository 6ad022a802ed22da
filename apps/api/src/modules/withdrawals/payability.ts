import { MSG, OPERATORS_MSG, withdrawalOnHoldMessage } from '@app/contract';
import type { AppContext } from '../../context';
import { isFrozen } from '../../core/member-freeze';
import { heldRoleBefore, type Tenure, tenureOf } from '../../core/operator-tenure';
import { getSettings, usdtSettingToMicros } from '../../core/settings';
import type { WithdrawalRecord } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { guardPayout } from '../payout-safety/payout-safety';

// Whether an operator may pay a withdrawal now: the one rule the payment refuses by and the console's withdrawal list
// shows on each row (canPay, cannotPayReason), so "Pay" is offered exactly when the payment would pass these checks.
// The payment's conditional UPDATE still decides a race with an approval (docs/decisions/007-operator-console.md).

export type PayableFacts = Pick<
  WithdrawalRecord,
  'kind' | 'status' | 'amountMicros' | 'approvedBy' | 'holdUntil' | 'payoutQueuedAt' | 'createdAt' | 'alwaysSecond'
> & {
  /** When the withdrawal's member was blocked (users.blocked_at); null when they are not. */
  memberBlockedAt: Date | null;
  /** The member's own freeze (users.frozen_at, unfreeze_at; core/member-freeze.ts). */
  memberFrozenAt: Date | null;
  memberUnfreezeAt: Date | null;
};

/** Whether the member froze their account, as the facts were read at `now`. */
function memberFrozen(withdrawal: Pick<PayableFacts, 'memberFrozenAt' | 'memberUnfreezeAt'>, now: Date) {
  return isFrozen({ frozenAt: withdrawal.memberFrozenAt, unfreezeAt: withdrawal.memberUnfreezeAt }, now);
}

/**
 * Whether this payout by the payer alone, with what they moved alone to the member over 24 hours, passes the limit. A
 * refund of unspent deposits, and capital bought with a recent deposit, always need a second operator, whatever their
 * amount (docs/product.md#refunds): money in and straight back out is how stolen funds are washed, so one person never
 * sends it alone.
 */
export function needsSecondOperator(
  withdrawal: Pick<PayableFacts, 'alwaysSecond' | 'amountMicros' | 'approvedBy'>,
  payer: Payer,
  movedAloneMicros: bigint,
): boolean {
  if (withdrawal.approvedBy) return false;
  return withdrawal.alwaysSecond || withdrawal.amountMicros + movedAloneMicros > payer.approvalAboveMicros;
}

/** Who asks and the platform's state when they ask. */
export interface Payer {
  actorId: string;
  /** The payoutApprovalAbove setting. */
  approvalAboveMicros: bigint;
  /** The reconciliation freeze (docs/decisions/011-payout-safety.md). */
  frozen: boolean;
  now: Date;
  /** The payer's role and since when: a role given after the request cannot decide it (core/operator-tenure.ts). */
  tenure: Tenure | null;
}

/** Why a role given after the request was made cannot decide it; null when the operator's role is older. */
function roleSinceRefusal(withdrawal: Pick<PayableFacts, 'createdAt'>, tenure: Tenure | null): AppError | null {
  if (heldRoleBefore(tenure, withdrawal.createdAt)) return null;
  return new AppError('FORBIDDEN', OPERATORS_MSG.roleSinceRequest);
}

/**
 * Why this operator may not approve this pending withdrawal now (its member is blocked or froze it, or the operator's
 * role is younger than the request); null when they may.
 */
export function approveRefusal(
  withdrawal: Pick<PayableFacts, 'memberBlockedAt' | 'memberFrozenAt' | 'memberUnfreezeAt' | 'createdAt'>,
  approver: { now: Date; tenure: Tenure | null },
): AppError | null {
  if (withdrawal.memberBlockedAt) return new AppError('CONFLICT', MSG.withdrawalMemberBlocked);
  if (memberFrozen(withdrawal, approver.now)) return new AppError('CONFLICT', MSG.withdrawalMemberFrozen);
  return roleSinceRefusal(withdrawal, approver.tenure);
}

/**
 * Why `payer` may not pay this withdrawal now, as the error the payment answers; null when they may. `movedAloneMicros`:
 * what the payer credited, adjusted or paid to the member alone over the last 24 hours (payout-safety/operator-alone.ts).
 */
export function payRefusal(
  withdrawal: PayableFacts | undefined,
  payer: Payer,
  movedAloneMicros: bigint,
): AppError | null {
  // Unverified requests are the member's draft, invisible to operators: they read as not found.
  if (!withdrawal || withdrawal.status === 'unverified') return new AppError('NOT_FOUND', MSG.notFound);
  if (withdrawal.status !== 'pending') return new AppError('CONFLICT', MSG.withdrawalAlreadyReviewed);
  if (withdrawal.payoutQueuedAt) {
    // The block handed back what was queued: a payout the engine still holds was signed before it.
    return new AppError(
      'CONFLICT',
      withdrawal.memberBlockedAt ? MSG.withdrawalSentBeforeBlock : MSG.withdrawalPayingAutomatically,
    );
  }
  // A block freezes the member's money until they are unblocked; rejecting, which returns it, stays open
  // (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
  if (withdrawal.memberBlockedAt) return new AppError('CONFLICT', MSG.withdrawalMemberBlocked);
  // The member's own freeze stops it the same way, until they lift it (docs/decisions/040-member-freeze.md).
  if (memberFrozen(withdrawal, payer.now)) return new AppError('CONFLICT', MSG.withdrawalMemberFrozen);
  if (payer.frozen) return new AppError('CONFLICT', MSG.payoutsPaused);
  // hold_until is written once, when the request is verified: read before the payment's update, it cannot change.
  if (withdrawal.holdUntil && withdrawal.holdUntil.getTime() > payer.now.getTime()) {
    return new AppError('CONFLICT', withdrawalOnHoldMessage(withdrawal.holdUntil.toISOString()));
  }
  // An approval binds whatever the amount: the approver never pays.
  if (withdrawal.approvedBy === payer.actorId) return new AppError('CONFLICT', MSG.withdrawalSameOperator);
  const tooNew = roleSinceRefusal(withdrawal, payer.tenure);
  if (tooNew) return tooNew;
  if (needsSecondOperator(withdrawal, payer, 0n)) {
    // A refund waits whatever its amount: saying "above the limit" of 100 USDT under a 1,000 limit would be untrue.
    const why =
      withdrawal.kind === 'refund'
        ? MSG.refundNeedsApproval
        : withdrawal.alwaysSecond
          ? MSG.capitalNeedsApprovalAsRefund
          : MSG.withdrawalNeedsApproval;
    return new AppError('CONFLICT', why);
  }
  if (needsSecondOperator(withdrawal, payer, movedAloneMicros)) {
    return new AppError('CONFLICT', MSG.withdrawalNeedsApprovalTogether);
  }
  return null;
}

/** The payer as they are now; for a payment (`forPayment`) the books are checked again first when the check is stale. */
export async function payerOf(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  options: { actorId: string; forPayment: boolean },
): Promise<Payer> {
  const frozen = await guardPayout(ctx, { forPayment: options.forPayment });
  const settings = await getSettings(ctx.db);
  return {
    actorId: options.actorId,
    approvalAboveMicros: usdtSettingToMicros(settings.payoutApprovalAbove),
    frozen,
    now: ctx.clock(),
    tenure: await tenureOf(ctx.db, options.actorId),
  };
}
