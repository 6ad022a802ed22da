import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns';

// Every transaction hash the platform has recorded, in either direction: a transfer is one event on chain, so
// a hash claimed as a member's deposit can never also settle a payout, nor the other way round.
export const chainTransactions = pgTable(
  'chain_transactions',
  {
    txHash: text('tx_hash').primaryKey(),
    direction: text('direction', { enum: ['deposit', 'payout'] }).notNull(),
    /** The deposit or withdrawal that recorded it. */
    referenceId: uuid('reference_id').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [check('chain_transactions_hash_lower', sql`${table.txHash} = lower(${table.txHash})`)],
);
