import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// Invitations of new operators (docs/decisions/007-operator-console.md): the mailed link's token is never stored,
// only its SHA-256, like a session token. A used invitation is what turns an invited operator into an active one.
export const operatorInvites = pgTable(
  'operator_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The invited operator (users.role 'Admin'), created with a password nobody knows. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('operator_invites_user_idx').on(table.userId)],
);
