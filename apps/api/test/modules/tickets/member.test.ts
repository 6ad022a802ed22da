import { randomUUID } from 'node:crypto';
import { MSG, routes, TICKET_LIMITS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketMessages, tickets } from '../../../src/db/schema';
import { call, dataOf, loginToken, signedInMember, useTestApp } from '../../helper';
import { openTicketWithFile, sendTicketForm, ticketForm } from '../../ticket-kit';
import { openTicket, refusal, storedFor } from './support-kit';

// A member's side of the support desk (docs/product.md#support): their own tickets only (another member's is not
// found), closing and reopening within 14 days, at most five not closed and twenty messages an hour.

const t = useTestApp();
const DAY_SECONDS = 24 * 60 * 60;

const read = (token: string, id: string) => call(t, routes.ticket.member, { params: { _id: id }, token });
const write = (token: string, id: string, message = 'Any news?') =>
  call(t, routes.ticketMessage.member, { params: { _id: id }, body: { message }, token });
const close = (token: string, id: string) => call(t, routes.ticketClose.member, { params: { _id: id }, token });
const reopen = (token: string, id: string) => call(t, routes.ticketReopen.member, { params: { _id: id }, token });
const list = (token: string, page = 1) => call(t, routes.tickets.member, { query: { page }, token });

async function ticketRow(id: string) {
  const [row] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, id));
  if (!row) throw new Error('no ticket');
  return row;
}

describe('opening and reading', () => {
  it('opens a ticket that waits for the platform, and reads it back with the first message', async () => {
    const member = await signedInMember(t, { fullName: 'Olga Opener' });
    const now = t.clock.now().toISOString();
    const answer = await call(t, routes.ticketCreate.member, {
      body: { category: 'withdrawal', subject: 'Where is my payout?', message: 'It has been two days.' },
      token: member.token,
    });
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    const opened = dataOf(answer);
    expect(opened).toMatchObject({
      category: 'withdrawal',
      subject: 'Where is my payout?',
      status: 'open',
      record: null,
      createdAt: now,
      updatedAt: now,
      lastMemberMessageAt: now,
      lastReplyAt: null,
      closedAt: null,
      recordNow: null,
      reopenUntil: null,
    });
    expect(opened.messages).toEqual([
      {
        _id: expect.any(String),
        author: 'member',
        authorName: 'Olga Opener',
        body: 'It has been two days.',
        internal: false,
        attachments: [],
        createdAt: now,
      },
    ]);
    const again = await read(member.token, opened._id);
    expect(refusal(again)).toEqual({ status: 200, message: MSG.ticketLoaded });
    expect(dataOf(again)).toEqual(opened);
    // Numbers people quote: each ticket its own, counting up.
    const next = await openTicket(t, member.token);
    expect(next.number).toBeGreaterThan(opened.number);
  });

  it('lists only the own tickets, the one changed last first, ten a page', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const ofB = await openTicket(t, b.token);
    const ids: string[] = [];
    // Closed as they are opened, so twelve fit under the limit of five open.
    for (let index = 0; index < 12; index += 1) {
      t.clock.advanceSeconds(60);
      const opened = await openTicket(t, a.token, { subject: `Question ${index}` });
      expect((await close(a.token, opened._id)).status).toBe(200);
      ids.push(opened._id);
    }
    const newestFirst = [...ids].reverse();
    const first = await list(a.token);
    expect(refusal(first)).toEqual({ status: 200, message: MSG.ticketsLoaded });
    expect(dataOf(first)).toMatchObject({ totalDocs: 12, limit: 10, page: 1, totalPages: 2 });
    const second = dataOf(await list(a.token, 2));
    expect([...dataOf(first).docs, ...second.docs].map((row) => row._id)).toEqual(newestFirst);
    expect(second.docs).toHaveLength(2);

    // Writing to the oldest reopens it and puts it first.
    t.clock.advanceSeconds(60);
    expect((await write(a.token, ids[0] as string)).status).toBe(200);
    const after = dataOf(await list(a.token)).docs;
    expect(after.map((row) => row._id)).toEqual([ids[0], ...newestFirst.slice(0, 9)]);
    expect(after[0]).toMatchObject({ status: 'open', closedAt: null, updatedAt: t.clock.now().toISOString() });

    const listOfB = dataOf(await list(b.token));
    expect(listOfB.docs.map((row) => row._id)).toEqual([ofB._id]);
    expect(listOfB.totalDocs).toBe(1);
  });

  it("answers member B 404 for reading, writing, closing, reopening and downloading A's ticket, and changes nothing", async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const { ticketId, attachmentId } = await openTicketWithFile(t, a.token);
    const closedOfA = await openTicket(t, a.token);
    await close(a.token, closedOfA._id);
    const before = { open: await ticketRow(ticketId), closed: await ticketRow(closedOfA._id) };
    const storedBefore = await storedFor(t, a.id);
    t.clock.advanceSeconds(60);

    const download = await t.app.inject({
      method: 'GET',
      url: `/sellerApi/tickets/${ticketId}/attachments/${attachmentId}`,
      headers: { authorization: `Bearer ${b.token}` },
    });
    const answers = {
      read: refusal(await read(b.token, ticketId)),
      write: refusal(await write(b.token, ticketId, 'I am not A')),
      writeForm: refusal(
        await sendTicketForm(t, {
          token: b.token,
          form: ticketForm({ category: undefined, subject: undefined, message: 'With a file' }),
          route: routes.ticketMessage.member,
          params: { _id: ticketId },
        }),
      ),
      close: refusal(await close(b.token, ticketId)),
      reopen: refusal(await reopen(b.token, closedOfA._id)),
      download: { status: download.statusCode, message: download.json().message },
      unknown: refusal(await read(b.token, randomUUID())),
    };
    const notFound = { status: 404, message: MSG.notFound };
    expect(answers).toEqual({
      read: notFound,
      write: notFound,
      writeForm: notFound,
      close: notFound,
      reopen: notFound,
      download: notFound,
      unknown: notFound,
    });
    expect(download.body).not.toContain('PNG');
    expect({ open: await ticketRow(ticketId), closed: await ticketRow(closedOfA._id) }).toEqual(before);
    expect(await storedFor(t, a.id)).toEqual(storedBefore);
    expect(await storedFor(t, b.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
  });
});

