import type { RejectionReasonRow, RejectionReasonUse } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { rejectionReasons } from '../../db/schema';

export type RejectionReasonRecord = typeof rejectionReasons.$inferSelect;

export function toRejectionReasonRow(row: RejectionReasonRecord): RejectionReasonRow {
  return {
    _id: row.id,
    for: row.use,
    texts: row.texts,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every kept reason, oldest first: the order operators added them in. */
export async function listRejectionReasons(db: Queryable) {
  return db.select().from(rejectionReasons).orderBy(asc(rejectionReasons.createdAt), asc(rejectionReasons.id));
}

export async function findRejectionReason(db: Queryable, id: string) {
  const [row] = await db.select().from(rejectionReasons).where(eq(rejectionReasons.id, id));
  return row ?? null;
}

export async function insertRejectionReason(db: Queryable, values: typeof rejectionReasons.$inferInsert) {
  const [row] = await db.insert(rejectionReasons).values(values).returning();
  if (!row) throw new Error('rejection reason insert returned nothing');
  return row;
}

export async function updateRejectionReasonColumns(
  db: Queryable,
  options: { id: string; columns: Partial<typeof rejectionReasons.$inferInsert> },
) {
  const [row] = await db
    .update(rejectionReasons)
    .set(options.columns)
    .where(eq(rejectionReasons.id, options.id))
    .returning();
  return row ?? null;
}

/** Whether a reason kept for `use` may be chosen for a review of `review`. */
export function isKeptFor(use: RejectionReasonUse, review: 'deposit' | 'withdrawal') {
  return use === 'both' || use === review;
}
