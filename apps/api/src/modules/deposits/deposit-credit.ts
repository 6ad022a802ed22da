import type { Tx } from '../../db/client';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { type AlsoWritten, post } from '../../ledger/post';

/**
 * The one ledger entry of a deposit: the member's deposit wallet up, deposits received down; once per deposit.
 * `depositWalletId` when the caller read it with the deposit; `alsoWrite` what goes in the same statement.
 */
export async function postDepositCredit(
  tx: Tx,
  options: {
    depositId: string;
    userId: string;
    txHash: string;
    amountMicros: bigint;
    now: Date;
    depositWalletId?: string | null;
    alsoWrite?: AlsoWritten;
  },
) {
  const wallet =
    options.depositWalletId ?? (await memberAccountId(tx, { userId: options.userId, wallet: MEMBER_WALLET.deposit }));
  const entry = {
    kind: 'deposit',
    idempotencyKey: `deposit:${options.depositId}`,
    now: options.now,
    memo: { depositId: options.depositId, txHash: options.txHash },
    lines: [
      {
        accountId: wallet,
        amountMicros: options.amountMicros,
      },
      {
        accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.depositsReceived),
        amountMicros: -options.amountMicros,
      },
    ],
  };
  return post(tx, entry, { alsoWrite: options.alsoWrite });
}
