import {
  DEPOSIT_ADDRESS_MSG,
  DEPOSIT_WATCHER_LIMITS,
  type DepositAddressInfo,
  type DepositWatcherStatus,
  microsToUsdt,
  type SweepPlan,
} from '@app/contract';
import { type Address, parseAbiItem } from 'viem';
import type { HDKey } from 'viem/accounts';
import { deriveDepositAddress, parseDepositXpub } from '../../chain/deposit-address-derivation';
import { tokenUnitsToMicros } from '../../chain/verify-transfer';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { checkedTokenDecimals } from './chain-deposits.service';
import {
  countTransfersByStatus,
  findDepositAddress,
  insertDepositAddress,
  listDepositAddresses,
  nextAddressIndex,
  readWatcher,
  startWatcher,
} from './deposit-addresses.repository';

// Deposit addresses per member (docs/decisions/019-deposit-addresses.md).

const keys = new Map<string, HDKey>();

/** The operator's account key, parsed once per process (env.ts already refused a bad one at start-up). */
export function depositKey(ctx: AppContext): HDKey | null {
  const xpub = ctx.config.DEPOSIT_XPUB;
  if (!xpub) return null;
  const known = keys.get(xpub);
  if (known) return known;
  const key = parseDepositXpub(xpub);
  if (typeof key === 'string') throw new Error(`DEPOSIT_XPUB ${key}`);
  keys.set(xpub, key);
  return key;
}

/** Why the `per-member` mode cannot run on this server, as the message the operator reads; null when it can. */
export function perMemberModeRefusal(ctx: AppContext): string | null {
  if (!ctx.config.DEPOSIT_XPUB) return DEPOSIT_ADDRESS_MSG.noXpub;
  if (!ctx.chain) return DEPOSIT_ADDRESS_MSG.noChainNode;
  return null;
}

/**
 * The caller's deposit address. In `shared` mode the platform's one address, index null; in `per-member` mode the
 * member's own, derived at a child number taken from a sequence the first time (of two first requests at once, one
 * address is kept; the other's number is left unused, never given to anyone).
 */
export async function getDepositAddress(ctx: AppContext, userId: string): Promise<DepositAddressInfo> {
  const settings = await getSettings(ctx.db);
  const common = {
    network: settings.network,
    confirmations: settings.confirmations,
    dustBelow: settings.depositDustBelow,
  };
  if (settings.depositAddressMode === 'shared') {
    return { address: settings.depositAddress, index: null, mode: 'shared', ...common };
  }
  const existing = await findDepositAddress(ctx.db, userId);
  const key = depositKey(ctx);
  const refusal = perMemberModeRefusal(ctx);
  // 409, not 503: the server's configuration, not a passing outage, is what refuses (decision 019).
  if (refusal || !key || !ctx.chain) throw new AppError('CONFLICT', refusal ?? DEPOSIT_ADDRESS_MSG.noXpub);
  if (existing) return keptAddress(key, existing, common);
  // The cursor starts before any address exists: nothing sent to this one can be older than it.
  if (!(await readWatcher(ctx.db))) {
    const head = await ctx.chain.getBlockNumber({ cacheTime: 0 }).catch(() => null);
    if (head === null) throw new AppError('UNAVAILABLE', DEPOSIT_ADDRESS_MSG.chainUnreachable);
    await startWatcher(ctx.db, head);
  }
  const index = await nextAddressIndex(ctx.db);
  const address = deriveDepositAddress(key, index);
  const inserted = await insertDepositAddress(ctx.db, { userId, addressIndex: index, address, createdAt: ctx.clock() });
  const stored = inserted ?? (await findDepositAddress(ctx.db, userId));
  if (!stored) throw new Error(`deposit address of ${userId} neither inserted nor found`);
  return keptAddress(key, stored, common);
}

/**
 * The member's stored address, which the watcher reads, only while the configured key still derives it: a changed
 * DEPOSIT_XPUB would otherwise show an address no one watches (decision 019).
 */
