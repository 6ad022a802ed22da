import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';

// Deposit addresses per member and the chain watcher that credits them (docs/product.md#deposits,
// docs/decisions/019-deposit-addresses.md). The server derives each address from the operator's extended public key
// and holds no private key: it can credit what arrives, never move it.

export const DEPOSIT_ADDRESS_MSG = {
  loaded: 'Your deposit address',
  transfersLoaded: 'Transfers to your deposit address',
  noXpub:
    "Deposit addresses per member need DEPOSIT_XPUB in the server's environment: the extended public key at m/44'/60'/0'/0 of the operator's wallet.",
  noChainNode:
    'Deposit addresses per member are credited from the chain, but no chain node is configured (CHAIN_RPC_URL).',
  chainUnreachable: 'The chain node did not answer. Please try again in a minute.',
  keyChanged:
    'Deposit addresses are paused: DEPOSIT_XPUB is not the key the member addresses were made from. The operator must restore it.',
  transferCredited: 'This transfer to your deposit address is credited to your deposit wallet.',
  transferConfirming:
    'Transfer to your deposit address found. It is credited automatically once the block is final; nothing else to do.',
  transferDust: 'This transfer is below the smallest amount credited: it is recorded, not credited.',
  transferDropped: 'This transfer left the chain in a reorganisation before it was final, so it is not credited.',
  approvalWatched:
    "This transaction paid a member's own deposit address, so the deposit watcher credits it: reject this request instead.",
  /** The reason a member reads on a hash-form request the watcher settled: stored as written, like an operator's. */
  creditedByWatcher: 'Credited automatically: this transfer reached your own deposit address.',
  watcherLoaded: 'Deposit watcher status loaded',
  sweepLoaded: 'Member deposit addresses holding USDT',
  chainReadFailed: 'The member deposit addresses could not be read on chain. Please try again.',
} as const;

export const depositAddressMode = z.enum(['shared', 'per-member']);
export type DepositAddressMode = z.infer<typeof depositAddressMode>;

/** GET depositAddress: where the caller sends USDT (BEP-20). */
export const depositAddressInfo = z.object({
  /** The member's own address in `per-member` mode; the platform's shared deposit address in `shared` mode. */
  address: z.string(),
  /** The child number of the operator's key the address was derived at; null for the shared address. */
  index: z.number().int().nullable(),
  mode: depositAddressMode,
  network: z.string(),
  /** Blocks a transfer waits before it is credited (the operator's `confirmations` setting). */
  confirmations: z.number().int(),
  /** USDT: a transfer below it is recorded and not credited (the operator's `depositDustBelow`). */
  dustBelow: z.number(),
});
export type DepositAddressInfo = z.infer<typeof depositAddressInfo>;
export const depositAddressResponse = envelope(depositAddressInfo);

/**
 * A USDT transfer the watcher saw to a member's address: `pending` until final, then `credited` (with its deposit),
 * `dust` (below depositDustBelow: recorded, not credited) or `dropped` (removed by a reorganisation before it was
 * final: never credited).
 */
export const depositTransferStatus = z.enum(['pending', 'credited', 'dust', 'dropped']);
export type DepositTransferStatus = z.infer<typeof depositTransferStatus>;

export const depositTransferRow = z.object({
  _id: z.string(),
  txHash: z.string(),
  /** The log's position in its block: two transfers in one transaction are two rows. */
  logIndex: z.number().int(),
  blockNumber: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** USDT, as received (to the micro). */
  amount: z.number(),
  status: depositTransferStatus,
  /** Blocks so far counting its own (0 once dropped); credited at `confirmationsNeeded`. */
  confirmations: z.number().int(),
  confirmationsNeeded: z.number().int(),
  /** The deposit in the member's history once credited. */
  depositId: z.string().nullable(),
  seenAt: z.string(),
  /** When it was credited, found dust or dropped. */
  settledAt: z.string().nullable(),
});
export type DepositTransferRow = z.infer<typeof depositTransferRow>;
export const depositTransferListResponse = envelope(pageOf(depositTransferRow));

export const adminDepositTransferQuery = pageQuery.extend({ status: depositTransferStatus.optional() });
export const adminDepositTransferRow = depositTransferRow.extend({
  member: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  addressIndex: z.number().int(),
});
export const adminDepositTransferListResponse = envelope(pageOf(adminDepositTransferRow));

/** One member address holding USDT, read on chain: what the operator's offline signer sweeps. */
export const sweepRow = z.object({
  index: z.number().int(),
  address: z.string(),
  member: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  /** USDT held at `blockNumber`, read with balanceOf. */
  balance: z.number(),
});
export const sweepPlan = z.object({
  blockNumber: z.number().int(),
  /** Only addresses holding more than zero, by index. */
  rows: z.array(sweepRow),
  total: z.number(),
});
export type SweepPlan = z.infer<typeof sweepPlan>;
export const sweepPlanResponse = envelope(sweepPlan);

/** The watcher as the console's System page and deposit screens show it (docs/operations.md#metrics). */
export const depositWatcherStatus = z.object({
  mode: depositAddressMode,
  /** The server has DEPOSIT_XPUB and a chain node: the two things the `per-member` mode needs. */
  ready: z.boolean(),
  addressCount: z.number().int(),
  /** Every block up to this one is final and read; null before the mode was first switched on. */
  cursorBlock: z.number().int().nullable(),
  /** The chain's head at the last successful run. */
  headBlock: z.number().int().nullable(),
  /** Blocks between the head and the cursor at the last successful run; the confirmations are part of it. */
  lagBlocks: z.number().int().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastSuccessAgeSeconds: z.number().int().min(0).nullable(),
  lastFailureAt: z.string().nullable(),
  lastError: z.string().nullable(),
  pendingCount: z.number().int(),
  dustCount: z.number().int(),
  /** No success for DEPOSIT_WATCHER_LIMITS.staleSeconds while addresses exist. */
  stale: z.boolean(),
});
export type DepositWatcherStatus = z.infer<typeof depositWatcherStatus>;
export const depositWatcherResponse = envelope(depositWatcherStatus);

export const DEPOSIT_WATCHER_LIMITS = {
  /** The watcher runs every CHAIN_RECHECK_SECONDS (30 by default); ten minutes without a success is stale. */
  staleSeconds: 600,
} as const;
