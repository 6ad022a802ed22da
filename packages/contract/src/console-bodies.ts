import { z } from 'zod';
import { ADJUSTMENT_KINDS } from './adjustments';
import { emailField, personNameField, phoneField, requiredText } from './fields';
import { MSG } from './messages';
import { parseUsdtToMicros } from './money';
import { usdtAmountField } from './money-fields';

export const blockBody = z.object({ reason: requiredText(MSG.reasonRequired, 500, { multiline: true }) });

/** A signed USDT amount as typed: "-12.5" debits, "12.5" credits; zero is not an adjustment. */
export const signedUsdtAmountField = z
  .union([z.string(), z.number()], { error: MSG.amountRequired })
  .transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: MSG.amountRequired });
      return z.NEVER;
    }
    const negative = text.startsWith('-');
    const micros = parseUsdtToMicros(negative ? text.slice(1) : text);
    if (micros === null || micros === 0n) {
      ctx.addIssue({ code: 'custom', message: MSG.amountInvalid });
      return z.NEVER;
    }
    return negative ? -micros : micros;
  });

/** A bonus is what the member's bonus list shows: only ever a credit of the income wallet. */
export const adjustBody = z
  .object({
    wallet: z.enum(['deposit', 'income'], { error: MSG.walletRequired }),
    amount: signedUsdtAmountField,
    reason: requiredText(MSG.reasonRequired, 500, { multiline: true }),
    kind: z.enum(ADJUSTMENT_KINDS, { error: MSG.adjustmentKindInvalid }).default('correction'),
  })
  .refine((body) => body.kind !== 'bonus' || (body.wallet === 'income' && body.amount > 0n), {
    message: MSG.adjustmentBonusIncomeCredit,
    path: ['kind'],
  });

/** The company's own money put into the platform to pay what deposits do not cover (docs/product.md#ledger). */
export const companyFundsBody = z.object({
  amount: usdtAmountField,
  /** Where the money came from: a transaction hash, a bank reference. */
  reference: requiredText(MSG.reasonRequired, 200),
});

/** A vendor account an operator opens: the sign-up's name, phone and e-mail rules and messages. */
export const vendorBody = z.object({
  fullName: personNameField(100),
  phone: phoneField,
  email: emailField(MSG.emailRequired, MSG.emailInvalid),
});
export type VendorBody = z.input<typeof vendorBody>;

/** The submission the operator looked at: a newer one (or a review by somebody else) refuses the call. */
export const kycApproveBody = z.object({ submissionId: z.string().uuid({ error: MSG.notFound }) });
export const kycRejectBody = kycApproveBody.extend({
  reason: requiredText(MSG.reasonRequired, 500, { multiline: true }),
});
