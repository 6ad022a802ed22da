import { MSG, type newsletterBody } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { newsletterSubscribers } from '../../db/schema';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';

/** One row per address: the unique index on lower(email) settles repeats and races alike. */
export async function subscribeNewsletter(
  ctx: AppContext,
  options: { body: z.output<typeof newsletterBody>; ip: string },
) {
  const now = ctx.clock();
  await hitRateLimit({ db: ctx.db, rule: RATE_RULES.newsletterPerIp, subject: options.ip, now });
  const inserted = await ctx.db
    .insert(newsletterSubscribers)
    .values({ email: options.body.email, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return { message: inserted.length > 0 ? MSG.newsletterSubscribed : MSG.newsletterAlreadySubscribed };
}
