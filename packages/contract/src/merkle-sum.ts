// The Merkle sum tree of proof of reserves, shared by the server (builds it), the browser (verifies a member's
// proof with Web Crypto) and the offline CLI. The exact byte layout is docs/decisions/010-proof-of-reserves.md
// and docs/product.md#proof-of-reserves; change it there first. Everything here is async because
// crypto.subtle.digest is, in the browser and in Node (globalThis.crypto) alike.
import { MICROS_PER_USDT } from './money';

/** The hash of a node that pads an odd level, and the root of a tree without leaves: 32 zero bytes. */
export const EMPTY_HASH = '0'.repeat(64);
/** A sum is written as 8 bytes, so it must stay below 2^64 micro-USDT (far above any amount the platform allows). */
const SUM_LIMIT = 1n << 64n;
const LEAF_TAG = 0x00;
const NODE_TAG = 0x01;

export interface SumNode {
  /** 64 lowercase hex characters. */
  hash: string;
  /** Micro-USDT. */
  sum: bigint;
}

export interface MerkleLeafInput {
  /** The member's id (a UUID) as text; hidden in the leaf hash by the salt. */
  memberId: string;
  /** 64 lowercase hex characters: 32 random bytes, new for every member in every snapshot. */
  salt: string;
  /** Micro-USDT, at least 0. */
  balance: bigint;
}

export interface MerkleSumTree {
  /** levels[0] are the leaves; the last level holds the root alone. Odd levels are padded (see EMPTY_HASH). */
  levels: SumNode[][];
  root: SumNode;
}

/** One step from a leaf to the root: the sibling's hash and sum, and on which side the sibling sits. */
export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
  sum: bigint;
}

