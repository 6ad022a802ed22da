import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import { chainTransactions, deposits, depositTransfers } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { depositApproved } from '../notifications/notification-texts';
import { notify } from '../notifications/notify';
import { postDepositCredit } from './deposit-credit';

type Transfer = typeof depositTransfers.$inferSelect;

/**
 * Settles one final transfer to a member's address (docs/product.md#deposits): below `dustBelowMicros` it is dust,
 * recorded and not credited; otherwise one transaction writes the deposit (marked `watcher`, so every deposit view
 * shows it), its ledger entry into the member's deposit wallet, the audit row (actor: the system) and the notice.
 * The row is locked while pending, so of the watcher and the hash form settling it together, one does and the other
 * finds it settled; the deposits' unique (hash, log index) stands behind that.
 */
export async function settleFinalTransfer(
  ctx: AppContext,
  transfer: Transfer,
  options: { dustBelowMicros: bigint },
): Promise<Transfer['status']> {
  const now = ctx.clock();
  return moneyTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .select()
      .from(depositTransfers)
      .where(and(eq(depositTransfers.id, transfer.id), eq(depositTransfers.status, 'pending')))
      .for('update');
    if (!row) {
      const [settled] = await tx.select().from(depositTransfers).where(eq(depositTransfers.id, transfer.id));
      return settled?.status ?? 'dropped';
    }
    if (row.amountMicros < options.dustBelowMicros || row.amountMicros === 0n) {
      await tx.update(depositTransfers).set({ status: 'dust', settledAt: now }).where(eq(depositTransfers.id, row.id));
      return 'dust';
    }
    const [deposit] = await tx
      .insert(deposits)
      .values({
        userId: row.userId,
        amountMicros: row.amountMicros,
        txHash: row.txHash,
        verification: 'watcher',
        status: 'success',
        creditedMicros: row.amountMicros,
        blockNumber: row.blockNumber,
        logIndex: row.logIndex,
        reviewedAt: now,
        createdAt: now,
      })
      .returning({ id: deposits.id });
    if (!deposit) throw new Error(`deposit of transfer ${row.id} not written`);
    await tx
      .update(depositTransfers)
      .set({ status: 'credited', depositId: deposit.id, settledAt: now })
      .where(eq(depositTransfers.id, row.id));
    // The hash is the platform's from now on: it can never settle a payout (chain/transaction-hashes.ts).
    await tx
      .insert(chainTransactions)
      .values({ txHash: row.txHash, direction: 'deposit', referenceId: deposit.id, createdAt: now })
      .onConflictDoNothing({ target: chainTransactions.txHash });
    await postDepositCredit(tx, {
      depositId: deposit.id,
      userId: row.userId,
      txHash: row.txHash,
      amountMicros: row.amountMicros,
      now,
    });
    await writeAudit(tx, {
      actorId: null,
      action: 'deposit.watcher.credit',
      targetType: 'deposit',
      targetId: deposit.id,
      details: {
        txHash: row.txHash,
        logIndex: row.logIndex,
        blockNumber: row.blockNumber.toString(),
        to: row.toAddress,
        amountMicros: row.amountMicros.toString(),
      },
      now,
    });
    await notify(tx, [
      depositApproved({ userId: row.userId, depositId: deposit.id, amountMicros: row.amountMicros, now }),
    ]);
    return 'credited';
  });
}
