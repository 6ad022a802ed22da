import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { userRef } from './user-columns';

// What happened to a member's account, shown in the notification centre and, unless the member turned that kind
// off, mailed by a background job (docs/product.md#notifications). `eventKey` makes each business event notify once.
export const notifications = pgTable(
  'notifications',
  {
    id: generatedId(),
    userId: userRef('user_id').notNull(),
    kind: text('kind').notNull(),
    eventKey: text('event_key').notNull(),
    // The kind's values, worded when read in the reader's language (docs/decisions/028-member-language.md). Rows
    // written before have no params and keep the English title and body they were written with.
    params: jsonb('params'),
    title: text('title'),
    body: text('body'),
    link: text('link'),
    readAt: moment('read_at'),
    // 'skip' when the member does not want this kind by mail; 'pending' until the mail job sends it.
    mailState: text('mail_state', { enum: ['skip', 'pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailedAt: moment('mailed_at'),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('notifications_user_event_key').on(table.userId, table.eventKey),
    index('notifications_user_created_idx').on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    index('notifications_mail_pending_idx').on(table.createdAt).where(sql`${table.mailState} = 'pending'`),
    check('notifications_mail_state_check', sql`${table.mailState} in ('skip', 'pending', 'sent', 'failed')`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

// The kinds of notification a member does not want by mail; the notification centre still shows them.
export const notificationPreferences = pgTable('notification_preferences', {
  userId: userRef('user_id').primaryKey(),
  mailOff: jsonb('mail_off').$type<string[]>().notNull().default([]),
  updatedAt: moment('updated_at').notNull(),
});
