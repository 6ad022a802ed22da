import { MSG, OPERATORS_MSG } from '@app/contract';
import { heldRoleBefore, type Tenure } from '../../core/operator-tenure';
import type { deposits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { passesLimitAlone } from '../payout-safety/operator-alone';

// Whether an operator's approval credits a deposit, only records the first of two approvals, or is refused: the one
// rule the approval follows and the console's deposit queue shows on each row (needsSecondOperator, canApprove,
// cannotApproveReason), so the button says what a click does and is offered exactly when the server would take it.
// An approval credits on the operator's word, so it counts in the four eyes on sums
// (docs/decisions/020-operator-roles.md#four-eyes-on-sums).

type Deposit = typeof deposits.$inferSelect;
export type ApprovalFacts = Pick<Deposit, 'status' | 'amountMicros' | 'approvedBy' | 'createdAt'>;

/** Who approves: their id, and their role and since when (core/operator-tenure.ts). */
export interface Approver {
  actorId: string;
  tenure: Tenure | null;
}

/** Why `approver` may not approve this deposit now, as the error the approval answers; null when they may. */
export function approveRefusal(deposit: ApprovalFacts | undefined, approver: Approver): AppError | null {
  if (!deposit) return new AppError('NOT_FOUND', MSG.notFound);
  if (deposit.status !== 'pending') return new AppError('CONFLICT', MSG.depositAlreadyReviewed);
  // A first approval binds whatever the amount, as a withdrawal's does: its operator never credits it.
  if (deposit.approvedBy === approver.actorId) return new AppError('CONFLICT', MSG.depositSameOperator);
  // A money role given after the deposit was made cannot credit it
  // (docs/decisions/046-no-way-around-the-second-person.md).
  if (!heldRoleBefore(approver.tenure, deposit.createdAt)) {
    return new AppError('FORBIDDEN', OPERATORS_MSG.roleSinceRequest);
  }
  return null;
}

/**
 * Whether this operator's approval only records the first of two: nobody approved it yet, and the deposit, with what
 * they moved alone to the member over 24 hours (payout-safety/operator-alone.ts), passes payoutApprovalAbove. Approved
 * first by another operator, it is credited by this one whatever the sums: that is the second pair of eyes.
 */
export function waitsForSecondOperator(
  deposit: ApprovalFacts,
  movedAloneMicros: bigint,
  approvalAboveMicros: bigint,
): boolean {
  return deposit.approvedBy === null && passesLimitAlone(deposit.amountMicros, movedAloneMicros, approvalAboveMicros);
}

/**
 * Whether the chain confirmed the transfer: the watcher's credit, or chain verification's verdict (it leaves no
 * reviewer). Anything else rests on the hash the member typed, credited, if at all, on an operator's word.
 */
export function hashCheckedOnChain(deposit: Pick<Deposit, 'verification' | 'status' | 'reviewedBy'>): boolean {
  if (deposit.verification === 'watcher') return true;
  return deposit.verification === 'chain' && deposit.status !== 'pending' && deposit.reviewedBy === null;
}
