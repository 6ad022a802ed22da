import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { userRef } from './user-columns';

// A balance under the withdrawal minimum that a member gave up to close their account (docs/decisions/033-closing-an-account.md):
// one row per wallet emptied, written with its `account:give-up` entry in the closing's transaction. The ledger's
// check explains the wallet's last posting by it.
export const givenUpBalances = pgTable(
  'given_up_balances',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    wallet: text('wallet', { enum: ['deposit', 'income'] }).notNull(),
    amountMicros: micros('amount_micros').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('given_up_balances_user_wallet_key').on(table.userId, table.wallet),
    check('given_up_balances_amount_positive', sql`${table.amountMicros} > 0`),
  ],
);
export type GivenUpBalanceRecord = typeof givenUpBalances.$inferSelect;
