import { randomUUID } from 'node:crypto';
import { DEPOSIT_ADDRESS_MSG } from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import type { Queryable } from '../../db/client';
import { moneyTransaction } from '../../db/money-transaction';
import { chainTransactions, deposits, depositTransfers } from '../../db/schema';
import { creditDeposit } from './credit-deposit';

type Transfer = typeof depositTransfers.$inferSelect;

/**
 * Settles one final transfer to a member's address (docs/product.md#deposits): below `dustBelowMicros` it is dust,
 * recorded and not credited; otherwise one transaction writes the deposit (marked `watcher`, so every deposit view
 * shows it) credited as every deposit is (credit-deposit.ts: its entry into the member's deposit wallet, the audit
 * row, actor: the system, and the notice), then the transfer marked credited.
 * The row is locked while pending, so of the watcher and the hash form settling it together, one does and the other
 * finds it settled; the deposits' unique (hash, log index) stands behind that. `ip`: the address of the member's
 * request when the hash form settles it, null for the watcher.
 */
export async function settleFinalTransfer(
  ctx: AppContext,
  transfer: Transfer,
  options: { dustBelowMicros: bigint; ip: string | null },
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
    const claim = await hashFormClaim(tx, row);
    if (claim?.status === 'success') {
      await settleByApprovedClaim(tx, { transfer: row, depositId: claim.id, ip: options.ip, now });
      return 'credited';
    }
    const deposit = { id: randomUUID(), userId: row.userId, txHash: row.txHash };
    await creditDeposit(tx, {
      claim: tx
        .insert(deposits)
        .values({
          ...deposit,
          amountMicros: row.amountMicros,
          verification: 'watcher',
          status: 'success',
          creditedMicros: row.amountMicros,
          blockNumber: row.blockNumber,
          logIndex: row.logIndex,
          reviewedAt: now,
          createdAt: now,
        })
        .returning({ id: deposits.id }),
      deposit,
      amountMicros: row.amountMicros,
      now,
      audit: {
        actorId: null,
        ip: options.ip,
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
      },
    });
    await tx
      .update(depositTransfers)
      .set({ status: 'credited', depositId: deposit.id, settledAt: now })
      .where(eq(depositTransfers.id, row.id));
    // The hash is the platform's from now on: it can never settle a payout (chain/transaction-hashes.ts).
    await tx
      .insert(chainTransactions)
      .values({ txHash: row.txHash, direction: 'deposit', referenceId: deposit.id, createdAt: now })
      .onConflictDoNothing({ target: chainTransactions.txHash });
    if (claim?.status === 'pending') await rejectSettledClaim(tx, { depositId: claim.id, ip: options.ip, now });
    return 'credited';
  });
}

/**
 * The member's own hash-form request for the same transaction, when the form could not tell it was theirs (the
 * transaction was not yet mined when they pasted it, so it went the shared address's way). Locked, so an operator's
 * approval and this settlement cannot both credit it; one that has no transfer matched to it yet.
 */
async function hashFormClaim(tx: Queryable, transfer: Transfer) {
  const [claim] = await tx
    .select({ id: deposits.id, status: deposits.status })
    .from(deposits)
    .where(
      and(
        eq(deposits.txHash, transfer.txHash),
        eq(deposits.userId, transfer.userId),
        ne(deposits.verification, 'watcher'),
        sql`not exists (select 1 from deposit_transfers matched where matched.deposit_id = ${deposits.id})`,
      ),
    )
    .for('update');
  return claim;
}

/** An operator approved the request before the watcher saw its transfer: the transfer is that credit, not another. */
async function settleByApprovedClaim(
  tx: Queryable,
  options: { transfer: Transfer; depositId: string; ip: string | null; now: Date },
) {
  const { transfer, depositId, now } = options;
  await tx
    .update(depositTransfers)
    .set({ status: 'credited', depositId, settledAt: now })
    .where(eq(depositTransfers.id, transfer.id));
  await writeAudit(tx, {
    actorId: null,
    ip: options.ip,
    action: 'deposit.watcher.matched',
    targetType: 'deposit',
    targetId: depositId,
    details: {
      txHash: transfer.txHash,
      logIndex: transfer.logIndex,
      blockNumber: transfer.blockNumber.toString(),
      to: transfer.toAddress,
      amountMicros: transfer.amountMicros.toString(),
    },
    now,
  });
}

/** The request still waiting for review is settled by the credit just made: closed with the reason the member reads. */
async function rejectSettledClaim(tx: Queryable, options: { depositId: string; ip: string | null; now: Date }) {
  const reason = DEPOSIT_ADDRESS_MSG.creditedByWatcher;
  await tx
    .update(deposits)
    .set({ status: 'reject', reason, reviewedAt: options.now })
    .where(and(eq(deposits.id, options.depositId), eq(deposits.status, 'pending')));
  await writeAudit(tx, {
    actorId: null,
    ip: options.ip,
    action: 'deposit.reject',
    targetType: 'deposit',
    targetId: options.depositId,
    details: { reason },
    now: options.now,
  });
}
