import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import { getSettings } from '../../core/settings';
import { moneyTransaction } from '../../db/money-transaction';
import { type PayoutRecord, withdrawals } from '../../db/schema';
import { markConfirmed, markFailed } from './payouts.repository';
import { recordPayout } from './record-payout';

// How a payout ends. Confirmed: the withdrawal is paid as an operator's payment pays it (status success with its
// hash, the ledger's payout movement, the member told), in one transaction with the payout's own state. Failed: the
// chain proved it can never be mined, and the withdrawal goes back to operators, still pending.

export async function confirmPayout(ctx: AppContext, options: { payout: PayoutRecord; transactionHash: string }) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  return moneyTransaction(ctx.db, async (tx) => {
    const confirmed = await markConfirmed(tx, {
      payoutId: options.payout.id,
      minedHash: options.transactionHash,
      now,
    });
    if (!confirmed) return null;
    const [paid] = await tx
      .update(withdrawals)
      .set({ status: 'success', payoutTxHash: options.transactionHash, reviewedAt: now })
      .where(
        and(
          eq(withdrawals.id, confirmed.withdrawalId),
          eq(withdrawals.status, 'pending'),
          isNotNull(withdrawals.payoutQueuedAt),
        ),
      )
      .returning();
    // Operators cannot pay or reject a withdrawal the engine took; reaching this is a broken invariant, not a race.
    if (!paid) throw new Error(`withdrawal ${confirmed.withdrawalId} of payout ${confirmed.id} is no longer pending`);
    await recordPayout(tx, {
      paid,
      transactionHash: options.transactionHash,
      actor: { actorId: null, ip: null },
      action: 'withdrawal.autoPay',
      details: { wallet: confirmed.wallet, nonce: confirmed.nonce?.toString() ?? null },
      explorerTransactionUrl: settings.explorerTransactionUrl,
      now,
    });
    return paid;
  });
}

export async function failPayout(ctx: AppContext, options: { payout: PayoutRecord; reason: string }) {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const failed = await markFailed(tx, { payoutId: options.payout.id, reason: options.reason, now });
    if (!failed) return null;
    await writeAudit(tx, {
      actorId: null,
      ip: null,
      action: 'payout.fail',
      targetType: 'withdrawal',
      targetId: failed.withdrawalId,
      details: { reason: options.reason, wallet: failed.wallet, nonce: failed.nonce?.toString() ?? null },
      now,
    });
    return failed;
  });
}
