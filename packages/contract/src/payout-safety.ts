import { z } from 'zod';
import { envelope } from './envelope';
import { MSG, MSG_PATTERNS } from './messages';
import { fillMessage } from './shell-messages';

// Payout safety (docs/decisions/011-payout-safety.md): a failed reconciliation freezes payouts until an operator
// acknowledges it, a first payout to a new address waits out a cool-down the member can cancel, and each member
// has a daily withdrawal limit by amount and by count.

/** The member's web page a held withdrawal's mailed cancel link opens: this path, then the link's token. */
export const WITHDRAWAL_CANCEL_PATH = '/withdrawal-cancel/';

/** Refused payment of a withdrawal still in its new-address cool-down; `until` is an ISO time. */
export function withdrawalOnHoldMessage(until: string): string {
  return fillMessage(MSG_PATTERNS.withdrawalOnHold, { until: until.slice(0, 16).replace('T', ' ') });
}

/** Money out refused after a change of the password or the second factor; `until` is an ISO time. */
export function securityHoldMessage(until: string): string {
  return fillMessage(MSG_PATTERNS.securityHold, { until: until.slice(0, 16).replace('T', ' ') });
}

export function withdrawalDailyAmountMessage(limitUsdt: number, leftUsdt: number): string {
  return fillMessage(MSG_PATTERNS.withdrawalDailyAmount, { limit: String(limitUsdt), left: String(leftUsdt) });
}

export function withdrawalDailyCountMessage(count: number): string {
  return fillMessage(MSG_PATTERNS.withdrawalDailyCount, { count: String(count) });
}

export const reconciliationReport = z.object({
  _id: z.string(),
  checkedAt: z.string(),
  durationMs: z.number().int(),
  problemCount: z.number().int(),
  /** The first problems found (`npm run ledger:check` lists them all). */
  problems: z.array(z.unknown()),
  /** The first owner's acknowledgement: payouts stay frozen until another owner's (docs/decisions/035-dual-control.md). */
  firstAcknowledgedAt: z.string().nullable(),
  firstAcknowledgedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type ReconciliationReport = z.infer<typeof reconciliationReport>;

export const payoutFreeze = z.object({
  /** True while the latest reconciliation failed and no operator acknowledged it: payouts are refused. */
  frozen: z.boolean(),
  /** The latest reconciliation; null before the first. */
  reconciliation: reconciliationReport.nullable(),
});
export type PayoutFreeze = z.infer<typeof payoutFreeze>;
export const payoutFreezeResponse = envelope(payoutFreeze);

export const reconciliationAcknowledgeBody = z.object({
  reconciliationId: z.string({ error: MSG.reconciliationNotOpen }).uuid({ error: MSG.reconciliationNotOpen }),
});
export type ReconciliationAcknowledgeBody = z.input<typeof reconciliationAcknowledgeBody>;

/** The mailed link's token; anything that is not one of a held withdrawal is refused with one 404. */
export const withdrawalCancelBody = z.object({
  token: z
    .string({ error: MSG.withdrawalCancelInvalid })
    .min(1, MSG.withdrawalCancelInvalid)
    .max(200, MSG.withdrawalCancelInvalid),
});
export type WithdrawalCancelBody = z.input<typeof withdrawalCancelBody>;
export const withdrawalCancelResponse = envelope(
  z.object({
    address: z.string(),
    requestPayment: z.number(),
    status: z.literal('reject'),
    cancelled: z.literal(true),
  }),
);

export const withdrawalLimits = z.object({
  dailyLimit: z.number(),
  dailyLimitLeft: z.number(),
  dailyCount: z.number().int(),
  dailyCountLeft: z.number().int(),
  /** Hours a first withdrawal to a new address waits before it can be paid. */
  newAddressHoldHours: z.number().int(),
  /** The member froze their account: nothing leaves until they lift it (docs/product.md#freezing-your-account). */
  frozen: z.boolean(),
  /** After a change of the password or the second factor, nothing leaves until then (ISO time), else null. */
  securityHoldUntil: z.string().nullable(),
});
export type WithdrawalLimits = z.infer<typeof withdrawalLimits>;
export const withdrawalLimitsResponse = envelope(withdrawalLimits);
