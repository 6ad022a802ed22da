import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// A member's move from their income wallet to another member's deposit wallet (docs/product.md#transfers).
// `unverified` rows hold no money: they wait for the e-mailed OTP and expire with it, as withdrawals do.
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id),
    amountMicros: bigint('amount_micros', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['unverified', 'success'] })
      .notNull()
      .default('unverified'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
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
