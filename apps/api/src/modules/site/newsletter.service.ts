import { MSG, type newsletterBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { insertNewsletterSubscriber } from './site.repository';

/** One row per address: the unique index on lower(email) settles repeats and races alike. */
export async function subscribeNewsletter(
  ctx: AppContext,
  options: { body: z.output<typeof newsletterBody>; ip: string },
) {
  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.newsletterPerIp, subject: options.ip, now });
  const subscribed = await insertNewsletterSubscriber(ctx.db, { email: options.body.email, createdAt: now });
  return { message: subscribed ? MSG.newsletterSubscribed : MSG.newsletterAlreadySubscribed };
}
