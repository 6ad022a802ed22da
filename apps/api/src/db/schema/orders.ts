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
  ],
);
export type OrderRecord = typeof orders.$inferSelect;

// One row per income paid; the ledger entry holds the money, this row holds how it was computed.
export const incomes = pgTable(
  'incomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['trading', 'level', 'direct', 'reward'] }).notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    sourceUserId: uuid('source_user_id').references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id),
    level: integer('level'),
    day: text('day').notNull(),
    baseMicros: bigint('base_micros', { mode: 'bigint' }).notNull(),
    rateBasisPoints: integer('rate_bp').notNull(),
    rule: text('rule').notNull(),
    entryId: uuid('entry_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('incomes_user_kind_idx').on(table.userId, table.kind, table.createdAt),
    index('incomes_user_idx').on(table.userId, table.createdAt),
    check('incomes_kind_check', sql`${table.kind} in ('trading', 'level', 'direct', 'reward')`),
    check('incomes_amount_positive', sql`${table.amountMicros} > 0`),
  ],
);
export type IncomeRecord = typeof incomes.$inferSelect;

// Income per member, kind and platform day: totals, today and the 30-day chart without scanning incomes.
export const incomeDaily = pgTable(
  'income_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['trading', 'level', 'direct', 'reward'] }).notNull(),
    day: text('day').notNull(),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
  },
  (table) => [uniqueIndex('income_daily_key').on(table.userId, table.kind, table.day)],
);

// Counters kept as the team changes (docs/product.md#team), so reading them costs the same at any team size.
// Level a = direct referrals, b = theirs, c = the next level.
export const teamStats = pgTable('team_stats', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  aMembers: integer('a_members').notNull().default(0),
  bMembers: integer('b_members').notNull().default(0),
  cMembers: integer('c_members').notNull().default(0),
  aActive: integer('a_active').notNull().default(0),
  bActive: integer('b_active').notNull().default(0),
  cActive: integer('c_active').notNull().default(0),
  aInvestmentMicros: bigint('a_investment_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  bInvestmentMicros: bigint('b_investment_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  cInvestmentMicros: bigint('c_investment_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  selfInvestmentMicros: bigint('self_investment_micros', { mode: 'bigint' }).notNull().default(sql`0`),
  orderCount: integer('order_count').notNull().default(0),
  activeOrderCount: integer('active_order_count').notNull().default(0),
});
