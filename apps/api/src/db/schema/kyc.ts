import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea, generatedId, moment } from './columns';
import { reviewColumns, userRef } from './user-columns';

// A member's identity check (docs/product.md#kyc). The newest submission is the member's status; an
// earlier one stays as the record of what was reviewed.
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    documentType: text('document_type').notNull(),
    documentNumber: text('document_number').notNull(),
    documentMime: text('document_mime').notNull(),
    documentSize: integer('document_size').notNull(),
    documentSha256: text('document_sha256').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    ...reviewColumns(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('kyc_submissions_user_created_idx').on(table.userId, table.createdAt),
    index('kyc_submissions_status_created_idx').on(table.status, table.createdAt),
    // One submission waits for review at a time.
    uniqueIndex('kyc_submissions_one_pending').on(table.userId).where(sql`${table.status} = 'pending'`),
    check('kyc_submissions_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('kyc_submissions_size_check', sql`${table.documentSize} > 0 and ${table.documentSize} <= 5242880`),
  ],
);
export type KycSubmissionRecord = typeof kycSubmissions.$inferSelect;

// The document's bytes, in the database rather than on a disk: never under the web root, served only by the
// console's operator call, the same on every replica, and in every backup with the submission it belongs to. They
// are kept in parts of at most 256 KB, written and read one statement each: the embedded database runs in the
// server's thread, and a whole 5 MB document in one statement held every other request for most of a second.
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => kycSubmissions.id),
    /** 0, 1, 2...: the document is its parts' bytes in this order (a document stored whole is part 0 alone). */
    part: integer('part').notNull().default(0),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.part] })],
);
