import { type AdjustmentRow, microsToUsdt } from '@app/contract';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { heldRoleBeforeSql } from '../../core/operator-tenure';
import type { Queryable } from '../../db/client';
import { type BalanceAdjustmentRecord, balanceAdjustments, users } from '../../db/schema';
import { countRows, pageWindow } from '../../lib/paging';

// Balance adjustments as stored and as the console lists them. A review is one conditional UPDATE of a pending row,
// so of two operators approving at once exactly one finds it pending.

export type NewAdjustment = typeof balanceAdjustments.$inferInsert;

export async function insertAdjustment(db: Queryable, row: NewAdjustment): Promise<BalanceAdjustmentRecord> {
  const [inserted] = await db.insert(balanceAdjustments).values(row).returning();
  if (!inserted) throw new Error('an insert returns its row');
  return inserted;
}

/** Pending and requested by someone else: PostgreSQL re-checks both once the row's lock is taken. */
function reviewable(options: { adjustmentId: string; actorId: string }) {
  return and(
    eq(balanceAdjustments.id, options.adjustmentId),
    eq(balanceAdjustments.status, 'pending'),
    ne(balanceAdjustments.requestedBy, options.actorId),
  );
}

/**
 * Reviewable, and by an operator who held a money role before the credit was asked for: a role given since cannot
 * approve it (docs/decisions/046-no-way-around-the-second-person.md). Rejecting only stops money, so anyone may.
 */
function approvable(options: { adjustmentId: string; actorId: string }) {
  return and(reviewable(options), heldRoleBeforeSql(options.actorId, sql`${balanceAdjustments.requestedAt}`));
}

export async function markAdjustmentPosted(
  db: Queryable,
  options: { adjustmentId: string; actorId: string; now: Date; day: string },
): Promise<BalanceAdjustmentRecord | undefined> {
  const [row] = await db
    .update(balanceAdjustments)
    .set({
      status: 'posted',
      reviewedBy: options.actorId,
      reviewedAt: options.now,
      postedAt: options.now,
      postedDay: options.day,
    })
    .where(approvable(options))
    .returning();
  return row;
}

export async function markAdjustmentRejected(
  db: Queryable,
  options: { adjustmentId: string; actorId: string; now: Date },
): Promise<BalanceAdjustmentRecord | undefined> {
  const [row] = await db
    .update(balanceAdjustments)
    .set({ status: 'rejected', reviewedBy: options.actorId, reviewedAt: options.now })
    .where(reviewable(options))
    .returning();
  return row;
}

export async function findAdjustment(db: Queryable, adjustmentId: string) {
  const [row] = await db.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, adjustmentId));
  return row;
}

const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');

function listQuery(db: Queryable) {
  return db
    .select({
      adjustment: balanceAdjustments,
      member: { _id: users.id, fullName: users.fullName, referId: users.referId },
      requester: { _id: requester.id, fullName: requester.fullName },
      reviewer: { _id: reviewer.id, fullName: reviewer.fullName },
    })
    .from(balanceAdjustments)
    .innerJoin(users, eq(users.id, balanceAdjustments.userId))
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, balanceAdjustments.reviewedBy));
}
type ListedRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

function toAdjustmentRow(row: ListedRow): AdjustmentRow {
  const { adjustment } = row;
  return {
    _id: adjustment.id,
    member: row.member,
    wallet: adjustment.wallet,
    kind: adjustment.kind,
    amount: microsToUsdt(adjustment.amountMicros),
    reason: adjustment.reason,
    status: adjustment.status,
    requestedBy: row.requester,
    requestedAt: adjustment.requestedAt.toISOString(),
    reviewedBy: row.reviewer,
    reviewedAt: adjustment.reviewedAt?.toISOString() ?? null,
  };
}

export async function readAdjustmentRow(db: Queryable, adjustmentId: string): Promise<AdjustmentRow | undefined> {
  const [row] = await listQuery(db).where(eq(balanceAdjustments.id, adjustmentId));
  return row && toAdjustmentRow(row);
}

/** Pending ones oldest first (a queue to work through), the others newest first (a history). */
export async function listAdjustments(
  db: Queryable,
  options: { status: BalanceAdjustmentRecord['status']; memberId?: string; page: number; pageSize?: number },
) {
  const conditions: SQL[] = [eq(balanceAdjustments.status, options.status)];
  if (options.memberId) conditions.push(eq(balanceAdjustments.userId, options.memberId));
  const where = and(...conditions);
  const sort = options.status === 'pending' ? asc : desc;
  const { limit, offset } = pageWindow(options.page, options.pageSize);
  const [rows, totalDocs] = await Promise.all([
    listQuery(db)
      .where(where)
      .orderBy(sort(balanceAdjustments.requestedAt), sort(balanceAdjustments.id))
      .limit(limit)
      .offset(offset),
    countRows(db, balanceAdjustments, where),
  ]);
  return { docs: rows.map(toAdjustmentRow), totalDocs };
}
