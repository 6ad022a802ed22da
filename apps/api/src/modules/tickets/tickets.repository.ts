import type { TicketCategory, TicketMessage, TicketRecordKind, TicketRow, TicketStatus } from '@app/contract';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { type TicketRecordRow, ticketAttachments, ticketMessages, tickets } from '../../db/schema';
import { storedFileName } from '../../lib/file-names';
import { pageWindow } from '../../lib/paging';

// The support desk's rows (docs/product.md#support). Every read a member makes names their id beside the ticket's:
// another member's ticket is not found, never forbidden.

export function toTicketRow(row: TicketRecordRow): TicketRow {
  return {
    _id: row.id,
    number: row.number,
    category: row.category as TicketCategory,
    subject: row.subject,
    status: row.status,
    record: row.recordKind && row.recordId ? { kind: row.recordKind as TicketRecordKind, _id: row.recordId } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastMemberMessageAt: row.lastMemberMessageAt.toISOString(),
    lastReplyAt: row.lastReplyAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/**
 * Locks the member's row for the rest of the transaction: two tickets opened at once are counted one after the
 * other against the limit of open tickets.
 */
export async function lockMemberForTickets(tx: Queryable, userId: string) {
  await tx.execute(sql`select 1 from users where id = ${userId} for update`);
}

export async function countOpenTickets(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), ne(tickets.status, 'closed')));
  return Number(row?.open ?? 0);
}

export async function insertTicket(
  tx: Queryable,
  values: {
    userId: string;
    category: TicketCategory;
    subject: string;
    record: { kind: TicketRecordKind; _id: string } | undefined;
    now: Date;
  },
) {
  const [row] = await tx
    .insert(tickets)
    .values({
      userId: values.userId,
      category: values.category,
      subject: values.subject,
      recordKind: values.record?.kind ?? null,
      recordId: values.record?._id ?? null,
      createdAt: values.now,
      updatedAt: values.now,
      lastMemberMessageAt: values.now,
    })
    .returning();
  if (!row) throw new Error('ticket not stored');
  return row;
}

export async function insertTicketMessage(
  tx: Queryable,
  values: { ticketId: string; operatorId: string | null; body: string; internal: boolean; now: Date },
) {
  const [row] = await tx
    .insert(ticketMessages)
    .values({
      ticketId: values.ticketId,
      operatorId: values.operatorId,
      body: values.body,
      internal: values.internal,
      createdAt: values.now,
    })
    .returning({ id: ticketMessages.id });
  if (!row) throw new Error('ticket message not stored');
  return row.id;
}

/** The ticket, if it is the member's; undefined for another member's or none. */
export async function findMemberTicket(db: Queryable, options: { id: string; userId: string }) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, options.id), eq(tickets.userId, options.userId)));
  return row;
}

export async function findTicket(db: Queryable, id: string) {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  return row;
}

export async function listMemberTickets(db: Queryable, options: { userId: string; page: number }) {
  const { limit, offset } = pageWindow(options.page);
  const where = eq(tickets.userId, options.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.number))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(tickets).where(where),
  ]);
  return { rows, totalDocs: Number(total?.total ?? 0) };
}

/**
 * The member writes: the ticket waits for the platform again from now. A closed one is reopened by it only while
 * `reopenAfter` allows (its closing is later than that); answers nothing otherwise.
 */
export async function markMemberWrote(tx: Queryable, options: { id: string; reopenAfter: Date; now: Date }) {
  const [row] = await tx
    .update(tickets)
    .set({ status: 'open', closedAt: null, lastMemberMessageAt: options.now, updatedAt: options.now })
    .where(
      and(
        eq(tickets.id, options.id),
        sql`(${tickets.status} <> 'closed' or ${tickets.closedAt} > ${options.reopenAfter.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row;
}

/** The platform replied: answered, or waiting for the member; answers nothing for a closed ticket. */
export async function markReplied(tx: Queryable, options: { id: string; status: TicketStatus; now: Date }) {
  const [row] = await tx
    .update(tickets)
    .set({ status: options.status, lastReplyAt: options.now, updatedAt: options.now })
    .where(and(eq(tickets.id, options.id), ne(tickets.status, 'closed')))
    .returning();
  return row;
}

/** Closes the ticket unless it is closed already (then answers nothing). */
export async function markClosed(tx: Queryable, options: { id: string; now: Date }) {
  const [row] = await tx
    .update(tickets)
    .set({ status: 'closed', closedAt: options.now, updatedAt: options.now })
    .where(and(eq(tickets.id, options.id), ne(tickets.status, 'closed')))
    .returning();
  return row;
}

export async function setAssignee(tx: Queryable, options: { id: string; operatorId: string | null }) {
  const [row] = await tx
    .update(tickets)
    .set({ assigneeId: options.operatorId })
    .where(eq(tickets.id, options.id))
    .returning();
  return row;
}

interface MessageDbRow {
  id: string;
  operator_id: string | null;
  operator_name: string | null;
  body: string;
  internal: boolean;
  created_at: string | Date;
}

/**
 * The thread, oldest first, with each message's attachments. `memberView`: operators' notes left out and the
 * platform's replies signed `platformName` rather than by the operator who wrote them.
 */
export async function listTicketMessages(
  db: Queryable,
  options: { ticketId: string; memberName: string; memberView: boolean; platformName: string },
): Promise<TicketMessage[]> {
  const rows = await queryRows<MessageDbRow>(
    db,
    sql`select m.id, m.operator_id, o.full_name as operator_name, m.body, m.internal, m.created_at
      from ticket_messages m left join users o on o.id = m.operator_id
      where m.ticket_id = ${options.ticketId} ${options.memberView ? sql`and not m.internal` : sql``}
      order by m.created_at, m.id`,
  );
  const files = rows.length
    ? await db
        .select({
          id: ticketAttachments.id,
          messageId: ticketAttachments.messageId,
          name: ticketAttachments.name,
          mime: ticketAttachments.mime,
          size: ticketAttachments.size,
        })
        .from(ticketAttachments)
        .where(
          inArray(
            ticketAttachments.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(ticketAttachments.messageId, ticketAttachments.position)
    : [];
  return rows.map((row) => ({
    _id: row.id,
    author: row.operator_id ? 'operator' : 'member',
    authorName: row.operator_id
      ? options.memberView
        ? options.platformName
        : (row.operator_name ?? '')
      : options.memberName,
    body: row.body,
    internal: row.internal,
    attachments: files
      .filter((file) => file.messageId === row.id)
      .map((file) => {
        const mime = file.mime as TicketMessage['attachments'][number]['mime'];
        // A name stored before names were rebuilt from the type reads as it would be stored now.
        return { _id: file.id, name: storedFileName(file.name, mime), mime, size: file.size };
      }),
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
