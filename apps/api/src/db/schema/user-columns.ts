import type { TextsPerLanguage } from '@app/contract';
import { jsonb, text, uuid } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { users } from './users';

// The columns that refer to an account: a member or operator a row names, an operator's decision on a member's
// request, a secret that opens an account. Apart from columns.ts because they refer to users, which uses columns.ts.

/** A member or operator the row names; `.notNull()` where the row always has one. */
export const userRef = <Name extends string>(name: Name) => uuid(name).references(() => users.id);

/** The operator who decided the request, and when; null while it waits. */
export const reviewColumns = () => ({ reviewedBy: userRef('reviewed_by'), reviewedAt: moment('reviewed_at') });

/** The operator who approved the request before another one decided it (four eyes), and when. */
export const approvalColumns = () => ({ approvedBy: userRef('approved_by'), approvedAt: moment('approved_at') });

/** A change asked by one operator and decided by another (docs/decisions/035-dual-control.md). */
export const dualControlColumns = () => ({
  requestedBy: userRef('requested_by').notNull(),
  requestedAt: moment('requested_at').notNull(),
  ...reviewColumns(),
});

/**
 * Why a request was rejected: as the operator wrote it, and the kept reason chosen, its words as they were then, per
 * language (docs/product.md#reviews).
 */
export const rejectionColumns = () => ({
  reason: text('reason'),
  reasonTexts: jsonb('reason_texts').$type<TextsPerLanguage>(),
});

/** A bearer secret that opens an account, kept only as its SHA-256; it goes when the account does. */
export const tokenColumns = () => ({
  id: generatedId(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});