function keptAddress(
  key: HDKey,
  stored: { addressIndex: number; address: string },
  common: Pick<DepositAddressInfo, 'network' | 'confirmations' | 'dustBelow'>,
): DepositAddressInfo {
  const address = deriveDepositAddress(key, stored.addressIndex);
  if (address.toLowerCase() !== stored.address) throw new AppError('CONFLICT', DEPOSIT_ADDRESS_MSG.keyChanged);
  return { address, index: stored.addressIndex, mode: 'per-member', ...common };
}

/** The watcher as operators see it: on the System page, in the console and as Prometheus gauges. */
export async function depositWatcherStatus(ctx: AppContext): Promise<DepositWatcherStatus> {
  const [settings, watcher, counts] = await Promise.all([
    getSettings(ctx.db),
    readWatcher(ctx.db),
    countTransfersByStatus(ctx.db),
  ]);
  const now = ctx.clock().getTime();
  const age = watcher?.lastSuccessAt ? Math.max(0, Math.floor((now - watcher.lastSuccessAt.getTime()) / 1000)) : null;
  const headBlock = watcher?.headBlock ?? null;
  const lag = watcher && headBlock !== null ? Number(headBlock - watcher.cursorBlock) : null;
  // Stale once addresses exist and no run succeeded for the limit (or ever since the watcher started).
  const stale = counts.addresses > 0 && (age === null || age > DEPOSIT_WATCHER_LIMITS.staleSeconds);
  return {
    mode: settings.depositAddressMode,
    ready: perMemberModeRefusal(ctx) === null,
    addressCount: counts.addresses,
    cursorBlock: watcher ? Number(watcher.cursorBlock) : null,
    headBlock: headBlock === null ? null : Number(headBlock),
    lagBlocks: lag,
    lastSuccessAt: watcher?.lastSuccessAt?.toISOString() ?? null,
    lastSuccessAgeSeconds: age,
    lastFailureAt: watcher?.lastFailureAt?.toISOString() ?? null,
    lastError: watcher?.lastError ?? null,
    pendingCount: counts.pending,
    dustCount: counts.dust,
    stale,
  };
}

const balanceOf = parseAbiItem('function balanceOf(address owner) view returns (uint256)');

/** Every member address's USDT read on chain at one block; what is held there, in micro-USDT, by address. */
export async function readMemberAddressBalances(ctx: AppContext, atBlock?: bigint) {
  if (!ctx.chain) throw new AppError('CONFLICT', DEPOSIT_ADDRESS_MSG.noChainNode);
  const chain = ctx.chain;
  const settings = await getSettings(ctx.db);
  const token = settings.usdtContract as Address;
  const addresses = await listDepositAddresses(ctx.db);
  try {
    const decimals = await checkedTokenDecimals(ctx, token);
    const blockNumber = atBlock ?? (await chain.getBlockNumber({ cacheTime: 0 }));
    const balances: ((typeof addresses)[number] & { micros: bigint })[] = [];
    // A few at a time: a node answers many small reads faster than one at a time, and refuses a flood.
    for (let at = 0; at < addresses.length; at += 20) {
      const batch = addresses.slice(at, at + 20);
      const units = await Promise.all(
        batch.map((row) =>
          chain.readContract({
            address: token,
            abi: [balanceOf],
            functionName: 'balanceOf',
            args: [row.address as Address],
            blockNumber,
          }),
        ),
      );
      for (const [i, row] of batch.entries()) {
        balances.push({ ...row, micros: tokenUnitsToMicros(units[i] ?? 0n, decimals) });
      }
    }
    return { blockNumber, token, balances };
  } catch (error) {
    throw new AppError('UNAVAILABLE', DEPOSIT_ADDRESS_MSG.chainReadFailed, { cause: error });
  }
}

/** The addresses holding USDT, for the operator's offline signer to sweep; the server moves nothing. */
export async function sweepPlan(ctx: AppContext): Promise<SweepPlan> {
  const { blockNumber, balances } = await readMemberAddressBalances(ctx);
  const holding = balances.filter((row) => row.micros > 0n);
  return {
    blockNumber: Number(blockNumber),
    rows: holding.map((row) => ({
      index: row.index,
      address: row.address,
      member: { _id: row.userId, fullName: row.fullName, email: row.email },
      balance: microsToUsdt(row.micros),
    })),
    total: microsToUsdt(holding.reduce((sum, row) => sum + row.micros, 0n)),
  };
}
