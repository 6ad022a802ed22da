import type { Locale, MarkdownTree } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { userRef } from './user-columns';

// An operator's edit of a public content page in one language (docs/product.md#site). A page without a row in a
// language shows the text shipped with the web app in that language; a row replaces it there, and an unpublished
// row hides the page there. Edits made before languages were kept apart are the English ones.
export const contentPages = pgTable(
  'content_pages',
  {
    path: text('path').notNull(),
    language: text('language').$type<Locale>().notNull().default('en'),
    title: text('title').notNull(),
    // Markdown, rendered without raw HTML.
    body: text('body').notNull(),
    // The body as the tree the site renders, built on save in a worker (docs/decisions/021-markdown-on-save.md); null
    // for an edit saved before, until the server renders it.
    tree: jsonb('tree').$type<MarkdownTree>(),
    published: boolean('published').notNull().default(true),
    updatedBy: userRef('updated_by'),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'content_pages_pkey', columns: [table.path, table.language] }),
    check('content_pages_language_check', sql`${table.language} in ('en', 'es', 'hi')`),
  ],
);
export type ContentPageRow = typeof contentPages.$inferSelect;
