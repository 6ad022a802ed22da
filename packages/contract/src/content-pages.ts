import { z } from 'zod';
import { envelope } from './envelope';
import { plainText } from './fields';
import { markdownTreeField } from './markdown-tree';

// Operator edits of the public site's content pages (docs/product.md#site): a page with an edit shows the
// operator's title and Markdown body instead of the text shipped with the web app; an unpublished edit hides it.

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

export const contentPathQuery = z.object({ path: contentPathField });

export const contentPageBody = z.object({
  path: contentPathField,
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
  title: z.string(),
  tree: markdownTreeField,
  published: z.boolean(),
  updatedAt: z.string(),
});
export type PublicSitePage = z.infer<typeof publicSitePage>;
export const publicSitePagesResponse = envelope(z.array(publicSitePage));

/** A page as the console reads it: the draft's Markdown whatever its state, and who saved it last. */
export const adminSitePage = z.object({
  path: z.string(),
  title: z.string(),
  body: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type AdminSitePage = z.infer<typeof adminSitePage>;
export const adminSitePagesResponse = envelope(z.array(adminSitePage));
export const adminSitePageResponse = envelope(adminSitePage);
export const adminSitePageRevertResponse = envelope(z.object({ path: z.string() }));