function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error(`not lowercase hex: ${hex}`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

function sumBytes(sum: bigint): Uint8Array {
  if (sum < 0n || sum >= SUM_LIMIT) throw new Error(`sum out of range: ${sum}`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, sum, false);
  return bytes;
}

function hashBytes(hash: string): Uint8Array {
  if (hash.length !== 64) throw new Error(`not a 32-byte hash: ${hash}`);
  return hexToBytes(hash);
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
}

/**
 * A leaf: SHA-256(0x00 || salt (32 bytes) || the member id's UTF-8 bytes || balance (8 bytes, unsigned big-endian
 * micro-USDT)), with the balance as its sum.
 */
export async function leafNode(leaf: MerkleLeafInput): Promise<SumNode> {
  const salt = hexToBytes(leaf.salt);
  if (salt.length !== 32) throw new Error('a salt is 32 bytes');
  const id = new TextEncoder().encode(leaf.memberId);
  const hash = await sha256Hex(concat([Uint8Array.of(LEAF_TAG), salt, id, sumBytes(leaf.balance)]));
  return { hash, sum: leaf.balance };
}

/**
 * A parent: SHA-256(0x01 || left hash (32) || left sum (8) || right hash (32) || right sum (8)), its sum the two
 * sums added. Sums are unsigned, so no child can take away from another's.
 */
export async function parentNode(left: SumNode, right: SumNode): Promise<SumNode> {
  const sum = left.sum + right.sum;
  const bytes = concat([
    Uint8Array.of(NODE_TAG),
    hashBytes(left.hash),
    sumBytes(left.sum),
    hashBytes(right.hash),
    sumBytes(right.sum),
  ]);
  sumBytes(sum);
  return { hash: await sha256Hex(bytes), sum };
}

const PADDING: SumNode = { hash: EMPTY_HASH, sum: 0n };

/** Builds the tree over leaves in the order given (their positions). No leaves: the root is EMPTY_HASH with 0. */
export async function buildMerkleSumTree(leaves: MerkleLeafInput[]): Promise<MerkleSumTree> {
  if (leaves.length === 0) return { levels: [[]], root: PADDING };
  const levels: SumNode[][] = [await Promise.all(leaves.map(leafNode))];
  let level = levels[0] as SumNode[];
  while (level.length > 1) {
    if (level.length % 2 === 1) level.push(PADDING);
    const parents: Promise<SumNode>[] = [];
    for (let i = 0; i < level.length; i += 2) parents.push(parentNode(level[i] as SumNode, level[i + 1] as SumNode));
    level = await Promise.all(parents);
    levels.push(level);
  }
  return { levels, root: level[0] as SumNode };
}

/** The positions of the siblings on the way from leaf `position` up, one per level below the root. */
export function siblingPositions(position: number, leafCount: number): { level: number; position: number }[] {
  const steps: { level: number; position: number }[] = [];
  let width = leafCount;
  let at = position;
  for (let level = 0; width > 1; level++) {
    steps.push({ level, position: at ^ 1 });
    at = Math.floor(at / 2);
    width = Math.ceil(width / 2);
  }
  return steps;
}

/** The proof of the leaf at `position` in a built tree. */
export function makeProof(tree: MerkleSumTree, position: number): ProofStep[] {
  const leafCount = tree.levels[0]?.length ?? 0;
  return siblingPositions(position, leafCount).map(({ level, position: sibling }) => {
    const node = tree.levels[level]?.[sibling] ?? PADDING;
    return { side: sibling % 2 === 0 ? 'left' : 'right', hash: node.hash, sum: node.sum };
  });
}

/** Walks from the leaf to the top: the root the proof leads to. Throws on a malformed step (bad hash, negative sum). */
export async function rootFromProof(leaf: MerkleLeafInput, path: ProofStep[]): Promise<SumNode> {
  let node = await leafNode(leaf);
  for (const step of path) {
    const sibling = { hash: step.hash, sum: step.sum };
    node = step.side === 'left' ? await parentNode(sibling, node) : await parentNode(node, sibling);
  }
  return node;
}

/** Whether the leaf with this balance is in the tree whose root is `root` (hash and total sum both). */
export async function verifyMerkleSumProof(leaf: MerkleLeafInput, path: ProofStep[], root: SumNode): Promise<boolean> {
  try {
    const reached = await rootFromProof(leaf, path);
    return reached.hash === root.hash && reached.sum === root.sum;
  } catch {
    return false;
  }
}

/** 32 random bytes as hex, for a leaf's salt. */
export function randomSalt(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

// The proof as the API answers it and the page downloads it (docs/product.md#proof-of-reserves): amounts are USDT
// numbers with at most 6 decimals, as everywhere in the API, turned back into exact micro-USDT here.

export interface ReserveProofFile {
  snapshotId: string;
  takenAt: string;
  memberId: string;
  salt: string;
  position: number;
  /** USDT. */
  balance: number;
  path: { side: 'left' | 'right'; hash: string; sum: number }[];
  root: { hash: string; sum: number };
}

function usdtToMicrosExact(amount: number): bigint {
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`not an amount: ${amount}`);
  const micros = Math.round(amount * Number(MICROS_PER_USDT));
  if (!Number.isSafeInteger(micros)) throw new Error(`amount too large: ${amount}`);
  return BigInt(micros);
}

export type ProofVerdict = { ok: true; balance: number } | { ok: false; reason: string };

/** Verifies a proof as answered by reserveProof (or downloaded from /reserves), offline. */
export async function verifyReserveProof(proof: ReserveProofFile): Promise<ProofVerdict> {
  try {
    if (!proof || typeof proof !== 'object' || !Array.isArray(proof.path)) {
      return { ok: false, reason: 'This is not a proof file.' };
    }
    const leaf = { memberId: proof.memberId, salt: proof.salt, balance: usdtToMicrosExact(proof.balance) };
    const path = proof.path.map((step) => {
      if (step.side !== 'left' && step.side !== 'right') throw new Error('bad side');
      return { side: step.side, hash: step.hash, sum: usdtToMicrosExact(step.sum) };
    });
    const root = { hash: proof.root.hash, sum: usdtToMicrosExact(proof.root.sum) };
    const reached = await rootFromProof(leaf, path);
    if (reached.hash !== root.hash) return { ok: false, reason: 'The path does not lead to the published root hash.' };
    if (reached.sum !== root.sum) return { ok: false, reason: 'The sums do not add up to the published total.' };
    return { ok: true, balance: proof.balance };
  } catch (error) {
    return { ok: false, reason: `The proof is malformed: ${error instanceof Error ? error.message : String(error)}` };
  }
}
