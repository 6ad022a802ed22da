import { fillSavedReply, MSG, routes, SAVED_REPLY_FIELDS, type SavedReplyFieldValues } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema';
import { savedReplyFieldValues } from '../../../src/modules/tickets/saved-reply-fields';
import { DEMO_SAVED_REPLIES } from '../../../src/seed/demo-saved-replies';
import { approveDeposit, call, dataOf, randomTxHash, signedInMember, useTestApp } from '../../helper';
import { openTicket, operatorOf } from './support-kit';

// A saved reply's placeholders (docs/decisions/044-saved-reply-fields.md): the ticket answers what each becomes, from
// its record as it stands and the platform's settings, in the member's language; a field it cannot fill is null.

const t = useTestApp();
let support: Awaited<ReturnType<typeof operatorOf>>;
let owner: Awaited<ReturnType<typeof operatorOf>>;

beforeAll(async () => {
  support = await operatorOf(t, 'support');
  owner = await operatorOf(t, 'owner');
});

const DEPOSIT_REPLY =
  'We have found your deposit of {deposit.amount}: it is {deposit.status}. {deposits.check} {withdrawal.status}';

async function fieldsOf(ticketId: string) {
  const answer = await call(t, routes.adminTicket, { params: { _id: ticketId }, token: support.token });
  expect(answer.body.message).toBe(MSG.ticketLoaded);
  return dataOf(answer).replyFields;
}

describe('replyFields of a ticket', () => {
  it("fills a deposit's amount and status as they stand now, and how deposits are checked, in Spanish", async () => {
    const member = await signedInMember(t);
    await t.ctx.db.update(users).set({ locale: 'es' }).where(eq(users.id, member.id));
    const deposit = await call(t, routes.addFund.member, {
      body: { amount: 1500, transaction_id: randomTxHash() },
      token: member.token,
    });
    const record = { kind: 'deposit' as const, _id: dataOf(deposit)._id };
    const ticket = await openTicket(t, member.token, { record });

    const pending = await fieldsOf(ticket._id);
    expect(pending).toEqual({
      'deposit.amount': '1.500,00 USDT',
      'deposit.status': 'pendiente: todavía no se ha acreditado',
      'withdrawal.amount': null,
      'withdrawal.status': null,
      'deposits.check':
        'Cada depósito se revisa a mano: un operador busca la transacción en el explorador de bloques antes de acreditarlo.',
    });
    expect(fillSavedReply(DEPOSIT_REPLY, pending).missing).toEqual(['{withdrawal.status}']);
    // In English too, for a reply with no Spanish text: its values then in English as well.
    const detail = dataOf(await call(t, routes.adminTicket, { params: { _id: ticket._id }, token: support.token }));
    expect(detail.replyFieldsEnglish).toMatchObject({
      'deposit.amount': '1,500.00 USDT',
      'deposit.status': 'pending: it has not been credited yet',
      'withdrawal.amount': null,
    });

    await approveDeposit(t, { depositId: record._id, operator: owner.token });
    const approved = await fieldsOf(ticket._id);
    expect(approved['deposit.status']).toBe('aprobado y acreditado en tu Billetera Electrónica');
    expect(fillSavedReply('Tu depósito está {deposit.status}.', approved)).toEqual({
      text: 'Tu depósito está aprobado y acreditado en tu Billetera Electrónica.',
      missing: [],
    });
  });

  it('leaves every record field null on a ticket about no record, and names them as not filled', async () => {
    const member = await signedInMember(t);
    const ticket = await openTicket(t, member.token);
    const fields = await fieldsOf(ticket._id);
    expect(fields['deposit.amount']).toBeNull();
    expect(fields['deposits.check']).toMatch(/^Each deposit is checked by hand/);
    expect(fillSavedReply(DEPOSIT_REPLY, fields).missing).toEqual([
      '{deposit.amount}',
      '{deposit.status}',
      '{withdrawal.status}',
    ]);
    expect(fillSavedReply('Hi {unknown.field}', fields).missing).toEqual(['{unknown.field}']);
  });

  it("the demo's replies name only fields a ticket fills, and state no record's state in their own words", () => {
    const all = Object.fromEntries(SAVED_REPLY_FIELDS.map((field) => [field, 'x'])) as SavedReplyFieldValues;
    for (const reply of DEMO_SAVED_REPLIES) {
      for (const text of Object.values(reply.texts)) {
        expect(fillSavedReply(text, all).missing, `${reply.title}: ${text}`).toEqual([]);
        expect(text).not.toMatch(/on the chain|en la cadena|चेन पर|has been paid|ya está pagado/);
      }
    }
  });

  it('says deposits are checked on the chain, with the confirmations, in the chain mode', () => {
    const record = {
      kind: 'withdrawal' as const,
      _id: 'w',
      amount: 12.5,
      status: 'success',
      detail: null,
      createdAt: '',
      demo: false,
    };
    const fields = savedReplyFieldValues({
      locale: 'hi',
      record,
      settings: { depositVerificationMode: 'chain', confirmations: 15 },
    });
    expect(fields['deposits.check']).toContain('15 ब्लॉक');
    expect(fields['withdrawal.amount']).toBe('12.50 USDT');
    expect(fields['withdrawal.status']).toMatch(/^चुकाई जा चुकी है/);
    expect(fields['deposit.status']).toBeNull();
  });
});
