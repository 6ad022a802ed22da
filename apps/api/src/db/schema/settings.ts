import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

// Operator-set numbers (docs/product.md#settings), one row per key; read through core/settings.ts.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
