import type { TextsPerLanguage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';

// The rejection reasons operators keep (docs/product.md#reviews). Retired, not deleted: rejections name them.
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: generatedId(),
    use: text('use', { enum: ['deposit', 'withdrawal', 'both'] }).notNull(),
    texts: jsonb('texts').$type<TextsPerLanguage>().notNull(),
    retiredAt: moment('retired_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    check('rejection_reasons_use_check', sql`${table.use} in ('deposit', 'withdrawal', 'both')`),
    check('rejection_reasons_english', sql`coalesce(${table.texts} ->> 'en', '') <> ''`),
  ],
);
