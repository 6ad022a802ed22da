import { randomUUID } from 'node:crypto';
import { fillMessage, MSG, MSG_PATTERNS, type OperatorRole, ROLE, routes } from '@app/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyName } from '../../../src/core/settings';
import { auditLog, ticketMessages, tickets, users } from '../../../src/db/schema';
import { call, createMember, dataOf, signedInMember, useTestApp } from '../../helper';
import { openTicketWithFile } from '../../ticket-kit';
import { openTicket, operatorOf, refusal } from './support-kit';

// The console's side of the support desk (docs/product.md#support): the queue oldest waiting first, replies the
// member reads and notes they never do, assigning and closing, each audited; support acts, finance reads, content
// sees nothing.

const t = useTestApp();
type Operator = Awaited<ReturnType<typeof operatorOf>>;
const staff = {} as Record<OperatorRole | 'support2', Operator>;
/** Writes 17 tickets and messages in this file, under the 20 an hour; tests that need more make their own member. */
let member: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  for (const role of ['owner', 'finance', 'support', 'content'] as const) staff[role] = await operatorOf(t, role);
  staff.support2 = await operatorOf(t, 'support', 'Second Support');
  member = await signedInMember(t, { fullName: 'Queue Member' });
});

/** Every row of the queue for `query`, page by page. */
async function queue(query: Record<string, string> = {}, token = staff.support.token) {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const answer = await call(t, routes.adminTickets, { query: { ...query, page }, token });
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketsLoaded });
    const data = dataOf(answer);
    rows.push(...data.docs);
    if (page >= data.totalPages) return rows;
  }
}
const only = (rows: { _id: string }[], ids: string[]) => rows.map((row) => row._id).filter((id) => ids.includes(id));

const reply = (id: string, body: Record<string, unknown>, token = staff.support.token) =>
  call(t, routes.adminTicketMessage, { params: { _id: id }, body, token });
const assign = (id: string, operatorId: string | null, token = staff.support.token) =>
  call(t, routes.adminTicketAssign, { params: { _id: id }, body: { operatorId }, token });
const closeAsOperator = (id: string, token = staff.support.token) =>
  call(t, routes.adminTicketClose, { params: { _id: id }, token });
const consoleRead = (id: string, token = staff.support.token) =>
  call(t, routes.adminTicket, { params: { _id: id }, token });
const memberRead = (id: string, token = member.token) =>
  t.app.inject({ method: 'GET', url: `/sellerApi/tickets/${id}`, headers: { authorization: `Bearer ${token}` } });

async function ticketRow(id: string) {
  const [row] = await t.ctx.db.select().from(tickets).where(eq(tickets.id, id));
  if (!row) throw new Error('no ticket');
  return row;
}

