import { microsToUsdt, type OrderRow } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
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
