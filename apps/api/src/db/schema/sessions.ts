import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns';
import { tokenColumns } from './user-columns';

// Opaque bearer tokens are never stored: only their SHA-256.
export const sessions = pgTable(
  'sessions',
  {
    ...tokenColumns(),
    role: text('role', { enum: ['User', 'Vendor', 'Admin'] }).notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    // What /settings shows of each sign-in: the browser's user agent and the client address (TRUST_PROXY applies).
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    // The operator whose one-time sign-in link opened this session: it can look and help, but changes no security
    // setting and confirms no money leaving (docs/decisions/046-no-way-around-the-second-person.md).
    signedInBy: uuid('signed_in_by'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

// One row per account whose sessions were ended (log-out, password change or reset, block). Each API process keeps
// the sessions it checked in memory and drops an account's from this feed: at once from a NOTIFY, and from a poll
// of rows past the last it saw when a notification was lost (decision 013).
export const sessionRevocations = pgTable('session_revocations', {
  id: bigserial('id', { mode: 'bigint' }).primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});
