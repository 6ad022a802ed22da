import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { idParam } from './fields';
import { MSG } from './messages';

// Operators' balance adjustments and the four-eyes review of large credits (docs/decisions/007-operator-console.md).

export const ADJUSTMENT_KINDS = ['correction', 'bonus'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;

const operatorRef = z.object({ _id: z.string(), fullName: z.string() });

export const adjustmentRow = z.object({
  _id: z.string(),
  member: z.object({ _id: z.string(), fullName: z.string(), referId: z.string().nullable() }),
  wallet: z.enum(['deposit', 'income']),
  kind: z.enum(ADJUSTMENT_KINDS),
  /** Signed USDT: a credit positive, a debit negative. */
  amount: z.number(),
  reason: z.string(),
  /** pending: waits for a second operator; posted: in the ledger; rejected: never credited. */
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: operatorRef,
  requestedAt: z.string(),
  /** The second operator who approved or rejected it; null while pending and for one posted at once. */
  reviewedBy: operatorRef.nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdjustmentRow = z.infer<typeof adjustmentRow>;
export const adjustmentResponse = envelope(adjustmentRow);

export const adjustmentQuery = pageQuery.extend({
  status: z.enum(ADJUSTMENT_STATUSES).default('pending'),
  /** One member's adjustments only. */
  member: z.string().uuid({ error: MSG.notFound }).optional(),
});
export const adjustmentListResponse = envelope(pageOf(adjustmentRow));
export const adjustmentIdParams = z.object({ _id: idParam });
