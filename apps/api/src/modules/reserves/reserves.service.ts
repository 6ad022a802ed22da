import { microsToUsdt, RESERVES_MSG, type ReserveProof, type ReserveSnapshotSummary } from '@app/contract';
import { buildMerkleSumTree, randomSalt, siblingPositions } from '@app/contract/merkle-sum';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { readReserve } from './reserve-reading';
import {
  findLeaf,
  findNodes,
  hasScheduledSnapshot,
  insertLeaves,
  insertNodes,
  insertSnapshot,
  latestSnapshots,
  type ReserveSnapshotRow,
  readMemberLiabilities,
} from './reserves.repository';

/** Reserves as a percent of liabilities, rounded down to 0.01 %; null when nothing is owed. */
function ratioPercent(reserves: bigint, liabilities: bigint): number | null {
  if (liabilities === 0n) return null;
  return Number((reserves * 10_000n) / liabilities) / 100;
}

export function toSnapshotSummary(row: ReserveSnapshotRow): ReserveSnapshotSummary {
  return {
    _id: row.id,
    day: row.day,
    trigger: row.trigger,
    takenAt: row.takenAt.toISOString(),
    liabilities: microsToUsdt(row.liabilitiesMicros),
    reserves: microsToUsdt(row.reservesMicros),
    ratioPercent: ratioPercent(row.reservesMicros, row.liabilitiesMicros),
    reserveMode: row.reserveMode,
    reserveSource: row.reserveSource,
    verified: row.reserveMode === 'chain' && row.reserveBlock !== null,
    block: row.reserveBlock,
    address: row.reserveAddress,
    memberAddresses: row.reserveMemberAddresses,
    rootHash: row.rootHash,
    leafCount: row.leafCount,
  };
}

/**
 * Takes one snapshot (docs/product.md#proof-of-reserves): the reserve and every member's liability read together,
 * the Merkle sum tree built over them in a random order with a fresh salt per member, and the snapshot, its leaves
 * and every node stored in one transaction. A scheduled run takes at most one per platform day: a second one (or
 * one that lost a race) answers undefined and writes nothing.
 */
export async function takeSnapshot(
  ctx: AppContext,
  options: { trigger: 'schedule' | 'operator'; actor?: Actor },
): Promise<ReserveSnapshotRow | undefined> {
  const { timezone } = await getSettings(ctx.db);
  const day = platformDay(ctx.clock(), timezone);
  if (options.trigger === 'schedule' && (await hasScheduledSnapshot(ctx.db, day))) return undefined;
  const [reserve, liabilities] = await Promise.all([readReserve(ctx), readMemberLiabilities(ctx.db)]);
  const takenAt = ctx.clock();
  // Random order: a leaf's position says nothing about who it is or when the member joined.
  const leaves = liabilities
    .map((member) => ({ memberId: member.userId, salt: randomSalt(), balance: member.balance }))
    .sort((a, b) => (a.salt < b.salt ? -1 : 1));
  const tree = await buildMerkleSumTree(leaves);
  return ctx.db.transaction(async (tx) => {
    const snapshot = await insertSnapshot(tx, {
      day,
      trigger: options.trigger,
      takenAt,
      liabilitiesMicros: tree.root.sum,
      reservesMicros: reserve.micros,
      reserveMode: reserve.mode,
      reserveSource: reserve.source,
      reserveBlock: reserve.chain?.block ?? null,
      reserveAddress: reserve.chain?.address ?? null,
      reserveMemberAddresses: reserve.chain?.memberAddresses ?? 0,
      rootHash: tree.root.hash,
      leafCount: leaves.length,
      createdBy: options.actor?.actorId ?? null,
    });
    if (!snapshot) return undefined;
    await insertLeaves(
      tx,
      leaves.map((leaf, position) => ({
        snapshotId: snapshot.id,
        userId: leaf.memberId,
        position,
        salt: leaf.salt,
        balanceMicros: leaf.balance,
      })),
    );
    await insertNodes(
      tx,
      leaves.length === 0
        ? []
        : tree.levels.flatMap((nodes, level) =>
            nodes.map((node, position) => ({
              snapshotId: snapshot.id,
              level,
              position,
              hash: node.hash,
              sumMicros: node.sum,
            })),
          ),
    );
    if (options.actor) {
      await writeAudit(tx, {
        ...options.actor,
        action: 'reserves.snapshot',
        targetType: 'reserve_snapshot',
        targetId: snapshot.id,
        details: { ...toSnapshotSummary(snapshot) },
        now: takenAt,
      });
    }
    return snapshot;
  });
}

/** The scheduled job: today's snapshot once (idempotent per platform day). */
export function takeScheduledSnapshot(ctx: AppContext) {
  return takeSnapshot(ctx, { trigger: 'schedule' });
}

export async function takeOperatorSnapshot(ctx: AppContext, actor: Actor): Promise<ReserveSnapshotSummary> {
  const snapshot = await takeSnapshot(ctx, { trigger: 'operator', actor });
  if (!snapshot) throw new AppError('INTERNAL', 'snapshot not stored');
  return toSnapshotSummary(snapshot);
}

export async function readReserves(ctx: AppContext, historyLength: number) {
  const rows = await latestSnapshots(ctx.db, historyLength);
  const latest = rows[0];
  return { latest: latest ? toSnapshotSummary(latest) : null, history: rows.reverse().map(toSnapshotSummary) };
}

/** The caller's leaf in the latest snapshot with the siblings up to the root. */
export async function readProof(ctx: AppContext, userId: string): Promise<ReserveProof> {
  const [snapshot] = await latestSnapshots(ctx.db, 1);
  if (!snapshot) throw new AppError('NOT_FOUND', RESERVES_MSG.noSnapshot);
  const leaf = await findLeaf(ctx.db, { snapshotId: snapshot.id, userId });
  if (!leaf) throw new AppError('NOT_FOUND', RESERVES_MSG.noLeaf);
  const wanted = siblingPositions(leaf.position, snapshot.leafCount);
  const nodes = await findNodes(ctx.db, snapshot.id, wanted);
  const byKey = new Map(nodes.map((node) => [`${node.level}:${node.position}`, node]));
  const path = wanted.map(({ level, position }) => {
    const node = byKey.get(`${level}:${position}`);
    if (!node) throw new Error(`snapshot ${snapshot.id} lacks node ${level}:${position}`);
    return {
      side: position % 2 === 0 ? ('left' as const) : ('right' as const),
      hash: node.hash,
      sum: microsToUsdt(BigInt(node.sum_micros)),
    };
  });
  return {
    snapshotId: snapshot.id,
    takenAt: snapshot.takenAt.toISOString(),
    memberId: userId,
    salt: leaf.salt,
    position: leaf.position,
    balance: microsToUsdt(leaf.balanceMicros),
    path,
    root: { hash: snapshot.rootHash, sum: microsToUsdt(snapshot.liabilitiesMicros) },
  };
}
