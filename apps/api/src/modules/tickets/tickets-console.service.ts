import {
  type AdminTicketDetail,
  type adminTicketAssignBody,
  type adminTicketMessageBody,
  type adminTicketQuery,
  MSG,
  type TicketRecordRef,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { companyName, getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { ticketAnswered } from '../notifications/notification-events';
import { notify } from '../notifications/notify';
import { savedReplyFieldValues } from './saved-reply-fields';
import { recordNow } from './ticket-records';
import {
  findTicket,
  insertTicketMessage,
  listTicketMessages,
  markClosed,
  markReplied,
  setAssignee,
} from './tickets.repository';
import { reopenUntil } from './tickets.service';
import { findQueueRow, isTicketOperator, listQueue } from './tickets-console.repository';

// The operators' side of the support desk (docs/product.md#support): the queue, one ticket with its member and the
// record as it stands, replies and internal notes, assigning and closing; every action audited.

export async function listTicketQueue(
  ctx: AppContext,
  options: z.output<typeof adminTicketQuery> & { selfId: string },
) {
  const { rows, totalDocs } = await listQueue(ctx.db, { ...options, now: ctx.clock() });
  return { message: MSG.ticketsLoaded, data: toPage({ docs: rows, totalDocs, page: options.page }) };
}

export async function consoleTicketDetail(ctx: AppContext, id: string): Promise<AdminTicketDetail> {
  const now = ctx.clock();
  const [row, ticket] = await Promise.all([findQueueRow(ctx.db, id, now), findTicket(ctx.db, id)]);
  if (!row || !ticket) throw new AppError('NOT_FOUND', MSG.notFound);
  const ref: TicketRecordRef | null = row.record;
  const [messages, record, settings] = await Promise.all([
    listTicketMessages(ctx.db, {
      ticketId: id,
      memberName: row.member.fullName,
      memberView: false,
      platformName: await companyName(ctx.db),
    }),
    ref ? recordNow(ctx.db, { userId: row.member._id, ref, withPayout: true }) : null,
    getSettings(ctx.db),
  ]);
  const replyFields = savedReplyFieldValues({ locale: row.member.locale, record, settings });
  const replyFieldsEnglish = savedReplyFieldValues({ locale: 'en', record, settings });
  return {
    ...row,
    messages,
    recordNow: record,
    reopenUntil: reopenUntil(ticket, now),
    replyFields,
    replyFieldsEnglish,
  };
}

export async function readConsoleTicket(ctx: AppContext, id: string) {
  return { message: MSG.ticketLoaded, data: await consoleTicketDetail(ctx, id) };
}

/**
 * An operator writes: a reply reaches the member (answered, or waiting for them) with a notification and a mail in
 * their language; a note (`internal`) stays among operators and changes nothing the member sees. A closed ticket
 * takes notes only.
 */
export async function writeConsoleMessage(
  ctx: AppContext,
  options: Actor & { id: string; body: z.output<typeof adminTicketMessageBody> },
) {
  const { body } = options;
  const now = ctx.clock();
  const current = await findTicket(ctx.db, options.id);
  if (!current) throw new AppError('NOT_FOUND', MSG.notFound);
  await ctx.db.transaction(async (tx) => {
    const ticket = body.internal
      ? current
      : await markReplied(tx, { id: options.id, status: body.waitForMember ? 'waiting' : 'answered', now });
    if (!ticket) throw new AppError('CONFLICT', MSG.ticketClosedNoReply);
    const messageId = await insertTicketMessage(tx, {
      ticketId: ticket.id,
      operatorId: options.actorId,
      body: body.message,
      internal: body.internal,
      now,
    });
    if (!body.internal) {
      await notify(tx, [
        ticketAnswered({
          userId: ticket.userId,
          now,
          ticketId: ticket.id,
          number: ticket.number,
          subject: ticket.subject,
          messageId,
          reply: body.message,
        }),
      ]);
    }
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: body.internal ? 'ticket.note' : 'ticket.reply',
      targetType: 'ticket',
      targetId: ticket.id,
      details: { messageId, ...(body.internal ? {} : { waitForMember: body.waitForMember }) },
      now,
    });
  });
  return {
    message: body.internal ? MSG.ticketNoteAdded : MSG.ticketMessageSent,
    data: await consoleTicketDetail(ctx, options.id),
  };
}

/** Gives the ticket to an active owner or support operator, or to nobody. */
export async function assignTicket(
  ctx: AppContext,
  options: Actor & { id: string; body: z.output<typeof adminTicketAssignBody> },
) {
  const { operatorId } = options.body;
  if (operatorId && !(await isTicketOperator(ctx.db, operatorId))) {
    throw new AppError('VALIDATION', MSG.ticketAssigneeInvalid);
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const ticket = await setAssignee(tx, { id: options.id, operatorId });
    if (!ticket) throw new AppError('NOT_FOUND', MSG.notFound);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'ticket.assign',
      targetType: 'ticket',
      targetId: ticket.id,
      details: { operatorId },
      now,
    });
  });
  return {
    message: operatorId ? MSG.ticketAssigned : MSG.ticketUnassigned,
    data: await consoleTicketDetail(ctx, options.id),
  };
}

export async function closeConsoleTicket(ctx: AppContext, options: Actor & { id: string }) {
  const now = ctx.clock();
  if (!(await findTicket(ctx.db, options.id))) throw new AppError('NOT_FOUND', MSG.notFound);
  await ctx.db.transaction(async (tx) => {
    const ticket = await markClosed(tx, { id: options.id, now });
    if (!ticket) throw new AppError('CONFLICT', MSG.ticketAlreadyClosed);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'ticket.close',
      targetType: 'ticket',
      targetId: ticket.id,
      now,
    });
  });
  return { message: MSG.ticketClosed, data: await consoleTicketDetail(ctx, options.id) };
}