describe('the queue', () => {
  it("finds a ticket by its number, and by words in its subject, its member or any message; a member's own", async () => {
    const asker = await signedInMember(t, { fullName: 'Searchable Sunita' });
    const other = await signedInMember(t, { fullName: 'Other Omar' });
    const byWords = await openTicket(t, asker.token, { subject: 'Deposit not credited' });
    const byOther = await openTicket(t, other.token, {
      subject: 'Question',
      message: 'My hash is 0xfeedbeef, please check',
    });
    expect(refusal(await reply(byOther._id, { message: 'Looking into the 100%_ case', internal: true }))).toEqual({
      status: 200,
      message: MSG.ticketNoteAdded,
    });
    const ids = [byWords._id, byOther._id];
    expect(only(await queue({ search: `#${byWords.number}`, status: 'all' }), ids)).toEqual([byWords._id]);
    expect(only(await queue({ search: String(byOther.number), status: 'all' }), ids)).toEqual([byOther._id]);
    expect(only(await queue({ search: 'not CREDITED', status: 'all' }), ids)).toEqual([byWords._id]);
    expect(only(await queue({ search: 'sunita', status: 'all' }), ids)).toEqual([byWords._id]);
    expect(only(await queue({ search: String(other.referId), status: 'all' }), ids)).toEqual([byOther._id]);
    expect(only(await queue({ search: '0xFEEDBEEF', status: 'all' }), ids)).toEqual([byOther._id]);
    // % and _ are letters here, not patterns: only the note that holds them is found.
    expect(only(await queue({ search: '100%_', status: 'all' }), ids)).toEqual([byOther._id]);
    expect(only(await queue({ member: asker.id, status: 'all' }), ids)).toEqual([byWords._id]);
    const tooLong = await call(t, routes.adminTickets, {
      query: { search: 'x'.repeat(101) },
      token: staff.support.token,
    });
    expect(refusal(tooLong)).toEqual({ status: 400, message: MSG.ticketSearchInvalid });
  });

  it("lists the longest waiting first by the member's last message, and newest first on request", async () => {
    const first = await openTicket(t, member.token, { subject: 'First' });
    t.clock.advanceSeconds(60);
    const second = await openTicket(t, member.token, { subject: 'Second' });
    t.clock.advanceSeconds(60);
    const third = await openTicket(t, member.token, { subject: 'Third' });
    const ids = [first._id, second._id, third._id];
    expect(only(await queue(), ids)).toEqual(ids);
    // The member writes again on the first: it now waits the shortest.
    t.clock.advanceSeconds(60);
    await call(t, routes.ticketMessage.member, {
      params: { _id: first._id },
      body: { message: 'Hello?' },
      token: member.token,
    });
    expect(only(await queue(), ids)).toEqual([second._id, third._id, first._id]);
    expect(only(await queue({ order: 'newest' }), ids)).toEqual([first._id, third._id, second._id]);
    const all = await queue();
    const stamps = all.filter((row) => row.status === 'open').map((row) => row.lastMemberMessageAt);
    expect(stamps).toEqual([...stamps].sort());
    // Tickets waiting for the platform come before those waiting for their member, however old.
    expect(all.map((row) => row.status === 'open')).toEqual(
      [...all.map((row) => row.status === 'open')].sort().reverse(),
    );

    t.clock.advanceSeconds(90);
    const rows = (await queue()).filter((row) => ids.includes(row._id));
    expect(rows.map((row) => [row.subject, row.waitingSeconds])).toEqual([
      ['Second', 210],
      ['Third', 150],
      ['First', 90],
    ]);
    expect(rows[0]).toMatchObject({
      status: 'open',
      member: { _id: member.id, fullName: 'Queue Member', email: member.email, uid: member.referId, locale: 'en' },
      assignee: null,
    });
    // Answered, the longest waiting one goes after every ticket still waiting for the platform.
    expect((await reply(second._id, { message: 'Done.' })).status).toBe(200);
    expect(only(await queue(), ids)).toEqual([third._id, first._id, second._id]);
    for (const id of ids) await closeAsOperator(id);
  });

  it('filters by status (active, the default, leaves closed out), category and assignee', async () => {
    const openOne = await openTicket(t, member.token, { category: 'transfer', subject: 'Open one' });
    const answered = await openTicket(t, member.token, { category: 'deposit', subject: 'Answered one' });
    const waiting = await openTicket(t, member.token, { category: 'deposit', subject: 'Waiting one' });
    const closed = await openTicket(t, member.token, { category: 'transfer', subject: 'Closed one' });
    const ids = [openOne._id, answered._id, waiting._id, closed._id];
    expect((await reply(answered._id, { message: 'Done.' })).status).toBe(200);
    expect((await reply(waiting._id, { message: 'Please send the hash.', waitForMember: true })).status).toBe(200);
    expect((await closeAsOperator(closed._id)).status).toBe(200);
    await assign(openOne._id, staff.support.id);
    await assign(waiting._id, staff.support2.id);
    t.clock.advanceSeconds(30);

    const byStatus = async (status?: string) => {
      const rows = await queue(status ? { status } : {});
      return { rows, mine: only(rows, ids) };
    };
    const active = await byStatus();
    expect(active.mine).toEqual([openOne._id, answered._id, waiting._id]);
    expect(active.rows.every((row) => row.status !== 'closed')).toBe(true);
    expect((await byStatus('active')).mine).toEqual(active.mine);
    expect((await byStatus('all')).mine).toEqual(ids);
    for (const [status, id] of [
      ['open', openOne._id],
      ['answered', answered._id],
      ['waiting', waiting._id],
      ['closed', closed._id],
    ] as const) {
      const found = await byStatus(status);
      expect({ status, mine: found.mine }).toEqual({ status, mine: [id] });
      expect(found.rows.every((row) => row.status === status)).toBe(true);
    }
    const transfers = await queue({ status: 'all', category: 'transfer' });
    expect(only(transfers, ids)).toEqual([openOne._id, closed._id]);
    expect(transfers.every((row) => row.category === 'transfer')).toBe(true);

    const mine = await queue({ assignee: 'me' });
    expect(mine.map((row) => row._id)).toContain(openOne._id);
    expect(mine.every((row) => row.assignee?._id === staff.support.id)).toBe(true);
    expect(only(await queue({ assignee: 'me' }, staff.support2.token), ids)).toEqual([waiting._id]);
    expect(only(await queue({ assignee: staff.support2.id }), ids)).toEqual([waiting._id]);
    const nobody = await queue({ assignee: 'none' });
    expect(only(nobody, ids)).toEqual([answered._id]);
    expect(nobody.every((row) => row.assignee === null)).toBe(true);

    const rows = (await queue({ status: 'all' })).filter((row) => ids.includes(row._id));
    expect(rows.map((row) => [row.status, row.waitingSeconds])).toEqual([
      ['open', 30],
      ['answered', null],
      ['waiting', null],
      ['closed', null],
    ]);
    expect(rows[2]?.assignee).toEqual({ _id: staff.support2.id, fullName: 'Second Support' });
    for (const id of ids.slice(0, 3)) await closeAsOperator(id);
  });

  it('refuses a filter it does not know', async () => {
    for (const query of [{ status: 'pending' }, { category: 'billing' }, { assignee: 'someone' }, { order: 'up' }]) {
      const answer = await call(t, routes.adminTickets, { query, token: staff.support.token });
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
    }
  });
});

