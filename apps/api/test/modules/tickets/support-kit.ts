import { type OperatorRole, ROLE, routes, type TicketCreateBody } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { ticketAttachments, ticketMessages, tickets } from '../../../src/db/schema';
import { call, createMember, dataOf, operatorToken, type TestContext } from '../../helper';

// Support-desk test steps shared by the ticket suites: a ticket opened as JSON, what a member has stored, and an
// operator of a given role.

export const TICKET_BODY = {
  category: 'deposit',
  subject: 'My deposit has not arrived',
  message: 'I sent it an hour ago.',
} as const;

/** Opens a ticket as JSON and answers its detail; a refusal stops the test with its message. */
export async function openTicket(t: TestContext, token: string, body: Partial<TicketCreateBody> = {}) {
  const answer = await call(t, routes.ticketCreate.member, { body: { ...TICKET_BODY, ...body }, token });
  if (answer.status !== 200) throw new Error(`ticket refused: ${answer.status} ${answer.body.message}`);
  return dataOf(answer);
}

/** The status and message of an answer, compared at once so a failure shows both. */
export const refusal = (answer: { status: number; body: { message: string } }) => ({
  status: answer.status,
  message: answer.body.message,
});

/** What the member has stored: tickets, messages on them, and attachments. */
export async function storedFor(t: TestContext, userId: string) {
  const [row] = await t.ctx.db
    .select({
      tickets: sql<number>`count(distinct ${tickets.id})::int`,
      messages: sql<number>`count(distinct ${ticketMessages.id})::int`,
      attachments: sql<number>`count(distinct ${ticketAttachments.id})::int`,
    })
    .from(tickets)
    .leftJoin(ticketMessages, eq(ticketMessages.ticketId, tickets.id))
    .leftJoin(ticketAttachments, eq(ticketAttachments.ticketId, tickets.id))
    .where(eq(tickets.userId, userId));
  return {
    tickets: Number(row?.tickets ?? 0),
    messages: Number(row?.messages ?? 0),
    attachments: Number(row?.attachments ?? 0),
  };
}

/** An operator of `role`, signed in through both steps. */
export async function operatorOf(t: TestContext, role: OperatorRole, fullName = `Ticket ${role}`) {
  const account = await createMember(t, { role: ROLE.admin, operatorRole: role, fullName });
  return { id: account.id, fullName, token: await operatorToken(t, account) };
}
