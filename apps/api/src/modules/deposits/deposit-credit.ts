import type { Queryable, Tx } from '../../db/client';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { type PostOptions, post } from '../../ledger/post';

interface DepositCredit {
  depositId: string;
  userId: string;
  txHash: string;
  amountMicros: bigint;
  now: Date;
  /** The member's deposit wallet, when the caller read it with the deposit. */
  depositWalletId?: string | null;
}

/** The one ledger entry of a deposit, by a statement of its own in the caller's transaction; once per deposit. */
export async function postDepositCredit(tx: Tx, options: DepositCredit) {
  return post(tx, await depositCreditEntry(tx, options));
}

/** The one ledger entry of a deposit: the member's deposit wallet up, deposits received down. */
export async function depositCreditEntry(db: Queryable, options: DepositCredit): Promise<PostOptions> {
  const wallet =
    options.depositWalletId ?? (await memberAccountId(db, { userId: options.userId, wallet: MEMBER_WALLET.deposit }));
  return {
    kind: 'deposit',
    idempotencyKey: `deposit:${options.depositId}`,
    now: options.now,
    memo: { depositId: options.depositId, txHash: options.txHash },
    lines: [
      { accountId: wallet, amountMicros: options.amountMicros },
      {
        accountId: await platformAccountId(db, PLATFORM_ACCOUNT.depositsReceived),
        amountMicros: -options.amountMicros,
      },
    ],
  };
}
