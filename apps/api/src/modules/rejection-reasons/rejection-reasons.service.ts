import { MSG, type rejectionReasonBody, type TextsPerLanguage } from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Rejection } from '../notifications/notification-params';
import {
  findRejectionReason,
  insertRejectionReason,
  isKeptFor,
  toRejectionReasonRow,
  updateRejectionReasonColumns,
} from './rejection-reasons.repository';

type Body = z.output<typeof rejectionReasonBody>;

/** Only the languages written: a language left out reads English (docs/product.md#reviews). */
function keptTexts(texts: Body['texts']): TextsPerLanguage {
  return { en: texts.en, ...(texts.es ? { es: texts.es } : {}), ...(texts.hi ? { hi: texts.hi } : {}) };
}

export async function createRejectionReason(ctx: AppContext, options: Actor & { body: Body }) {
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertRejectionReason(tx, {
      use: options.body.for,
      texts: keptTexts(options.body.texts),
      createdAt: now,
      updatedAt: now,
    });
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'rejectionReason.create',
      targetType: 'rejectionReason',
      targetId: created.id,
      details: { for: created.use, texts: created.texts },
      now,
    });
    return created;
  });
  return { message: MSG.rejectionReasonSaved, data: toRejectionReasonRow(row) };
}

/** A change reaches later rejections only: each rejection kept the words it was given. */
export async function updateRejectionReason(ctx: AppContext, options: Actor & { id: string; body: Body }) {
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await getRejectionReasonOrThrow(tx, options.id);
    const updated = await updateRejectionReasonColumns(tx, {
      id: before.id,
      columns: { use: options.body.for, texts: keptTexts(options.body.texts), updatedAt: now },
    });
    if (!updated) throw new AppError('NOT_FOUND', MSG.rejectionReasonNotFound);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'rejectionReason.update',
      targetType: 'rejectionReason',
      targetId: before.id,
      details: { from: { for: before.use, texts: before.texts }, to: { for: updated.use, texts: updated.texts } },
      now,
    });
    return updated;
  });
  return { message: MSG.rejectionReasonSaved, data: toRejectionReasonRow(row) };
}

/** Retired, not deleted: the rejections that used it still name it. Retiring twice changes nothing. */
export async function retireRejectionReason(ctx: AppContext, options: Actor & { id: string }) {
  const now = ctx.clock();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await getRejectionReasonOrThrow(tx, options.id);
    if (before.retiredAt) return before;
    const retired = await updateRejectionReasonColumns(tx, { id: before.id, columns: { retiredAt: now } });
    if (!retired) throw new AppError('NOT_FOUND', MSG.rejectionReasonNotFound);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'rejectionReason.retire',
      targetType: 'rejectionReason',
      targetId: before.id,
      details: { for: before.use, texts: before.texts },
      now,
    });
    return retired;
  });
  return { message: MSG.rejectionReasonRetired, data: toRejectionReasonRow(row) };
}

async function getRejectionReasonOrThrow(db: Queryable, id: string) {
  const row = await findRejectionReason(db, id);
  if (!row) throw new AppError('NOT_FOUND', MSG.rejectionReasonNotFound);
  return row;
}

/** What a reject stores and tells the member: the kept reason's words (a snapshot) and the free text. */
export interface RejectionWhy {
  reasonId: string | null;
  reasonTexts: TextsPerLanguage | null;
  note: string | null;
}

/**
 * The why of a reject from its body: a kept reason still offered for this review, free text, or both. The reason's
 * words are copied, so a later edit or retirement leaves what the member was told as it was.
 */
export async function resolveRejectionWhy(
  db: Queryable,
  options: { reasonId?: string; reason?: string; review: 'deposit' | 'withdrawal' },
): Promise<RejectionWhy> {
  const note = options.reason ?? null;
  if (!options.reasonId) return { reasonId: null, reasonTexts: null, note };
  const kept = await findRejectionReason(db, options.reasonId);
  if (!kept || kept.retiredAt || !isKeptFor(kept.use, options.review)) {
    throw new AppError('VALIDATION', MSG.rejectionReasonUnavailable);
  }
  return { reasonId: kept.id, reasonTexts: kept.texts, note };
}

/**
 * What the rejected row keeps: `reason`, the English words operators and exports read as before; `reasonTexts`, the
 * words per language a member reads (the kept reason's, the free text after it), null without a kept reason.
 */
export function rejectionColumns(why: RejectionWhy): { reason: string; reasonTexts: TextsPerLanguage | null } {
  const withNote = (text: string) => (why.note ? `${text} — ${why.note}` : text);
  if (!why.reasonTexts) return { reason: why.note ?? '', reasonTexts: null };
  const { en, es, hi } = why.reasonTexts;
  const reasonTexts: TextsPerLanguage = {
    en: withNote(en),
    ...(es ? { es: withNote(es) } : {}),
    ...(hi ? { hi: withNote(hi) } : {}),
  };
  return { reason: reasonTexts.en, reasonTexts };
}

/**
 * The reason a rejection notice carries, worded when the member reads it: the kept reason's words per language with
 * the free text as its note, or the free text alone.
 */
export function noticeReason(why: RejectionWhy): Rejection {
  if (!why.reasonTexts) return { reason: why.note ?? '' };
  return why.note ? { reason: why.reasonTexts, note: why.note } : { reason: why.reasonTexts };
}
