import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { savedAddresses, savedReceivers } from '../db/schema';
import { addSeconds } from '../lib/clock';
import { getSettings } from './settings';

/**
 * Inside a password or two-factor change's transaction: every saved address and receiver of the member waits out the lock
 * (`newAddressHoldHours`) again from `now`, so whoever took the account over cannot withdraw at once even to an
 * address the member saved (docs/product.md#address-book). Here, below the modules, because the password, two-factor
 * and address-book modules all reach it.
 */
export async function relockSavedAddresses(db: Queryable, options: { userId: string; now: Date }) {
  const settings = await getSettings(db);
  const until = addSeconds(options.now, settings.newAddressHoldHours * 3600);
  await db
    .update(savedAddresses)
    .set({ usableFrom: sql`greatest(${savedAddresses.usableFrom}, ${until.toISOString()}::timestamptz)` })
    .where(sql`${savedAddresses.userId} = ${options.userId}::uuid`);
  await db
    .update(savedReceivers)
    .set({ usableFrom: sql`greatest(${savedReceivers.usableFrom}, ${until.toISOString()}::timestamptz)` })
    .where(sql`${savedReceivers.userId} = ${options.userId}::uuid`);
}
