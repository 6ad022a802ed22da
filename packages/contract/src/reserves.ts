import { z } from 'zod';
import { envelope } from './envelope';

// Proof of reserves (docs/product.md#proof-of-reserves): daily snapshots of what the platform owes its members,
// beside what it holds, with a Merkle sum tree whose root anyone can check a member's balance against.

export const RESERVES_MSG = {
  loaded: 'Proof of reserves loaded',
  proofLoaded: 'Your proof of inclusion',
  noSnapshot: 'No proof-of-reserves snapshot has been taken yet.',
  noLeaf: 'Your account is not in the latest snapshot yet: it joined after it was taken. Please check again tomorrow.',
  snapshotTaken: 'Snapshot taken',
  noChainNode: 'The reserve is read on chain, but no chain node is configured (CHAIN_RPC_URL).',
  chainReadFailed: 'The deposit address could not be read on chain. Please try again.',
} as const;

export const reserveSnapshotSummary = z.object({
  _id: z.string(),
  /** The platform day it belongs to. */
  day: z.string(),
  trigger: z.enum(['schedule', 'operator']),
  takenAt: z.string(),
  /** USDT owed to members: wallets, pending withdrawals and package capital held. */
  liabilities: z.number(),
  /** USDT held, read at the same moment. */
  reserves: z.number(),
  /** Reserves as a percent of liabilities, rounded down to 0.01; null when nothing is owed. */
  ratioPercent: z.number().nullable(),
  reserveMode: z.enum(['chain', 'manual']),
  /** The address read on chain, or the source the operator declared. */
  reserveSource: z.string(),
  /**
   * Whether the reserve was read on chain (at `block`, from `address`), which anyone can check; false for a figure an
   * operator declared, which nobody has verified.
   */
  verified: z.boolean(),
  block: z.number().int().nullable(),
  /** The address whose USDT was read; null for a declared figure. */
  address: z.string().nullable(),
  /** How many member deposit addresses the chain read added (decision 019); 0 for a declared figure. */
  memberAddresses: z.number().int(),
  /** The Merkle sum tree's root: 64 hex characters; its sum is `liabilities`. */
  rootHash: z.string(),
  leafCount: z.number().int(),
});
export type ReserveSnapshotSummary = z.infer<typeof reserveSnapshotSummary>;

/** How many past snapshots the public page charts. */
export const RESERVE_HISTORY_LENGTH = 90;

export const reservesResponse = envelope(
  z.object({
    latest: reserveSnapshotSummary.nullable(),
    /** Up to RESERVE_HISTORY_LENGTH snapshots, oldest first, the latest last. */
    history: z.array(reserveSnapshotSummary),
  }),
);

/** A member's proof of inclusion: what merkle-sum's verifyReserveProof checks (ReserveProofFile). */
export const reserveProof = z.object({
  snapshotId: z.string(),
  takenAt: z.string(),
  memberId: z.string(),
  salt: z.string(),
  position: z.number().int(),
  /** The caller's liability in USDT, as included in the snapshot. */
  balance: z.number(),
  /** Siblings from the leaf up, each with its hash and sum (USDT). */
  path: z.array(z.object({ side: z.enum(['left', 'right']), hash: z.string(), sum: z.number() })),
  root: z.object({ hash: z.string(), sum: z.number() }),
});
export type ReserveProof = z.infer<typeof reserveProof>;
export const reserveProofResponse = envelope(reserveProof);

export const reserveSnapshotResponse = envelope(reserveSnapshotSummary);
