import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { packages } from './packages';
import { users } from './users';

// A member's purchase of a package, with a copy of the terms it was bought under (docs/product.md#packages).
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    packageId: uuid('package_id')
      .notNull()
      .references(() => packages.id),
    title: text('title').notNull(),
    priceMicros: bigint('price_micros', { mode: 'bigint' }).notNull(),
    dailyYieldBasisPoints: integer('daily_yield_bp').notNull(),
    maturityDays: integer('maturity_days').notNull(),
    capitalChargeBasisPoints: integer('capital_charge_bp').notNull(),
    /** The handling fee paid on top of the price at purchase; the price alone earns and is the capital. */
    handlingFeeMicros: bigint('handling_fee_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    status: text('status', { enum: ['active', 'matured', 'withdrawn'] })
      .notNull()
      .default('active'),
    paidDays: integer('paid_days').notNull().default(0),
    /** The last platform day (YYYY-MM-DD) profit was paid for; null before the first claim. */
    lastPaidDay: text('last_paid_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
