import { describe, expect, it } from 'vitest';
import {
  buildMerkleSumTree,
  EMPTY_HASH,
  leafNode,
  type MerkleLeafInput,
  makeProof,
  parentNode,
  verifyMerkleSumProof,
  verifyReserveProof,
} from './merkle-sum';

// A small seeded generator (mulberry32), so a failing ledger can be replayed from its seed.
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hexOf(random: () => number, bytes: number) {
  return Array.from({ length: bytes }, () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0'),
  ).join('');
}

function randomLedger(random: () => number): MerkleLeafInput[] {
  const count = 1 + Math.floor(random() * 40);
  return Array.from({ length: count }, () => {
    const kind = random();
    // Zero balances, dust and large amounts (up to a billion USDT) all occur.
    const balance =
      kind < 0.15 ? 0n : kind < 0.3 ? BigInt(Math.floor(random() * 100)) : BigInt(Math.floor(random() * 1e15));
    return { memberId: crypto.randomUUID(), salt: hexOf(random, 32), balance };
  });
}

describe('Merkle sum tree', () => {
  it('on random ledgers, every leaf verifies against the root and a changed balance does not', async () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = seeded(seed);
      const leaves = randomLedger(random);
      const tree = await buildMerkleSumTree(leaves);
      const total = leaves.reduce((sum, leaf) => sum + leaf.balance, 0n);
      expect(tree.root.sum, `seed ${seed}`).toBe(total);
      for (const [position, leaf] of leaves.entries()) {
        const path = makeProof(tree, position);
        expect(await verifyMerkleSumProof(leaf, path, tree.root), `seed ${seed} leaf ${position}`).toBe(true);
        const delta = BigInt(1 + Math.floor(random() * 1000));
        const changed = { ...leaf, balance: leaf.balance + (random() < 0.5 && leaf.balance >= delta ? -delta : delta) };
        expect(await verifyMerkleSumProof(changed, path, tree.root), `seed ${seed} leaf ${position}`).toBe(false);
        const otherId = { ...leaf, memberId: crypto.randomUUID() };
        expect(await verifyMerkleSumProof(otherId, path, tree.root)).toBe(false);
      }
    }
    // Some thousand digests: seconds on a busy machine.
  }, 60_000);

  it('refuses a proof whose sibling sum was lowered to hide a liability', async () => {
    const random = seeded(99);
    const leaves = randomLedger(random).map((leaf) => ({ ...leaf, balance: leaf.balance + 1n }));
    leaves.push({ memberId: crypto.randomUUID(), salt: hexOf(random, 32), balance: 5n });
    const tree = await buildMerkleSumTree(leaves);
    const path = makeProof(tree, 0);
    const lowered = path.map((step, index) => (index === 0 ? { ...step, sum: step.sum - 1n } : step));
    expect(await verifyMerkleSumProof(leaves[0] as MerkleLeafInput, lowered, tree.root)).toBe(false);
  });

  it('writes the byte layout of docs/decisions/010-proof-of-reserves.md', async () => {
    const salt = '11'.repeat(32);
    const memberId = '00000000-0000-4000-8000-000000000001';
    const leaf = await leafNode({ memberId, salt, balance: 1_500_000n });
    const bytes = new Uint8Array(1 + 32 + memberId.length + 8);
    bytes[0] = 0;
    bytes.fill(0x11, 1, 33);
    bytes.set(new TextEncoder().encode(memberId), 33);
    new DataView(bytes.buffer).setBigUint64(33 + memberId.length, 1_500_000n);
    const expected = Buffer.from(await crypto.subtle.digest('SHA-256', bytes)).toString('hex');
    expect(leaf).toEqual({ hash: expected, sum: 1_500_000n });
    const parent = await parentNode(leaf, { hash: EMPTY_HASH, sum: 0n });
    const node = new Uint8Array(1 + 40 + 40);
    node[0] = 1;
    node.set(Buffer.from(leaf.hash, 'hex'), 1);
    new DataView(node.buffer).setBigUint64(33, 1_500_000n);
    const nodeHash = Buffer.from(await crypto.subtle.digest('SHA-256', node)).toString('hex');
    expect(parent).toEqual({ hash: nodeHash, sum: 1_500_000n });
  });

  it('has an empty root without leaves and the leaf itself as the root of one', async () => {
    expect((await buildMerkleSumTree([])).root).toEqual({ hash: EMPTY_HASH, sum: 0n });
    const only = { memberId: 'a', salt: '22'.repeat(32), balance: 7n };
    const tree = await buildMerkleSumTree([only]);
    expect(tree.root).toEqual(await leafNode(only));
    expect(makeProof(tree, 0)).toEqual([]);
  });

  it('verifies a proof file in USDT and says why a tampered one fails', async () => {
    const leaves = [
      { memberId: 'm1', salt: '01'.repeat(32), balance: 1_234_567n },
      { memberId: 'm2', salt: '02'.repeat(32), balance: 10_000_000n },
      { memberId: 'm3', salt: '03'.repeat(32), balance: 0n },
    ];
    const tree = await buildMerkleSumTree(leaves);
    const file = {
      snapshotId: 's',
      takenAt: '2026-11-21T00:00:00.000Z',
      memberId: 'm1',
      salt: '01'.repeat(32),
      position: 0,
      balance: 1.234567,
      path: makeProof(tree, 0).map((step) => ({ ...step, sum: Number(step.sum) / 1e6 })),
      root: { hash: tree.root.hash, sum: Number(tree.root.sum) / 1e6 },
    };
    expect(await verifyReserveProof(file)).toEqual({ ok: true, balance: 1.234567 });
    expect((await verifyReserveProof({ ...file, balance: 1.234568 })).ok).toBe(false);
    expect((await verifyReserveProof({ ...file, root: { ...file.root, sum: 11 } })).ok).toBe(false);
    expect(await verifyReserveProof({ ...file, salt: 'zz' })).toMatchObject({ ok: false });
  });
});
