import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, generatedId, moment } from './columns';
import { userRef } from './user-columns';

// The support desk (docs/product.md#support): a member's ticket, its messages and operators' notes, the files
// attached to them, and the replies operators keep to reuse.
export const tickets = pgTable(
  'tickets',
  {
    id: generatedId(),
    /** The short number people quote. */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique(),
    userId: userRef('user_id').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'answered', 'waiting', 'closed'] })
      .notNull()
      .default('open'),
    /** The member's own record it is about, checked to be theirs when the ticket was opened. */
    recordKind: text('record_kind'),
    recordId: uuid('record_id'),
    assigneeId: userRef('assignee_id'),
    createdAt: moment('created_at').notNull(),
    updatedAt: moment('updated_at').notNull(),
    lastMemberMessageAt: moment('last_member_message_at').notNull(),
    lastReplyAt: moment('last_reply_at'),
    closedAt: moment('closed_at'),
  },
  (table) => [
    index('tickets_user_updated_idx').on(table.userId, table.updatedAt),
    // The queue: what waits for the platform, the longest waiting first.
    index('tickets_status_waiting_idx').on(table.status, table.lastMemberMessageAt),
    check('tickets_status_check', sql`${table.status} in ('open', 'answered', 'waiting', 'closed')`),
    check(
      'tickets_category_check',
      sql`${table.category} in ('deposit', 'withdrawal', 'package', 'transfer', 'account', 'other')`,
    ),
    check(
      'tickets_record_check',
      sql`(${table.recordKind} is null and ${table.recordId} is null) or (${table.recordKind} in ('deposit', 'withdrawal', 'order', 'transfer') and ${table.recordId} is not null)`,
    ),
    check('tickets_closed_check', sql`(${table.status} = 'closed') = (${table.closedAt} is not null)`),
  ],
);
export type TicketRecordRow = typeof tickets.$inferSelect;

/** The ticket a message or an attachment belongs to. */
const ticketRef = () =>
  uuid('ticket_id')
    .notNull()
    .references(() => tickets.id);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: generatedId(),
    ticketId: ticketRef(),
    /** Null for the member's own message; the operator's id for a reply or a note. */
    operatorId: userRef('operator_id'),
    body: text('body').notNull(),
    /** An operator's note to operators: never answered to the member. */
    internal: boolean('internal').notNull().default(false),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('ticket_messages_ticket_created_idx').on(table.ticketId, table.createdAt),
    check('ticket_messages_internal_check', sql`not ${table.internal} or ${table.operatorId} is not null`),
  ],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: generatedId(),
    ticketId: ticketRef(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => ticketMessages.id),
    /** 0, 1, 2: the order the member attached the files in. */
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('ticket_attachments_message_idx').on(table.messageId),
    check('ticket_attachments_size_check', sql`${table.size} > 0 and ${table.size} <= 5242880`),
    check('ticket_attachments_mime_check', sql`${table.mime} in ('image/jpeg', 'image/png', 'application/pdf')`),
  ],
);

/** An attachment's bytes in parts of at most 256 KB, as an identity document's are (db/schema/kyc.ts). */
export const ticketAttachmentParts = pgTable(
  'ticket_attachment_parts',
  {
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => ticketAttachments.id),
    part: integer('part').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attachmentId, table.part] })],
);

export const ticketSavedReplies = pgTable('ticket_saved_replies', {
  id: generatedId(),
  title: text('title').notNull(),
  /** `{ en, es, hi }`: English always, the others where written (empty otherwise). */
  texts: jsonb('texts').$type<{ en: string; es: string; hi: string }>().notNull(),
  updatedBy: userRef('updated_by'),
  updatedAt: moment('updated_at').notNull(),
});
