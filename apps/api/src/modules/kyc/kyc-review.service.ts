import { CONSOLE_MSG, type KycDocumentMime, type KycState, MSG } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { runAfterResponse } from '../../core/after-response';
import { type Actor, writeAudit } from '../../core/audit';
import { companyName } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { storedFileName } from '../../lib/file-names';
import { kycReviewedMail } from '../../lib/mail-templates';
import { findMemberState, findUserById } from '../users/users.repository';
import { findNewestSubmission, findSubmissionOf, markReviewed, readDocument } from './kyc.repository';
import { readKycState } from './kyc.service';

// The console's side of the identity check (docs/product.md#kyc): read it, fetch the document, approve or reject.

/** The member's identity check for the console; an unknown id or an operator's reads as not found. */
export async function getMemberKyc(ctx: AppContext, userId: string): Promise<KycState> {
  if (!(await findMemberState(ctx.db, userId))) throw new AppError('NOT_FOUND', MSG.notFound);
  return readKycState(ctx.db, userId);
}

/** The newest submission's document: images shown in the console (inline), a PDF only downloaded. */
export async function getMemberKycDocument(ctx: AppContext, userId: string) {
  if (!(await findMemberState(ctx.db, userId))) throw new AppError('NOT_FOUND', MSG.notFound);
  const newest = await findNewestSubmission(ctx.db, userId);
  if (!newest) throw new AppError('NOT_FOUND', CONSOLE_MSG.kycNoSubmission);
  const content = await readDocument(ctx.db, newest.id);
  if (!content) throw new AppError('NOT_FOUND', MSG.notFound);
  const mime = newest.documentMime as KycDocumentMime;
  // The member's file name is never kept: the download's is built from the submission and the type its bytes are.
  return {
    fileName: storedFileName(`identity-${newest.id}`, mime),
    mime,
    inline: mime !== 'application/pdf',
    content,
  };
}

/** Approves or rejects the pending submission named, audited in the same transaction; the member is mailed after. */
export async function reviewKyc(
  ctx: AppContext,
  options: Actor & {
    userId: string;
    submissionId: string;
    outcome: 'approved' | 'rejected';
    reason: string | null;
    log: FastifyBaseLogger;
  },
): Promise<{ message: string; data: KycState }> {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const reviewed = await markReviewed(tx, {
      submissionId: options.submissionId,
      userId: options.userId,
      status: options.outcome,
      reason: options.reason,
      actorId: options.actorId,
      now,
    });
    if (!reviewed) {
      const exists = await findSubmissionOf(tx, { submissionId: options.submissionId, userId: options.userId });
      throw exists ? new AppError('CONFLICT', CONSOLE_MSG.kycAlreadyReviewed) : new AppError('NOT_FOUND', MSG.notFound);
    }
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: options.outcome === 'approved' ? 'kyc.approve' : 'kyc.reject',
      targetType: 'member',
      targetId: options.userId,
      details: {
        submissionId: options.submissionId,
        ...(options.reason === null ? {} : { reason: options.reason }),
      },
      now,
    });
  });
  const member = await findUserById(ctx.db, options.userId);
  if (member) {
    runAfterResponse(
      async () =>
        ctx.mailer.send(
          kycReviewedMail({
            company: await companyName(ctx.db),
            site: ctx.config.PUBLIC_URL,
            to: member.email,
            fullName: member.fullName,
            outcome: options.outcome,
            reason: options.reason,
            locale: member.locale,
          }),
        ),
      { log: options.log, what: 'identity check outcome mail' },
    );
  }
  return {
    message: options.outcome === 'approved' ? CONSOLE_MSG.kycApproved : CONSOLE_MSG.kycRejected,
    data: await readKycState(ctx.db, options.userId),
  };
}
