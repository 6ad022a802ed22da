import type { AnnouncementTexts } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Announcements operators publish for a window of time (docs/product.md#announcements). Withdrawn, not deleted: the
// audit and the console keep what members were told (docs/decisions/031-announcements.md).
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    level: text('level', { enum: ['info', 'warning'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    onSite: boolean('on_site').notNull().default(false),
    texts: jsonb('texts').$type<AnnouncementTexts>().notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('announcements_level_check', sql`${table.level} in ('info', 'warning')`),
    check('announcements_window', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'announcements_english',
      sql`coalesce(${table.texts} #>> '{en,title}', '') <> '' and coalesce(${table.texts} #>> '{en,body}', '') <> ''`,
    ),
    // The live query reads the announcements not yet ended: few, whatever the history holds.
    index('announcements_ends_at_idx').on(table.endsAt),
  ],
);
