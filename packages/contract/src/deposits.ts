import { z } from 'zod';
import { envelope, pageOf, pageQuery, queueOrder } from './envelope';
import { idParam } from './fields';
import { MSG } from './messages';
import { atLeast, transactionIdField, usdtAmountField } from './money-fields';

// The hash is checked after the operator's minimum (docs/product.md#deposits), so the server reads it as text first.
export const addFundBody = z.object({
  amount: usdtAmountField,
  transaction_id: z.string({ error: MSG.transactionIdRequired }).max(200, MSG.transactionIdInvalid).default(''),
});
export type AddFundBody = z.input<typeof addFundBody>;

/**
 * The client's form: the server's rules plus the minimum the operator set, in the order of docs/product.md#deposits.
 */
export function depositFormSchema(minimumMicros: bigint) {
  return z.object({ amount: atLeast(minimumMicros), transaction_id: transactionIdField });
}

export const depositStatus = z.enum(['pending', 'success', 'reject']);

export const depositRow = z.object({
  _id: z.string(),
  amount: z.number(),
  transaction_id: z.string(),
  status: depositStatus,
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** Seeded by the demo: its hash was made up and is on no chain, so screens show it without an explorer link. */
  demo: z.boolean(),
});
export type DepositRow = z.infer<typeof depositRow>;

export const addFundResponse = envelope(depositRow);
export const depositListResponse = envelope(pageOf(depositRow));

export const adminDepositQuery = pageQuery.extend({ status: depositStatus.optional(), order: queueOrder.optional() });
/**
 * A deposit as the operator reading the queue sees it. An operator's approval credits on their word, so it counts in
 * the four eyes on sums (docs/decisions/020-operator-roles.md#four-eyes-on-sums): above the limit one operator approves
 * and another credits.
 */
export const adminDepositRow = depositRow.extend({
  member: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  creditedAmount: z.number().nullable(),
  reviewedAt: z.string().nullable(),
  /**
   * The chain confirmed the transfer: the watcher credited it, or chain verification credited or refused it. False:
   * the hash is the member's word alone, and an approval credits it on the operator's.
   */
  hashCheckedOnChain: z.boolean(),
  /**
   * Pending, and the reader's approval alone does not credit it: it was approved first by another operator, who
   * waits for a second, or with what the reader moved alone to the member over 24 hours it passes the limit.
   */
  needsSecondOperator: z.boolean(),
  /** The first operator's approval of a deposit that waits for a second one. */
  approvedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  approvedAt: z.string().nullable(),
  /** Whether the reader may approve it now, and why not: the server refuses by the same rule. */
  canApprove: z.boolean(),
  cannotApproveReason: z.string().nullable(),
});
export const adminDepositListResponse = envelope(pageOf(adminDepositRow));
export const depositIdParams = z.object({ _id: idParam });
export const adminDepositResponse = envelope(adminDepositRow);
