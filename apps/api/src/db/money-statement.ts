import { MSG } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../lib/app-error';
import type { Queryable } from './client';
import { isCheckViolation } from './errors';
import { queryRows } from './query';

/**
 * Runs one statement that moves money: its CTEs (the operation's gate, the ledger's entryWrites, the business rows
 * of the same event) and the columns it answers. A member balance that would pass below zero fails the whole
 * statement on the accounts' check; it is answered as INSUFFICIENT_FUNDS, and nothing of the statement is written.
 * Outside a transaction the statement stands alone (all or nothing); the caller retries it on a deadlock
 * (retryingConflicts), which inside a transaction only the transaction's own retry may do.
 */
export async function runMoneyStatement<Row>(db: Queryable, parts: { with: (SQL | null)[]; select: SQL }) {
  const ctes = parts.with.filter((part): part is SQL => part !== null);
  try {
    const [row] = await queryRows<Row>(db, sql`with ${sql.join(ctes, sql`, `)} select ${parts.select}`);
    return row;
  } catch (error) {
    if (isCheckViolation(error, 'accounts_member_not_negative')) {
      throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
    }
    throw error;
  }
}
