import {
  MSG,
  TICKET_LIMITS,
  type TicketDetail,
  type TicketRecordRef,
  type ticketCreateBody,
  type ticketMessageBody,
} from '@app/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { hitRateLimit, RATE_RULES } from '../../core/rate-limit';
import { companyName } from '../../core/settings';
import type { Queryable } from '../../db/client';
import type { TicketRecordRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { findUserById } from '../users/users.repository';
import { checkFiles, readAttachment, storeFiles } from './ticket-files';
import { isOwnRecord, listRecordChoices, recordNow } from './ticket-records';
import {
  countOpenTickets,
  findMemberTicket,
  insertTicket,
  insertTicketMessage,
  listMemberTickets,
  listTicketMessages,
  lockMemberForTickets,
  markClosed,
  markMemberWrote,
  toTicketRow,
} from './tickets.repository';

// The member's side of the support desk (docs/product.md#support): their own tickets only, another member's is not
// found; operators' internal notes never reach them.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest closing a member may still reopen at `now`. */
function reopenAfter(now: Date): Date {
  return new Date(now.getTime() - TICKET_LIMITS.reopenDays * DAY_MS);
}

export function reopenUntil(ticket: TicketRecordRow, now: Date): string | null {
  if (!ticket.closedAt) return null;
  const until = new Date(ticket.closedAt.getTime() + TICKET_LIMITS.reopenDays * DAY_MS);
  return until > now ? until.toISOString() : null;
}

function recordRef(ticket: TicketRecordRow): TicketRecordRef | null {
  return ticket.recordKind && ticket.recordId
    ? { kind: ticket.recordKind as TicketRecordRef['kind'], _id: ticket.recordId }
    : null;
}

async function ownTicket(ctx: AppContext, userId: string, id: string) {
  const ticket = await findMemberTicket(ctx.db, { id, userId });
  if (!ticket) throw new AppError('NOT_FOUND', MSG.notFound);
  return ticket;
}

/** The ticket as its member reads it. */
export async function memberTicketDetail(ctx: AppContext, ticket: TicketRecordRow): Promise<TicketDetail> {
  const [member, platformName] = await Promise.all([findUserById(ctx.db, ticket.userId), companyName(ctx.db)]);
  const ref = recordRef(ticket);
  const [messages, record] = await Promise.all([
    listTicketMessages(ctx.db, {
      ticketId: ticket.id,
      memberName: member?.fullName ?? '',
      memberView: true,
      platformName,
    }),
    ref ? recordNow(ctx.db, { userId: ticket.userId, ref, withPayout: false }) : null,
  ]);
  return { ...toTicketRow(ticket), messages, recordNow: record, reopenUntil: reopenUntil(ticket, ctx.clock()) };
}

export async function listTickets(ctx: AppContext, options: { userId: string; page: number }) {
  const { rows, totalDocs } = await listMemberTickets(ctx.db, options);
  return { message: MSG.ticketsLoaded, data: toPage({ docs: rows.map(toTicketRow), totalDocs, page: options.page }) };
}

export async function readTicket(ctx: AppContext, options: { userId: string; id: string }) {
  const ticket = await ownTicket(ctx, options.userId, options.id);
  return { message: MSG.ticketLoaded, data: await memberTicketDetail(ctx, ticket) };
}

export async function listTicketRecords(ctx: AppContext, userId: string) {
  return { message: MSG.ticketRecordsLoaded, data: { docs: await listRecordChoices(ctx.db, userId) } };
}

/** Under the member's row lock, so tickets opened or reopened at once are counted one after the other. */
async function refuseOverOpenLimit(tx: Queryable, userId: string) {
  await lockMemberForTickets(tx, userId);
  if ((await countOpenTickets(tx, userId)) >= TICKET_LIMITS.openMax) {
    throw new AppError('CONFLICT', MSG.ticketTooManyOpen);
  }
}

function countMessage(ctx: AppContext, userId: string, now: Date) {
  return hitRateLimit({
    db: ctx.db,
    rule: RATE_RULES.ticketMessagePerAccount,
    subject: userId,
    now,
    message: MSG.ticketTooManyMessages,
  });
}

/**
 * Opens a ticket: the record must be the member's own, the files what their bytes say; at most five not closed,
 * counted under the member's row lock so two opened at once cannot both pass the limit.
 */
export async function openTicket(
  ctx: AppContext,
  options: { userId: string; body: z.output<typeof ticketCreateBody> },
) {
  const { body } = options;
  const now = ctx.clock();
  if (body.record && !(await isOwnRecord(ctx.db, options.userId, body.record))) {
    throw new AppError('VALIDATION', MSG.ticketRecordInvalid);
  }
  const files = await checkFiles(body.files);
  await countMessage(ctx, options.userId, now);
  const ticket = await ctx.db.transaction(async (tx) => {
    await refuseOverOpenLimit(tx, options.userId);
    const row = await insertTicket(tx, {
      userId: options.userId,
      category: body.category,
      subject: body.subject,
      record: body.record,
      now,
    });
    const messageId = await insertTicketMessage(tx, {
      ticketId: row.id,
      operatorId: null,
      body: body.message,
      internal: false,
      now,
    });
    await storeFiles(tx, { ticketId: row.id, messageId, files, now });
    return row;
  });
  return { message: MSG.ticketOpened, data: await memberTicketDetail(ctx, ticket) };
}

/** The member writes: the ticket waits for the platform again; a closed one is reopened, within 14 days. */
export async function writeToTicket(
  ctx: AppContext,
  options: { userId: string; id: string; body: z.output<typeof ticketMessageBody> },
) {
  const now = ctx.clock();
  const current = await ownTicket(ctx, options.userId, options.id);
  const files = await checkFiles(options.body.files);
  await countMessage(ctx, options.userId, now);
  const ticket = await ctx.db.transaction(async (tx) => {
    // Writing to a closed ticket reopens it: it counts against the open tickets as a reopening does.
    if (current.status === 'closed') await refuseOverOpenLimit(tx, options.userId);
    const row = await markMemberWrote(tx, { id: options.id, reopenAfter: reopenAfter(now), now });
    if (!row) throw new AppError('CONFLICT', MSG.ticketReopenExpired);
    const messageId = await insertTicketMessage(tx, {
      ticketId: row.id,
      operatorId: null,
      body: options.body.message,
      internal: false,
      now,
    });
    await storeFiles(tx, { ticketId: row.id, messageId, files, now });
    return row;
  });
  return { message: MSG.ticketMessageSent, data: await memberTicketDetail(ctx, ticket) };
}

export async function closeOwnTicket(ctx: AppContext, options: { userId: string; id: string }) {
  await ownTicket(ctx, options.userId, options.id);
  const ticket = await markClosed(ctx.db, { id: options.id, now: ctx.clock() });
  if (!ticket) throw new AppError('CONFLICT', MSG.ticketAlreadyClosed);
  return { message: MSG.ticketClosed, data: await memberTicketDetail(ctx, ticket) };
}

/** Reopens a closed ticket within 14 days of its closing; it waits for the platform from now. */
export async function reopenOwnTicket(ctx: AppContext, options: { userId: string; id: string }) {
  const now = ctx.clock();
  const current = await ownTicket(ctx, options.userId, options.id);
  if (current.status !== 'closed') throw new AppError('CONFLICT', MSG.ticketNotClosed);
  const ticket = await ctx.db.transaction(async (tx) => {
    await refuseOverOpenLimit(tx, options.userId);
    return markMemberWrote(tx, { id: options.id, reopenAfter: reopenAfter(now), now });
  });
  if (!ticket) throw new AppError('CONFLICT', MSG.ticketReopenExpired);
  return { message: MSG.ticketReopened, data: await memberTicketDetail(ctx, ticket) };
}

/** A file of one of the member's tickets; another member's ticket, or a file on an operator's note, is not found. */
export async function readOwnAttachment(
  ctx: AppContext,
  options: { userId: string; id: string; attachmentId: string },
) {
  await ownTicket(ctx, options.userId, options.id);
  return readAttachment(ctx.db, { ticketId: options.id, attachmentId: options.attachmentId, memberView: true });
}