describe('replies and notes', () => {
  it('puts a reply before the member, signed by the platform: answered, or waiting when it asks for something', async () => {
    const opened = await openTicket(t, member.token);
    t.clock.advanceSeconds(60);
    const replied = await reply(opened._id, { message: 'We found your deposit.' });
    expect(refusal(replied)).toEqual({ status: 200, message: MSG.ticketMessageSent });
    expect(dataOf(replied)).toMatchObject({
      status: 'answered',
      lastReplyAt: t.clock.now().toISOString(),
      waitingSeconds: null,
    });
    expect(dataOf(replied).messages.at(-1)).toMatchObject({
      author: 'operator',
      authorName: staff.support.fullName,
      body: 'We found your deposit.',
      internal: false,
    });
    const seen = (await memberRead(opened._id)).json().data;
    expect(seen.status).toBe('answered');
    expect(seen.messages.at(-1)).toMatchObject({
      author: 'operator',
      authorName: await companyName(t.ctx.db),
      body: 'We found your deposit.',
    });
    expect(JSON.stringify(seen)).not.toContain(staff.support.fullName);

    t.clock.advanceSeconds(60);
    const asking = await reply(opened._id, { message: 'Please send a screenshot.', waitForMember: true });
    expect(dataOf(asking).status).toBe('waiting');
    expect((await memberRead(opened._id)).json().data.status).toBe('waiting');
    t.clock.advanceSeconds(60);
    await call(t, routes.ticketMessage.member, {
      params: { _id: opened._id },
      body: { message: 'Here it is.' },
      token: member.token,
    });
    expect(dataOf(await consoleRead(opened._id))).toMatchObject({ status: 'open', waitingSeconds: 0 });
    expect(dataOf(await consoleRead(opened._id)).messages.map((sent) => sent.body)).toEqual([
      opened.messages[0]?.body,
      'We found your deposit.',
      'Please send a screenshot.',
      'Here it is.',
    ]);
  });

  it("keeps an internal note among operators: never in the member's answer, and the status stays", async () => {
    const NOTE = 'NOTE-7d1f: member looks like a duplicate account';
    const opened = await openTicket(t, member.token);
    await reply(opened._id, { message: 'We are checking.' });
    const before = await ticketRow(opened._id);
    t.clock.advanceSeconds(60);
    const noted = await reply(opened._id, { message: NOTE, internal: true, waitForMember: true });
    expect(refusal(noted)).toEqual({ status: 200, message: MSG.ticketNoteAdded });
    expect(dataOf(noted).status).toBe('answered');
    expect(dataOf(noted).messages.at(-1)).toMatchObject({
      body: NOTE,
      internal: true,
      authorName: staff.support.fullName,
    });
    expect(await ticketRow(opened._id)).toEqual(before);

    const raw = await memberRead(opened._id);
    expect(raw.statusCode).toBe(200);
    expect(raw.body).not.toContain('NOTE-7d1f');
    expect(raw.json().data.messages).toHaveLength(2);
    expect(raw.json().data.messages.every((sent: { internal: boolean }) => !sent.internal)).toBe(true);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/sellerApi/tickets',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(listed.body).not.toContain('NOTE-7d1f');
    const stored = async (body: string) =>
      t.ctx.db
        .select({ internal: ticketMessages.internal, operatorId: ticketMessages.operatorId })
        .from(ticketMessages)
        .where(and(eq(ticketMessages.ticketId, opened._id), eq(ticketMessages.body, body)));
    expect(await stored(NOTE)).toEqual([{ internal: true, operatorId: staff.support.id }]);
    // `internal` is not a member's field: sent by the member, it is dropped and the message is an ordinary one.
    t.clock.advanceSeconds(60);
    const sneaky = await call(t, routes.ticketMessage.member, {
      params: { _id: opened._id },
      body: { message: 'Hidden from the member?', internal: true },
      token: member.token,
    });
    expect(refusal(sneaky)).toEqual({ status: 200, message: MSG.ticketMessageSent });
    expect(await stored('Hidden from the member?')).toEqual([{ internal: false, operatorId: null }]);
    expect(dataOf(sneaky).messages.at(-1)).toMatchObject({ body: 'Hidden from the member?', internal: false });
    await closeAsOperator(opened._id);
  });

  it('refuses a reply to a closed ticket but takes a note; the member may still reopen it', async () => {
    const opened = await openTicket(t, member.token);
    expect(refusal(await closeAsOperator(opened._id))).toEqual({ status: 200, message: MSG.ticketClosed });
    const before = await ticketRow(opened._id);
    for (const waitForMember of [false, true]) {
      expect(refusal(await reply(opened._id, { message: 'Late answer', waitForMember }))).toEqual({
        status: 409,
        message: MSG.ticketClosedNoReply,
      });
    }
    expect(await ticketRow(opened._id)).toEqual(before);
    const noted = await reply(opened._id, { message: 'Closed: duplicate of an earlier ticket', internal: true });
    expect(refusal(noted)).toEqual({ status: 200, message: MSG.ticketNoteAdded });
    expect(dataOf(noted).status).toBe('closed');
    const bodies = dataOf(await consoleRead(opened._id)).messages.map((sent) => sent.body);
    expect(bodies).not.toContain('Late answer');
    expect(refusal(await closeAsOperator(opened._id))).toEqual({ status: 409, message: MSG.ticketAlreadyClosed });
    const reopened = await call(t, routes.ticketReopen.member, { params: { _id: opened._id }, token: member.token });
    expect(refusal(reopened)).toEqual({ status: 200, message: MSG.ticketReopened });
    await closeAsOperator(opened._id);
  });

  it('refuses an empty, a too long or a control-character reply with its message', async () => {
    const opened = await openTicket(t, member.token);
    const cases: [Record<string, unknown>, string][] = [
      [{}, MSG.ticketMessageRequired],
      [{ message: '  ' }, MSG.ticketMessageRequired],
      [{ message: 'x'.repeat(5001) }, MSG.ticketMessageTooLong],
      [{ message: 'Beep\u0007' }, MSG.controlCharacters],
    ];
    for (const [body, message] of cases)
      expect(refusal(await reply(opened._id, body))).toEqual({ status: 400, message });
    expect(dataOf(await consoleRead(opened._id)).messages).toHaveLength(1);
    await closeAsOperator(opened._id);
  });
});