describe('closing and reopening', () => {
  it('closes once, reopens a closed ticket, and refuses reopening one that is not closed', async () => {
    const member = await signedInMember(t);
    const opened = await openTicket(t, member.token);
    t.clock.advanceSeconds(60);
    const closedAt = t.clock.now();
    const closed = await close(member.token, opened._id);
    expect(refusal(closed)).toEqual({ status: 200, message: MSG.ticketClosed });
    expect(dataOf(closed)).toMatchObject({
      status: 'closed',
      closedAt: closedAt.toISOString(),
      reopenUntil: new Date(closedAt.getTime() + TICKET_LIMITS.reopenDays * DAY_SECONDS * 1000).toISOString(),
    });
    expect(refusal(await close(member.token, opened._id))).toEqual({ status: 409, message: MSG.ticketAlreadyClosed });

    t.clock.advanceSeconds(60);
    const reopened = await reopen(member.token, opened._id);
    expect(refusal(reopened)).toEqual({ status: 200, message: MSG.ticketReopened });
    expect(dataOf(reopened)).toMatchObject({
      status: 'open',
      closedAt: null,
      reopenUntil: null,
      lastMemberMessageAt: t.clock.now().toISOString(),
    });
    expect(dataOf(reopened).messages).toHaveLength(1);
    expect(refusal(await reopen(member.token, opened._id))).toEqual({ status: 409, message: MSG.ticketNotClosed });
    expect((await ticketRow(opened._id)).status).toBe('open');
  });

  it('reopens by writing: a message to a closed ticket opens it again and is kept', async () => {
    const member = await signedInMember(t);
    const opened = await openTicket(t, member.token);
    await close(member.token, opened._id);
    t.clock.advanceSeconds(DAY_SECONDS);
    const written = await write(member.token, opened._id, 'It happened again.');
    expect(refusal(written)).toEqual({ status: 200, message: MSG.ticketMessageSent });
    expect(dataOf(written)).toMatchObject({
      status: 'open',
      closedAt: null,
      reopenUntil: null,
      lastMemberMessageAt: t.clock.now().toISOString(),
    });
    expect(dataOf(written).messages.map((sent) => sent.body)).toEqual([opened.messages[0]?.body, 'It happened again.']);
  });
});

