import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Operator-set numbers (docs/product.md#settings), one row per key; read through core/settings.ts.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