describe('assigning and closing', () => {
  it('gives a ticket to oneself, to a support operator and to nobody; never to finance, content or a member', async () => {
    const opened = await openTicket(t, member.token);
    const self = await assign(opened._id, staff.owner.id, staff.owner.token);
    expect(refusal(self)).toEqual({ status: 200, message: MSG.ticketAssigned });
    expect(dataOf(self).assignee).toEqual({ _id: staff.owner.id, fullName: staff.owner.fullName });
    const toSupport = await assign(opened._id, staff.support.id, staff.owner.token);
    expect(dataOf(toSupport).assignee).toEqual({ _id: staff.support.id, fullName: staff.support.fullName });
    // A support operator who is blocked no longer answers tickets.
    const blocked = await createMember(t, { role: ROLE.admin, operatorRole: 'support' });
    await t.ctx.db.update(users).set({ blockedAt: t.clock.now() }).where(eq(users.id, blocked.id));
    for (const operatorId of [staff.finance.id, staff.content.id, member.id, blocked.id, randomUUID()]) {
      expect(refusal(await assign(opened._id, operatorId))).toEqual({
        status: 400,
        message: MSG.ticketAssigneeInvalid,
      });
    }
    expect((await ticketRow(opened._id)).assigneeId).toBe(staff.support.id);
    const nobody = await assign(opened._id, null);
    expect(refusal(nobody)).toEqual({ status: 200, message: MSG.ticketUnassigned });
    expect(dataOf(nobody).assignee).toBeNull();
    // Assigning answers nothing to the member and changes no status.
    expect(dataOf(nobody).status).toBe('open');
    await closeAsOperator(opened._id);
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const id = randomUUID();
    const answers = [
      await consoleRead(id),
      await reply(id, { message: 'Hello' }),
      await reply(id, { message: 'Note', internal: true }),
      await assign(id, staff.support.id),
      await assign(id, null),
      await closeAsOperator(id),
    ];
    expect(answers.map(refusal)).toEqual(Array(6).fill({ status: 404, message: MSG.notFound }));
  });

  it('audits a reply, a note, an assignment and a closing with the action and its operator', async () => {
    const opened = await openTicket(t, (await signedInMember(t)).token);
    const replied = dataOf(await reply(opened._id, { message: 'Reply', waitForMember: true }));
    const noted = dataOf(await reply(opened._id, { message: 'Note', internal: true }));
    await assign(opened._id, staff.support2.id);
    await closeAsOperator(opened._id);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'ticket'), eq(auditLog.targetId, opened._id)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.action));
    const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
    expect(rows.map((row) => row.action).sort()).toEqual([
      'ticket.assign',
      'ticket.close',
      'ticket.note',
      'ticket.reply',
    ]);
    expect(rows.every((row) => row.actorId === staff.support.id)).toBe(true);
    expect(byAction['ticket.reply']?.details).toEqual({
      messageId: replied.messages.find((sent) => sent.body === 'Reply')?._id,
      waitForMember: true,
    });
    expect(byAction['ticket.note']?.details).toEqual({
      messageId: noted.messages.find((sent) => sent.body === 'Note')?._id,
    });
    expect(byAction['ticket.assign']?.details).toEqual({ operatorId: staff.support2.id });
  });
});

