import type { Tx } from '../../db/client';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';

/** The one ledger entry of a deposit: the member's deposit wallet up, deposits received down; once per deposit. */
export async function postDepositCredit(
  tx: Tx,
  options: { depositId: string; userId: string; txHash: string; amountMicros: bigint; now: Date },
) {
  return post(tx, {
    kind: 'deposit',
    idempotencyKey: `deposit:${options.depositId}`,
    now: options.now,
    memo: { depositId: options.depositId, txHash: options.txHash },
    lines: [
      {
        accountId: await memberAccountId(tx, { userId: options.userId, wallet: MEMBER_WALLET.deposit }),
        amountMicros: options.amountMicros,
      },
      {
        accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.depositsReceived),
        amountMicros: -options.amountMicros,
      },
    ],
  });
}
