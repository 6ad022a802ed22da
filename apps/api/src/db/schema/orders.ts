import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { packages } from './packages';
import { userRef } from './user-columns';

// A member's purchase of a package, with a copy of the terms it was bought under (docs/product.md#packages).
export const orders = pgTable(
  'orders',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    title: text('title').notNull(),
    priceMicros: micros('price_micros').notNull(),
    dailyYieldBasisPoints: integer('daily_yield_bp').notNull(),
    maturityDays: integer('maturity_days').notNull(),
    capitalChargeBasisPoints: integer('capital_charge_bp').notNull(),
    /** The handling fee paid on top of the price at purchase; the price alone earns and is the capital. */
    handlingFeeMicros: micros('handling_fee_micros').notNull().default(sql`0`),
    status: text('status', { enum: ['active', 'matured', 'withdrawn'] })
      .notNull()
      .default('active'),
    paidDays: integer('paid_days').notNull().default(0),
    /** The last platform day (YYYY-MM-DD) profit was paid for; null before the first claim. */
    lastPaidDay: text('last_paid_day'),
    createdAt: moment('created_at').notNull(),
    closedAt: moment('closed_at'),
  },
  (table) => [
    // One active order per member and package decides concurrent clicks.
    uniqueIndex('orders_one_active_per_package')
      .on(table.userId, table.packageId)
      .where(sql`${table.status} = 'active'`),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_due_idx').on(table.lastPaidDay, table.id).where(sql`${table.status} = 'active'`),
    check('orders_status_check', sql`${table.status} in ('active', 'matured', 'withdrawn')`),
    check('orders_paid_days_range', sql`${table.paidDays} between 0 and ${table.maturityDays}`),
    check('orders_price_positive', sql`${table.priceMicros} > 0`),
    check('orders_handling_fee_nonnegative', sql`${table.handlingFeeMicros} >= 0`),
  ],
);
export type OrderRecord = typeof orders.$inferSelect;
