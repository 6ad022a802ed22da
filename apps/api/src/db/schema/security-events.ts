import { SECURITY_EVENT_KINDS } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { generatedId, moment, oneTimeLinkColumns } from './columns';
import { tokenColumns, userRef } from './user-columns';

// A member's sign-ins and security changes, newest read first, with the device and address they came from.
export const securityEvents = pgTable(
  'security_events',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    // "Chrome on Windows", as the sessions list writes it; the client address as TRUST_PROXY gives it.
    device: text('device'),
    ip: text('ip'),
    // A sign-in from a device and network this account had not signed in from before: the member was alerted.
    newDevice: boolean('new_device').notNull().default(false),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('security_events_user_idx').on(table.userId, table.createdAt),
    check(
      'security_events_kind_check',
      sql`${table.kind} in (${sql.raw(SECURITY_EVENT_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
  ],
);

// The single-use "This wasn't me" links of security alerts: the link's token is never stored, only its SHA-256. Used,
// it freezes the account's money and ends its sessions without signing in (docs/decisions/040-member-freeze.md).
export const freezeLinks = pgTable(
  'freeze_links',
  {
    ...tokenColumns(),
    ...oneTimeLinkColumns(),
  },
  (table) => [index('freeze_links_user_idx').on(table.userId)],
);
