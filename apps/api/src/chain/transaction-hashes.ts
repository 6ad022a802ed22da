import { MSG } from '@app/contract';
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
