import type { TextsPerLanguage } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// A member's claim of a transfer to the deposit address. The hash is stored lower-cased and accepted once, ever.
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    txHash: text('tx_hash').notNull(),
    // `watcher`: credited from a transfer to the member's own address (docs/decisions/019-deposit-addresses.md).
    verification: text('verification', { enum: ['manual', 'chain', 'watcher'] })
      .notNull()
      .default('manual'),
    status: text('status', { enum: ['pending', 'success', 'reject'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    /** The kept reason chosen at rejection, its words as they were then, per language (docs/product.md#reviews). */
    reasonTexts: jsonb('reason_texts').$type<TextsPerLanguage>(),
    creditedMicros: bigint('credited_micros', { mode: 'bigint' }),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    logIndex: integer('log_index'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // A deposit credited on an operator's word above the approval limit: the first operator approves, a second one
    // credits it (docs/decisions/035-dual-control.md).
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // Seeded by the demo (src/seed): its hash was made up and is on no chain, so nothing links it to an explorer.
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A claimed hash is accepted once; the watcher credits each log of a transaction once (two logs, two deposits).
    uniqueIndex('deposits_tx_hash_key').on(table.txHash).where(sql`${table.verification} <> 'watcher'`),
    uniqueIndex('deposits_tx_log_key').on(table.txHash, table.logIndex).where(sql`${table.verification} = 'watcher'`),
    index('deposits_user_created_idx').on(table.userId, table.createdAt),
    index('deposits_status_idx').on(table.status, table.createdAt),
    check('deposits_amount_positive', sql`${table.amountMicros} > 0`),
    check(
      'deposits_four_eyes',
      sql`${table.approvedBy} is null or ${table.reviewedBy} is null or ${table.approvedBy} <> ${table.reviewedBy}`,
    ),
    check('deposits_hash_lower', sql`${table.txHash} = lower(${table.txHash})`),
  ],
);
