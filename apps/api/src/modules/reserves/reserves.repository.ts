import { ROLE } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { reserveLeaves, reserveNodes, reserveSnapshots } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';

export type ReserveSnapshotRow = typeof reserveSnapshots.$inferSelect;

/**
 * Every member's and vendor's liability in one statement, so all of it is read at one moment
 * (docs/product.md#proof-of-reserves): both wallets' cached ledger balances, the pending withdrawals held for them
 * (what withdrawals payable holds) and the capital of their orders not yet withdrawn (what package capital held
 * holds). Members owed nothing are included with 0, so every member finds a leaf.
 */
export async function readMemberLiabilities(db: Queryable): Promise<{ userId: string; balance: bigint }[]> {
  const rows = await queryRows<{ id: string; balance: string }>(
    db,
    sql`select u.id,
               (coalesce((select sum(a.balance_micros) from accounts a
                          where a.owner_id = u.id
                            and a.kind in (${MEMBER_WALLET.deposit}, ${MEMBER_WALLET.income})), 0)
              + coalesce((select sum(w.amount_micros) from withdrawals w
                          where w.user_id = u.id and w.status = 'pending'), 0)
              + coalesce((select sum(o.price_micros) from orders o
                          where o.user_id = u.id and o.status in ('active', 'matured')), 0))::text as balance
        from users u
        where u.role in (${ROLE.user}, ${ROLE.vendor})`,
  );
  return rows.map((row) => ({ userId: row.id, balance: BigInt(row.balance) }));
}

export async function hasScheduledSnapshot(db: Queryable, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: reserveSnapshots.id })
    .from(reserveSnapshots)
    .where(and(eq(reserveSnapshots.day, day), eq(reserveSnapshots.trigger, 'schedule')));
  return row !== undefined;
}

/** Inserts a snapshot; undefined when the day's scheduled one exists already (another run won). */
export async function insertSnapshot(db: Queryable, values: typeof reserveSnapshots.$inferInsert) {
  const [row] = await db.insert(reserveSnapshots).values(values).onConflictDoNothing().returning();
  return row;
}

const CHUNK = 1000;

export async function insertLeaves(db: Queryable, rows: (typeof reserveLeaves.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(reserveLeaves).values(rows.slice(i, i + CHUNK));
}

export async function insertNodes(db: Queryable, rows: (typeof reserveNodes.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(reserveNodes).values(rows.slice(i, i + CHUNK));
}

/** The newest snapshots first. */
export async function latestSnapshots(db: Queryable, limit: number): Promise<ReserveSnapshotRow[]> {
  return db.select().from(reserveSnapshots).orderBy(desc(reserveSnapshots.takenAt)).limit(limit);
}

export async function findLeaf(db: Queryable, options: { snapshotId: string; userId: string }) {
  const [row] = await db
    .select()
    .from(reserveLeaves)
    .where(and(eq(reserveLeaves.snapshotId, options.snapshotId), eq(reserveLeaves.userId, options.userId)));
  return row;
}

/** The nodes at the given (level, position) pairs of one snapshot's tree. */
export async function findNodes(db: Queryable, snapshotId: string, at: { level: number; position: number }[]) {
  if (at.length === 0) return [];
  const levels = pgArray(at.map((each) => String(each.level)));
  const positions = pgArray(at.map((each) => String(each.position)));
  return queryRows<{ level: number; position: number; hash: string; sum_micros: string }>(
    db,
    sql`select n.level, n.position, n.hash, n.sum_micros::text as sum_micros
        from reserve_nodes n
        join unnest(${levels}::int[], ${positions}::int[]) as wanted(level, position)
          on wanted.level = n.level and wanted.position = n.position
        where n.snapshot_id = ${snapshotId}`,
  );
}