describe('roles', () => {
  let ticketId: string;
  let attachmentId: string;
  let savedReplyId: string;

  beforeAll(async () => {
    ({ ticketId, attachmentId } = await openTicketWithFile(t, (await signedInMember(t)).token));
    const saved = await call(t, routes.adminSavedReplyCreate, {
      body: { title: 'Roles reply', texts: { en: 'Thanks for waiting.' } },
      token: staff.support.token,
    });
    savedReplyId = dataOf(saved)._id;
  });

  const attachment = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/adminApi/tickets/${ticketId}/attachments/${attachmentId}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const reads = (token: string) => [
    () => call(t, routes.adminTickets, { token }),
    () => consoleRead(ticketId, token),
    async () => {
      const answer = await attachment(token);
      return { status: answer.statusCode, body: answer.statusCode === 200 ? { message: '' } : answer.json() };
    },
    () => call(t, routes.adminSavedReplies, { token }),
  ];
  const writes = (token: string) => [
    () => reply(ticketId, { message: 'From a role' }, token),
    () => reply(ticketId, { message: 'Note from a role', internal: true }, token),
    () => assign(ticketId, staff.support.id, token),
    () => closeAsOperator(ticketId, token),
    () => call(t, routes.adminSavedReplyCreate, { body: { title: 'By a role', texts: { en: 'Text' } }, token }),
    () =>
      call(t, routes.adminSavedReplyUpdate, {
        params: { _id: savedReplyId },
        body: { title: 'Changed by a role', texts: { en: 'Text' } },
        token,
      }),
    () => call(t, routes.adminSavedReplyDelete, { params: { _id: savedReplyId }, token }),
  ];
  const forbidden = (role: OperatorRole) => ({
    status: 403,
    message: fillMessage(MSG_PATTERNS.roleForbidden, { role }),
  });

  it('lets finance read the queue, a ticket, its files and the saved replies, and refuses it every action', async () => {
    const before = await ticketRow(ticketId);
    for (const read of reads(staff.finance.token)) expect((await read()).status).toBe(200);
    for (const write of writes(staff.finance.token)) expect(refusal(await write())).toEqual(forbidden('finance'));
    expect(await ticketRow(ticketId)).toEqual(before);
    expect(dataOf(await consoleRead(ticketId)).messages).toHaveLength(1);
    const saved = dataOf(await call(t, routes.adminSavedReplies, { token: staff.support.token })).docs;
    expect(saved.find((row) => row._id === savedReplyId)?.title).toBe('Roles reply');
  });

  it('refuses content every ticket route, reads included', async () => {
    const before = await ticketRow(ticketId);
    for (const request of [...reads(staff.content.token), ...writes(staff.content.token)]) {
      expect(refusal(await request())).toEqual(forbidden('content'));
    }
    expect(await ticketRow(ticketId)).toEqual(before);
  });

  it('lets support read and do everything', async () => {
    for (const read of reads(staff.support.token)) expect((await read()).status).toBe(200);
    const answers = [];
    for (const write of writes(staff.support.token)) answers.push((await write()).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await ticketRow(ticketId)).status).toBe('closed');
  });
});
