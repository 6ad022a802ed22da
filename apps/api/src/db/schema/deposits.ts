import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { approvalColumns, rejectionColumns, reviewColumns, userRef } from './user-columns';

// A member's claim of a transfer to the deposit address. The hash is stored lower-cased and accepted once, ever.
export const deposits = pgTable(
  'deposits',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    amountMicros: micros('amount_micros').notNull(),
    txHash: text('tx_hash').notNull(),
    // `watcher`: credited from a transfer to the member's own address (docs/decisions/019-deposit-addresses.md).
    verification: text('verification', { enum: ['manual', 'chain', 'watcher'] })
      .notNull()
      .default('manual'),
    status: text('status', { enum: ['pending', 'success', 'reject'] })
      .notNull()
      .default('pending'),
    ...rejectionColumns(),
    creditedMicros: micros('credited_micros'),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    logIndex: integer('log_index'),
    ...reviewColumns(),
    // A deposit credited on an operator's word above the approval limit: the first operator approves, a second one
    // credits it (docs/decisions/035-dual-control.md).
    ...approvalColumns(),
    // Seeded by the demo (src/seed): its hash was made up and is on no chain, so nothing links it to an explorer.
    demo: boolean('demo').notNull().default(false),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    // A claimed hash is accepted once; the watcher credits each log of a transaction once (two logs, two deposits).
    uniqueIndex('deposits_tx_hash_key').on(table.txHash).where(sql`${table.verification} <> 'watcher'`),
    uniqueIndex('deposits_tx_log_key').on(table.txHash, table.logIndex).where(sql`${table.verification} = 'watcher'`),
    index('deposits_user_created_idx').on(table.userId, table.createdAt),
    index('deposits_status_idx').on(table.status, table.createdAt),
    // What one operator credited, or approved first, alone over a day (payout-safety/operator-alone.ts).
    index('deposits_reviewed_by_idx').on(table.reviewedBy, table.reviewedAt),
    index('deposits_approved_by_idx').on(table.approvedBy, table.approvedAt),
    check('deposits_amount_positive', sql`${table.amountMicros} > 0`),
    check(
      'deposits_four_eyes',
      sql`${table.approvedBy} is null or ${table.reviewedBy} is null or ${table.approvedBy} <> ${table.reviewedBy}`,
    ),
    check('deposits_hash_lower', sql`${table.txHash} = lower(${table.txHash})`),
  ],
);
