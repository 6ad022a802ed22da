import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { deposits } from './deposits';
import { userRef } from './user-columns';

// Deposit addresses per member and what the chain watcher saw (docs/decisions/019-deposit-addresses.md).

/** Each member's child number of the operator's key: taken once from the sequence, never given to anyone else. */
export const depositAddressIndex = pgSequence('deposit_address_index_seq', { startWith: 0, minValue: 0 });

export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    userId: userRef('user_id').primaryKey(),
    addressIndex: integer('address_index').notNull(),
    /** Lower-cased, as logs carry it. */
    address: text('address').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('deposit_addresses_index_key').on(table.addressIndex),
    uniqueIndex('deposit_addresses_address_key').on(table.address),
    check('deposit_addresses_address_lower', sql`${table.address} = lower(${table.address})`),
  ],
);

/**
 * One USDT Transfer log to a member's address, once: (transaction hash, log index) is unique, so two transfers in one
 * transaction are two rows and no log is credited twice, whoever (watcher or hash form) settles it.
 */
export const depositTransfers = pgTable(
  'deposit_transfers',
  {
    id: generatedId(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    /** The block the log was seen in: a reorganisation that replaces the block drops the log. */
    blockHash: text('block_hash').notNull(),
    userId: userRef('user_id').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    amountMicros: micros('amount_micros').notNull(),
    status: text('status', { enum: ['pending', 'credited', 'dust', 'dropped'] })
      .notNull()
      .default('pending'),
    depositId: uuid('deposit_id').references(() => deposits.id),
    seenAt: moment('seen_at').notNull(),
    settledAt: moment('settled_at'),
  },
  (table) => [
    uniqueIndex('deposit_transfers_log_key').on(table.txHash, table.logIndex),
    index('deposit_transfers_user_idx').on(table.userId, table.seenAt),
    index('deposit_transfers_status_idx').on(table.status, table.seenAt),
    check('deposit_transfers_amount', sql`${table.amountMicros} >= 0`),
    check('deposit_transfers_hash_lower', sql`${table.txHash} = lower(${table.txHash})`),
    check('deposit_transfers_status', sql`${table.status} in ('pending', 'credited', 'dust', 'dropped')`),
    check('deposit_transfers_credited', sql`(${table.status} = 'credited') = (${table.depositId} is not null)`),
  ],
);

/** The watcher's one row: every block up to `cursor_block` is final and read. */
export const depositWatcher = pgTable(
  'deposit_watcher',
  {
    only: boolean('only').primaryKey().default(true),
    cursorBlock: bigint('cursor_block', { mode: 'bigint' }).notNull(),
    headBlock: bigint('head_block', { mode: 'bigint' }),
    lastSuccessAt: moment('last_success_at'),
    lastFailureAt: moment('last_failure_at'),
    lastError: text('last_error'),
  },
  (table) => [check('deposit_watcher_one_row', sql`${table.only}`)],
);
