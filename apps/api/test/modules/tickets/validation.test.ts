import { randomUUID } from 'node:crypto';
import { MSG, routes, TICKET_LIMITS } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages } from '../../../src/db/schema';
import { call, dataOf, randomTxHash, signedInMember, useTestApp } from '../../helper';
import { sendTicketForm, ticketForm } from '../../ticket-kit';
import { refusal, storedFor, TICKET_BODY } from './support-kit';

// A ticket's fields (docs/product.md#support): each rule answers its own message, the same as JSON and as a form,
// and a refused ticket stores nothing.

const t = useTestApp();
let member: Awaited<ReturnType<typeof signedInMember>>;
let ownDeposit: string;
let othersDeposit: string;

const depositOf = async (token: string) =>
  dataOf(await call(t, routes.addFund.member, { body: { amount: 30, transaction_id: randomTxHash() }, token }))._id;

beforeAll(async () => {
  member = await signedInMember(t);
  const other = await signedInMember(t);
  ownDeposit = await depositOf(member.token);
  othersDeposit = await depositOf(other.token);
});

const openJson = (body: Record<string, unknown>, token = member.token) =>
  call(t, routes.ticketCreate.member, { body, token });
const openForm = (fields: Record<string, string | undefined>) =>
  sendTicketForm(t, { token: member.token, form: ticketForm(fields, []) });

/** A field left out (`undefined`) or set, and the message it must be refused with. */
const FIELD_CASES: [Record<string, string | undefined>, string][] = [
  [{ category: undefined }, MSG.ticketCategoryRequired],
  [{ category: '' }, MSG.ticketCategoryRequired],
  [{ category: 'billing' }, MSG.ticketCategoryRequired],
  [{ subject: undefined }, MSG.ticketSubjectRequired],
  [{ subject: '' }, MSG.ticketSubjectRequired],
  [{ subject: '   ' }, MSG.ticketSubjectRequired],
  [{ subject: 'x'.repeat(TICKET_LIMITS.subjectMax + 1) }, MSG.ticketSubjectTooLong],
  [{ subject: 'Deposit\u0000missing' }, MSG.controlCharacters],
  [{ subject: 'Deposit\nmissing' }, MSG.controlCharacters],
  [{ message: undefined }, MSG.ticketMessageRequired],
  [{ message: '' }, MSG.ticketMessageRequired],
  [{ message: ' \n ' }, MSG.ticketMessageRequired],
  [{ message: 'Ring\u0007ring' }, MSG.controlCharacters],
  [{ message: 'Escape\u001b[31m' }, MSG.controlCharacters],
];

describe('POST /sellerApi/tickets: the fields', () => {
  it('answers each rule with its own message as JSON, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      ...FIELD_CASES,
      [{ message: 'x'.repeat(TICKET_LIMITS.messageMax + 1) }, MSG.ticketMessageTooLong],
      [{ category: 42 }, MSG.ticketCategoryRequired],
      [{ subject: ['a'] }, MSG.ticketSubjectRequired],
      // The first rule broken in the order of the form wins.
      [{ category: '', subject: '', message: '' }, MSG.ticketCategoryRequired],
      [{ subject: '', message: '' }, MSG.ticketSubjectRequired],
    ];
    for (const [fields, message] of cases) {
      // A field set to undefined is left out of the JSON, as a form leaves out a field it does not have.
      const body: Record<string, unknown> = { ...TICKET_BODY, ...fields };
      const answer = await openJson(body);
      const label = JSON.stringify(fields).slice(0, 60);
      expect({ label, ...refusal(answer), code: answer.body.code }).toEqual({
        label,
        status: 400,
        message,
        code: 'VALIDATION',
      });
    }
    expect(await storedFor(t, member.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
  });

  it('answers each rule with the same message as a form, and stores nothing', async () => {
    for (const [fields, message] of FIELD_CASES) {
      const label = JSON.stringify(fields).slice(0, 60);
      expect({ label, ...refusal(await openForm(fields)) }).toEqual({ label, status: 400, message });
    }
    expect(await storedFor(t, member.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
  });

  it('takes a subject of 120 characters and a message of 5,000 with line breaks, trimmed, as JSON', async () => {
    const subject = 's'.repeat(TICKET_LIMITS.subjectMax);
    const message = `${'m'.repeat(2000)}\n\n${'n'.repeat(TICKET_LIMITS.messageMax - 2002)}`;
    const fresh = await signedInMember(t);
    const answer = await openJson(
      { category: 'other', subject: `  ${subject} `, message: ` ${message}  ` },
      fresh.token,
    );
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    const ticket = dataOf(answer);
    expect(ticket).toMatchObject({ category: 'other', subject, status: 'open', record: null, recordNow: null });
    expect(ticket.messages.map((sent) => sent.body)).toEqual([message]);
    expect(await storedFor(t, fresh.id)).toEqual({ tickets: 1, messages: 1, attachments: 0 });
  });

  it('takes a message of 5,000 Hindi letters as JSON, whole', async () => {
    const fresh = await signedInMember(t);
    const message = 'क'.repeat(TICKET_LIMITS.messageMax);
    const answer = await openJson({ ...TICKET_BODY, subject: 'जमा नहीं मिला', message }, fresh.token);
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    expect(dataOf(answer).messages[0]?.body).toBe(message);
    const tooLong = await openJson({ ...TICKET_BODY, message: `${message}क` }, fresh.token);
    expect(refusal(tooLong)).toEqual({ status: 400, message: MSG.ticketMessageTooLong });
  });

  it('takes the same ticket as a form without files: every field arrives whole', async () => {
    const fresh = await signedInMember(t);
    const answer = await sendTicketForm(t, {
      token: fresh.token,
      form: ticketForm({ category: 'account', subject: 'Name change', message: 'Please fix my name.' }, []),
    });
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    expect(dataOf(answer)).toMatchObject({ category: 'account', subject: 'Name change', status: 'open' });
    expect(dataOf(answer).messages.map((sent) => [sent.body, sent.attachments])).toEqual([['Please fix my name.', []]]);
  });

  // A form's text field is read up to the upload's own limit (a message of 5,000 letters of up to 4 bytes), and a
  // value cut at that limit is refused, never stored shortened.
  it('takes a message of 5,000 characters as a form whole, and refuses one of 5,001', async () => {
    const fresh = await signedInMember(t);
    const message = 'w'.repeat(TICKET_LIMITS.messageMax);
    const taken = await sendTicketForm(t, { token: fresh.token, form: ticketForm({ message }) });
    expect(refusal(taken)).toEqual({ status: 200, message: MSG.ticketOpened });
    const stored = await t.ctx.db
      .select({ body: ticketMessages.body })
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, dataOf(taken)._id));
    expect(stored.map((row) => row.body.length)).toEqual([TICKET_LIMITS.messageMax]);
    const tooLong = await sendTicketForm(t, { token: fresh.token, form: ticketForm({ message: `${message}w` }) });
    expect(refusal(tooLong)).toEqual({ status: 400, message: MSG.ticketMessageTooLong });
  });
});

