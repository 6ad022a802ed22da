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
