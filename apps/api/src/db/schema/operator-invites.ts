import { index, pgTable } from 'drizzle-orm/pg-core';
import { oneTimeLinkColumns } from './columns';
import { tokenColumns, userRef } from './user-columns';

// Invitations of new operators (docs/decisions/007-operator-console.md): the mailed link's token is never stored,
// only its SHA-256, like a session token. A used invitation is what turns an invited operator into an active one.
export const operatorInvites = pgTable(
  'operator_invites',
  {
    // userId: the invited operator (users.role 'Admin'), created with a password nobody knows.
    ...tokenColumns(),
    invitedBy: userRef('invited_by').notNull(),
    ...oneTimeLinkColumns(),
  },
  (table) => [index('operator_invites_user_idx').on(table.userId)],
);
