import type { Queryable } from '../db/client';
import type { WithdrawalRecord } from '../db/schema';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from './accounts';
import { type PostingLine, type PostOptions, post } from './post';

// The three entries of a withdrawal's life. Each key is unique per request, so no step moves money twice.

/**
 * Verified: the amount leaves the income wallet (or the order's capital) and waits in withdrawals payable.
 * `incomeWalletId`, when the caller read it with the request, saves reading it again.
 */
export async function postWithdrawalHold(
  tx: Queryable,
  options: { withdrawal: WithdrawalRecord; now: Date; incomeWalletId?: string },
) {
  return post(tx, await withdrawalHoldEntry(tx, options));
}

/** The hold's entry, for the verify's statement (hold-withdrawal.ts) or postWithdrawalHold. */
export async function withdrawalHoldEntry(
  db: Queryable,
  options: { withdrawal: WithdrawalRecord; now: Date; incomeWalletId?: string },
): Promise<PostOptions> {
  const { withdrawal } = options;
  const source =
    withdrawal.kind === 'income'
      ? (options.incomeWalletId ??
        (await memberAccountId(db, { userId: withdrawal.userId, wallet: MEMBER_WALLET.income })))
      : await platformAccountId(db, PLATFORM_ACCOUNT.packageCapitalHeld);
  return {
    kind: `withdrawal:${withdrawal.kind}:hold`,
    idempotencyKey: `withdrawal:hold:${withdrawal.id}`,
    lines: [
      { accountId: source, amountMicros: -withdrawal.amountMicros },
      {
        accountId: await platformAccountId(db, PLATFORM_ACCOUNT.withdrawalsPayable),
        amountMicros: withdrawal.amountMicros,
      },
    ],
    memo: { withdrawalId: withdrawal.id, orderId: withdrawal.orderId },
    now: options.now,
  };
}

/** Paid: the net went out on chain, the charge is the platform's. */
export async function postWithdrawalPayout(tx: Queryable, options: { withdrawal: WithdrawalRecord; now: Date }) {
  const { withdrawal } = options;
  const lines: PostingLine[] = [
    {
      accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.withdrawalsPayable),
      amountMicros: -withdrawal.amountMicros,
    },
    {
      accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.withdrawalsPaidOut),
      amountMicros: withdrawal.netMicros,
    },
  ];
  if (withdrawal.chargeMicros > 0n) {
    lines.push({
      accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.withdrawalFeesEarned),
      amountMicros: withdrawal.chargeMicros,
    });
  }
  return post(tx, {
    kind: 'withdrawal:payout',
    idempotencyKey: `withdrawal:payout:${withdrawal.id}`,
    lines,
    memo: { withdrawalId: withdrawal.id, txHash: withdrawal.payoutTxHash },
    now: options.now,
  });
}

/**
 * Rejected: the whole amount, charge included, goes back to the member's income wallet. A capital request's
 * order stays closed, so its capital becomes withdrawable income instead of earning again.
 */
export async function postWithdrawalReturn(tx: Queryable, options: { withdrawal: WithdrawalRecord; now: Date }) {
  const { withdrawal } = options;
  return post(tx, {
    kind: 'withdrawal:return',
    idempotencyKey: `withdrawal:return:${withdrawal.id}`,
    lines: [
      {
        accountId: await platformAccountId(tx, PLATFORM_ACCOUNT.withdrawalsPayable),
        amountMicros: -withdrawal.amountMicros,
      },
      {
        accountId: await memberAccountId(tx, { userId: withdrawal.userId, wallet: MEMBER_WALLET.income }),
        amountMicros: withdrawal.amountMicros,
      },
    ],
    memo: { withdrawalId: withdrawal.id, reason: withdrawal.reason },
    now: options.now,
  });
}
