import { MSG, type SavedReply, type savedReplyBody } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import type { Queryable } from '../../db/client';
import { ticketSavedReplies, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// Replies operators keep to reuse (docs/product.md#support), each in English and, where written, Spanish and Hindi:
// the console offers the member's language and falls back to English.

async function listReplies(db: Queryable, id?: string): Promise<SavedReply[]> {
  const rows = await db
    .select({ reply: ticketSavedReplies, editor: { _id: users.id, fullName: users.fullName } })
    .from(ticketSavedReplies)
    .leftJoin(users, eq(users.id, ticketSavedReplies.updatedBy))
    .where(id ? eq(ticketSavedReplies.id, id) : undefined)
    .orderBy(asc(ticketSavedReplies.title), asc(ticketSavedReplies.id));
  return rows.map(({ reply, editor }) => ({
    _id: reply.id,
    title: reply.title,
    texts: { en: reply.texts.en, es: reply.texts.es ?? '', hi: reply.texts.hi ?? '' },
    updatedAt: reply.updatedAt.toISOString(),
    updatedBy: editor?._id ? { _id: editor._id, fullName: editor.fullName } : null,
  }));
}

export async function readSavedReplies(ctx: AppContext) {
  return { message: MSG.savedRepliesLoaded, data: { docs: await listReplies(ctx.db) } };
}

async function oneReply(ctx: AppContext, id: string) {
  const [reply] = await listReplies(ctx.db, id);
  if (!reply) throw new AppError('NOT_FOUND', MSG.notFound);
  return { message: MSG.savedReplySaved, data: reply };
}

/** Saves a new reply (`id` absent) or replaces one; audited with its title. */
export async function saveReply(
  ctx: AppContext,
  options: Actor & { id?: string; body: z.output<typeof savedReplyBody> },
) {
  const now = ctx.clock();
  const values = { title: options.body.title, texts: options.body.texts, updatedBy: options.actorId, updatedAt: now };
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = options.id
      ? await tx
          .update(ticketSavedReplies)
          .set(values)
          .where(eq(ticketSavedReplies.id, options.id))
          .returning({ id: ticketSavedReplies.id })
      : await tx.insert(ticketSavedReplies).values(values).returning({ id: ticketSavedReplies.id });
    if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: options.id ? 'ticketReply.update' : 'ticketReply.create',
      targetType: 'ticketReply',
      targetId: row.id,
      details: { title: options.body.title },
      now,
    });
    return row.id;
  });
  return oneReply(ctx, id);
}

export async function deleteReply(ctx: AppContext, options: Actor & { id: string }) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ticketSavedReplies)
      .where(eq(ticketSavedReplies.id, options.id))
      .returning({ id: ticketSavedReplies.id, title: ticketSavedReplies.title });
    if (!row) throw new AppError('NOT_FOUND', MSG.notFound);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'ticketReply.delete',
      targetType: 'ticketReply',
      targetId: row.id,
      details: { title: row.title },
      now,
    });
  });
  return { message: MSG.savedReplyDeleted };
}
