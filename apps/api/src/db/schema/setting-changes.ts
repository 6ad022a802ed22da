import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// A change to the settings that guard money, waiting for a second owner (docs/decisions/020-operator-roles.md):
// nothing of `patch` is applied until another owner approves it; `before` is what the asker saw, for the reviewer.
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patch: jsonb('patch').notNull(),
    before: jsonb('before').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('setting_changes_status_idx').on(table.status, table.requestedAt),
    check('setting_changes_status_check', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('setting_changes_reviewed', sql`(${table.status} = 'pending') = (${table.reviewedBy} is null)`),
    // Four eyes: whoever decides a change cannot be whoever asked for it, whatever code writes the row.
    check('setting_changes_four_eyes', sql`${table.reviewedBy} is null or ${table.reviewedBy} <> ${table.requestedBy}`),
  ],
);
export type SettingChangeRecord = typeof settingChanges.$inferSelect;
