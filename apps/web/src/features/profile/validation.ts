// The profile forms' schemas: fetched on a form's first validation, not with its page (lib/form-resolver.ts).
export { passwordChangeBody, twoFactorDisableBody, twoFactorEnableBody, usdtAddressBody } from '@app/contract';

import {
  addressOnlyBody,
  antiPhishingCodeBody,
  KYC_MINIMUM_AGE,
  kycDateOfBirthField,
  kycFieldsBody,
  MSG,
  passkeyAddBody,
  saveAddressBody,
  saveReceiverBody,
} from '@app/contract';

/** YYYY-MM-DD of the browser's day; the server decides on the platform's day. */
function localDay(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The identity check's fields with the age checked on the browser's day as well, so the message shows at once. */
export const kycFormBody = kycFieldsBody.extend({
  dateOfBirth: kycDateOfBirthField
    .refine((day) => day <= localDay(), MSG.kycDateOfBirthFuture)
    .refine((day) => {
      const today = localDay();
      return day > today || day <= `${Number(today.slice(0, 4)) - KYC_MINIMUM_AGE}${today.slice(4)}`;
    }, MSG.kycUnderage),
});

/**
 * The anti-phishing code as the contract checks it (4 to 20 letters or digits, trimmed), which must not be empty
 * here: the card's field saves a code, its "Remove code" button sends the empty one.
 */
export const antiPhishingCodeForm = antiPhishingCodeBody.pick({ code: true }).extend({
  code: antiPhishingCodeBody.shape.code.min(1, MSG.antiPhishingCodeInvalid),
});

/**
 * The address book's "Add an address", first step: the name (1 to 40 characters) and the BEP-20 address, the code
 * not asked for yet.
 */
export const savedAddressForm = saveAddressBody;

/** Its second step: the same with the code the server asked for, which must now be there. */
export const savedAddressCodeForm = saveAddressBody.refine((body) => body.code !== undefined, {
  path: ['code'],
  message: MSG.otpRequired,
});

/** A transfer receiver to save, in the same two steps. */
export const savedReceiverForm = saveReceiverBody;

export const savedReceiverCodeForm = saveReceiverBody.refine((body) => body.code !== undefined, {
  path: ['code'],
  message: MSG.otpRequired,
});

/** The code that confirms the "withdraw only to saved addresses" switch. */
export const addressOnlyCodeForm = addressOnlyBody.pick({ code: true }).required();

/** Its last step: the name the new passkey is listed by (1 to 40 characters). */
export const passkeyNameForm = passkeyAddBody.pick({ name: true });
