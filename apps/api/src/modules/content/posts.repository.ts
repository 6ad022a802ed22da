import { type Locale, type MarkdownTree, POSTS_PAGE_SIZE, type PostStatus, plainParagraphsTree } from '@app/contract';
import { and, arrayContains, count, desc, eq, getTableColumns, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type PostRow, posts, postTexts } from '../../db/schema';
import { countRows } from '../../lib/paging';

// The news posts' SQL (docs/product.md#news).

export interface PostFilter {
  category?: string;
  tag?: string;
  author?: string;
  search?: string;
}

/** A word of a search inside ILIKE: its % and _ are letters, not wildcards. */
function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;
}

/**
 * A word of a search is in the post's English words or in its words in the reader's language, which the answer shows
 * (docs/decisions/029-texts-per-language.md): a Spanish reader finds a post by the Spanish words they read in it.
 */
function wordIn(like: string, language: Locale) {
  const translated =
    language === 'en'
      ? undefined
      : sql`exists (select 1 from ${postTexts} where ${postTexts.postId} = ${posts.id}
          and ${postTexts.language} = ${language}
          and (${postTexts.title} ilike ${like} or ${postTexts.summary} ilike ${like} or ${postTexts.body} ilike ${like}))`;
  return or(ilike(posts.title, like), ilike(posts.summary, like), ilike(posts.body, like), translated);
}

function filterOf(filter: PostFilter, language: Locale): SQL[] {
  const where: SQL[] = [eq(posts.status, 'published')];
  if (filter.category) where.push(eq(posts.category, filter.category));
  if (filter.tag) where.push(arrayContains(posts.tags, [filter.tag]));
  if (filter.author) where.push(eq(posts.authorName, filter.author));
  for (const word of filter.search?.split(/\s+/).filter(Boolean) ?? []) {
    const anyField = wordIn(likeWord(word), language);
    if (anyField) where.push(anyField);
  }
  return where;
}

const offsetOf = (page: number) => (page - 1) * POSTS_PAGE_SIZE;

// A list reads no post's tree (up to MARKDOWN_TREE_MAX_CHARS each), and the site's list not its text either.
const { tree: _tree, ...withoutTree } = getTableColumns(posts);
const { body: _body, ...summaryColumns } = withoutTree;
type PostSummaryRow = Omit<PostRow, 'body' | 'tree'>;

/** Published posts, newest first by first publication; a search also reads the words in `language`. */
export async function listPublishedPosts(db: Queryable, filter: PostFilter, page: number, language: Locale = 'en') {
  const where = and(...filterOf(filter, language));
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(POSTS_PAGE_SIZE)
      .offset(offsetOf(page)),
    countRows(db, posts, where),
  ]);
  return { rows, total };
}

/** Every post for the console, the last changed first. */
export async function listAllPosts(db: Queryable, status: PostStatus | 'all', page: number) {
  const where = status === 'all' ? undefined : eq(posts.status, status);
  const [rows, total] = await Promise.all([
    db
      .select(withoutTree)
      .from(posts)
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(POSTS_PAGE_SIZE)
      .offset(offsetOf(page)),
    countRows(db, posts, where),
  ]);
  return { rows, total };
}

export async function findPublishedPost(db: Queryable, slug: string) {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), eq(posts.status, 'published')));
  return row;
}

export async function findPost(db: Queryable, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(posts).where(eq(posts.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function insertPost(db: Queryable, values: typeof posts.$inferInsert) {
  const [row] = await db.insert(posts).values(values).returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

export async function updatePost(db: Queryable, id: string, values: Partial<typeof posts.$inferInsert>) {
  const [row] = await db.update(posts).set(values).where(eq(posts.id, id)).returning();
  if (!row) throw new Error('post not updated');
  return row;
}

export async function deletePost(db: Queryable, id: string) {
  await db.delete(posts).where(eq(posts.id, id));
}

export async function postsWithoutTree(db: Queryable) {
  return db.select({ id: posts.id, slug: posts.slug, body: posts.body }).from(posts).where(isNull(posts.tree));
}

/** Stores the tree of a post saved before trees were, unless its text changed since it was read. */
export async function setPostTree(db: Queryable, post: { id: string; body: string; tree: MarkdownTree }) {
  await db
    .update(posts)
    .set({ tree: post.tree })
    .where(and(eq(posts.id, post.id), eq(posts.body, post.body), isNull(posts.tree)));
}

/** The published posts' categories, tags and authors with their counts, most posts first, then by name. */
export async function postTopics(db: Queryable) {
  const published = eq(posts.status, 'published');
  const tally = (column: SQL) =>
    db
      .select({ name: sql<string>`${column}`.as('name'), count: count() })
      .from(posts)
      .where(published)
      .groupBy(sql`1`)
      .orderBy(desc(count()), sql`1`);
  const [categories, tags, authors] = await Promise.all([
    tally(sql`${posts.category}`),
    db
      .select({ name: sql<string>`tag`, count: count() })
      .from(sql`${posts}, unnest(${posts.tags}) as tag`)
      .where(published)
      .groupBy(sql`tag`)
      .orderBy(desc(count()), sql`tag`),
    tally(sql`${posts.authorName}`),
  ]);
  return { categories, tags, authors };
}

function iso(date: Date | null) {
  return date ? date.toISOString() : null;
}

export function toPostSummary(row: PostSummaryRow & { language?: Locale }) {
  return {
    _id: row.id,
    slug: row.slug,
    language: row.language ?? 'en',
    title: row.title,
    summary: row.summary,
    category: row.category,
    tags: row.tags,
    author: row.authorName,
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A post read in full; one saved before trees were stored shows its paragraphs until the server renders it. */
export const toPublicPost = (row: PostRow & { language?: Locale }) => ({
  ...toPostSummary(row),
  tree: row.tree ?? plainParagraphsTree(row.body),
});
export const toAdminPost = (row: Omit<PostRow, 'tree'>) => ({
  ...toPostSummary(row),
  body: row.body,
  status: row.status,
});
