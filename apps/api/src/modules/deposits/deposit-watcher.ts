import {
  type Address,
  type Hash,
  type Log,
  type PublicClient,
  parseAbiItem,
  TransactionReceiptNotFoundError,
} from 'viem';
import { decodeTransfer, same, tokenUnitsToMicros } from '../../chain/verify-transfer';
import type { AppContext } from '../../context';
import { getSettings, usdtSettingToMicros } from '../../core/settings';
import { checkedTokenDecimals } from './chain-deposits.service';
import {
  dropVanishedTransfers,
  listDepositAddresses,
  listPendingTransfers,
  readWatcher,
  recordWatcherFailure,
  recordWatcherSuccess,
  type SeenTransfer,
  upsertSeenTransfers,
} from './deposit-addresses.repository';
import { settleFinalTransfer } from './transfer-credit';

// The chain watcher (docs/decisions/019-deposit-addresses.md): reads the USDT Transfer logs to member addresses from
// a cursor kept in the database, and credits each log once its block is final.

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** Blocks per eth_getLogs call: public BNB Smart Chain nodes refuse wider ranges. */
export const BLOCKS_PER_CALL = 2_000n;
/** Addresses per call, as an OR of the `to` topic: bounded requests, and answers that hold only our logs. */
export const ADDRESSES_PER_CALL = 500;
/** Blocks read in one run at most: a watcher far behind catches up over several runs, each advancing the cursor. */
export const BLOCKS_PER_RUN = 50_000n;

export interface WatcherRun {
  headBlock: bigint;
  cursorBlock: bigint;
  seen: number;
  credited: number;
  dust: number;
  dropped: number;
}

/**
 * One run: reads (cursor, head] in bounded calls, records every log to a member address as pending, drops pending
 * logs of that range the read no longer finds (a reorganisation removed them), settles the pending logs whose block
 * is final and still canonical, then moves the cursor to the last final block read. A node that fails leaves the
 * cursor where it was, so the next run reads the same blocks: nothing is missed, and the (hash, log index) key
 * keeps anything from being credited twice. Answers null before the first address was handed out.
 */
export async function runDepositWatcher(ctx: AppContext, client = ctx.chain): Promise<WatcherRun | null> {
  const watcher = await readWatcher(ctx.db);
  if (!watcher || !client) return null;
  try {
    return await watch(ctx, client, watcher.cursorBlock);
  } catch (error) {
    await recordWatcherFailure(ctx.db, {
      error: error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error),
      now: ctx.clock(),
    });
    throw error;
  }
}

async function watch(ctx: AppContext, client: PublicClient, cursor: bigint): Promise<WatcherRun> {
  const settings = await getSettings(ctx.db);
  const token = settings.usdtContract as Address;
  const decimals = await checkedTokenDecimals(ctx, token, client);
  // The head is read before the addresses are listed, on purpose: an address handed out after the list was read
  // can only receive in a block above this head, so above the cursor this run leaves, and the next run reads it.
  const head = await client.getBlockNumber({ cacheTime: 0 });
  // A node behind what was read already (one restored from an old copy, or still syncing) has nothing to say about
  // the blocks above its head: the run fails, so operators see it, rather than succeeding with nothing read.
  if (head < cursor) {
    throw new Error(`The chain node's latest block ${head} is behind block ${cursor}, already read: it is lagging.`);
  }
  const finalHead = head - BigInt(settings.confirmations) + 1n;
  const fromBlock = cursor + 1n;
  const toBlock = head < fromBlock + BLOCKS_PER_RUN - 1n ? head : fromBlock + BLOCKS_PER_RUN - 1n;
  const members = new Map((await listDepositAddresses(ctx.db)).map((row) => [row.address, row.userId]));
  const seen: SeenTransfer[] = [];
  if (fromBlock <= toBlock && members.size) {
    const addresses = [...members.keys()] as Address[];
    for (let start = fromBlock; start <= toBlock; start += BLOCKS_PER_CALL) {
      const end = start + BLOCKS_PER_CALL - 1n < toBlock ? start + BLOCKS_PER_CALL - 1n : toBlock;
      for (let at = 0; at < addresses.length; at += ADDRESSES_PER_CALL) {
        const logs = await client.getLogs({
          address: token,
          event: transferEvent,
          args: { to: addresses.slice(at, at + ADDRESSES_PER_CALL) },
          fromBlock: start,
          toBlock: end,
        });
        seen.push(...toSeen(logs, { token, members, decimals }));
      }
    }
  }
  const now = ctx.clock();
  await upsertSeenTransfers(ctx.db, seen, now);
  const read = fromBlock <= toBlock ? [...members.keys()] : [];
  const dropped = await dropVanishedTransfers(ctx.db, { fromBlock, toBlock, addresses: read, seen, now });
  const settleUpTo = finalHead < toBlock ? finalHead : toBlock;
  const settled = await settleFinal(ctx, client, {
    upToBlock: settleUpTo,
    dustBelowMicros: dustOf(settings),
    ip: null,
  });
  const newCursor = settleUpTo > cursor ? settleUpTo : cursor;
  await recordWatcherSuccess(ctx.db, { cursorBlock: newCursor, headBlock: head, now: ctx.clock() });
  return { headBlock: head, cursorBlock: newCursor, seen: seen.length, dropped: dropped.length, ...settled };
}

