import { type contactBody, type Locale, MSG } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { getSettings } from '../../core/settings';
import { contactMail } from '../../lib/mail-templates';
import { insertContactMessage, markContactMessageMailed } from './site.repository';

/**
 * Stores the message, then mails it to the operator's contact address, framed in the language the visitor wrote in
 * (docs/product.md#languages).
 * A failed mail still answers success: the message is kept (mailed_at stays null, so the operator can
 * find it), and an error would only make the visitor send it again and store a duplicate.
 */
export async function sendContactMessage(
  ctx: AppContext,
  options: { body: z.output<typeof contactBody>; ip: string; log: FastifyBaseLogger; locale: Locale },
) {
  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.contactPerIp, subject: options.ip, now });
  const stored = await insertContactMessage(ctx.db, { ...options.body, createdAt: now });
  if (!stored) throw new Error('contact message not stored');
  const { contactEmail } = await getSettings(ctx.db);
  try {
    await ctx.mailer.send(contactMail({ to: contactEmail, ...options.body, locale: options.locale }));
    await markContactMessageMailed(ctx.db, { id: stored.id, mailedAt: ctx.clock() });
  } catch (error) {
    options.log.error({ err: error, contactMessageId: stored.id }, 'contact message stored but not mailed');
  }
  return { message: MSG.contactSent };
}
