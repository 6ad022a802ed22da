import { z } from 'zod';
import { envelope, pageOf, pageQuery } from './envelope';
import { idParam } from './fields';

// The site's two forms as the operator console reads them: /contactForm messages and newsletter subscribers.

/**
 * The console's answers about contact messages. Kept out of MSG on purpose: MSG is in every member page's first
 * chunk, and only the API and the operator console need these.
 */
export const SITE_CONSOLE_MSG = {
  contactResent: 'The message was mailed to the contact address.',
  contactAlreadyMailed: 'This message was mailed already; there is nothing to resend.',
  contactResendFailed: 'The mail server did not take the message. It is kept; please try again in a moment.',
} as const;

export const CONTACT_STATUSES = ['all', 'failed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactListQuery = pageQuery.extend({
  /** `failed`: only the messages whose mail to the operator did not go out (mailed_at null). */
  status: z.enum(CONTACT_STATUSES).default('all'),
});

export const contactIdParams = z.object({ _id: idParam });

export const contactRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** As the visitor typed it, line breaks kept: plain text, never HTML. */
  description: z.string(),
  createdAt: z.string(),
  mailed: z.boolean(),
  mailedAt: z.string().nullable(),
});
export type ContactRow = z.infer<typeof contactRow>;
export const contactListResponse = envelope(pageOf(contactRow));
export const contactResendResponse = envelope(contactRow);

export const newsletterListQuery = pageQuery;
export const subscriberRow = z.object({ _id: z.string(), email: z.string(), createdAt: z.string() });
export type SubscriberRow = z.infer<typeof subscriberRow>;
export const newsletterListResponse = envelope(pageOf(subscriberRow));

/** The CSV export's columns, in order; the first line of the file. */
export const NEWSLETTER_CSV_HEADER = 'email,subscribed_at';
/** The export's body: text/csv, not the JSON envelope (a refusal still answers the JSON error envelope). */
export const newsletterCsvResponse = z.string();
