import { z } from 'zod';
import { envelope } from './envelope';
import { idParam, otpField } from './fields';
import { MSG, MSG_PATTERNS } from './messages';
import { bep20AddressField } from './money-fields';
import { fillMessage } from './shell-messages';
import { actionCodeFrom, ownPasswordField } from './two-factor';

// A member's address book (docs/product.md#address-book): saved withdrawal addresses, each usable after a time lock,
// and the switch "withdraw only to saved addresses". Saving and the switch are confirmed like a withdrawal: the first
// call mails a code (or asks the authenticator's), the second carries it.

export const savedAddress = z.object({
  _id: z.string(),
  address: z.string(),
  label: z.string(),
  /** When a withdrawal may go to it: the lock after saving it, or after a password or two-factor change. */
  usableFrom: z.string(),
  createdAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const addressBook = z.object({
  docs: z.array(savedAddress),
  /** Whether withdrawals go only to saved addresses that are usable. */
  onlySaved: z.boolean(),
  /** When the switch, turned off, stops holding (the lock); null while nobody turned it off. */
  onlySavedUntil: z.string().nullable(),
});
export type AddressBook = z.infer<typeof addressBook>;
export const addressBookResponse = envelope(addressBook);

const addressCodeField = otpField(MSG.otpRequired).optional();

export const saveAddressBody = z.object({
  address: bep20AddressField,
  label: z
    .string({ error: MSG.addressLabelInvalid })
    .trim()
    .min(1, MSG.addressLabelInvalid)
    .max(40, MSG.addressLabelInvalid),
  code: addressCodeField,
});
export type SaveAddressBody = z.input<typeof saveAddressBody>;

export const addressOnlyBody = z.object({
  on: z.boolean({ error: MSG.addressOnlyInvalid }),
  code: addressCodeField,
  /** Turning the switch off asks the password beside the code (docs/decisions/046-no-way-around-the-second-person.md). */
  password: ownPasswordField.optional(),
});
export type AddressOnlyBody = z.input<typeof addressOnlyBody>;

export const savedAddressParams = z.object({ _id: idParam });

/** The first step's answer (a code was mailed, or the authenticator's is asked), or the second's: the book. */
export const addressBookChangeResponse = envelope(addressBook.partial()).extend(actionCodeFrom);

/** A withdrawal to a saved address still in its lock: `until` is an ISO time. */
export function addressLockedMessage(until: string): string {
  return fillMessage(MSG_PATTERNS.addressLocked, { until: until.slice(0, 16).replace('T', ' ') });
}
