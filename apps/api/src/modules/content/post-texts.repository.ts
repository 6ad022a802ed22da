import type { Locale, MarkdownTree } from '@app/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type PostRow, type PostTextRow, postTexts } from '../../db/schema';
import { languagesBehind } from './languages-behind';
import { toAdminPost } from './posts.repository';

// A news post's Spanish and Hindi texts (docs/decisions/029-texts-per-language.md): the site shows a post in the
// visitor's language when it has a text there, else its English text, which the post's own row holds.

export async function upsertPostText(
  db: Queryable,
  text: { postId: string; language: Locale; title: string; summary: string; body: string; tree: MarkdownTree } & {
    updatedBy: string;
    updatedAt: Date;
  },
) {
  const { postId: _postId, language: _language, ...changed } = text;
  await db
    .insert(postTexts)
    .values(text)
    .onConflictDoUpdate({ target: [postTexts.postId, postTexts.language], set: changed });
}

/** The texts of these posts in one language, by post id. */
export async function postTextsIn(db: Queryable, options: { postIds: string[]; language: Locale }) {
  if (options.language === 'en' || options.postIds.length === 0) return new Map<string, PostTextRow>();
  const rows = await db
    .select()
    .from(postTexts)
    .where(and(inArray(postTexts.postId, options.postIds), eq(postTexts.language, options.language)));
  return new Map(rows.map((row) => [row.postId, row]));
}

/**
 * A post as a visitor reads it in the language of `texts`: that language's title, summary and text (and its tree,
 * when the row carries one) when it has them, else the English ones.
 */
export function postInLanguage<T extends { id: string; title: string; summary: string }>(
  row: T,
  texts: Map<string, PostTextRow>,
): T & { language: Locale } {
  const text = texts.get(row.id);
  if (!text) return { ...row, language: 'en' };
  const words = { title: text.title, summary: text.summary, language: text.language };
  return 'body' in row ? { ...row, ...words, body: text.body, tree: text.tree } : { ...row, ...words };
}

/** Posts as the console shows them: each with its other languages' texts and the languages behind its English. */
export async function toAdminPosts(db: Queryable, rows: Omit<PostRow, 'tree'>[]) {
  const ids = rows.map((row) => row.id);
  const texts =
    ids.length === 0
      ? []
      : await db.select().from(postTexts).where(inArray(postTexts.postId, ids)).orderBy(asc(postTexts.language));
  return rows.map((row) => {
    const own = texts.filter((text) => text.postId === row.id);
    const others = new Map(own.map((text) => [text.language, text.updatedAt]));
    // A post is written in English first, so its English text always counts as an edit.
    const behind = languagesBehind({ englishAt: row.textUpdatedAt, others });
    return {
      ...toAdminPost(row),
      language: 'en' as const,
      translations: own.map((text) => ({
        language: text.language,
        title: text.title,
        summary: text.summary,
        body: text.body,
        updatedAt: text.updatedAt.toISOString(),
      })),
      behind,
    };
  });
}

export async function toAdminPostOf(db: Queryable, row: Omit<PostRow, 'tree'>) {
  const [post] = await toAdminPosts(db, [row]);
  if (!post) throw new Error('post not shown');
  return post;
}
