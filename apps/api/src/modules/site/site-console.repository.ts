import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contactMessages, newsletterSubscribers } from '../../db/schema';
import { countRows, pageWindow } from '../../lib/paging';

// The site's forms as the operator console reads them.

type ContactRecord = typeof contactMessages.$inferSelect;

export function toContactRow(row: ContactRecord) {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    mailed: row.mailedAt !== null,
    mailedAt: row.mailedAt?.toISOString() ?? null,
  };
}

/** Newest first; `failed` keeps the messages whose mail to the operator did not go out. */
export async function listContactMessages(db: Queryable, options: { status: 'all' | 'failed'; page: number }) {
  const where = options.status === 'failed' ? isNull(contactMessages.mailedAt) : undefined;
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return { docs: rows.map(toContactRow), totalDocs: await countRows(db, contactMessages, where) };
}

export async function findContactMessage(db: Queryable, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Sets mailed_at only while it is unset: of two resends racing, one records the time. */
export async function markContactMessageMailedOnce(db: Queryable, options: { id: string; mailedAt: Date }) {
  const [row] = await db
    .update(contactMessages)
    .set({ mailedAt: options.mailedAt })
    .where(and(eq(contactMessages.id, options.id), isNull(contactMessages.mailedAt)))
    .returning();
  return row;
}

type SubscriberRecord = typeof newsletterSubscribers.$inferSelect;

function toSubscriberRow(row: SubscriberRecord) {
  return { _id: row.id, email: row.email, createdAt: row.createdAt.toISOString() };
}

export async function listSubscribers(db: Queryable, options: { page: number }) {
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit)
    .offset(offset);
  return { docs: rows.map(toSubscriberRow), totalDocs: await countRows(db, newsletterSubscribers) };
}

/** One batch of the export, oldest first, after the (createdAt, id) of the last row read: keyset paging. */
export async function subscribersAfter(
  db: Queryable,
  options: { after: { createdAt: Date; id: string } | null; limit: number },
) {
  const { after } = options;
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(
      after
        ? or(
            gt(newsletterSubscribers.createdAt, after.createdAt),
            and(eq(newsletterSubscribers.createdAt, after.createdAt), gt(newsletterSubscribers.id, after.id)),
          )
        : undefined,
    )
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id))
    .limit(options.limit);
}
