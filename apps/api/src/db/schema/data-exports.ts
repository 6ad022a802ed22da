import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, generatedId, moment } from './columns';
import { userRef } from './user-columns';

// A member's copy of their own data (docs/decisions/032-data-export.md): asked for, built in the background, mailed
// as a link whose token is kept only as its SHA-256. The ZIP's bytes live here until the link expires, then the
// hourly purge clears them and the row stays as the record that the member asked.
export const dataExports = pgTable(
  'data_exports',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    status: text('status', { enum: ['pending', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    /** Set when the file is built; null before, so a pending export has no working link. */
    tokenHash: text('token_hash').unique(),
    content: bytea('content'),
    size: integer('size'),
    requestedAt: moment('requested_at').notNull(),
    readyAt: moment('ready_at'),
    expiresAt: moment('expires_at'),
    /** Why the build failed, for the logs and the operators; never shown to the member. */
    error: text('error'),
  },
  (table) => [
    index('data_exports_user_requested_idx').on(table.userId, table.requestedAt),
    // The job's queue: the pending ones, oldest first.
    index('data_exports_pending_idx').on(table.requestedAt).where(sql`${table.status} = 'pending'`),
    check('data_exports_status_check', sql`${table.status} in ('pending', 'ready', 'failed', 'expired')`),
    check('data_exports_ready_check', sql`${table.status} <> 'ready' or ${table.content} is not null`),
  ],
);
export type DataExportRecord = typeof dataExports.$inferSelect;
