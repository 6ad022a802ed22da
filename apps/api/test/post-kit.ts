import { eq } from 'drizzle-orm';
import type { Queryable } from '../src/db/client';
import { journalEntries } from '../src/db/schema';
import { type EventEntry, writeMoney } from '../src/ledger/money-event';

/**
 * One movement written as a money event of its own, answered as the ledger's tests look at it: its entry's id, and
 * whether its key had been written before (a replay, which moved nothing).
 */
export async function postMovement(db: Queryable, movement: EventEntry) {
  const { written } = await writeMoney(db, { entries: [movement] });
  const fresh = written.get(movement.idempotencyKey);
  if (fresh) return { entryId: fresh, replayed: false };
  const [entry] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, movement.idempotencyKey));
  if (!entry) throw new Error(`entry ${movement.idempotencyKey} neither written nor found`);
  return { entryId: entry.id, replayed: true };
}