describe('the limits', () => {
  it('keeps five tickets not closed: the sixth is refused until one is closed, and reopening counts too', async () => {
    const member = await signedInMember(t);
    const opened = [];
    for (let index = 0; index < TICKET_LIMITS.openMax; index += 1) opened.push(await openTicket(t, member.token));
    const sixth = await call(t, routes.ticketCreate.member, {
      body: { category: 'other', subject: 'Sixth', message: 'One more' },
      token: member.token,
    });
    expect({ ...refusal(sixth), code: sixth.body.code }).toEqual({
      status: 409,
      message: MSG.ticketTooManyOpen,
      code: 'CONFLICT',
    });
    expect((await storedFor(t, member.id)).tickets).toBe(5);

    const first = opened[0]?._id as string;
    await close(member.token, first);
    const replacement = await openTicket(t, member.token, { subject: 'Replacement' });
    expect(replacement.status).toBe('open');
    // Five open again: the closed one cannot be reopened past the limit.
    expect(refusal(await reopen(member.token, first))).toEqual({ status: 409, message: MSG.ticketTooManyOpen });
    expect((await ticketRow(first)).status).toBe('closed');
  });

  // Writing to a closed ticket reopens it, so it counts against the open tickets as the reopen call does.
  it('refuses reopening by writing past five not closed, as it refuses the reopen call', async () => {
    const member = await signedInMember(t);
    const closed = await openTicket(t, member.token);
    await close(member.token, closed._id);
    for (let index = 0; index < TICKET_LIMITS.openMax; index += 1) await openTicket(t, member.token);
    const written = await write(member.token, closed._id, 'Reopen me anyway');
    expect(refusal(written)).toEqual({ status: 409, message: MSG.ticketTooManyOpen });
    expect((await ticketRow(closed._id)).status).toBe('closed');
  });

  it('leaves exactly five of six tickets opened at once, for each of two members at once', async () => {
    const members = [await signedInMember(t), await signedInMember(t)];
    const openSix = (token: string) =>
      Array.from({ length: 6 }, (_, index) =>
        call(t, routes.ticketCreate.member, {
          body: { category: 'other', subject: `Parallel ${index}`, message: 'At once' },
          token,
        }),
      );
    const [first, second] = await Promise.all(members.map((member) => Promise.all(openSix(member.token))));
    for (const answers of [first ?? [], second ?? []]) {
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(MSG.ticketTooManyOpen);
    }
    for (const member of members) {
      expect(await storedFor(t, member.id)).toEqual({ tickets: 5, messages: 5, attachments: 0 });
    }
  });

  it('takes twenty messages an hour (opening counts), refuses the 21st, and takes them again an hour later', async () => {
    const member = await signedInMember(t);
    const opened = await openTicket(t, member.token);
    for (let index = 2; index <= TICKET_LIMITS.messagesPerHour; index += 1) {
      const answer = await write(member.token, opened._id, `Message ${index}`);
      expect({ index, status: answer.status }).toEqual({ index, status: 200 });
    }
    const refused = await write(member.token, opened._id, 'Message 21');
    expect({ ...refusal(refused), code: refused.body.code }).toEqual({
      status: 429,
      message: MSG.ticketTooManyMessages,
      code: 'RATE_LIMITED',
    });
    const openRefused = await call(t, routes.ticketCreate.member, {
      body: { category: 'other', subject: 'Another', message: 'Also refused' },
      token: member.token,
    });
    expect(refusal(openRefused)).toEqual({ status: 429, message: MSG.ticketTooManyMessages });
    expect(await storedFor(t, member.id)).toEqual({ tickets: 1, messages: 20, attachments: 0 });
    // Another member is not held back by this one's count.
    const other = await signedInMember(t);
    expect((await openTicket(t, other.token)).status).toBe('open');

    t.clock.advanceSeconds(60 * 60);
    expect(refusal(await write(member.token, opened._id, 'Message 21, an hour on'))).toEqual({
      status: 200,
      message: MSG.ticketMessageSent,
    });
    expect((await storedFor(t, member.id)).messages).toBe(21);
  });
});

// Last in the file: these move the clock by weeks, past every session signed in before.
describe('the 14 days to reopen', () => {
  it('reopens up to the last second of the 14 days and refuses from the 14th day on, by the call or by writing', async () => {
    const member = await signedInMember(t);
    const opened = await openTicket(t, member.token);
    await close(member.token, opened._id);
    const window = TICKET_LIMITS.reopenDays * DAY_SECONDS;
    t.clock.advanceSeconds(window - 1);
    let token = await loginToken(t, member);
    expect(dataOf(await read(token, opened._id)).reopenUntil).not.toBeNull();
    expect(refusal(await reopen(token, opened._id))).toEqual({ status: 200, message: MSG.ticketReopened });

    await close(token, opened._id);
    t.clock.advanceSeconds(window);
    token = await loginToken(t, member);
    expect(dataOf(await read(token, opened._id))).toMatchObject({ status: 'closed', reopenUntil: null });
    const before = await ticketRow(opened._id);
    expect(refusal(await reopen(token, opened._id))).toEqual({ status: 409, message: MSG.ticketReopenExpired });
    expect(refusal(await write(token, opened._id, 'Too late?'))).toEqual({
      status: 409,
      message: MSG.ticketReopenExpired,
    });
    expect(await ticketRow(opened._id)).toEqual(before);
    const messages = await t.ctx.db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, opened._id));
    expect(messages.map((row) => row.body)).not.toContain('Too late?');
    // A new ticket is the way on.
    expect((await openTicket(t, token)).status).toBe('open');
  });
});