describe('POST /sellerApi/tickets: the linked record', () => {
  it("refuses a bad kind, a non-uuid id, an unknown id and another member's deposit, and stores nothing", async () => {
    const cases: unknown[] = [
      { kind: 'invoice', _id: ownDeposit },
      { kind: 'deposit', _id: 'not-a-uuid' },
      { kind: 'deposit', _id: '12345' },
      { _id: ownDeposit },
      'deposit',
      42,
      { kind: 'deposit', _id: randomUUID() },
      { kind: 'deposit', _id: othersDeposit },
      // The member's own deposit named as another kind is not one of their records of that kind.
      { kind: 'withdrawal', _id: ownDeposit },
      { kind: 'order', _id: ownDeposit },
      { kind: 'transfer', _id: ownDeposit },
    ];
    for (const record of cases) {
      const label = JSON.stringify(record);
      expect({ label, ...refusal(await openJson({ ...TICKET_BODY, record })) }).toEqual({
        label,
        status: 400,
        message: MSG.ticketRecordInvalid,
      });
    }
    expect(await storedFor(t, member.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
  });

  // A record without its id, or with a number for it, reads as any other record that is not the member's.
  it('refuses a record without its id, or with a number for it, with the same message', async () => {
    for (const record of [{ kind: 'deposit' }, { kind: 'deposit', _id: 42 }, { kind: 'deposit', _id: null }]) {
      const label = JSON.stringify(record);
      expect({ label, ...refusal(await openJson({ ...TICKET_BODY, record })) }).toEqual({
        label,
        status: 400,
        message: MSG.ticketRecordInvalid,
      });
    }
  });

  it("refuses the same records sent as JSON text in a form, and another member's deposit with a file", async () => {
    const texts = [
      JSON.stringify({ kind: 'invoice', _id: ownDeposit }),
      JSON.stringify({ kind: 'deposit', _id: 'not-a-uuid' }),
      JSON.stringify({ kind: 'deposit', _id: othersDeposit }),
      '{"kind":"deposit",',
      'deposit',
    ];
    for (const record of texts) {
      expect({ record, ...refusal(await openForm({ record })) }).toEqual({
        record,
        status: 400,
        message: MSG.ticketRecordInvalid,
      });
    }
    const withFile = await sendTicketForm(t, {
      token: member.token,
      form: ticketForm({ record: JSON.stringify({ kind: 'deposit', _id: othersDeposit }) }),
    });
    expect(refusal(withFile)).toEqual({ status: 400, message: MSG.ticketRecordInvalid });
    expect(await storedFor(t, member.id)).toEqual({ tickets: 0, messages: 0, attachments: 0 });
  });

  it('links the own deposit sent as JSON or as JSON text in a form; an empty record is none', async () => {
    const fresh = await signedInMember(t);
    const deposit = await depositOf(fresh.token);
    const record = { kind: 'deposit', _id: deposit } as const;
    const asJson = await openJson({ ...TICKET_BODY, record }, fresh.token);
    expect(refusal(asJson)).toEqual({ status: 200, message: MSG.ticketOpened });
    expect(dataOf(asJson).record).toEqual(record);
    const asForm = await sendTicketForm(t, {
      token: fresh.token,
      form: ticketForm({ record: JSON.stringify(record) }),
    });
    expect(refusal(asForm)).toEqual({ status: 200, message: MSG.ticketOpened });
    expect(dataOf(asForm)).toMatchObject({ record, recordNow: { kind: 'deposit', _id: deposit, amount: 30 } });
    const none = await sendTicketForm(t, { token: fresh.token, form: ticketForm({ record: '  ' }, []) });
    expect(dataOf(none)).toMatchObject({ record: null, recordNow: null });
  });
});
