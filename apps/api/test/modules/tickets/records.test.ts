import { MSG, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../../src/db/schema';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  fundMember,
  operatorToken,
  randomTxHash,
  signedInMember,
  useTestApp,
} from '../../helper';
import { completedTransfer, creditIncome } from '../../transfer-kit';
import { ADDRESS, pendingWithdrawal, requestWithdrawal } from '../../withdrawal-kit';
import { openTicket, refusal } from './support-kit';

// The record a ticket is about (docs/product.md#support): one of the member's own deposits, verified withdrawals,
// orders and transfers, answered as it stands now; the console also sees a withdrawal's automatic payout.

const t = useTestApp();
let operator: string;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let member: Member;
let receiver: Member;
/** The member's records, made a minute apart, oldest first. */
const made = {} as Record<'fundingDeposit' | 'order' | 'withdrawal' | 'transfer' | 'pendingDeposit', string>;
const at = {} as Record<keyof typeof made, string>;
let fundingHash: string;
let pendingHash: string;
let unverifiedWithdrawal: string;

const step = async (name: keyof typeof made, make: () => Promise<string>) => {
  t.clock.advanceSeconds(60);
  at[name] = t.clock.now().toISOString();
  made[name] = await make();
};

beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin, fullName: 'Rita Records' }));
  member = await signedInMember(t);
  receiver = await signedInMember(t);
  const packageId = await createPackage(t, operator, { title: 'Ticket Plan', price: 100, yield: 100, maturity: 2 });
  await step('fundingDeposit', async () => {
    await fundMember(t, { token: member.token, operator, amount: 100 });
    const [deposit] = dataOf(
      await call(t, routes.adminDeposits, { query: { status: 'success' }, token: operator }),
    ).docs;
    fundingHash = String(deposit?.transaction_id);
    return String(deposit?._id);
  });
  await step('order', async () => {
    const bought = await call(t, routes.purchasePackage.member, {
      body: { packageId, amount: 100, payment_mode_name: 'wallet' },
      token: member.token,
    });
    expect((await call(t, routes.claimProfit.member, { token: member.token })).status).toBe(200);
    return dataOf(bought)._id;
  });
  await step('withdrawal', () => pendingWithdrawal(t, { member, amount: 30 }));
  unverifiedWithdrawal = (await requestWithdrawal(t, { member, amount: 35 })).id;
  await creditIncome(t, { memberId: member.id, operator, amount: '10' });
  await step('transfer', () =>
    completedTransfer(t, { sender: member, receiverUid: String(receiver.referId), amount: 5 }),
  );
  await step('pendingDeposit', async () => {
    pendingHash = randomTxHash();
    const body = { amount: 40, transaction_id: pendingHash };
    return dataOf(await call(t, routes.addFund.member, { body, token: member.token }))._id;
  });
});

describe('GET /sellerApi/tickets/records', () => {
  it("lists the member's own records newest first, each as it stands, and no unverified withdrawal", async () => {
    const answer = await call(t, routes.ticketRecords.member, { token: member.token });
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketRecordsLoaded });
    expect(dataOf(answer).docs).toEqual([
      {
        kind: 'deposit',
        _id: made.pendingDeposit,
        amount: 40,
        status: 'pending',
        detail: pendingHash,
        createdAt: at.pendingDeposit,
        demo: false,
      },
      {
        kind: 'transfer',
        _id: made.transfer,
        amount: 5,
        status: 'success',
        detail: receiver.referId,
        createdAt: at.transfer,
        demo: false,
      },
      {
        kind: 'withdrawal',
        _id: made.withdrawal,
        amount: 30,
        status: 'pending',
        detail: ADDRESS,
        createdAt: at.withdrawal,
        demo: false,
      },
      {
        kind: 'order',
        _id: made.order,
        amount: 100,
        status: 'active',
        detail: 'Ticket Plan',
        createdAt: at.order,
        demo: false,
      },
      {
        kind: 'deposit',
        _id: made.fundingDeposit,
        amount: 100,
        status: 'success',
        detail: fundingHash,
        createdAt: at.fundingDeposit,
        demo: false,
      },
    ]);
    expect(JSON.stringify(dataOf(answer))).not.toContain(unverifiedWithdrawal);
  });

  it("lists for the receiver the transfer they received (the sender's UID as its detail) and none of the sender's", async () => {
    const docs = dataOf(await call(t, routes.ticketRecords.member, { token: receiver.token })).docs;
    expect(docs).toEqual([
      {
        kind: 'transfer',
        _id: made.transfer,
        amount: 5,
        status: 'success',
        detail: member.referId,
        createdAt: at.transfer,
        demo: false,
      },
    ]);
    const stranger = await signedInMember(t);
    expect(dataOf(await call(t, routes.ticketRecords.member, { token: stranger.token })).docs).toEqual([]);
  });
});