function dustOf(settings: { depositDustBelow: number }) {
  return usdtSettingToMicros(settings.depositDustBelow);
}

/** The USDT Transfer logs among `logs` to a member address, as rows; removed logs (a node's reorg notice) are left. */
export function toSeen(
  logs: Log[],
  options: { token: Address; members: Map<string, string>; decimals: number },
): SeenTransfer[] {
  const rows: SeenTransfer[] = [];
  for (const log of logs) {
    const transfer = decodeTransfer(log);
    if (!transfer || log.removed || !same(transfer.token, options.token)) continue;
    const userId = options.members.get(transfer.to.toLowerCase());
    if (!userId || log.blockNumber === null || log.blockHash === null || log.transactionHash === null) continue;
    rows.push({
      txHash: log.transactionHash,
      logIndex: log.logIndex ?? 0,
      blockNumber: log.blockNumber,
      blockHash: log.blockHash,
      userId,
      toAddress: transfer.to.toLowerCase(),
      fromAddress: transfer.from.toLowerCase(),
      amountMicros: tokenUnitsToMicros(transfer.value, options.decimals),
    });
  }
  return rows;
}

/**
 * Settles the pending logs up to `upToBlock` whose block is still the canonical one (the hash the log was seen in);
 * one whose block changed waits for the next read of its range, which finds it moved or gone.
 */
export async function settleFinal(
  ctx: AppContext,
  client: PublicClient,
  options: { upToBlock: bigint; dustBelowMicros: bigint; keys?: string[]; ip: string | null },
) {
  const pending = await listPendingTransfers(ctx.db, { upToBlock: options.upToBlock, keys: options.keys });
  const canonical = new Map<bigint, string>();
  let credited = 0;
  let dust = 0;
  for (const transfer of pending) {
    if (!canonical.has(transfer.blockNumber)) {
      const block = await client.getBlock({ blockNumber: transfer.blockNumber });
      canonical.set(transfer.blockNumber, (block.hash ?? '').toLowerCase());
    }
    if (canonical.get(transfer.blockNumber) !== transfer.blockHash.toLowerCase()) continue;
    const status = await settleFinalTransfer(ctx, transfer, {
      dustBelowMicros: options.dustBelowMicros,
      ip: options.ip,
    });
    if (status === 'credited') credited += 1;
    if (status === 'dust') dust += 1;
  }
  return { credited, dust };
}

/**
 * The hash form's side (docs/product.md#deposits): the USDT logs of transaction `hash` to the member's own address,
 * recorded under the same (hash, log index) the watcher uses and settled now when final, so whichever of the two
 * comes first credits and the other finds it settled. Answers null when the transaction sent nothing to the address.
 */
export async function claimTransfersByHash(
  ctx: AppContext,
  options: { hash: Hash; userId: string; address: string; ip: string | null },
) {
  const client = ctx.chain;
  if (!client) return null;
  // Only "no such transaction" means nothing was sent: a node that fails must not let the hash go the manual way.
  const receipt = await client.getTransactionReceipt({ hash: options.hash }).catch((error) => {
    if (error instanceof TransactionReceiptNotFoundError) return null;
    throw error;
  });
  if (receipt?.status !== 'success') return null;
  const settings = await getSettings(ctx.db);
  const token = settings.usdtContract as Address;
  const decimals = await checkedTokenDecimals(ctx, token);
  const members = new Map([[options.address.toLowerCase(), options.userId]]);
  const seen = toSeen(receipt.logs as Log[], { token, members, decimals });
  if (!seen.length) return null;
  await upsertSeenTransfers(ctx.db, seen, ctx.clock());
  const head = await client.getBlockNumber({ cacheTime: 0 });
  await settleFinal(ctx, client, {
    upToBlock: head - BigInt(settings.confirmations) + 1n,
    dustBelowMicros: dustOf(settings),
    keys: seen.map((row) => `${row.txHash.toLowerCase()}:${row.logIndex}`),
    ip: options.ip,
  });
  return { headBlock: head, confirmations: settings.confirmations };
}
