import { type Locale, MSG, NOTIFICATIONS_MSG, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notifications } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { wordNotification } from './notification-wording';
import {
  countUnread,
  findMailOff,
  listNotifications,
  markAllRead,
  markOneRead,
  saveMailOff,
} from './notifications.repository';

// The member's notification centre and mail preferences (docs/product.md#notifications): a member reads and
// marks only their own; another member's id answers 404 like an id that does not exist. Each is worded as it is
// read, in the reader's language (docs/decisions/028-member-language.md).

export async function getNotifications(ctx: AppContext, options: { userId: string; page: number; locale: Locale }) {
  const { rows, totalDocs, unread } = await listNotifications(ctx.db, options);
  const docs = rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    ...wordNotification(row, options.locale),
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }));
  return { message: NOTIFICATIONS_MSG.loaded, data: { ...toPage({ docs, totalDocs, page: options.page }), unread } };
}

export async function markNotificationsRead(
  ctx: AppContext,
  options: { userId: string; body: { _id?: string; all?: true } },
) {
  const now = ctx.clock();
  if (options.body._id) {
    const found = await markOneRead(ctx.db, { userId: options.userId, id: options.body._id, now });
    if (!found) throw new AppError('NOT_FOUND', MSG.notFound);
  } else {
    await markAllRead(ctx.db, { userId: options.userId, now });
  }
  return {
    message: options.body._id ? NOTIFICATIONS_MSG.markedRead : NOTIFICATIONS_MSG.allMarkedRead,
    data: { unread: await countUnread(ctx.db, options.userId) },
  };
}

export async function getPreferences(ctx: AppContext, userId: string) {
  const stored = await findMailOff(ctx.db, userId);
  const mailOff = OPTIONAL_MAIL_KINDS.filter((kind) => stored.includes(kind));
  return { message: NOTIFICATIONS_MSG.preferencesLoaded, data: { mailOff } };
}

/** Kinds turned off also stop their mails not sent yet: the member asked for no more of them. */
export async function savePreferences(ctx: AppContext, options: { userId: string; mailOff: OptionalMailKind[] }) {
  const mailOff = OPTIONAL_MAIL_KINDS.filter((kind) => options.mailOff.includes(kind));
  await ctx.db.transaction(async (tx) => {
    await saveMailOff(tx, { userId: options.userId, mailOff, now: ctx.clock() });
    if (mailOff.length === 0) return;
    await tx
      .update(notifications)
      .set({ mailState: 'skip' })
      .where(
        and(
          eq(notifications.userId, options.userId),
          eq(notifications.mailState, 'pending'),
          inArray(notifications.kind, mailOff),
        ),
      );
  });
  return { message: NOTIFICATIONS_MSG.preferencesSaved, data: { mailOff } };
}
