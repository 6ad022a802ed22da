import { addressLockedMessage, MSG } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';

// The address book's rule for a withdrawal (docs/product.md#address-book), one piece for the request and the verify:
// with "withdraw only to saved addresses" holding, the address must be saved and past its lock.

export interface AddressFacts {
  /** Whether the switch holds now (on, and not turned off past its lock). */
  onlySaved: boolean;
  /** When the saved address becomes usable; null when the address is not saved. */
  usableFrom: Date | null;
}

export function addressRefusal(facts: AddressFacts, now: Date): AppError | null {
  if (!facts.onlySaved) return null;
  if (!facts.usableFrom) return new AppError('FORBIDDEN', MSG.withdrawalAddressNotSaved);
  if (facts.usableFrom.getTime() > now.getTime()) {
    return new AppError('FORBIDDEN', addressLockedMessage(facts.usableFrom.toISOString()));
  }
  return null;
}

/** The facts as two columns (`only_saved`, `saved_usable_from`) of a read about a withdrawal to `address`. */
export function addressFactsColumns(options: { userId: string; address: string; now: Date }): SQL {
  return sql`${onlySavedColumn(options)},
    (select s.usable_from from saved_addresses s
      where s.user_id = ${options.userId}::uuid and lower(s.address) = lower(${options.address})) as saved_usable_from`;
}

/** Whether the member's only-saved switch holds at `now`, as the column `only_saved`; transfers read it too. */
export function onlySavedColumn(options: { userId: string; now: Date }): SQL {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  return sql`(select u.only_saved_since is not null and (u.only_saved_until is null or u.only_saved_until > ${now})
      from users u where u.id = ${options.userId}::uuid) as only_saved`;
}

export function toAddressFacts(row: { only_saved: boolean | null; saved_usable_from: string | Date | null }) {
  return {
    onlySaved: row.only_saved === true,
    usableFrom: row.saved_usable_from === null ? null : new Date(row.saved_usable_from),
  };
}
