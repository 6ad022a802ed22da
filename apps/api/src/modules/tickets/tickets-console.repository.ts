import type { AdminTicketRow, adminTicketQuery } from '@app/contract';
import { ROLE } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import type { TicketRecordRow } from '../../db/schema';
import { pageWindow } from '../../lib/paging';
import { toTicketRow } from './tickets.repository';

// The console's queue (docs/product.md#support): what waits for the platform first, the member who waits longest
// first among them; then what waits for members, by their last message.

interface QueueDbRow {
  id: string;
  number: string | number;
  user_id: string;
  category: string;
  subject: string;
  status: TicketRecordRow['status'];
  record_kind: string | null;
  record_id: string | null;
  assignee_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  last_member_message_at: string | Date;
  last_reply_at: string | Date | null;
  closed_at: string | Date | null;
  member_name: string;
  member_email: string;
  member_uid: string | null;
  member_locale: string | null;
  assignee_name: string | null;
}

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

export function toAdminTicketRow(row: QueueDbRow, now: Date): AdminTicketRow {
  const ticket: TicketRecordRow = {
    id: row.id,
    number: Number(row.number),
    userId: row.user_id,
    category: row.category,
    subject: row.subject,
    status: row.status,
    recordKind: row.record_kind,
    recordId: row.record_id,
    assigneeId: row.assignee_id,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    lastMemberMessageAt: new Date(row.last_member_message_at),
    lastReplyAt: date(row.last_reply_at),
    closedAt: date(row.closed_at),
  };
  return {
    ...toTicketRow(ticket),
    member: {
      _id: row.user_id,
      fullName: row.member_name,
      email: row.member_email,
      uid: row.member_uid ?? '',
      locale: row.member_locale ?? 'en',
    },
    assignee: row.assignee_id ? { _id: row.assignee_id, fullName: row.assignee_name ?? '' } : null,
    waitingSeconds:
      row.status === 'open'
        ? Math.max(0, Math.floor((now.getTime() - ticket.lastMemberMessageAt.getTime()) / 1000))
        : null,
  };
}

const queueSelect = sql`select t.*, m.full_name as member_name, m.email as member_email, m.refer_id as member_uid,
    m.locale as member_locale, a.full_name as assignee_name
  from tickets t join users m on m.id = t.user_id left join users a on a.id = t.assignee_id`;

export async function listQueue(
  db: Queryable,
  options: z.output<typeof adminTicketQuery> & { selfId: string; now: Date },
) {
  const conditions: SQL[] = [];
  if (options.status === 'active') conditions.push(sql`t.status <> 'closed'`);
  else if (options.status !== 'all') conditions.push(sql`t.status = ${options.status}`);
  if (options.category) conditions.push(sql`t.category = ${options.category}`);
  if (options.assignee === 'me') conditions.push(sql`t.assignee_id = ${options.selfId}::uuid`);
  else if (options.assignee === 'none') conditions.push(sql`t.assignee_id is null`);
  else if (options.assignee) conditions.push(sql`t.assignee_id = ${options.assignee}::uuid`);
  if (options.member) conditions.push(sql`t.user_id = ${options.member}::uuid`);
  const search = searchCondition(options.search);
  if (search) conditions.push(search);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const direction = options.order === 'oldest' ? sql`asc` : sql`desc`;
  const { limit, offset } = pageWindow(options.page);
  // The count joins the member too: a search may name them.
  const [rows, [total]] = await Promise.all([
    queryRows<QueueDbRow>(
      db,
      sql`${queueSelect} ${where}
        order by (t.status = 'open') desc, t.last_member_message_at ${direction}, t.number ${direction}
        limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from tickets t join users m on m.id = t.user_id ${where}`,
    ),
  ]);
  return { rows: rows.map((row) => toAdminTicketRow(row, options.now)), totalDocs: Number(total?.total ?? 0) };
}

/**
 * A ticket number ("42", "#42") is that ticket; other words are looked for, case and accents as typed, in the
 * subject, the member's name, e-mail and UID, and every message (notes included: operators search their own notes).
 */
function searchCondition(search: string | undefined): SQL | null {
  if (!search) return null;
  const number = /^#?(\d{1,9})$/.exec(search);
  if (number) return sql`t.number = ${Number(number[1])}`;
  const like = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(t.subject ilike ${like} or m.full_name ilike ${like} or m.email ilike ${like} or m.refer_id ilike ${like}
    or exists (select 1 from ticket_messages x where x.ticket_id = t.id and x.body ilike ${like}))`;
}

export async function findQueueRow(db: Queryable, id: string, now: Date) {
  const [row] = await queryRows<QueueDbRow>(db, sql`${queueSelect} where t.id = ${id}::uuid`);
  return row ? toAdminTicketRow(row, now) : undefined;
}

/** Whether the id is an active operator who answers tickets (owner or support). */
export async function isTicketOperator(db: Queryable, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from users where id = ${id}::uuid and role = ${ROLE.admin} and blocked_at is null
      and operator_role in ('owner', 'support')`,
  );
  return rows.length > 0;
}

/** Tickets not closed by status, and how long the longest waiting for the platform has waited: for /metrics. */
export async function ticketGauges(db: Queryable, now: Date) {
  const rows = await queryRows<{ status: string; tickets: number; oldest: string | Date | null }>(
    db,
    sql`select status, count(*)::int as tickets, min(last_member_message_at) as oldest
      from tickets where status <> 'closed' group by status`,
  );
  const open = rows.find((row) => row.status === 'open');
  return {
    byStatus: Object.fromEntries(rows.map((row) => [row.status, Number(row.tickets)])),
    oldestWaitingSeconds: open?.oldest ? Math.max(0, (now.getTime() - new Date(open.oldest).getTime()) / 1000) : 0,
  };
}