describe('a ticket about a record', () => {
  it('answers recordNow with the amount and status of an own deposit, withdrawal and transfer', async () => {
    const expected = {
      deposit: [made.fundingDeposit, 100, 'success', fundingHash],
      withdrawal: [made.withdrawal, 30, 'pending', ADDRESS],
      transfer: [made.transfer, 5, 'success', receiver.referId],
    } as const;
    const opened = [];
    for (const [kind, [id, amount, status, detail]] of Object.entries(expected)) {
      const ticket = await openTicket(t, member.token, {
        category: kind as 'deposit',
        record: { kind: kind as 'deposit', _id: id },
      });
      opened.push(ticket._id);
      expect({ kind, record: ticket.record, recordNow: ticket.recordNow }).toEqual({
        kind,
        record: { kind, _id: id },
        recordNow: { kind, _id: id, amount, status, detail, createdAt: expect.any(String), demo: false },
      });
    }
    for (const id of opened) await call(t, routes.ticketClose.member, { params: { _id: id }, token: member.token });
    // The receiver may ask about the transfer they received too.
    const ofReceiver = await openTicket(t, receiver.token, {
      category: 'transfer',
      record: { kind: 'transfer', _id: made.transfer },
    });
    expect(ofReceiver.recordNow).toMatchObject({ amount: 5, detail: member.referId });
    // Not the sender's withdrawal, nor the unverified one of the member's own.
    for (const [token, id] of [
      [receiver.token, made.withdrawal],
      [member.token, unverifiedWithdrawal],
    ] as const) {
      const refused = await call(t, routes.ticketCreate.member, {
        body: { category: 'withdrawal', subject: 'Payout', message: 'Where?', record: { kind: 'withdrawal', _id: id } },
        token,
      });
      expect(refusal(refused)).toEqual({ status: 400, message: MSG.ticketRecordInvalid });
    }
  });

  // An order's price is its amount; the ticket answers it on opening and on every read.
  it('answers recordNow for an own order, on opening and on reading', async () => {
    const answer = await call(t, routes.ticketCreate.member, {
      body: {
        category: 'package',
        subject: 'My plan',
        message: 'Is it active?',
        record: { kind: 'order', _id: made.order },
      },
      token: member.token,
    });
    expect(refusal(answer)).toEqual({ status: 200, message: MSG.ticketOpened });
    expect(dataOf(answer).recordNow).toEqual({
      kind: 'order',
      _id: made.order,
      amount: 100,
      status: 'active',
      detail: 'Ticket Plan',
      createdAt: at.order,
      demo: false,
    });
    const read = await call(t, routes.ticket.member, { params: { _id: dataOf(answer)._id }, token: member.token });
    expect(dataOf(read).recordNow).toMatchObject({ kind: 'order', amount: 100 });
  });

  it('tells the record as it stands now: a deposit approved after the ticket was opened reads approved', async () => {
    const body = { amount: 35, transaction_id: randomTxHash() };
    const depositId = dataOf(await call(t, routes.addFund.member, { body, token: member.token }))._id;
    const ticket = await openTicket(t, member.token, { record: { kind: 'deposit', _id: depositId } });
    expect(ticket.recordNow).toMatchObject({ amount: 35, status: 'pending' });
    await call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: operator });
    const now = dataOf(await call(t, routes.ticket.member, { params: { _id: ticket._id }, token: member.token }));
    expect(now.recordNow).toMatchObject({ amount: 35, status: 'success' });
    await call(t, routes.ticketClose.member, { params: { _id: ticket._id }, token: member.token });
  });

  it("gives the console a withdrawal's automatic payout (null without one), and the member never", async () => {
    const ticket = await openTicket(t, member.token, {
      category: 'withdrawal',
      record: { kind: 'withdrawal', _id: made.withdrawal },
    });
    const consoleView = () => call(t, routes.adminTicket, { params: { _id: ticket._id }, token: operator });
    expect(dataOf(await consoleView()).recordNow).toEqual({
      kind: 'withdrawal',
      _id: made.withdrawal,
      amount: 30,
      status: 'pending',
      detail: ADDRESS,
      createdAt: at.withdrawal,
      demo: false,
      payout: null,
    });
    const queuedAt = t.clock.now();
    await t.ctx.db.insert(payouts).values({
      withdrawalId: made.withdrawal,
      wallet: `0x${'cd'.repeat(20)}`,
      chainId: 56,
      state: 'queued',
      recipient: ADDRESS,
      netMicros: 30_000_000n,
      day: queuedAt.toISOString().slice(0, 10),
      queuedAt,
      updatedAt: queuedAt,
    });
    try {
      expect(dataOf(await consoleView()).recordNow?.payout).toEqual({
        state: 'queued',
        nonce: null,
        transactionHashes: [],
        minedHash: null,
        reason: null,
        queuedAt: queuedAt.toISOString(),
      });
      const memberView = await t.app.inject({
        method: 'GET',
        url: `/sellerApi/tickets/${ticket._id}`,
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(memberView.json().data.recordNow).toMatchObject({ kind: 'withdrawal', status: 'pending' });
      expect(memberView.json().data.recordNow).not.toHaveProperty('payout');
      expect(memberView.body).not.toContain('"queued"');
    } finally {
      await t.ctx.db.delete(payouts).where(eq(payouts.withdrawalId, made.withdrawal));
    }
  });
});
