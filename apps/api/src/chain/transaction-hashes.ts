import { MSG } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { chainTransactions } from '../db/schema';
import { AppError } from '../lib/app-error';

/**
 * Records a transaction hash inside the caller's transaction, or refuses it when the platform has recorded it
 * before in either direction (a deposit claimed with a payout's hash, a payout settled with a deposit's).
 */
export async function recordChainTransaction(
  tx: Queryable,
  options: { txHash: string; direction: 'deposit' | 'payout'; referenceId: string; now: Date },
) {
  const [recorded] = await tx
    .insert(chainTransactions)
    .values({
      txHash: options.txHash.toLowerCase(),
      direction: options.direction,
      referenceId: options.referenceId,
      createdAt: options.now,
    })
    .onConflictDoNothing({ target: chainTransactions.txHash })
    .returning({ txHash: chainTransactions.txHash });
  if (!recorded) {
    throw new AppError('CONFLICT', options.direction === 'deposit' ? MSG.depositHashUsed : MSG.withdrawalPayoutUsed);
  }
}

/** Whether the platform recorded this hash before, in either direction; the insert above still decides races. */
export async function isChainTransactionRecorded(db: Queryable, txHash: string): Promise<boolean> {
  const [row] = await db
    .select({ txHash: chainTransactions.txHash })
    .from(chainTransactions)
    .where(eq(chainTransactions.txHash, txHash.toLowerCase()));
  return Boolean(row);
}
