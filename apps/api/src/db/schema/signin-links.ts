import { index, pgTable } from 'drizzle-orm/pg-core';
import { oneTimeLinkColumns } from './columns';
import { tokenColumns, userRef } from './user-columns';

// One-time sign-in links an operator issues for a member (docs/decisions/007-operator-console.md): the link's
// id is never stored, only its SHA-256, like a session token.
export const signinLinks = pgTable(
  'signin_links',
  {
    ...tokenColumns(),
    operatorId: userRef('operator_id').notNull(),
    ...oneTimeLinkColumns(),
  },
  (table) => [index('signin_links_user_idx').on(table.userId)],
);
