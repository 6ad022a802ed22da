import { z } from 'zod';
import { envelope } from './envelope';
import { idParam, otpField } from './fields';
import { MSG, MSG_PATTERNS } from './messages';
import { bep20AddressField } from './money-fields';
import { fillMessage } from './shell-messages';
import { receiverIdField } from './transfers';
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

/** A member saved as a transfer receiver, under the same lock as an address. */
export const savedReceiver = z.object({
  _id: z.string(),
  uid: z.string(),
  /** The receiver's own chosen name, shown only as a name beside the member's label for them. */
  fullName: z.string(),
  label: z.string(),
  usableFrom: z.string(),
  createdAt: z.string(),
});
export type SavedReceiver = z.infer<typeof savedReceiver>;

export const addressBook = z.object({
  docs: z.array(savedAddress),
  /** The members saved as transfer receivers (docs/decisions/046-no-way-around-the-second-person.md). */
  receivers: z.array(savedReceiver),
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

export const saveReceiverBody = z.object({
  receiverId: receiverIdField,
  label: z
    .string({ error: MSG.receiverLabelInvalid })
    .trim()
    .min(1, MSG.receiverLabelInvalid)
    .max(40, MSG.receiverLabelInvalid),
  code: addressCodeField,
});
export type SaveReceiverBody = z.input<typeof saveReceiverBody>;

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

/** A transfer to a saved receiver still in their lock: `until` is an ISO time. */
export function receiverLockedMessage(until: string): string {
  return fillMessage(MSG_PATTERNS.receiverLocked, { until: until.slice(0, 16).replace('T', ' ') });
}

/** A first transfer to a member never paid before: they were saved, usable at `until` (an ISO time). */
export function transferReceiverNewMessage(until: string): string {
  return fillMessage(MSG_PATTERNS.transferReceiverNew, { until: until.slice(0, 16).replace('T', ' ') });
}

/** A withdrawal to a saved address still in its lock: `until` is an ISO time. */
export function addressLockedMessage(until: string): string {
  return fillMessage(MSG_PATTERNS.addressLocked, { until: until.slice(0, 16).replace('T', ' ') });
}
