import type { AnnouncementTexts } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { userRef } from './user-columns';

// Announcements operators publish for a window of time (docs/product.md#announcements). Withdrawn, not deleted: the
// audit and the console keep what members were told (docs/decisions/031-announcements.md).
export const announcements = pgTable(
  'announcements',
  {
    id: generatedId(),
    level: text('level', { enum: ['info', 'warning'] }).notNull(),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    onSite: boolean('on_site').notNull().default(false),
    texts: jsonb('texts').$type<AnnouncementTexts>().notNull(),
    withdrawnAt: moment('withdrawn_at'),
    createdBy: userRef('created_by'),
    createdAt: moment('created_at').notNull(),
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
