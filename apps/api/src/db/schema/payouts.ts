import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { withdrawals } from './withdrawals';

// Automatic payouts (docs/decisions/025-automatic-payouts.md). A payout is a state machine kept here so a crash at any
// point resumes it: the nonce is reserved and the signed transaction stored in one committed statement before the
// first broadcast, and only a stored transaction is ever sent.

export const payoutWallets = pgTable(
  'payout_wallets',
  {
    wallet: text('wallet').notNull(),
    chainId: integer('chain_id').notNull(),
    /** The nonce the next signed payout takes; moved only by a statement that also stores that payout's transaction. */
    nextNonce: bigint('next_nonce', { mode: 'bigint' }).notNull(),
    /** The last run's reading of the wallet, for the System page and /metrics on every replica. */
    usdtMicros: micros('usdt_micros'),
    bnbWei: numeric('bnb_wei', { precision: 78, scale: 0 }),
    /** Set when a transaction the platform did not sign used the wallet's nonces; only an owner's accept clears it. */
    gapDetail: text('gap_detail'),
    waitingReason: text('waiting_reason'),
    waitingDetail: text('waiting_detail'),
    checkedAt: moment('checked_at'),
  },
  (table) => [uniqueIndex('payout_wallets_key').on(table.wallet, table.chainId)],
);

export const payouts = pgTable(
  'payouts',
  {
    id: generatedId(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id),
    wallet: text('wallet').notNull(),
    chainId: integer('chain_id').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }),
    state: text('state', { enum: ['queued', 'signed', 'broadcast', 'confirmed', 'failed'] }).notNull(),
    recipient: text('recipient').notNull(),
    netMicros: micros('net_micros').notNull(),
    /** The platform day it counts against autoPayoutDailyLimit. */
    day: text('day').notNull(),
    reason: text('reason'),
    minedHash: text('mined_hash'),
    queuedAt: moment('queued_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('payouts_withdrawal_key').on(table.withdrawalId),
    // One payout per nonce of a wallet on a chain: two signers can never spend the same place in the sequence.
    uniqueIndex('payouts_nonce_key').on(table.wallet, table.chainId, table.nonce),
    index('payouts_open_idx')
      .on(table.state, table.queuedAt)
      .where(sql`${table.state} in ('queued', 'signed', 'broadcast')`),
    index('payouts_day_idx').on(table.day),
    check('payouts_state_check', sql`${table.state} in ('queued', 'signed', 'broadcast', 'confirmed', 'failed')`),
    check('payouts_signed_has_nonce', sql`(${table.state} = 'queued') = (${table.nonce} is null)`),
  ],
);

/** Every transaction signed for a payout: the first, then any replacement with the same nonce and a higher price. */
export const payoutTransactions = pgTable(
  'payout_transactions',
  {
    id: generatedId(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    txHash: text('tx_hash').notNull(),
    rawTx: text('raw_tx').notNull(),
    gasPriceWei: numeric('gas_price_wei', { precision: 78, scale: 0 }).notNull(),
    signedAt: moment('signed_at').notNull(),
    /** Set when a send of it was answered (or the node said it already had it). */
    sentAt: moment('sent_at'),
  },
  (table) => [
    uniqueIndex('payout_transactions_hash_key').on(table.txHash),
    index('payout_transactions_payout_idx').on(table.payoutId, table.signedAt),
  ],
);

export type PayoutRecord = typeof payouts.$inferSelect;
export type PayoutTransactionRecord = typeof payoutTransactions.$inferSelect;
