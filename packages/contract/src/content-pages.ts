import { z } from 'zod';
import { envelope } from './envelope';
import { plainText } from './fields';
import { LOCALES } from './i18n/locales';
import { markdownTreeField } from './markdown-tree';
import { MSG } from './messages';

// Operator edits of the public site's content pages (docs/product.md#site): a page with an edit shows the
// operator's title and Markdown body instead of the text shipped with the web app; an unpublished edit hides it.
// Each language has its own edit (docs/decisions/029-texts-per-language.md): a page without one in the visitor's
// language shows its shipped translation.

/**
 * The sentences of the console's page editor and its API. Kept out of MSG on purpose, as SITE_CONSOLE_MSG is:
 * messages.ts is in every member page's first chunk, and only the API and the console need these.
 */
export const CONTENT_PAGES_MSG = {
  pathInvalid: 'This page cannot be edited.',
  titleRequired: 'Enter a title of 1 to 120 characters.',
  bodyRequired: 'Write the page text: 1 to 50,000 characters.',
  saved: 'Page saved. Visitors see it now.',
  savedUnpublished: 'Page saved, unpublished: visitors get the "page not found" page.',
  reverted: 'Edit removed: the page shows its shipped text again.',
  publishedRequired: 'Choose whether visitors can see the page.',
  noEdit: 'This page has no edit; it already shows its shipped text.',
  // Said of a site page's text and of a news post's alike.
  bodyTooComplex:
    'This text is too complex to lay out: simplify its formatting (quotes or lists nested deep inside each other, long runs of * or _) and save again.',
} as const;

export const CONTENT_TITLE_MAX = 120;
export const CONTENT_BODY_MAX = 50_000;
/** A site path: lower case letters, digits, dashes and slashes. The console offers only the site's editable pages. */
export const CONTENT_PATH_PATTERN = /^\/[a-z0-9-/]{1,80}$/;

export const contentPathField = z
  .string({ error: CONTENT_PAGES_MSG.pathInvalid })
  .regex(CONTENT_PATH_PATTERN, CONTENT_PAGES_MSG.pathInvalid);

/** The language of an operator's text: English when absent, as every call before languages were kept apart. */
export const contentLanguageField = z.enum(LOCALES, { error: MSG.languageInvalid }).default('en');
export const contentLanguageQuery = z.object({ language: contentLanguageField });

export const contentPathQuery = z.object({ path: contentPathField, language: contentLanguageField });

export const contentPageBody = z.object({
  path: contentPathField,
  language: contentLanguageField,
  title: plainText(
    z
      .string({ error: CONTENT_PAGES_MSG.titleRequired })
      .trim()
      .min(1, CONTENT_PAGES_MSG.titleRequired)
      .max(CONTENT_TITLE_MAX, CONTENT_PAGES_MSG.titleRequired),
  ),
  // Markdown; line breaks and indentation are its syntax, so only the ends are trimmed.
  body: plainText(
    z
      .string({ error: CONTENT_PAGES_MSG.bodyRequired })
      .trim()
      .min(1, CONTENT_PAGES_MSG.bodyRequired)
      .max(CONTENT_BODY_MAX, CONTENT_PAGES_MSG.bodyRequired),
    { multiline: true },
  ),
  published: z.boolean({ error: CONTENT_PAGES_MSG.publishedRequired }),
});
export type ContentPageBody = z.input<typeof contentPageBody>;

/**
 * A page as the site reads it: its text as the tree the server built when it was saved, which the site renders as it
 * is (docs/decisions/021-markdown-on-save.md). An unpublished edit answers `published: false` with an empty title and
 * tree (the draft is not public); the site shows its 404 page for it.
 */
export const publicSitePage = z.object({
  path: z.string(),
  language: z.enum(LOCALES),
  title: z.string(),
  tree: markdownTreeField,
  published: z.boolean(),
  updatedAt: z.string(),
});
export type PublicSitePage = z.infer<typeof publicSitePage>;
export const publicSitePagesResponse = envelope(z.array(publicSitePage));

/** One language's edit as the console reads it: the draft's Markdown whatever its state, and who saved it last. */
export const adminSitePageEdit = z.object({
  path: z.string(),
  language: z.enum(LOCALES),
  title: z.string(),
  body: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type AdminSitePageEdit = z.infer<typeof adminSitePageEdit>;

/**
 * An edited page in the console: its edits, one per language that has one, and the languages behind the English
 * edit (English edited after that language's edit, or that language never edited), which still show older words.
 */
export const adminSitePage = z.object({
  path: z.string(),
  edits: z.array(adminSitePageEdit),
  behind: z.array(z.enum(LOCALES)),
});
export type AdminSitePage = z.infer<typeof adminSitePage>;
export const adminSitePagesResponse = envelope(z.array(adminSitePage));
export const adminSitePageResponse = envelope(adminSitePageEdit);
export const adminSitePageRevertResponse = envelope(z.object({ path: z.string(), language: z.enum(LOCALES) }));
