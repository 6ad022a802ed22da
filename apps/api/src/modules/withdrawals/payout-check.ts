import {
  MSG,
  microsToUsdt,
  type OperatorSettings,
  payoutTxWrongAmountMessage,
  payoutTxWrongSenderMessage,
} from '@app/contract';
import type { Address, Hash } from 'viem';
import { isChainTransactionRecorded } from '../../chain/transaction-hashes';
import { type PayoutRefusal, verifyPayout } from '../../chain/verify-payout';
import type { AppContext } from '../../context';
import type { WithdrawalRecord } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { checkedTokenDecimals } from '../deposits/chain-deposits.service';

// A payout hash is checked on chain in the platform's `chain` mode (the mode deposits are verified in, with its node,
// USDT contract and confirmations), before anything is recorded. Without a node there is nothing to check it with:
// the hash is recorded as the operator gives it, and the console says so (docs/product.md#withdrawals).

export type PayoutCheck = 'chain' | 'manual';

export function payoutCheckOf(ctx: Pick<AppContext, 'chain'>, settings: OperatorSettings): PayoutCheck {
  return settings.depositVerificationMode === 'chain' && ctx.chain ? 'chain' : 'manual';
}

// A hash not final yet may pass later (409); the others name a transaction that will never be this payout (400).
const REFUSALS: Record<Exclude<PayoutRefusal, 'wrongSender' | 'wrongAmount'>, ['VALIDATION' | 'CONFLICT', string]> = {
  unknown: ['VALIDATION', MSG.payoutTxNotFound],
  notFinal: ['CONFLICT', MSG.payoutTxNotFinal],
  failed: ['VALIDATION', MSG.payoutTxFailed],
  wrongToken: ['VALIDATION', MSG.payoutTxWrongToken],
  wrongRecipient: ['VALIDATION', MSG.payoutTxWrongRecipient],
};

/**
 * Refuses, before the payment's transaction, a hash recorded before or, in `chain` mode, one that is not a final USDT
 * Transfer of exactly the net amount from the treasury to the withdrawal's address.
 */
export async function assertPayoutTransaction(
  ctx: AppContext,
  options: { withdrawal: WithdrawalRecord; transactionHash: string; settings: OperatorSettings },
) {
  if (await isChainTransactionRecorded(ctx.db, options.transactionHash)) {
    throw new AppError('CONFLICT', MSG.withdrawalPayoutUsed);
  }
  const { chain } = ctx;
  if (!chain || payoutCheckOf(ctx, options.settings) !== 'chain') return;
  const { settings, withdrawal } = options;
  const usdtContract = settings.usdtContract as Address;
  const read = async () =>
    verifyPayout(chain, {
      hash: options.transactionHash as Hash,
      usdtContract,
      treasury: settings.treasuryAddress as Address,
      recipient: withdrawal.address as Address,
      netMicros: withdrawal.netMicros,
      tokenDecimals: await checkedTokenDecimals(ctx, usdtContract),
      confirmations: settings.confirmations,
    });
  // A node that does not answer refuses the payment for now rather than recording an unchecked hash.
  const verdict = await read().catch((error: unknown) => {
    throw new AppError('UNAVAILABLE', MSG.payoutChainUnavailable, { cause: error });
  });
  if (verdict.kind === 'paid') return;
  if (verdict.reason === 'wrongSender') {
    throw new AppError('VALIDATION', payoutTxWrongSenderMessage(settings.treasuryAddress));
  }
  if (verdict.reason === 'wrongAmount') {
    const net = String(microsToUsdt(withdrawal.netMicros));
    throw new AppError('VALIDATION', payoutTxWrongAmountMessage(verdict.sent ?? '0', net));
  }
  const [code, message] = REFUSALS[verdict.reason];
  throw new AppError(code, message);
}
