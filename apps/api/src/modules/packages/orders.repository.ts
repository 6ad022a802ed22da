import { microsToUsdt, type OrderRow } from '@app/contract';
import { and, asc, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type OrderRecord, orders } from '../../db/schema';

export function toOrderRow(row: OrderRecord, today: string): OrderRow {
  return {
    _id: row.id,
    package_id: row.packageId,
    title: row.title,
    price: microsToUsdt(row.priceMicros),
    yield: row.dailyYieldBasisPoints / 100,
    maturity: row.maturityDays,
    totalDays: row.paidDays,
    status: row.status,
    capitalChargePercent: row.capitalChargeBasisPoints / 100,
    paidToday: row.lastPaidDay === today,
    lastPaidDay: row.lastPaidDay,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** Every order of one member, newest first (a member holds a handful, so no paging). */
export async function listMemberOrders(db: Queryable, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

export type NewOrder = typeof orders.$inferInsert;

/** Answers nothing when the member already holds an active order of this package (partial unique index). */
export async function insertOrderUnlessActive(db: Queryable, values: NewOrder) {
  const [created] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return created;
}

const notPaidOn = (day: string) => or(isNull(orders.lastPaidDay), lt(orders.lastPaidDay, day));

/**
 * One paid day more on each of the member's active orders not yet paid on `day`, matured at the maturity.
 * A single conditional update, so a second claim on the same day finds nothing.
 */
export async function advanceDueOrders(db: Queryable, options: { userId: string; day: string; now: Date }) {
  return db
    .update(orders)
    .set({
      paidDays: sql`${orders.paidDays} + 1`,
      lastPaidDay: options.day,
      status: sql`case when ${orders.paidDays} + 1 >= ${orders.maturityDays} then 'matured' else 'active' end`,
      closedAt: sql`case when ${orders.paidDays} + 1 >= ${orders.maturityDays} then ${options.now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(orders.userId, options.userId), eq(orders.status, 'active'), notPaidOn(options.day)))
    .returning();
}

export async function countActiveOrders(db: Queryable, userId: string): Promise<number> {
  const [active] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'active')));
  return active?.total ?? 0;
}

/** Keyset paging on the member id, so members settled meanwhile do not shift the next batch. */
export async function listMembersDueOn(db: Queryable, options: { day: string; after: string; limit: number }) {
  return db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'active'),
        notPaidOn(options.day),
        options.after ? gt(orders.userId, options.after) : undefined,
      ),
    )
    .orderBy(asc(orders.userId))
    .limit(options.limit);
}
