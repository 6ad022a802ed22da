import { z } from 'zod';
import { envelope, pageOf, pageQuery, queueOrder } from './envelope';
import { idParam, otpField, plainText } from './fields';
import { MSG, MSG_PATTERNS } from './messages';
import { atLeast, bep20AddressField, transactionIdField, usdtAmountField } from './money-fields';
import { codeOrPasskey } from './passkeys';
import { payoutSummary } from './payouts';
import { fillMessage } from './shell-messages';
import { actionCodeFrom } from './two-factor';

// Withdrawals (docs/product.md#withdrawals): step 1 stores an unverified request and mails an OTP; step 2 holds the
// money.
const withdrawalOtpField = otpField(MSG.otpRequiredWithdrawal);
const requestIdField = z.string({ error: MSG.withdrawalNotFound }).uuid({ error: MSG.withdrawalNotFound });

/**
 * `wallet`: the Flexible wallet (income, the default) or the Electronic Wallet, whose unspent deposits are refunded
 * through the same steps and always reviewed by an operator (docs/product.md#refunds).
 */
export const withdrawalWallet = z.enum(['flexible', 'electronic'], { error: MSG.withdrawalWalletInvalid });
export type WithdrawalWallet = z.infer<typeof withdrawalWallet>;

export const withdrawalRequestBody = z.object({
  address: bep20AddressField,
  amount: usdtAmountField,
  wallet: withdrawalWallet.optional(),
});
export type WithdrawalRequestBody = z.input<typeof withdrawalRequestBody>;

/** Step 2 repeats step 1's body, with the mailed code (or a passkey's signature) and the id of the request it confirms. */
export const withdrawalVerifyBody = codeOrPasskey(
  { ...withdrawalRequestBody.shape, _id: requestIdField },
  MSG.otpRequiredWithdrawal,
);
export type WithdrawalVerifyBody = z.input<typeof withdrawalVerifyBody>;

/**
 * `packageId` is the order's `_id` (the member's active package), as the contract's payload names it
 * (docs/product.md#withdrawals).
 */
export const packageWithdrawalBody = z.object({
  address: bep20AddressField,
  packageId: z.string({ error: MSG.orderRequired }).uuid({ error: MSG.orderRequired }),
});
export type PackageWithdrawalBody = z.input<typeof packageWithdrawalBody>;

export const packageWithdrawalVerifyBody = codeOrPasskey(
  { address: bep20AddressField, _id: requestIdField },
  MSG.otpRequiredWithdrawal,
);
export type PackageWithdrawalVerifyBody = z.input<typeof packageWithdrawalVerifyBody>;

/**
 * The client's forms, in the order of docs/product.md#withdrawals: address, amount (with the operator's minimum), then
 * the OTP.
 */
export function withdrawalFormSchema(minimumMicros: bigint) {
  return z.object({ address: bep20AddressField, amount: atLeast(minimumMicros) });
}
export const withdrawalOtpForm = z.object({ otp: withdrawalOtpField });
export const packageWithdrawalForm = z.object({ address: bep20AddressField });

