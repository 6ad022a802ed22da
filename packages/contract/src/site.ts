import { z } from 'zod';
import { messageEnvelope } from './envelope';
import { emailField, plainText } from './fields';
import { MSG } from './messages';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_DESCRIPTION_MAX = 5000;

function boundedText(options: { required: string; tooLong: string; max: number; multiline?: boolean }) {
  return plainText(
    z.string({ error: options.required }).trim().min(1, options.required).max(options.max, options.tooLong),
    options,
  );
}

// The footer's newsletter form (docs/product.md#site: the e-mail is required).
export const newsletterBody = z.object({
  email: emailField(MSG.siteEmailRequired, MSG.siteEmailInvalid),
});
export type NewsletterBody = z.input<typeof newsletterBody>;

// The /contactForm fields, in the order they appear, so the first message is the first field's.
export const contactBody = z.object({
  name: boundedText({ required: MSG.contactNameRequired, tooLong: MSG.contactNameTooLong, max: CONTACT_NAME_MAX }),
  email: emailField(MSG.siteEmailRequired, MSG.siteEmailInvalid),
  description: boundedText({
    required: MSG.contactDescriptionRequired,
    tooLong: MSG.contactDescriptionTooLong,
    max: CONTACT_DESCRIPTION_MAX,
    multiline: true,
  }),
});
export type ContactBody = z.input<typeof contactBody>;

export const newsletterResponse = messageEnvelope;
export const contactResponse = messageEnvelope;
