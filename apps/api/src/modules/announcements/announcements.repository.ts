import { type AnnouncementRow, announcementStatusAt, type LiveAnnouncement, type Locale } from '@app/contract';
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { announcements } from '../../db/schema';

export type AnnouncementRecord = typeof announcements.$inferSelect;

export function toAnnouncementRow(row: AnnouncementRecord, now: Date): AnnouncementRow {
  return {
    _id: row.id,
    level: row.level,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    onSite: row.onSite,
    texts: row.texts,
    status: announcementStatusAt(row, now),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The announcement in `language`, its English words where that language has none. */
export function toLiveAnnouncement(row: AnnouncementRecord, language: Locale): LiveAnnouncement {
  const text = (language === 'en' ? undefined : row.texts[language]) ?? row.texts.en;
  return {
    _id: row.id,
    level: row.level,
    title: text.title,
    body: text.body,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    onSite: row.onSite,
  };
}

/** Every announcement, the newest start first: the console's history, withdrawn and ended ones included. */
export async function listAnnouncements(db: Queryable) {
  return db
    .select()
    .from(announcements)
    .orderBy(desc(announcements.startsAt), desc(announcements.createdAt), desc(announcements.id));
}

/**
 * The announcements live at `now`, warnings first, then the newest start. The index on ends_at keeps this to the
 * announcements not yet ended, however long the history grows.
 */
export async function listLiveAnnouncements(db: Queryable, now: Date) {
  return db
    .select()
    .from(announcements)
    .where(and(gt(announcements.endsAt, now), lte(announcements.startsAt, now), isNull(announcements.withdrawnAt)))
    .orderBy(
      sql`case when ${announcements.level} = 'warning' then 0 else 1 end`,
      desc(announcements.startsAt),
      desc(announcements.createdAt),
      desc(announcements.id),
    );
}

export async function findAnnouncement(db: Queryable, id: string) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row ?? null;
}

export async function insertAnnouncement(db: Queryable, values: typeof announcements.$inferInsert) {
  const [row] = await db.insert(announcements).values(values).returning();
  if (!row) throw new Error('announcement insert returned nothing');
  return row;
}

/** Sets withdrawn_at only if it is not set yet: of two operators withdrawing at once, one writes it. */
export async function markWithdrawn(db: Queryable, options: { id: string; now: Date }) {
  const [row] = await db
    .update(announcements)
    .set({ withdrawnAt: options.now })
    .where(and(eq(announcements.id, options.id), isNull(announcements.withdrawnAt)))
    .returning();
  return row ?? null;
}
