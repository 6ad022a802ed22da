import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contactMessages, newsletterSubscribers } from '../../db/schema';

export async function insertContactMessage(
  db: Queryable,
  message: Omit<typeof contactMessages.$inferInsert, 'id' | 'mailedAt'>,
) {
  const [stored] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return stored;
}

export async function markContactMessageMailed(db: Queryable, options: { id: string; mailedAt: Date }) {
  await db.update(contactMessages).set({ mailedAt: options.mailedAt }).where(eq(contactMessages.id, options.id));
}

/** True for a new address; a repeat, even a racing one, is settled by the unique index on lower(email). */
export async function insertNewsletterSubscriber(db: Queryable, options: { email: string; createdAt: Date }) {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email: options.email, createdAt: options.createdAt })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
