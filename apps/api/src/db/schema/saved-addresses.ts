import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { userRef } from './user-columns';

// A member's address book (docs/product.md#address-book): withdrawal addresses they saved, each usable from
// `usable_from` (the lock after saving it, moved on by a password or two-factor change). One row per address.
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    address: text('address').notNull(),
    label: text('label').notNull(),
    usableFrom: moment('usable_from').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [uniqueIndex('saved_addresses_user_address_key').on(table.userId, sql`lower(${table.address})`)],
);

// The members a member saved as transfer receivers, beside the addresses and under the same lock and switch: with
// "withdraw only to saved addresses" on, a transfer goes only to a saved receiver past its lock
// (docs/decisions/046-no-way-around-the-second-person.md). One row per receiver.
export const savedReceivers = pgTable(
  'saved_receivers',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    receiverId: userRef('receiver_id').notNull(),
    label: text('label').notNull(),
    usableFrom: moment('usable_from').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [uniqueIndex('saved_receivers_user_receiver_key').on(table.userId, table.receiverId)],
);
