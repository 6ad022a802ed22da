import {
  type Address,
  decodeEventLog,
  type Hash,
  type Log,
  type PublicClient,
  parseAbiItem,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export type TransferVerdict =
  | { kind: 'credit'; amountMicros: bigint; from: Address; blockNumber: bigint; logIndex: number }
  | { kind: 'pending'; reason: string }
  | { kind: 'reject'; reason: string };

export const VERDICT_REASON = {
  unknown: 'No transaction with this hash was found on BNB Smart Chain.',
  notMined: 'The transaction is not in a block yet.',
  failed: 'The transaction failed on chain, so no USDT moved.',
  noTransfer: 'The transaction holds no USDT transfer.',
  wrongToken: 'The transaction moved another token, not USDT (BEP-20).',
  wrongRecipient: 'The USDT in this transaction was not sent to the deposit address.',
  wrongSender: 'The USDT was not sent from your registered USDT address.',
  tooSmall: 'The transferred amount is below one micro-USDT.',
  confirming: 'Waiting for the block to be final.',
} as const;

export function same(a: string, b: string) {
  return a.toLowerCase() === b.toLowerCase();
}

export function decodeTransfer(log: Log) {
  try {
    const decoded = decodeEventLog({ abi: [transferEvent], data: log.data, topics: log.topics });
    return { token: log.address, from: decoded.args.from, to: decoded.args.to, value: decoded.args.value, log };
  } catch {
    return null;
  }
}

/** Token units to micro-USDT, dropping dust below a micro (a token with fewer decimals scales up). */
export function tokenUnitsToMicros(value: bigint, decimals: number): bigint {
  return decimals >= 6 ? value / 10n ** BigInt(decimals - 6) : value * 10n ** BigInt(6 - decimals);
}

/** Whether a block is final: at or below the node's `finalized` block (where it has one) and N deep. */
export async function isFinal(client: PublicClient, blockNumber: bigint, confirmations: number): Promise<boolean> {
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  if (latest - blockNumber + 1n < BigInt(confirmations)) return false;
  try {
    const finalized = await client.getBlock({ blockTag: 'finalized' });
    return finalized.number !== null && blockNumber <= finalized.number;
  } catch {
    return true;
  }
}

/**
 * Null for a transaction or receipt the node says it does not have; any other failure (the node down, a timeout) is
 * thrown, so a caller leaves the deposit or payout as it was instead of refusing a hash nobody could read.
 */
export function nullWhenMissing(error: unknown): null {
  if (error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError) return null;
  throw error;
}

/**
 * Reads one transaction and decides: credit the first USDT Transfer log to the deposit address (from the
 * expected sender when one is given), wait while it is not final, or refuse with a reason a member can read.
 */
export async function verifyTransfer(
  client: PublicClient,
  options: {
    hash: Hash;
    usdtContract: Address;
    depositAddress: Address;
    tokenDecimals: number;
    confirmations: number;
    expectedSender?: Address;
  },
): Promise<TransferVerdict> {
  const receipt = await client.getTransactionReceipt({ hash: options.hash }).catch(nullWhenMissing);
  if (!receipt) {
    const transaction = await client.getTransaction({ hash: options.hash }).catch(nullWhenMissing);
    return transaction
      ? { kind: 'pending', reason: VERDICT_REASON.notMined }
      : { kind: 'reject', reason: VERDICT_REASON.unknown };
  }
  if (receipt.status !== 'success') return { kind: 'reject', reason: VERDICT_REASON.failed };
  const transfers = receipt.logs.map(decodeTransfer).filter((transfer) => transfer !== null);
  const toDeposit = transfers.filter((transfer) => same(transfer.to, options.depositAddress));
  const usdtToDeposit = toDeposit.filter((transfer) => same(transfer.token, options.usdtContract));
  if (!usdtToDeposit.length) {
    if (toDeposit.length) return { kind: 'reject', reason: VERDICT_REASON.wrongToken };
    const anyUsdt = transfers.some((transfer) => same(transfer.token, options.usdtContract));
    return { kind: 'reject', reason: anyUsdt ? VERDICT_REASON.wrongRecipient : VERDICT_REASON.noTransfer };
  }
  const sender = options.expectedSender;
  const match = sender ? usdtToDeposit.find((transfer) => same(transfer.from, sender)) : usdtToDeposit[0];
  if (!match) return { kind: 'reject', reason: VERDICT_REASON.wrongSender };
  const amountMicros = tokenUnitsToMicros(match.value, options.tokenDecimals);
  if (amountMicros <= 0n) return { kind: 'reject', reason: VERDICT_REASON.tooSmall };
  if (!(await isFinal(client, receipt.blockNumber, options.confirmations))) {
    return { kind: 'pending', reason: VERDICT_REASON.confirming };
  }
  return {
    kind: 'credit',
    amountMicros,
    from: match.from,
    blockNumber: receipt.blockNumber,
    logIndex: match.log.logIndex ?? 0,
  };
}

/** The token's decimals, read once at start-up; the verifier refuses to run when they surprise it. */
export async function readTokenDecimals(client: PublicClient, token: Address): Promise<number> {
  const decimals = await client.readContract({
    address: token,
    abi: [parseAbiItem('function decimals() view returns (uint8)')],
    functionName: 'decimals',
  });
  return Number(decimals);
}
