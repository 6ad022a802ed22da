import { z } from 'zod';
import { envelope } from './envelope';
import { otpField, plainText } from './fields';
import { MSG } from './messages';
import { atLeast, usdtAmountField } from './money-fields';
import { codeOrPasskey } from './passkeys';
import { actionCodeFrom } from './two-factor';

// Transfers (docs/product.md#transfers): from the sender's income wallet to another member's deposit wallet, in two
// steps like a withdrawal. Step 1 stores an unverified transfer and mails an OTP; step 2 moves the money.

/** A member's UID (referral code), any case as typed. */
export const receiverIdField = plainText(
  z
    .string({ error: MSG.transferReceiverRequired })
    .trim()
    .min(1, MSG.transferReceiverRequired)
    .max(32, MSG.transferReceiverUnknown),
).transform((uid) => uid.toUpperCase());

const transferIdField = z.string({ error: MSG.transferNotFound }).uuid({ error: MSG.transferNotFound });

export const transferBody = z.object({ receiverId: receiverIdField, amount: usdtAmountField });
export type TransferBody = z.input<typeof transferBody>;

export const transferVerifyBody = codeOrPasskey({ _id: transferIdField }, MSG.otpRequiredWithdrawal);
export type TransferVerifyBody = z.input<typeof transferVerifyBody>;

export const transferReceiverQuery = z.object({ receiverId: receiverIdField });

/** Who would receive: the name and UID only, never an e-mail. */
export const transferReceiver = z.object({ uid: z.string(), fullName: z.string() });
export type TransferReceiver = z.infer<typeof transferReceiver>;
export const transferReceiverResponse = envelope(transferReceiver);

/** `unverified` in step 1's answer, `success` in step 2's. */
export const transferStatus = z.enum(['unverified', 'success']);

export const transferRow = z.object({
  _id: z.string(),
  receiver: transferReceiver,
  /** USDT taken from the sender's income wallet and credited to the receiver's deposit wallet. */
  amount: z.number(),
  status: transferStatus,
  createdAt: z.string(),
  /** Step 2 must come before this time (the OTP's validity). */
  expiresAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type TransferRow = z.infer<typeof transferRow>;
export const transferResponse = envelope(transferRow).extend(actionCodeFrom);

/** The client's forms: the receiver and amount (with the operator's minimum), then the OTP. */
export function transferFormSchema(minimumMicros: bigint) {
  return z.object({ receiverId: receiverIdField, amount: atLeast(minimumMicros) });
}
export const transferOtpForm = z.object({ otp: otpField(MSG.otpRequiredWithdrawal) });
