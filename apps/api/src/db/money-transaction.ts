import type { Db, Tx } from './client';
import { isRetryableConflict } from './errors';

const ATTEMPTS = 3;

/**
 * A transaction that moves money. Every such transaction takes its locks in one order (the member's own
 * rows, team counters by member id, ranks, balances by account id), so a deadlock should never happen; if
 * PostgreSQL still picks this one as a deadlock victim it rolled back whole, and running it again is safe:
 * nothing it did is left, and every business event it writes has its idempotency key.
 */
export async function moneyTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryingConflicts(() => db.transaction(work));
}

/**
 * Runs `work` again when PostgreSQL rolled it back as a deadlock victim or a serialisation failure: for a money
 * transaction, or a money statement that stands alone, whose every business event has its idempotency key.
 */
export async function retryingConflicts<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
    }
  }
}
