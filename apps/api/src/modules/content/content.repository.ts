import { emptyMarkdownTree, type Locale, type MarkdownTree, plainParagraphsTree } from '@app/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contentPages, users } from '../../db/schema';

import { languagesBehind } from './languages-behind';

// Operator edits of the site's content pages (docs/product.md#site), one row per edited path and language.

export interface SavedPage {
  path: string;
  language: Locale;
  title: string;
  body: string;
  tree: MarkdownTree;
  published: boolean;
  updatedAt: Date;
  updatedBy: string | null;
}

/**
 * Every edited page by path: its edits per language with the name of the operator who saved each last, and the
 * languages behind its English edit.
 */
export async function listContentPages(db: Queryable) {
  const rows = await db
    .select({ page: contentPages, operatorName: users.fullName })
    .from(contentPages)
    .leftJoin(users, eq(users.id, contentPages.updatedBy))
    .orderBy(asc(contentPages.path), asc(contentPages.language));
  const byPath = new Map<string, ReturnType<typeof toAdminPage>[]>();
  const times = new Map<string, Map<Locale, Date>>();
  for (const { page, operatorName } of rows) {
    byPath.set(page.path, [...(byPath.get(page.path) ?? []), toAdminPage(page, operatorName ?? null)]);
    times.set(page.path, (times.get(page.path) ?? new Map()).set(page.language, page.updatedAt));
  }
  return [...byPath].map(([path, edits]) => {
    const at = times.get(path) ?? new Map<Locale, Date>();
    return { path, edits, behind: languagesBehind({ englishAt: at.get('en'), others: at }) };
  });
}

export async function findContentPage(db: Queryable, page: { path: string; language: Locale }) {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.path, page.path), eq(contentPages.language, page.language)));
  return row;
}

/** Creates the edit or replaces it whole. */
export async function upsertContentPage(db: Queryable, page: SavedPage) {
  const [row] = await db
    .insert(contentPages)
    .values(page)
    .onConflictDoUpdate({
      target: [contentPages.path, contentPages.language],
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

export async function deleteContentPage(db: Queryable, page: { path: string; language: Locale }) {
  const [row] = await db
    .delete(contentPages)
    .where(and(eq(contentPages.path, page.path), eq(contentPages.language, page.language)))
    .returning();
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
    language: row.language,
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
    language: row.language,
    title: row.published ? row.title : '',
    tree: row.published ? (row.tree ?? plainParagraphsTree(row.body)) : emptyMarkdownTree(),
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every page edited in a language as the site reads it, and whether one still waits for its tree. */
export async function listPublicPages(db: Queryable, language: Locale) {
  const rows = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.language, language))
    .orderBy(asc(contentPages.path));
  return { pages: rows.map(toPublicPage), isTreeMissing: rows.some((row) => row.tree === null) };
}

export async function pagesWithoutTree(db: Queryable) {
  return db
    .select({ path: contentPages.path, language: contentPages.language, body: contentPages.body })
    .from(contentPages)
    .where(isNull(contentPages.tree));
}

/** Stores the tree of a page saved before trees were, unless its text changed since it was read. */
export async function setPageTree(
  db: Queryable,
  page: { path: string; language: Locale; body: string; tree: MarkdownTree },
) {
  await db
    .update(contentPages)
    .set({ tree: page.tree })
    .where(
      and(
        eq(contentPages.path, page.path),
        eq(contentPages.language, page.language),
        eq(contentPages.body, page.body),
        isNull(contentPages.tree),
      ),
    );
}

/** The texts a new member accepts at sign-up, as their public paths (docs/product.md#accounts). */
export const SIGNUP_TERMS_PATHS = ['/terms-of-service', '/risk-disclosure'] as const;

/**
 * Which texts of the terms a member accepts now: each page by its last English operator edit, or `shipped` while
 * the text shipped with the web app shows. Kept with the member, so an edit later never passes for what they agreed to.
 */
export async function termsVersion(db: Queryable): Promise<string> {
  const parts: string[] = [];
  for (const path of SIGNUP_TERMS_PATHS) {
    const page = await findContentPage(db, { path, language: 'en' });
    parts.push(`${path}@${page ? page.updatedAt.toISOString() : 'shipped'}`);
  }
  return parts.join(' ');
}
