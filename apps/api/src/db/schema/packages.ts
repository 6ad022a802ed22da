import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Investment packages (docs/product.md#packages). Price in micro-USDT; daily yield in basis points (50 = 0.50 %).
export const packages = pgTable(
  'packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull().unique(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    priceMicros: bigint('price_micros', { mode: 'bigint' }).notNull(),
    dailyYieldBasisPoints: integer('daily_yield_bp').notNull(),
    maturityDays: integer('maturity_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('packages_price_positive', sql`${table.priceMicros} > 0`),
    check('packages_yield_range', sql`${table.dailyYieldBasisPoints} between 1 and 10000`),
    check('packages_maturity_positive', sql`${table.maturityDays} > 0`),
  ],
);
