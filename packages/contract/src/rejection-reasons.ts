import { z } from 'zod';
import { envelope } from './envelope';
import { idParam, plainText, requiredText } from './fields';
import { MSG } from './messages';
import { textsPerLanguage } from './texts-per-language';

// The rejection reasons operators keep (docs/product.md#reviews): chosen when a deposit or withdrawal is rejected,
// each with its text per language so the member reads it in theirs.

/** Which reviews offer the reason. */
export const rejectionReasonUse = z.enum(['deposit', 'withdrawal', 'both']);
export type RejectionReasonUse = z.infer<typeof rejectionReasonUse>;

export const rejectionReasonRow = z.object({
  _id: z.string(),
  for: rejectionReasonUse,
  texts: textsPerLanguage,
  /** Set once retired: no longer offered, kept for the rejections that used it. */
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RejectionReasonRow = z.infer<typeof rejectionReasonRow>;

const REASON_MAX = 300;
/** A language left blank has no text of its own: its readers read the English one. */
const optionalReasonText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  plainText(z.string().trim().max(REASON_MAX, MSG.rejectionReasonTooLong)).optional(),
);

export const rejectionReasonBody = z.object({
  for: rejectionReasonUse,
  texts: z.object({
    en: requiredText(MSG.rejectionReasonEnglishRequired, REASON_MAX),
    es: optionalReasonText,
    hi: optionalReasonText,
  }),
});
export type RejectionReasonBody = z.input<typeof rejectionReasonBody>;

export const rejectionReasonIdParams = z.object({ _id: idParam });
export const rejectionReasonsResponse = envelope(z.array(rejectionReasonRow));
export const rejectionReasonResponse = envelope(rejectionReasonRow);

/**
 * A reject's why: a kept reason, free text, or both (docs/product.md#reviews); at least one. `reason` alone is what the
 * body always was.
 */
export const rejectBody = z
  .object({
    reasonId: z.preprocess((value) => (value === '' ? undefined : value), idParam.optional()),
    reason: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      plainText(z.string().trim().max(500, MSG.reasonRequired), { multiline: true }).optional(),
    ),
  })
  .refine((body) => body.reasonId !== undefined || body.reason !== undefined, {
    message: MSG.rejectReasonRequired,
    path: ['reason'],
  });
export type RejectBody = z.input<typeof rejectBody>;
