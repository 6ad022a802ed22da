import { createHash } from 'node:crypto';
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_MINIMUM_AGE,
  type KycState,
  type kycSubmitBody,
  MSG,
  sniffKycDocument,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { findNewestSubmission, insertSubmission, toKycSubmission } from './kyc.repository';

// The member's side of the identity check (docs/product.md#kyc): the status, and a submission.

export async function readKycState(db: Queryable, userId: string): Promise<KycState> {
  const newest = await findNewestSubmission(db, userId);
  if (!newest) return { status: 'none', reason: null, submission: null };
  return {
    status: newest.status,
    reason: newest.status === 'rejected' ? newest.reason : null,
    submission: toKycSubmission(newest),
  };
}

/** The day a member born on `dateOfBirth` turns `years` old, as YYYY-MM-DD text that compares as dates do. */
function latestBirthForAge(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, '0')}${today.slice(4)}`;
}

/** The document's bytes, told by their first bytes: JPEG, PNG or PDF, 1 byte to 5 MB. */
export async function readDocument(file: File) {
  const content = Buffer.from(await file.arrayBuffer());
  if (content.byteLength === 0) throw new AppError('VALIDATION', MSG.kycDocumentEmpty);
  if (content.byteLength > KYC_DOCUMENT_MAX_BYTES) throw new AppError('VALIDATION', MSG.kycDocumentTooLarge);
  const mime = sniffKycDocument(content.subarray(0, 8));
  if (!mime) throw new AppError('VALIDATION', MSG.kycDocumentTypeInvalid);
  return { content, mime };
}

/**
 * POST edituserKycByUser: the fields are the contract's; here the age on the platform's day and the document's
 * bytes are checked, and a new submission is refused while one waits for review or once one was approved (the
 * partial unique index settles two sent at once).
 */
export async function submitKyc(
  ctx: AppContext,
  options: { userId: string; body: z.output<typeof kycSubmitBody> },
): Promise<{ message: string; data: KycState }> {
  const { body } = options;
  const now = ctx.clock();
  const today = platformDay(now, (await getSettings(ctx.db)).timezone);
  if (body.dateOfBirth > today) throw new AppError('VALIDATION', MSG.kycDateOfBirthFuture);
  if (body.dateOfBirth > latestBirthForAge(today, KYC_MINIMUM_AGE)) throw new AppError('VALIDATION', MSG.kycUnderage);
  const { content, mime } = await readDocument(body.document);
  const newest = await findNewestSubmission(ctx.db, options.userId);
  if (newest?.status === 'pending') throw new AppError('CONFLICT', MSG.kycAlreadyPending);
  if (newest?.status === 'approved') throw new AppError('CONFLICT', MSG.kycAlreadyApproved);
  try {
    await ctx.db.transaction(async (tx) => {
      await insertSubmission(tx, {
        userId: options.userId,
        fullName: body.fullName,
        dateOfBirth: body.dateOfBirth,
        country: body.country,
        documentType: body.documentType,
        documentNumber: body.documentNumber,
        documentMime: mime,
        documentSha256: createHash('sha256').update(content).digest('hex'),
        content,
        now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'kyc_submissions_one_pending')) {
      throw new AppError('CONFLICT', MSG.kycAlreadyPending);
    }
    throw error;
  }
  return { message: MSG.kycSubmitted, data: await readKycState(ctx.db, options.userId) };
}
