import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, micros, moment } from './columns';
import { userRef } from './user-columns';

// A member's move from their income wallet to another member's deposit wallet (docs/product.md#transfers).
// `unverified` rows hold no money: they wait for the e-mailed OTP and expire with it, as withdrawals do.
export const transfers = pgTable(
  'transfers',
  {
    id: generatedId(),
    senderId: userRef('sender_id').notNull(),
    receiverId: userRef('receiver_id').notNull(),
    amountMicros: micros('amount_micros').notNull(),
    status: text('status', { enum: ['unverified', 'success'] })
      .notNull()
      .default('unverified'),
    expiresAt: moment('expires_at').notNull(),
    verifiedAt: moment('verified_at'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('transfers_sender_created_idx').on(table.senderId, table.createdAt),
    index('transfers_receiver_created_idx').on(table.receiverId, table.createdAt),
    check('transfers_amount_positive', sql`${table.amountMicros} > 0`),
    check('transfers_not_to_self', sql`${table.senderId} <> ${table.receiverId}`),
    check('transfers_status_check', sql`${table.status} in ('unverified', 'success')`),
  ],
);
export type TransferRecord = typeof transfers.$inferSelect;
