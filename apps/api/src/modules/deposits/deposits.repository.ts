import { type DepositRow, microsToUsdt } from '@app/contract';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { pageWindow } from '../../lib/paging';

type Deposit = typeof deposits.$inferSelect;

export function toDepositRow(row: Deposit): DepositRow {
  return {
    _id: row.id,
    amount: microsToUsdt(row.amountMicros),
    transaction_id: row.txHash,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMemberDeposits(db: Queryable, options: { userId: string; page: number }) {
  const where = eq(deposits.userId, options.userId);
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(deposits).where(where);
  return { docs: rows.map(toDepositRow), totalDocs: total?.total ?? 0 };
}

const reviewColumns = {
  deposit: deposits,
  member: { _id: users.id, fullName: users.fullName, email: users.email },
};

export function toAdminDepositRow(row: { deposit: Deposit; member: { _id: string; fullName: string; email: string } }) {
  return {
    ...toDepositRow(row.deposit),
    member: row.member,
    creditedAmount: row.deposit.creditedMicros === null ? null : microsToUsdt(row.deposit.creditedMicros),
    reviewedAt: row.deposit.reviewedAt?.toISOString() ?? null,
  };
}

export async function listDepositsForReview(db: Queryable, options: { status?: Deposit['status']; page: number }) {
  const where: SQL | undefined = options.status ? eq(deposits.status, options.status) : undefined;
  const { limit, offset } = pageWindow(options.page);
  // Pending ones oldest first (a queue); reviewed ones newest first (a history).
  const order = options.status === 'pending' ? asc(deposits.createdAt) : desc(deposits.createdAt);
  const rows = await db
    .select(reviewColumns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where)
    .orderBy(order, asc(deposits.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(deposits).where(where);
  return { docs: rows.map(toAdminDepositRow), totalDocs: total?.total ?? 0 };
}

export async function getDepositForReview(db: Queryable, id: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(eq(deposits.id, id)));
  return row;
}
