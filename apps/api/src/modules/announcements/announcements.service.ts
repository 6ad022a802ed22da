import { type AnnouncementTexts, type announcementBody, MSG } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { AppError } from '../../lib/app-error';
import { findAnnouncement, insertAnnouncement, markWithdrawn, toAnnouncementRow } from './announcements.repository';

type Body = z.output<typeof announcementBody>;

/** Only the languages written: a language left out reads English (docs/product.md#announcements). */
function keptTexts(texts: Body['texts']): AnnouncementTexts {
  return { en: texts.en, ...(texts.es ? { es: texts.es } : {}), ...(texts.hi ? { hi: texts.hi } : {}) };
}

export async function publishAnnouncement(ctx: AppContext, options: Actor & { body: Body }) {
  const now = ctx.clock();
  // No start given: live at once (docs/product.md#announcements).
  const startsAt = options.body.startsAt === undefined ? now : new Date(options.body.startsAt);
  const endsAt = new Date(options.body.endsAt);
  // Checked here, not in the contract: the server's clock decides what is past, not the browser's.
  if (endsAt <= now) throw new AppError('VALIDATION', MSG.announcementEndPast);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertAnnouncement(tx, {
      level: options.body.level,
      startsAt,
      endsAt,
      onSite: options.body.onSite,
      texts: keptTexts(options.body.texts),
      createdBy: options.actorId,
      createdAt: now,
    });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'announcement.publish',
      targetType: 'announcement',
      targetId: created.id,
      details: {
        level: created.level,
        startsAt: created.startsAt.toISOString(),
        endsAt: created.endsAt.toISOString(),
        onSite: created.onSite,
        texts: created.texts,
      },
      now,
    });
    return created;
  });
  return { message: MSG.announcementPublished, data: toAnnouncementRow(row, now) };
}

/** Withdrawn, not deleted: the console and the audit keep what members were told. Withdrawing twice changes nothing. */
export async function withdrawAnnouncement(ctx: AppContext, options: Actor & { id: string }) {
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const withdrawn = await markWithdrawn(tx, { id: options.id, now });
    if (!withdrawn) {
      const before = await findAnnouncement(tx, options.id);
      if (!before) throw new AppError('NOT_FOUND', MSG.announcementNotFound);
      return before;
    }
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'announcement.withdraw',
      targetType: 'announcement',
      targetId: withdrawn.id,
      details: { level: withdrawn.level, texts: withdrawn.texts },
      now,
    });
    return withdrawn;
  });
  return { message: MSG.announcementWithdrawn, data: toAnnouncementRow(row, now) };
}
