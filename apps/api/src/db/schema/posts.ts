import type { Locale, MarkdownTree } from '@app/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { userRef } from './user-columns';

// The platform's news posts (docs/product.md#news), written by operators. A draft is seen in the console only; a
// published post is listed on the site, newest first by its first publication.
export const posts = pgTable(
  'posts',
  {
    id: generatedId(),
    // The post's address, /news/<slug>; fixed while it is published, so links to it keep working.
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    // Markdown, rendered without raw HTML or images, as the operator-edited site pages are.
    body: text('body').notNull(),
    // The body as the tree the site renders, built on save (docs/decisions/021-markdown-on-save.md); null for a post
    // saved before, until the server renders it.
    tree: jsonb('tree').$type<MarkdownTree>(),
    category: text('category').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    // The display name of the operator who wrote it, as it was then: the post's byline.
    authorName: text('author_name').notNull(),
    authorId: userRef('author_id'),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    // Set by the first publication and kept: a post unpublished and published again keeps its place in the list.
    publishedAt: moment('published_at'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    // When its English title, summary or text last changed: a translation older than this is behind it (publishing
    // or a new tag changes no words).
    textUpdatedAt: moment('text_updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('posts_slug_idx').on(table.slug),
    check('posts_status_check', sql`${table.status} in ('draft', 'published')`),
    // A published post always has its publication time, so the site's order never meets a null.
    check('posts_published_at_check', sql`${table.status} = 'draft' or ${table.publishedAt} is not null`),
    index('posts_published_idx').on(table.publishedAt.desc(), table.id).where(sql`${table.status} = 'published'`),
  ],
);
export type PostRow = typeof posts.$inferSelect;

// A post's title, summary and text in Spanish or Hindi (docs/decisions/029-texts-per-language.md); the post's row
// holds its English text, which a visitor in a language without a row here reads.
export const postTexts = pgTable(
  'post_texts',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    language: text('language').$type<Locale>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    // Built on save, as the post's own (docs/decisions/021-markdown-on-save.md); these rows never predate trees.
    tree: jsonb('tree').$type<MarkdownTree>().notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'post_texts_pkey', columns: [table.postId, table.language] }),
    check('post_texts_language_check', sql`${table.language} in ('es', 'hi')`),
  ],
);
export type PostTextRow = typeof postTexts.$inferSelect;
