import { z } from 'zod';
import { contentLanguageQuery } from './content-pages';
import { envelope } from './envelope';
import { idParam, plainText } from './fields';
import { MSG } from './messages';

// Announcements operators publish to tell members of a change before it happens (docs/product.md#announcements):
// a window of time, a level, and a title and body per language. Not secret: anyone may read the live ones
// (docs/decisions/031-announcements.md).

export const announcementLevel = z.enum(['info', 'warning'], { error: MSG.announcementLevelInvalid });
export type AnnouncementLevel = z.infer<typeof announcementLevel>;

/** Where an announcement stands now: before its window, in it, after it, or taken down by an operator. */
export const announcementStatus = z.enum(['scheduled', 'live', 'ended', 'withdrawn']);
export type AnnouncementStatus = z.infer<typeof announcementStatus>;

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 1000;

const titleField = plainText(
  z
    .string({ error: MSG.announcementTitleRequired })
    .trim()
    .min(1, MSG.announcementTitleRequired)
    .max(ANNOUNCEMENT_TITLE_MAX, MSG.announcementTitleTooLong),
);
const bodyField = plainText(
  z
    .string({ error: MSG.announcementBodyRequired })
    .trim()
    .min(1, MSG.announcementBodyRequired)
    .max(ANNOUNCEMENT_BODY_MAX, MSG.announcementBodyTooLong),
  { multiline: true },
);

/** A blank field counts as none: a language left wholly blank has no text, and its readers read English. */
const blankAsNone = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalTitle = z.preprocess(
  blankAsNone,
  plainText(z.string().trim().max(ANNOUNCEMENT_TITLE_MAX, MSG.announcementTitleTooLong)).optional(),
);
const optionalBody = z.preprocess(
  blankAsNone,
  plainText(z.string().trim().max(ANNOUNCEMENT_BODY_MAX, MSG.announcementBodyTooLong), {
    multiline: true,
  }).optional(),
);

export const announcementText = z.object({ title: z.string(), body: z.string() });
export type AnnouncementText = z.infer<typeof announcementText>;

/** Spanish or Hindi: both title and body, or neither; half a translation is refused with the half it lacks. */
const translatedText = z
  .object({ title: optionalTitle, body: optionalBody })
  .superRefine((text, ctx) => {
    if (text.title && !text.body) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: MSG.announcementTranslationBodyMissing });
    }
    if (text.body && !text.title) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: MSG.announcementTranslationTitleMissing });
    }
  })
  .transform((text): AnnouncementText | undefined =>
    text.title && text.body ? { title: text.title, body: text.body } : undefined,
  );
const optionalTranslation = z.preprocess((value) => value ?? undefined, translatedText.optional());

export const announcementTexts = z.object({
  en: announcementText,
  es: announcementText.optional(),
  hi: announcementText.optional(),
});
export type AnnouncementTexts = z.infer<typeof announcementTexts>;

const dateTimeField = (message: string) =>
  z.string({ error: message }).pipe(z.iso.datetime({ offset: true, error: message }));

export const announcementBody = z
  .object({
    level: announcementLevel,
    /** When members start to see it; left out, at once. */
    startsAt: dateTimeField(MSG.announcementStartInvalid).optional(),
    endsAt: dateTimeField(MSG.announcementEndInvalid),
    onSite: z.boolean({ error: MSG.announcementOnSiteInvalid }).default(false),
    texts: z.object(
      {
        en: z.object({ title: titleField, body: bodyField }, { error: MSG.announcementTitleRequired }),
        es: optionalTranslation,
        hi: optionalTranslation,
      },
      { error: MSG.announcementTitleRequired },
    ),
  })
  .superRefine((body, ctx) => {
    // Whether the end is already past is the server's to say, by its own clock (announcements.service.ts).
    if (body.startsAt !== undefined && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: MSG.announcementEndBeforeStart });
    }
  });
export type AnnouncementBody = z.input<typeof announcementBody>;

/** An announcement as the console lists it: every language's text, and where it stands. */
export const announcementRow = z.object({
  _id: z.string(),
  level: announcementLevel,
  startsAt: z.string(),
  endsAt: z.string(),
  onSite: z.boolean(),
  texts: announcementTexts,
  status: announcementStatus,
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AnnouncementRow = z.infer<typeof announcementRow>;

/** A live announcement as members and visitors read it, in their language (English where it has none). */
export const liveAnnouncement = z.object({
  _id: z.string(),
  level: announcementLevel,
  title: z.string(),
  body: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  onSite: z.boolean(),
});
export type LiveAnnouncement = z.infer<typeof liveAnnouncement>;

export const announcementIdParams = z.object({ _id: idParam });
export const announcementLanguageQuery = contentLanguageQuery;
export const announcementsResponse = envelope(z.array(announcementRow));
export const announcementResponse = envelope(announcementRow);
export const liveAnnouncementsResponse = envelope(z.array(liveAnnouncement));

/** Where an announcement stands at `now`: withdrawn first, whatever its window. */
export function announcementStatusAt(
  announcement: { startsAt: Date; endsAt: Date; withdrawnAt: Date | null },
  now: Date,
): AnnouncementStatus {
  if (announcement.withdrawnAt) return 'withdrawn';
  if (now < announcement.startsAt) return 'scheduled';
  return now < announcement.endsAt ? 'live' : 'ended';
}
