import { EARNING_KINDS, ENGINE_INCOME_KINDS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { orders } from './orders';
import { userRef } from './user-columns';

// One row per income paid; the ledger entry holds the money, this row holds how it was computed.
export const incomes = pgTable(
  'incomes',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    kind: text('kind', { enum: ENGINE_INCOME_KINDS }).notNull(),
    amountMicros: micros('amount_micros').notNull(),
    sourceUserId: userRef('source_user_id'),
    orderId: uuid('order_id').references(() => orders.id),
    level: integer('level'),
    day: text('day').notNull(),
    baseMicros: micros('base_micros').notNull(),
    rateBasisPoints: integer('rate_bp').notNull(),
    // What the sentence shown to the member is rendered from (incomeRuleText in the contract), never the sentence.
    orderDay: integer('order_day'),
    orderDays: integer('order_days'),
    rank: integer('rank'),
    entryId: uuid('entry_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    // The lists' whole sort key, so a page reads its ten rows and no more; a page of all kinds merges the four
    // kinds' reads (income.repository.ts), so this is the only index that orders a member's incomes.
    index('incomes_user_kind_page_idx').on(
      table.userId,
      table.kind,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    check(
      'incomes_kind_check',
      sql`${table.kind} in ${sql.raw(`(${ENGINE_INCOME_KINDS.map((kind) => `'${kind}'`).join(', ')})`)}`,
    ),
    check('incomes_amount_positive', sql`${table.amountMicros} > 0`),
    check(
      'incomes_detail_check',
      sql`(${table.kind} <> 'trading' or (${table.orderDay} is not null and ${table.orderDays} is not null))
        and (${table.kind} not in ('level', 'direct') or ${table.level} is not null)
        and (${table.kind} <> 'reward' or ${table.rank} is not null)`,
    ),
  ],
);
export type IncomeRecord = typeof incomes.$inferSelect;

// Income per member, kind and platform day: totals, today and the 30-day chart without scanning incomes. Operators'
// bonuses are income too (docs/decisions/014-bonuses-are-income.md): kind `bonus`, summing balance_adjustments.
export const incomeDaily = pgTable(
  'income_daily',
  {
    userId: userRef('user_id').notNull(),
    kind: text('kind', { enum: EARNING_KINDS }).notNull(),
    day: text('day').notNull(),
    amountMicros: micros('amount_micros').notNull(),
    /** How many incomes the row sums: the lists' totals without counting incomes. */
    incomeCount: integer('income_count').notNull().default(0),
  },
  (table) => [uniqueIndex('income_daily_key').on(table.userId, table.kind, table.day)],
);

// Income per member and kind, all days: what the profile and the dashboard show, kept as incomes are paid so a read
// costs the same for a member of a week and a leader of years. Written beside income_daily by the same statement.
export const incomeTotals = pgTable(
  'income_totals',
  {
    userId: userRef('user_id').notNull(),
    kind: text('kind', { enum: EARNING_KINDS }).notNull(),
    amountMicros: micros('amount_micros').notNull(),
    incomeCount: integer('income_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
