import type { TextsPerLanguage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The rejection reasons operators keep (docs/product.md#reviews). Retired, not deleted: rejections name them.
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    use: text('use', { enum: ['deposit', 'withdrawal', 'both'] }).notNull(),
    texts: jsonb('texts').$type<TextsPerLanguage>().notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('rejection_reasons_use_check', sql`${table.use} in ('deposit', 'withdrawal', 'both')`),
    check('rejection_reasons_english', sql`coalesce(${table.texts} ->> 'en', '') <> ''`),
  ],
);
