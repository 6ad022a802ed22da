import type { Address, Hash } from 'viem';
import { verdictReasonTexts } from '../../chain/verdict-reason.texts';
import { readTokenDecimals, verifyTransfer } from '../../chain/verify-transfer';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { moneyTransaction } from '../../db/money-transaction';
import type { deposits } from '../../db/schema';
import { depositRejected } from '../notifications/notification-events';
import { notify } from '../notifications/notify';
import { creditDeposit } from './credit-deposit';
import {
  chainCreditClaim,
  findPendingChainDeposit,
  listPendingChainDepositIds,
  markChainDepositRefused,
} from './deposits.repository';

type Deposit = typeof deposits.$inferSelect;

export class TokenDecimalsMismatch extends Error {}

// A token's decimals never change; one read per contract address per process.
const decimalsByToken = new Map<string, number>();

/** The USDT contract's decimals, refusing a token whose decimals are not the configured ones. */
export async function checkedTokenDecimals(ctx: AppContext, token: Address, client = ctx.chain): Promise<number> {
  if (!client) throw new Error('no chain node configured (CHAIN_RPC_URL)');
  const key = token.toLowerCase();
  const known = decimalsByToken.get(key) ?? (await readTokenDecimals(client, token));
  decimalsByToken.set(key, known);
  if (known !== ctx.config.EXPECTED_TOKEN_DECIMALS) {
    throw new TokenDecimalsMismatch(
      `USDT contract ${token} has ${known} decimals, expected ${ctx.config.EXPECTED_TOKEN_DECIMALS}`,
    );
  }
  return known;
}

/**
 * Verifies one pending chain-mode deposit on chain: credits the on-chain amount once, refuses it with a
 * reason, or leaves it pending for the next recheck. Answers the deposit as it is afterwards.
 */
export async function settleChainDeposit(ctx: AppContext, depositId: string): Promise<Deposit | undefined> {
  const row = await findPendingChainDeposit(ctx.db, depositId);
  if (!row || !ctx.chain) return row?.deposit;
  const settings = await getSettings(ctx.db);
  const usdtContract = settings.usdtContract as Address;
  const verdict = await verifyTransfer(ctx.chain, {
    hash: row.deposit.txHash as Hash,
    usdtContract,
    depositAddress: settings.depositAddress as Address,
    tokenDecimals: await checkedTokenDecimals(ctx, usdtContract),
    confirmations: settings.confirmations,
    expectedSender: (row.senderAddress ?? undefined) as Address | undefined,
  });
  if (verdict.kind === 'pending') return row.deposit;
  const now = ctx.clock();
  return moneyTransaction(ctx.db, async (tx) => {
    if (verdict.kind === 'reject') {
      // The member reads why in their language (docs/product.md#languages); `reason` keeps the English.
      const reasonTexts = verdictReasonTexts(verdict.reason);
      const refused = await markChainDepositRefused(tx, { depositId, reason: verdict.reason, reasonTexts, now });
      if (refused) {
        const { userId, amountMicros } = refused;
        const reason = reasonTexts ?? verdict.reason;
        await notify(tx, [depositRejected({ userId, depositId, amountMicros, reason, now })]);
      }
      return refused;
    }
    const chainFacts = { blockNumber: verdict.blockNumber, logIndex: verdict.logIndex };
    const credited = await creditDeposit(tx, {
      claim: chainCreditClaim(tx, { depositId, creditedMicros: verdict.amountMicros, ...chainFacts, now }),
      deposit: row.deposit,
      amountMicros: verdict.amountMicros,
      now,
    });
    if (!credited) return undefined;
    return { ...row.deposit, ...chainFacts, status: 'success', creditedMicros: verdict.amountMicros, reviewedAt: now };
  });
}

/** Rechecks the oldest pending chain-mode deposits; safe on many replicas (each credit is conditional and idempotent). */
export async function recheckPendingChainDeposits(ctx: AppContext, options: { limit?: number } = {}) {
  const pending = await listPendingChainDepositIds(ctx.db, options.limit ?? 50);
  for (const { id } of pending) await settleChainDeposit(ctx, id);
  return pending.length;
}
