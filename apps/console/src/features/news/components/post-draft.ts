import type { AdminPost, Locale, PostBody } from '@app/contract';

// The news editor's form state (docs/product.md#news): the post's fields as text, and back. The title, summary and
// text are a language's (docs/decisions/029-texts-per-language.md); the address, category and tags the post's.

export type Field = Exclude<keyof PostBody, 'language'>;
export const FIELDS: Field[] = ['title', 'slug', 'summary', 'body', 'category', 'tags'];
type Draft = Record<Exclude<Field, 'tags'>, string> & { tags: string };

const EMPTY: Draft = { title: '', slug: '', summary: '', body: '', category: '', tags: '' };
/**
 * The form's text of a post in `language` (tags as one comma-separated line), or an empty form. A language without
 * its own text yet starts from the English one, to translate.
 */
export function draftOf(post: AdminPost | undefined, language: Locale = 'en'): Draft {
  if (!post) return EMPTY;
  const text = post.translations.find((candidate) => candidate.language === language) ?? post;
  const { slug, category } = post;
  return { title: text.title, slug, summary: text.summary, body: text.body, category, tags: post.tags.join(', ') };
}
/** The form as the API takes it: the tags split at commas, blanks dropped. */
export const bodyOf = (draft: Draft, language: Locale = 'en'): PostBody => ({
  ...draft,
  language,
  tags: draft.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
});

/** A web address from a title: lower case words of letters and digits, joined by dashes. */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
