import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId } from './columns';
import { dualControlColumns } from './user-columns';

// A change that waits for a second owner (docs/decisions/035-dual-control.md): to the settings that guard money, to a
// package's terms, or an operator made owner. Nothing of `patch` is applied until another owner approves it; `before`
// is what the asker saw, for the reviewer and for the approval's re-check. Undecided after 7 days, it expires.
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: generatedId(),
    /**
     * What it changes: the settings, the package `targetId` (a draft or on sale), the operator `targetId`, or the
     * company's own funds recorded (no target).
     */
    subject: text('subject', { enum: ['settings', 'package', 'operator', 'funds'] })
      .notNull()
      .default('settings'),
    targetId: uuid('target_id'),
    patch: jsonb('patch').notNull(),
    before: jsonb('before').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'expired'] }).notNull(),
    ...dualControlColumns(),
    /** Why the second owner rejected it, as they wrote it; mailed to every operator. */
    reason: text('reason'),
  },
  (table) => [
    index('setting_changes_status_idx').on(table.status, table.requestedAt),
    index('setting_changes_target_idx').on(table.targetId).where(sql`${table.status} = 'pending'`),
    // One change of a package waits at a time: a second "put on sale" of the same draft cannot be asked, and none is
    // left over once the first applied (docs/decisions/046-no-way-around-the-second-person.md).
    uniqueIndex('setting_changes_one_pending_per_package')
      .on(table.targetId)
      .where(sql`${table.status} = 'pending' and ${table.subject} = 'package'`),
    check('setting_changes_status_check', sql`${table.status} in ('pending', 'approved', 'rejected', 'expired')`),
    check('setting_changes_subject_check', sql`${table.subject} in ('settings', 'package', 'operator', 'funds')`),
    // Settings and funds have no target; a package always has one; an operator has one unless it is an invitation.
    check(
      'setting_changes_target',
      sql`(${table.subject} in ('settings', 'funds') and ${table.targetId} is null) or (${table.subject} = 'package' and ${table.targetId} is not null) or ${table.subject} = 'operator'`,
    ),
    check('setting_changes_reviewed', sql`(${table.status} in ('pending', 'expired')) = (${table.reviewedBy} is null)`),
    // Four eyes: whoever decides a change cannot be whoever asked for it, whatever code writes the row.
    check('setting_changes_four_eyes', sql`${table.reviewedBy} is null or ${table.reviewedBy} <> ${table.requestedBy}`),
  ],
);
export type SettingChangeRecord = typeof settingChanges.$inferSelect;
