import type { AdminPost, PostBody } from '@app/contract';

// The news editor's form state (docs/product.md#news): the post's fields as text, and back.

export type Field = keyof PostBody;
export const FIELDS: Field[] = ['title', 'slug', 'summary', 'body', 'category', 'tags'];
type Draft = Record<Exclude<Field, 'tags'>, string> & { tags: string };

const EMPTY: Draft = { title: '', slug: '', summary: '', body: '', category: '', tags: '' };
/** The form's text of a post (tags as one comma-separated line), or an empty form. */
export function draftOf(post: AdminPost | undefined): Draft {
  if (!post) return EMPTY;
  const { title, slug, summary, body, category } = post;
  return { title, slug, summary, body, category, tags: post.tags.join(', ') };
}
/** The form as the API takes it: the tags split at commas, blanks dropped. */
export const bodyOf = (draft: Draft): PostBody => ({
  ...draft,
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
