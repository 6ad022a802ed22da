import type { Db, Queryable, Tx } from './client';
import { moneyTransaction, retryingConflicts } from './money-transaction';

/** Attempts of a gated write; the last holds the gate's row locked. */
const GATED_ATTEMPTS = 3;

/**
 * A money operation written as one gated statement (docs/decisions/015-one-statement-per-money-operation.md): `write` reads
 * and writes, and its statement writes nothing when the gate's row moved since the read (another operation of the
 * same member). Such a miss reads and writes again; the last attempt runs in a transaction that first takes the gate's
 * row lock (`lock`), so nothing can move it between the read and the statement and it cannot miss for that reason.
 * Deadlock victims are run again (every event has its idempotency key). Answers the last attempt's result.
 */
export async function writeGated<T>(
  db: Db,
  options: {
    write: (db: Queryable) => Promise<T>;
    /** Whether the statement missed only because the gate's row moved since the read: worth reading again. */
    missed: (result: T) => boolean;
    lock: (tx: Tx) => Promise<unknown>;
  },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt >= GATED_ATTEMPTS;
    const result = last
      ? await moneyTransaction(db, async (tx) => {
          await options.lock(tx);
          return options.write(tx);
        })
      : await retryingConflicts(() => options.write(db));
    if (last || !options.missed(result)) return result;
  }
}
