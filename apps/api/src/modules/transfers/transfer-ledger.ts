import type { Queryable } from '../../db/client';
import type { TransferRecord } from '../../db/schema';
import { MEMBER_WALLET, walletIds, walletKey } from '../../ledger/accounts';
import { post } from '../../ledger/post';

/**
 * The one entry of a verified transfer: the sender's income wallet down, the receiver's deposit wallet up; no
 * platform account is touched, the money stays the members'. The key is the transfer's, so it moves once. The memo
 * keeps both UIDs, so each statement names the other member.
 */
export async function postTransfer(
  tx: Queryable,
  options: { transfer: TransferRecord; senderUid: string; receiverUid: string; now: Date },
) {
  const { transfer } = options;
  const from = { userId: transfer.senderId, wallet: MEMBER_WALLET.income };
  const to = { userId: transfer.receiverId, wallet: MEMBER_WALLET.deposit };
  const ids = await walletIds(tx, [from, to]);
  const fromId = ids.get(walletKey(from));
  const toId = ids.get(walletKey(to));
  if (!fromId || !toId) throw new Error(`transfer ${transfer.id}: wallet not opened`);
  return post(tx, {
    kind: 'transfer',
    idempotencyKey: `transfer:${transfer.id}`,
    lines: [
      { accountId: fromId, amountMicros: -transfer.amountMicros },
      { accountId: toId, amountMicros: transfer.amountMicros },
    ],
    memo: { transferId: transfer.id, senderUid: options.senderUid, receiverUid: options.receiverUid },
    now: options.now,
  });
}
