import { z } from 'zod';
import { contentLanguageField } from './content-pages';
import { envelope, pageOf, pageQuery } from './envelope';
import { idParam, plainText, requiredText } from './fields';
import { LOCALES } from './i18n/locales';
import { markdownTreeField } from './markdown-tree';

// The platform's news posts (docs/product.md#news): operators write them in the console as drafts and publish them;
// the public site lists and shows the published ones. A post's title, summary and text are kept per language
// (docs/decisions/029-texts-per-language.md): English first, Spanish and Hindi added to it.

/**
 * The sentences of the news API and the console's editor. Kept out of MSG on purpose, as CONTENT_PAGES_MSG is:
 * messages.ts is in every member page's first chunk, and only the API, the news pages and the console need these.
 */
export const POSTS_MSG = {
  titleRequired: 'Enter a title of 1 to 120 characters.',
  slugInvalid:
    'Enter a web address of 3 to 80 characters: lower-case letters and digits in words joined by single dashes.',
  summaryRequired: 'Write a summary of 1 to 300 characters.',
  bodyRequired: 'Write the post: 1 to 50,000 characters.',
  categoryRequired: 'Enter a category of 1 to 40 characters.',
  tagsInvalid: 'Give at most 8 tags, each 1 to 30 characters.',
  searchTooLong: 'Search for at most 100 characters.',
  filterTooLong: 'A category, tag or author is at most 120 characters.',
  statusInvalid: 'The status must be all, draft or published.',
  notFound: 'This post does not exist or is not published.',
  noPost: 'There is no post with this id.',
  slugTaken: 'Another post already uses this web address. Choose another one.',
  slugLocked: 'A published post keeps its web address, so links to it keep working. Unpublish it to change it.',
  created: 'Draft saved. Visitors do not see it until you publish it.',
  saved: 'Post saved.',
  published: 'Post published. Visitors see it now.',
  alreadyPublished: 'This post is already published.',
  unpublished: 'Post unpublished: it is a draft again and visitors no longer see it.',
  alreadyDraft: 'This post is a draft already.',
  deleted: 'Draft deleted.',
  deletePublished: 'Unpublish the post before deleting it.',
  englishFirst: 'Write the post in English first: its Spanish and Hindi texts are added once it exists.',
} as const;

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_TITLE_MAX = 120;
export const POST_SUMMARY_MAX = 300;
export const POST_BODY_MAX = 50_000;
export const POST_CATEGORY_MAX = 40;
export const POST_TAG_MAX = 30;
export const POST_TAGS_MAX = 8;
/** Words of lower-case letters and digits joined by single dashes: the post's address, /news/<slug>. */
export const POST_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Posts per page of a list, on the site and in the console. */
export const POSTS_PAGE_SIZE = 9;

export const postSlugField = z
  .string({ error: POSTS_MSG.slugInvalid })
  .trim()
  .min(3, POSTS_MSG.slugInvalid)
  .max(80, POSTS_MSG.slugInvalid)
  .regex(POST_SLUG_PATTERN, POSTS_MSG.slugInvalid);

const tagField = requiredText(POSTS_MSG.tagsInvalid, POST_TAG_MAX);

export const postBody = z.object({
  /** The language of the title, summary and text; the address, category and tags are the post's in every language. */
  language: contentLanguageField,
  title: requiredText(POSTS_MSG.titleRequired, POST_TITLE_MAX),
  slug: postSlugField,
  summary: requiredText(POSTS_MSG.summaryRequired, POST_SUMMARY_MAX),
  // Markdown, the site pages' kind; line breaks and indentation are its syntax, so only the ends are trimmed.
  body: requiredText(POSTS_MSG.bodyRequired, POST_BODY_MAX, { multiline: true }),
  category: requiredText(POSTS_MSG.categoryRequired, POST_CATEGORY_MAX),
  // The same tag twice is kept once.
  tags: z
    .array(tagField, { error: POSTS_MSG.tagsInvalid })
    .max(POST_TAGS_MAX, POSTS_MSG.tagsInvalid)
    .transform((tags) => [...new Set(tags)]),
});
export type PostBody = z.input<typeof postBody>;

const filterField = plainText(z.string({ error: POSTS_MSG.filterTooLong }).trim().max(120, POSTS_MSG.filterTooLong))
  .optional()
  .transform((value) => value || undefined);

/** The site's list: published posts, newest first, narrowed by any of category, tag, author and words of text. */
export const postListQuery = pageQuery.extend({
  /** The language to show each post in: its text there, or its English text. */
  language: contentLanguageField,
  category: filterField,
  tag: filterField,
  author: filterField,
  /** Every word must be in the title, summary or text (any case). */
  search: plainText(z.string({ error: POSTS_MSG.searchTooLong }).trim().max(100, POSTS_MSG.searchTooLong))
    .optional()
    .transform((value) => value || undefined),
});

export const postSlugParams = z.object({ slug: z.string().max(200) });
export const postLanguageQuery = z.object({ language: contentLanguageField });
export const postIdParams = z.object({ _id: idParam });

export const adminPostListQuery = pageQuery.extend({
  status: z.enum(['all', ...POST_STATUSES], { error: POSTS_MSG.statusInvalid }).default('all'),
});

/** A post in a list: everything but its text. */
export const postSummary = z.object({
  _id: z.string(),
  slug: z.string(),
  /** The language of its title, summary and text: the one asked for, or English when it has no text there. */
  language: z.enum(LOCALES),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  /** The display name of the operator who wrote it. */
  author: z.string(),
  /** When it was first published; a post unpublished and published again keeps its place. */
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PostSummary = z.infer<typeof postSummary>;

/** A post read in full: its text as the tree the server built when it was saved (docs/decisions/021-markdown-on-save.md). */
export const publicPost = postSummary.extend({ tree: markdownTreeField });
export type PublicPost = z.infer<typeof publicPost>;

/** A post's text in a language other than English, as the console edits it. */
export const adminPostText = z.object({
  language: z.enum(LOCALES),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type AdminPostText = z.infer<typeof adminPostText>;

/**
 * A post in the console: its English Markdown, which the editor changes and previews, whether it is published, its
 * texts in the other languages, and the languages behind its English text (changed after theirs, or never written).
 */
export const adminPost = postSummary.extend({
  body: z.string(),
  status: z.enum(POST_STATUSES),
  translations: z.array(adminPostText),
  behind: z.array(z.enum(LOCALES)),
});
export type AdminPost = z.infer<typeof adminPost>;

const topic = z.object({ name: z.string(), count: z.number().int() });
export type PostTopic = z.infer<typeof topic>;
/** The published posts' categories, tags and authors, each with its number of posts, most posts first. */
export const postTopics = z.object({ categories: z.array(topic), tags: z.array(topic), authors: z.array(topic) });
export type PostTopics = z.infer<typeof postTopics>;

export const postListResponse = envelope(pageOf(postSummary));
export const publicPostResponse = envelope(publicPost);
export const postTopicsResponse = envelope(postTopics);
export const adminPostListResponse = envelope(pageOf(adminPost));
export const adminPostResponse = envelope(adminPost);
export const postDeleteResponse = envelope(z.object({ _id: z.string() }));
