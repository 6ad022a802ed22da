import { type Address, formatUnits, type Hash, type PublicClient } from 'viem';
import { decodeTransfer, isFinal, nullWhenMissing, same } from './verify-transfer';

export type PayoutRefusal =
  | 'unknown'
  | 'notFinal'
  | 'failed'
  | 'wrongToken'
  | 'wrongRecipient'
  | 'wrongSender'
  | 'wrongAmount';

export type PayoutVerdict =
  | { kind: 'paid' }
  /** `sent`: what the treasury's transfer to the recipient carried, in USDT, when the amount is what is wrong. */
  | { kind: 'refused'; reason: PayoutRefusal; sent?: string };

/**
 * The token units of `micros` compared exactly with a transfer's value: both scaled to the finer of the two, so a
 * transfer carrying dust below a micro-USDT is not the amount, and a token with fewer decimals still compares.
 */
function sameAmount(value: bigint, micros: bigint, decimals: number): boolean {
  const finest = Math.max(decimals, 6);
  return value * 10n ** BigInt(finest - decimals) === micros * 10n ** BigInt(finest - 6);
}

/**
 * Reads one transaction and decides whether it is the payout: a final USDT Transfer from the treasury to the
 * recipient of exactly `netMicros`. A refusal names the first thing that does not fit, recipient before sender
 * before amount, so an operator who pasted the wrong hash hears about the address first.
 */
export async function verifyPayout(
  client: PublicClient,
  options: {
    hash: Hash;
    usdtContract: Address;
    treasury: Address;
    recipient: Address;
    netMicros: bigint;
    tokenDecimals: number;
    confirmations: number;
  },
): Promise<PayoutVerdict> {
  const receipt = await client.getTransactionReceipt({ hash: options.hash }).catch(nullWhenMissing);
  if (!receipt) {
    const transaction = await client.getTransaction({ hash: options.hash }).catch(nullWhenMissing);
    return { kind: 'refused', reason: transaction ? 'notFinal' : 'unknown' };
  }
  if (receipt.status !== 'success') return { kind: 'refused', reason: 'failed' };
  const usdt = receipt.logs
    .map(decodeTransfer)
    .filter((transfer) => transfer !== null)
    .filter((transfer) => same(transfer.token, options.usdtContract));
  if (!usdt.length) return { kind: 'refused', reason: 'wrongToken' };
  const toRecipient = usdt.filter((transfer) => same(transfer.to, options.recipient));
  if (!toRecipient.length) return { kind: 'refused', reason: 'wrongRecipient' };
  const fromTreasury = toRecipient.filter((transfer) => same(transfer.from, options.treasury));
  const [first] = fromTreasury;
  if (!first) return { kind: 'refused', reason: 'wrongSender' };
  if (!fromTreasury.some((transfer) => sameAmount(transfer.value, options.netMicros, options.tokenDecimals))) {
    return { kind: 'refused', reason: 'wrongAmount', sent: formatUnits(first.value, options.tokenDecimals) };
  }
  if (!(await isFinal(client, receipt.blockNumber, options.confirmations))) {
    return { kind: 'refused', reason: 'notFinal' };
  }
  return { kind: 'paid' };
}
