import type { MarkdownTree } from '@app/contract';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// An operator's edit of a public content page (docs/product.md#site). A page without a row here shows the
// text shipped with the web app; a row replaces it, and an unpublished row hides the page.
export const contentPages = pgTable('content_pages', {
  path: text('path').primaryKey(),
  title: text('title').notNull(),
  // Markdown, rendered without raw HTML.
  body: text('body').notNull(),
  // The body as the tree the site renders, built on save in a worker (docs/decisions/021-markdown-on-save.md); null
  // for an edit saved before, until the server renders it.
  tree: jsonb('tree').$type<MarkdownTree>(),
  published: boolean('published').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
export type ContentPageRow = typeof contentPages.$inferSelect;
