import { amountAboveMaximumMessage, MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, deposits, notifications } from '../../../src/db/schema';
import { MEMBER_WALLET, memberAccountId } from '../../../src/ledger/accounts';
import {
  call,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  randomTxHash,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

const approve = (id: string, token: string) => call(t, routes.adminDepositApprove, { params: { _id: id }, token });
const reject = (id: string, body: Record<string, unknown>, token: string) =>
  call(t, routes.adminDepositReject, { params: { _id: id }, body, token });

async function submit(token: string, body: Record<string, unknown>) {
  return call(t, routes.addFund.member, { body, token });
}

describe('POST /sellerApi/addfund', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing amount', { amount: '', transaction_id: '' }, MSG.amountRequired],
    ['amount under the minimum', { amount: 29.99, transaction_id: '' }, 'Please enter an amount of at least 30'],
    ['amount that is not a number', { amount: '12abc', transaction_id: randomTxHash() }, MSG.amountInvalid],
    ['amount with 7 decimals', { amount: '31.1234567', transaction_id: randomTxHash() }, MSG.amountInvalid],
    ['negative amount', { amount: -50, transaction_id: randomTxHash() }, MSG.amountInvalid],
    ['missing transaction id', { amount: 50 }, MSG.transactionIdRequired],
    ['empty transaction id', { amount: 50, transaction_id: '  ' }, MSG.transactionIdRequired],
    ['malformed hash', { amount: 50, transaction_id: '0x1234' }, MSG.transactionIdInvalid],
  ];
  it.each(cases)('refuses %s', async (_name, body, message) => {
    const member = await signedInMember(t);
    const response = await submit(member.token, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('accepts the minimum itself as pending, and the same hash never again in any letter case', async () => {
    const member = await signedInMember(t);
    const hash = randomTxHash();
    const response = await submit(member.token, {
      amount: '30',
      transaction_id: hash.toUpperCase().replace('0X', '0x'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: MSG.depositSubmitted,
      data: { status: 'pending', amount: 30, transaction_id: hash.toLowerCase() },
    });
    const other = await signedInMember(t);
    const again = await submit(other.token, { amount: 30, transaction_id: hash });
    expect(again).toMatchObject({ status: 409, body: { success: false, message: MSG.depositHashUsed } });
  });

  it('records exactly one deposit for 50 concurrent submits of one hash', async () => {
    const member = await signedInMember(t);
    const hash = randomTxHash();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => submit(member.token, { amount: 40, transaction_id: hash })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect(await t.ctx.db.select().from(deposits).where(eq(deposits.txHash, hash))).toHaveLength(1);
  });

  it('uses the minimum the operator set', async () => {
    await saveSettings(t, operator, { depositMinimum: 100 });
    const member = await signedInMember(t);
    const response = await submit(member.token, { amount: 99, transaction_id: randomTxHash() });
    expect(response.body.message).toBe('Please enter an amount of at least 100');
    expect((await call(t, routes.publicSettings)).body.data).toMatchObject({ depositMinimum: 100 });
    await saveSettings(t, operator, { depositMinimum: 30 });
  });

  it("tells members the operator's block-explorer address for a transaction, for links on their lists", async () => {
    expect((await call(t, routes.publicSettings)).body.data).toMatchObject({
      explorerTransactionUrl: 'https://bscscan.com/tx/{hash}',
    });
    const template = 'https://testnet.bscscan.com/tx/{hash}';
    await saveSettings(t, operator, { explorerTransactionUrl: template });
    expect((await call(t, routes.publicSettings)).body.data).toMatchObject({ explorerTransactionUrl: template });
    await saveSettings(t, operator, { explorerTransactionUrl: 'https://bscscan.com/tx/{hash}' });
  });

  it('refuses an amount above the maximum for one amount, so no balance can overflow', async () => {
    const member = await signedInMember(t);
    const over = await submit(member.token, { amount: '1000000.000001', transaction_id: randomTxHash() });
    expect(over).toEqual({
      status: 400,
      body: { success: false, message: amountAboveMaximumMessage(1_000_000), code: 'VALIDATION' },
    });
    const huge = await submit(member.token, { amount: '999999999999.999999', transaction_id: randomTxHash() });
    expect(huge.body.message).toBe(amountAboveMaximumMessage(1_000_000));
    expect((await submit(member.token, { amount: 1_000_000, transaction_id: randomTxHash() })).status).toBe(200);

    await call(t, routes.adminSettingsUpdate, { body: { amountMaximum: 500 }, token: operator });
    expect((await submit(member.token, { amount: 501, transaction_id: randomTxHash() })).body.message).toBe(
      'Please enter amount up to 500',
    );
    expect((await call(t, routes.publicSettings)).body.data).toMatchObject({ amountMaximum: 500 });
    // Raising the maximum loosens a guarded setting: a second owner approves it.
    await saveSettings(t, operator, { amountMaximum: 1_000_000 });
  });

  it('answers a balance that would leave the database range with a 4xx, never a 500, and moves nothing', async () => {
    const member = await signedInMember(t);
    // Only a corrupted or hand-edited balance can stand this close to the bigint limit; the answer must still be clean.
    const wallet = await memberAccountId(t.ctx.db, { userId: member.id, wallet: MEMBER_WALLET.deposit });
    const nearTheEdge = 9_223_372_036_854_775_807n - 500_000_000n;
    await t.ctx.db.update(accounts).set({ balanceMicros: nearTheEdge }).where(eq(accounts.id, wallet));
    const submitted = await submit(member.token, { amount: 1_000, transaction_id: randomTxHash() });
    const id = dataOf(submitted)._id;
    const approved = await approve(id, operator);
    expect(approved).toEqual({
      status: 400,
      body: { success: false, message: MSG.amountOutOfRange, code: 'VALIDATION' },
    });
    expect((await t.ctx.db.select().from(deposits).where(eq(deposits.id, id)))[0]?.status).toBe('pending');
    await t.ctx.db.update(accounts).set({ balanceMicros: 0n }).where(eq(accounts.id, wallet));
  });
});

describe('deposit history', () => {
  it('lists only the caller’s deposits, newest first, ten a page', async () => {
    const member = await signedInMember(t);
    const stranger = await signedInMember(t);
    await submit(stranger.token, { amount: 31, transaction_id: randomTxHash() });
    for (let index = 0; index < 12; index += 1) {
      await submit(member.token, { amount: 31 + index, transaction_id: randomTxHash() });
      t.clock.advanceSeconds(1);
    }
    const first = await call(t, routes.depositList.member, { query: { page: 1 }, token: member.token });
    expect(first.body.data).toMatchObject({ totalDocs: 12, limit: 10, page: 1, totalPages: 2 });
    const docs = dataOf(first).docs;
    expect(docs.map((doc) => doc.amount).slice(0, 3)).toEqual([42, 41, 40]);
    const second = await call(t, routes.depositList.member, { query: { page: 2 }, token: member.token });
    expect(dataOf(second).docs).toHaveLength(2);
    expect((await call(t, routes.depositList.member, { query: { page: 0 }, token: member.token })).status).toBe(400);
  });

  it('works through the vendor twins for vendor tokens', async () => {
    const vendor = await signedInMember(t, { role: 'Vendor' });
    const body = { amount: 35, transaction_id: randomTxHash() };
    expect((await call(t, routes.addFund.vendor, { body, token: vendor.token })).status).toBe(200);
    const list = await call(t, routes.depositList.vendor, { token: vendor.token });
    expect(dataOf(list).totalDocs).toBe(1);
  });
});

/** The audit actions and the member's notices one deposit's review left. */
async function reviewTrail(depositId: string, userId: string) {
  const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, depositId));
  const notices = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  return {
    audit: audit.map((row) => row.action),
    notices: notices.filter((row) => row.eventKey.endsWith(depositId)).map((row) => row.kind),
  };
}

describe('operator review', () => {
  it('approves once, crediting the deposit wallet through the ledger', async () => {
    const member = await signedInMember(t);
    const submitted = await submit(member.token, { amount: '125.5', transaction_id: randomTxHash() });
    const id = dataOf(submitted)._id;
    const pending = await call(t, routes.adminDeposits, { query: { status: 'pending' }, token: operator });
    const queue = dataOf(pending);
    expect(queue.totalDocs).toBeGreaterThan(10);
    expect(queue.docs.every((doc) => doc.status === 'pending')).toBe(true);
    expect(queue.docs.map((doc) => doc.createdAt)).toEqual(queue.docs.map((doc) => doc.createdAt).sort());

    const approved = await approve(id, operator);
    expect(approved.body).toMatchObject({ success: true, data: { status: 'success', creditedAmount: 125.5 } });
    const reviewed = await call(t, routes.adminDeposits, { query: { status: 'success' }, token: operator });
    expect(dataOf(reviewed).docs.find((doc) => doc._id === id)).toEqual(dataOf(approved));
    const again = await approve(id, operator);
    expect(again).toMatchObject({ status: 409, body: { message: MSG.depositAlreadyReviewed } });
    expect((await reject(id, { reason: 'late' }, operator)).status).toBe(409);
    const profile = await call(t, routes.profile.member, { token: member.token });
    expect(profile.body.data).toMatchObject({ balance: 125.5, earningbalance: 0 });
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action)).toEqual(['deposit.approve']);
    await expectLedgerClean(t);
  });

  it('credits once when two operators approve at the same moment', async () => {
    const member = await signedInMember(t);
    const second = await newOperatorToken(t);
    const submitted = await submit(member.token, { amount: 200, transaction_id: randomTxHash() });
    const id = dataOf(submitted)._id;
    const answers = await Promise.all([approve(id, operator), approve(id, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await call(t, routes.profile.member, { token: member.token })).body.data).toMatchObject({ balance: 200 });
    expect(await reviewTrail(id, member.id)).toEqual({ audit: ['deposit.approve'], notices: ['deposit-approved'] });
  });

  it('lets exactly one of an approval and a rejection at the same moment through, with only its own records', async () => {
    const member = await signedInMember(t);
    const second = await newOperatorToken(t);
    let balance = 0;
    for (let round = 0; round < 6; round += 1) {
      const id = dataOf(await submit(member.token, { amount: 50, transaction_id: randomTxHash() }))._id;
      const reason = { reason: 'No transfer with this hash reached the address' };
      // Sent in either order, so each side gets to start first.
      const [approved, rejected] =
        round % 2 === 0
          ? await Promise.all([approve(id, operator), reject(id, reason, second)])
          : (await Promise.all([reject(id, reason, second), approve(id, operator)])).reverse();
      expect([approved?.status, rejected?.status].sort()).toEqual([200, 409]);
      const approvalWon = approved?.status === 200;
      if (approvalWon) balance += 50;
      expect(await reviewTrail(id, member.id)).toEqual(
        approvalWon
          ? { audit: ['deposit.approve'], notices: ['deposit-approved'] }
          : { audit: ['deposit.reject'], notices: ['deposit-rejected'] },
      );
    }
    expect((await call(t, routes.profile.member, { token: member.token })).body.data).toMatchObject({ balance });
    await expectLedgerClean(t);
  });

  it('rejects with a reason the member sees, crediting nothing', async () => {
    const member = await signedInMember(t);
    const submitted = await submit(member.token, { amount: 60, transaction_id: randomTxHash() });
    const id = dataOf(submitted)._id;
    expect((await reject(id, { reason: ' ' }, operator)).body.message).toBe(MSG.rejectReasonRequired);
    const rejected = await reject(id, { reason: 'No transfer with this hash reached the address' }, operator);
    expect(rejected.body).toMatchObject({ success: true, data: { status: 'reject' } });
    const list = await call(t, routes.depositList.member, { token: member.token });
    expect(dataOf(list).docs[0]).toMatchObject({
      status: 'reject',
      reason: 'No transfer with this hash reached the address',
    });
    expect((await call(t, routes.profile.member, { token: member.token })).body.data).toMatchObject({ balance: 0 });
  });

  it('answers 404 for an unknown deposit, 400 for a malformed id, and refuses members', async () => {
    const member = await signedInMember(t);
    expect((await approve('7f1c7a52-1111-4a7e-9a43-0d5e1b7c2f10', operator)).status).toBe(404);
    expect((await approve('not-an-id', operator)).status).toBe(400);
    expect((await approve('7f1c7a52-1111-4a7e-9a43-0d5e1b7c2f10', member.token)).status).toBe(403);
  });
});
