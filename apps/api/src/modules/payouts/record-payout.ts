import { recordChainTransaction } from '../../chain/transaction-hashes';
import { writeAudit } from '../../core/audit';
import type { Queryable } from '../../db/client';
import type { WithdrawalRecord } from '../../db/schema';
import { writeMoney } from '../../ledger/money-event';
import { withdrawalHold } from '../../ledger/movements';
import { withdrawalPaid } from '../notifications/notification-events';
import { notify } from '../notifications/notify';

/**
 * What paying a withdrawal writes once its row says `success`, in the caller's transaction, whoever paid it (an
 * operator, or the payout engine with no actor): the hash recorded against reuse, the ledger's payout movement, the
 * audit row and the member's notification.
 */
export async function recordPayout(
  tx: Queryable,
  options: {
    paid: WithdrawalRecord;
    transactionHash: string;
    actor: { actorId: string | null; ip: string | null };
    action: 'withdrawal.pay' | 'withdrawal.autoPay';
    details: Record<string, unknown>;
    explorerTransactionUrl: string;
    now: Date;
  },
) {
  const { paid, transactionHash, now } = options;
  await recordChainTransaction(tx, { txHash: transactionHash, direction: 'payout', referenceId: paid.id, now });
  await writeMoney(tx, { entries: [await withdrawalHold.post(tx, { withdrawal: paid, now })] });
  await writeAudit(tx, {
    ...options.actor,
    action: options.action,
    targetType: 'withdrawal',
    targetId: paid.id,
    details: { transactionHash, netAmountMicros: paid.netMicros.toString(), ...options.details },
    now,
  });
  await notify(tx, [
    withdrawalPaid({
      userId: paid.userId,
      withdrawalId: paid.id,
      kind: paid.kind,
      netMicros: paid.netMicros,
      transactionHash,
      explorerTransactionUrl: options.explorerTransactionUrl,
      now,
    }),
  ]);
}