/** `refund`: unspent deposits out of the Electronic Wallet (docs/product.md#refunds). */
export const withdrawalKind = z.enum(['income', 'capital', 'refund']);
export type WithdrawalKind = z.infer<typeof withdrawalKind>;
/** `unverified` is only ever seen in step 1's answer; lists hold verified requests. */
export const withdrawalStatus = z.enum(['unverified', 'pending', 'success', 'reject']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatus>;
export const listedWithdrawalStatus = z.enum(['pending', 'success', 'reject']);

export const withdrawalRow = z.object({
  _id: z.string(),
  kind: withdrawalKind,
  address: z.string(),
  /** The amount taken from the wallet (or the order's capital), in USDT. */
  requestPayment: z.number(),
  charge: z.number(),
  chargePercent: z.number(),
  /** What reaches the address: requestPayment minus charge. */
  netAmount: z.number(),
  /**
   * The three statuses (docs/product.md#withdrawals); a withdrawal the member cancelled answers `reject`, as it always
   * did, with `cancelled`.
   */
  status: withdrawalStatus,
  /**
   * The member cancelled it from the link mailed for a new address (docs/product.md#withdrawals): no operator
   * rejected it, and the whole amount went back to the Flexible wallet. Screens say "Cancelled", not "Rejected".
   */
  cancelled: z.boolean(),
  /** Why an operator rejected it, or that the member cancelled it; null otherwise. */
  reason: z.string().nullable(),
  transactionHash: z.string().nullable(),
  /**
   * Seeded by the demo: its payout hash was made up and is on no chain, so screens show it without an explorer link.
   */
  demo: z.boolean(),
  packageTitle: z.string().nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /**
   * A pending request that may not be paid before this time, and why: a first withdrawal to an address the member never
   * used waits out a hold (docs/decisions/011-payout-safety.md). Null when the request is not pending or was not held;
   * screens compare it with the time now.
   */
  holdUntil: z.string().nullable(),
  holdReason: z.enum(['newAddress']).nullable(),
});
export type WithdrawalRow = z.infer<typeof withdrawalRow>;

/** The status screens show: a withdrawal the member cancelled reads `cancelled`, not the `reject` it is answered as. */
export function shownWithdrawalStatus(row: Pick<WithdrawalRow, 'status' | 'cancelled'>) {
  return row.cancelled ? ('cancelled' as const) : row.status;
}

export const withdrawalResponse = envelope(withdrawalRow).extend(actionCodeFrom);
export const withdrawalListParams = z.object({ id: plainText(z.string().max(100)) });
export const withdrawalListQuery = pageQuery.extend({ status: listedWithdrawalStatus.optional() });
export const withdrawalListResponse = envelope(pageOf(withdrawalRow));

export const adminWithdrawalQuery = pageQuery.extend({
  status: listedWithdrawalStatus.optional(),
  order: queueOrder.optional(),
});
export const adminWithdrawalRow = withdrawalRow.extend({
  member: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  /**
   * The member is blocked: nobody approves or pays their withdrawals until they are unblocked; rejecting stays open
   * (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
   */
  memberBlocked: z.boolean(),
  reviewedAt: z.string().nullable(),
  /** Above the operator setting payoutApprovalAbove, one operator approves and another pays. */
  needsApproval: z.boolean(),
  approvedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  approvedAt: z.string().nullable(),
  /** Whether the operator asking may pay it now, by the rule the payment itself applies; if not, its refusal. */
  canPay: z.boolean(),
  cannotPayReason: z.string().nullable(),
  /** `chain`: the payout hash is checked on BNB Smart Chain before it is recorded; `manual`: recorded as given. */
  payoutCheck: z.enum(['chain', 'manual']),
  /** The automatic payout of this withdrawal, if the engine took it (docs/decisions/025-automatic-payouts.md). */
  payout: payoutSummary.nullable(),
});
export const adminWithdrawalListResponse = envelope(pageOf(adminWithdrawalRow));
export const adminWithdrawalResponse = envelope(adminWithdrawalRow);
export const withdrawalIdParams = z.object({ _id: idParam });
export const payWithdrawalBody = z.object({ transactionHash: transactionIdField });

/** A payout hash whose USDT left from another address than the treasury (docs/product.md#withdrawals). */
export function payoutTxWrongSenderMessage(treasury: string): string {
  return fillMessage(MSG_PATTERNS.payoutTxWrongSender, { address: treasury });
}

/** A payout hash that sent the address another amount than the withdrawal's net, both in USDT. */
export function payoutTxWrongAmountMessage(sentUsdt: string, netUsdt: string): string {
  return fillMessage(MSG_PATTERNS.payoutTxWrongAmount, { sent: sentUsdt, net: netUsdt });
}
