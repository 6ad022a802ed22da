import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { notifications } from '../db/schema';

/**
 * The seed's notifications are a week of made-up history: shown in the centre, never mailed (docs/product.md#demo).
 * Without this the mail job would send them all at the first start, to addresses no one reads.
 */
export async function markSeedNotificationsUnmailed(db: AppContext['db']) {
  await db.update(notifications).set({ mailState: 'skip' }).where(eq(notifications.mailState, 'pending'));
}
