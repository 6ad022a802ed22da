import type { KycDocumentMime, KycDocumentType, KycSubmission } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { readParts, writeParts } from '../../db/byte-parts';
import type { Queryable } from '../../db/client';
import { type KycSubmissionRecord, kycDocuments, kycSubmissions } from '../../db/schema';

// The identity checks' rows (docs/product.md#kyc). A member's status is their newest submission's: created last,
// and of two created in the same instant the pending one, then the one reviewed last.

const newestFirst = [
  desc(kycSubmissions.createdAt),
  desc(sql`(${kycSubmissions.status} = 'pending')`),
  sql`${kycSubmissions.reviewedAt} desc nulls first`,
] as const;

/** The member's newest submission, without the document; undefined when they never sent one. */
export async function findNewestSubmission(db: Queryable, userId: string) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row;
}

/** The status column of the console's member list: the newest submission's, or 'none'. */
export function kycStatusOf(userId: unknown) {
  return sql<
    'none' | 'pending' | 'approved' | 'rejected'
  >`coalesce((select k.status from kyc_submissions k where k.user_id = ${userId} order by k.created_at desc, (k.status = 'pending') desc, k.reviewed_at desc nulls first limit 1), 'none')`;
}

export async function insertSubmission(
  db: Queryable,
  values: {
    userId: string;
    fullName: string;
    dateOfBirth: string;
    country: string;
    documentType: KycDocumentType;
    documentNumber: string;
    documentMime: KycDocumentMime;
    documentSha256: string;
    content: Uint8Array;
    now: Date;
  },
) {
  const [row] = await db
    .insert(kycSubmissions)
    .values({
      userId: values.userId,
      fullName: values.fullName,
      dateOfBirth: values.dateOfBirth,
      country: values.country,
      documentType: values.documentType,
      documentNumber: values.documentNumber,
      documentMime: values.documentMime,
      documentSize: values.content.byteLength,
      documentSha256: values.documentSha256,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('identity check not stored');
  // In parts, a statement each, so other requests run in between (db/byte-parts.ts).
  await writeParts(values.content, (part, base64) =>
    db.insert(kycDocuments).values({ submissionId: row.id, part, content: sql`decode(${base64}, 'base64')` }),
  );
  return row;
}

/** The document's bytes of one submission, read a part per statement as they were written; undefined if none. */
export function readDocument(db: Queryable, submissionId: string) {
  return readParts(async (part) => {
    const [row] = await db
      .select({ content: sql<string>`encode(${kycDocuments.content}, 'base64')` })
      .from(kycDocuments)
      .where(and(eq(kycDocuments.submissionId, submissionId), eq(kycDocuments.part, part)));
    return row?.content;
  });
}

/**
 * Reviews the submission named if it is still the member's pending one; answers nothing otherwise, so of two
 * operators reviewing at once one does.
 */
export async function markReviewed(
  db: Queryable,
  options: {
    submissionId: string;
    userId: string;
    status: 'approved' | 'rejected';
    reason: string | null;
    actorId: string;
    now: Date;
  },
) {
  const [row] = await db
    .update(kycSubmissions)
    .set({ status: options.status, reason: options.reason, reviewedBy: options.actorId, reviewedAt: options.now })
    .where(
      and(
        eq(kycSubmissions.id, options.submissionId),
        eq(kycSubmissions.userId, options.userId),
        eq(kycSubmissions.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export async function findSubmissionOf(db: Queryable, options: { submissionId: string; userId: string }) {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.id, options.submissionId), eq(kycSubmissions.userId, options.userId)));
  return row;
}

export function toKycSubmission(row: KycSubmissionRecord): KycSubmission {
  return {
    _id: row.id,
    fullName: row.fullName,
    dateOfBirth: row.dateOfBirth,
    country: row.country,
    documentType: row.documentType as KycDocumentType,
    documentNumber: row.documentNumber,
    documentMime: row.documentMime as KycDocumentMime,
    documentSize: row.documentSize,
    status: row.status,
    reason: row.reason,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
