import { and, eq, isNotNull } from 'drizzle-orm';
import { recordChainTransaction } from '../../chain/transaction-hashes';
import type { AppContext } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import { type PayoutRecord, withdrawals } from '../../db/schema';
import { withdrawalHold } from '../../ledger/movements';
import { post } from '../../ledger/post';
import { writeAudit } from '../../lib/audit';
import { withdrawalPaid } from '../notifications/notification-texts';
import { notify } from '../notifications/notify';
import { getSettings } from '../settings/settings.service';
import { markConfirmed, markFailed } from './payouts.repository';

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
    await recordChainTransaction(tx, {
      txHash: options.transactionHash,
      direction: 'payout',
      referenceId: paid.id,
      now,
    });
    await post(tx, await withdrawalHold.post(tx, { withdrawal: paid, now }));
    await writeAudit(tx, {
      actorId: null,
      ip: null,
      action: 'withdrawal.autoPay',
      targetType: 'withdrawal',
      targetId: paid.id,
      details: {
        transactionHash: options.transactionHash,
        netAmountMicros: paid.netMicros.toString(),
        wallet: confirmed.wallet,
        nonce: confirmed.nonce?.toString() ?? null,
      },
      now,
    });
    await notify(tx, [
      withdrawalPaid({
        userId: paid.userId,
        withdrawalId: paid.id,
        capital: paid.kind === 'capital',
        netMicros: paid.netMicros,
        transactionHash: options.transactionHash,
        explorerTransactionUrl: settings.explorerTransactionUrl,
        now,
      }),
    ]);
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
