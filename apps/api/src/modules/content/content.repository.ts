import { emptyMarkdownTree, type MarkdownTree, plainParagraphsTree } from '@app/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentPages, users } from '../../db/schema';

// Operator edits of the site's content pages (docs/product.md#site), one row per edited path.

export interface SavedPage {
  path: string;
  title: string;
  body: string;
  tree: MarkdownTree;
  published: boolean;
  updatedAt: Date;
  updatedBy: string | null;
}

/** Every edit with the name of the operator who saved it last, by path. */
export async function listContentPages(db: Queryable) {
  const rows = await db
    .select({ page: contentPages, operatorName: users.fullName })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy))
    .orderBy(asc(contentPages.path));
  return rows.map(({ page, operatorName }) => toAdminPage(page, operatorName ?? null));
}

export async function findContentPage(db: Queryable, path: string) {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.path, path));
  return row;
}

/** Creates the edit or replaces it whole. */
export async function upsertContentPage(db: Queryable, page: SavedPage) {
  const [row] = await db
    .insert(contentPages)
    .values(page)
    .onConflictDoUpdate({
      target: contentPages.path,
      set: {
        title: page.title,
        body: page.body,
        tree: page.tree,
        published: page.published,
        updatedAt: page.updatedAt,
        updatedBy: page.updatedBy,
      },
    })
    .returning();
  if (!row) throw new Error('content page not saved');
  return row;
}

export async function deleteContentPage(db: Queryable, path: string) {
  const [row] = await db.delete(contentPages).where(eq(contentPages.path, path)).returning();
  return row;
}

export async function operatorName(db: Queryable, id: string) {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id));
  return row?.fullName ?? null;
}

type ContentRecord = typeof contentPages.$inferSelect;

export function toAdminPage(row: ContentRecord, operatorName: string | null) {
  return {
    path: row.path,
    title: row.title,
    body: row.body,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ? { _id: row.updatedBy, fullName: operatorName ?? '' } : null,
  };
}

/**
 * The site's view: the text as its tree (a page saved before trees were stored shows its paragraphs until the server
 * renders it, markdown-trees.ts). An unpublished edit says only that it is unpublished; its draft stays in the console.
 */
export function toPublicPage(row: ContentRecord) {
  return {
    path: row.path,
    title: row.published ? row.title : '',
    tree: row.published ? (row.tree ?? plainParagraphsTree(row.body)) : emptyMarkdownTree(),
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every page as the site reads it, and whether one still waits for its tree. */
export async function listPublicPages(db: Queryable) {
  const rows = await db.select().from(contentPages).orderBy(asc(contentPages.path));
  return { pages: rows.map(toPublicPage), isTreeMissing: rows.some((row) => row.tree === null) };
}

export async function pagesWithoutTree(db: Queryable) {
  return db
    .select({ path: contentPages.path, body: contentPages.body })
    .from(contentPages)
    .where(isNull(contentPages.tree));
}

/** Stores the tree of a page saved before trees were, unless its text changed since it was read. */
export async function setPageTree(db: Queryable, page: { path: string; body: string; tree: MarkdownTree }) {
  await db
    .update(contentPages)
    .set({ tree: page.tree })
    .where(and(eq(contentPages.path, page.path), eq(contentPages.body, page.body), isNull(contentPages.tree)));
}

/** The texts a new member accepts at sign-up, as their public paths (docs/product.md#accounts). */
export const SIGNUP_TERMS_PATHS = ['/terms-of-service', '/risk-disclosure'] as const;

/**
 * Which texts of the terms a member accepts now: each page by its last operator edit, or `shipped` while the text
 * shipped with the web app shows. Kept with the member, so an edit later never passes for what they agreed to.
 */
export async function termsVersion(db: Queryable): Promise<string> {
  const parts: string[] = [];
  for (const path of SIGNUP_TERMS_PATHS) {
    const page = await findContentPage(db, path);
    parts.push(`${path}@${page ? page.updatedAt.toISOString() : 'shipped'}`);
  }
  return parts.join(' ');
}
