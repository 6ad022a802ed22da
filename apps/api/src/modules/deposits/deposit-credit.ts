import type { SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { type AlsoWritten, type PostOptions, post, postGatedEntries } from '../../ledger/post';

interface DepositCredit {
  depositId: string;
  userId: string;
  txHash: string;
  amountMicros: bigint;
  now: Date;
  /** The member's deposit wallet, when the caller read it with the deposit. */
  depositWalletId?: string | null;
  /** What goes in the same statement. */
  alsoWrite?: AlsoWritten;
}

/** The one ledger entry of a deposit: the member's deposit wallet up, deposits received down; once per deposit. */
export async function postDepositCredit(tx: Tx, options: DepositCredit) {
  return post(tx, await depositCreditEntry(tx, options), { alsoWrite: options.alsoWrite });
}

/**
 * The same entry by one statement outside any transaction, written only if that statement's `gate` CTE claims the
 * deposit (postGatedEntries); answers whether it did.
 */
export async function postDepositCreditAlone(db: Queryable, options: DepositCredit & { gate: SQL }) {
  const entry = await depositCreditEntry(db, options);
  const { gated } = await postGatedEntries(db, [{ ...entry, gate: options.depositId }], {
    gate: options.gate,
    alsoWrite: options.alsoWrite,
  });
  return gated.has(options.depositId);
}

async function depositCreditEntry(db: Queryable, options: DepositCredit): Promise<PostOptions> {
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
