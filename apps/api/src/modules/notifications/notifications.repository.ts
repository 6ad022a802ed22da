import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema';
import { pageWindow } from '../../lib/paging';

/** One page of the member's notifications, newest first, with the totals the centre shows. */
export async function listNotifications(db: Queryable, options: { userId: string; page: number }) {
  const { limit, offset } = pageWindow(options.page);
  const mine = eq(notifications.userId, options.userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(mine);
  return { rows, totalDocs: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

export async function countUnread(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the member's own notifications read; answers false when the member has none with that id. */
export async function markOneRead(db: Queryable, options: { userId: string; id: string; now: Date }) {
  const found = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${options.now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .returning({ id: notifications.id });
  return found.length > 0;
}

export async function markAllRead(db: Queryable, options: { userId: string; now: Date }) {
  await db
    .update(notifications)
    .set({ readAt: options.now })
    .where(and(eq(notifications.userId, options.userId), isNull(notifications.readAt)));
}

export async function findMailOff(db: Queryable, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ mailOff: notificationPreferences.mailOff })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.mailOff ?? [];
}

export async function saveMailOff(db: Queryable, options: { userId: string; mailOff: string[]; now: Date }) {
  await db
    .insert(notificationPreferences)
    .values({ userId: options.userId, mailOff: options.mailOff, updatedAt: options.now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { mailOff: options.mailOff, updatedAt: options.now },
    });
}
