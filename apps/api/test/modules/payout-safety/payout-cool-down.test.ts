import { CANCELLED_RETURN_LABEL, MSG, routes, WITHDRAWAL_CANCEL_PATH, withdrawalOnHoldMessage } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { MEMBER_WALLET, memberBalances } from '../../../src/ledger/accounts';
import { readOutbox } from '../../../src/lib/mailer';
import {
  call,
  dataOf,
  expectLedgerClean,
  fundMember,
  newOperatorToken,
  nextClientIp,
  randomTxHash,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { ADDRESS, earnIncome, newRequestWindow, OTHER_ADDRESS } from '../../withdrawal-kit';

// The new-address cool-down (docs/decisions/011-payout-safety.md), with the settings' defaults (24 hours).
const t = useTestApp({ payoutSafety: true, env: { PUBLIC_URL: 'https://members.example.com' } });
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function withdraw(member: Member, options: { amount: number; address: string; wallet?: 'electronic' }) {
  await newRequestWindow(t);
  const wallet = options.wallet ? { wallet: options.wallet } : {};
  const requested = await call(t, routes.withdrawalRequest.member, {
    body: { address: options.address, amount: options.amount, ...wallet },
    token: member.token,
    ip: nextClientIp(),
  });
  expect(requested.status, requested.body.message).toBe(200);
  const id = dataOf(requested)._id;
  const verified = await call(t, routes.withdrawalVerify.member, {
    body: {
      address: options.address,
      amount: options.amount,
      otp: await readLatestOtp(t, member.email),
      _id: id,
      ...wallet,
    },
    token: member.token,
    ip: nextClientIp(),
  });
  expect(verified.status, verified.body.message).toBe(200);
  return id;
}

const pay = (id: string) =>
  call(t, routes.adminWithdrawalPay, {
    params: { _id: id },
    body: { transactionHash: randomTxHash() },
    token: operator,
  });

async function consoleRow(id: string) {
  const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
  return list.docs.find((row) => row._id === id);
}

/** The tokens of the cancel links mailed to the member, newest first; each link a whole line at PUBLIC_URL. */
async function cancelTokens(email: string): Promise<string[]> {
  await afterResponseSettled();
  const mails = await readOutbox({ dir: t.outboxDir, to: email, limit: 100 });
  const link = new RegExp(`^https://members\\.example\\.com${WITHDRAWAL_CANCEL_PATH}(\\S+)$`, 'm');
  return mails.map((mail) => mail.text.match(link)?.[1]).filter((token): token is string => Boolean(token));
}

/** The request as the member's own list shows it. */
async function memberRow(member: Member, id: string) {
  const list = dataOf(await call(t, routes.withdrawalList.member, { params: { id: 'me' }, token: member.token }));
  return list.docs.find((doc) => doc._id === id);
}

async function incomeOf(member: Member) {
  return dataOf(await call(t, routes.profile.member, { token: member.token })).earningbalance;
}

describe('the new-address cool-down', () => {
  it('holds a first payout to an address until hold_until, then lets the operator pay it', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 200 });
    const held = await withdraw(member, { amount: 30, address: ADDRESS });

    const row = await consoleRow(held);
    expect(row?.holdUntil).toBe(new Date(t.clock.now().getTime() + 24 * 3600 * 1000).toISOString());
    // The member sees the same hold on the request, and why, not only "Pending".
    expect(await memberRow(member, held)).toMatchObject({
      status: 'pending',
      holdUntil: row?.holdUntil,
      holdReason: 'newAddress',
    });
    expect(await pay(held)).toMatchObject({
      status: 409,
      body: { message: withdrawalOnHoldMessage(row?.holdUntil as string) },
    });
    // The member was mailed a cancel link for it.
    expect(await cancelTokens(member.email)).toHaveLength(1);

    // An hour before the end it is still held; once hold_until has passed, it is paid.
    await t.ctx.db.execute(
      sql`update withdrawals set hold_until = ${new Date(t.clock.now().getTime() + 3600_000).toISOString()}::timestamptz where id = ${held}`,
    );
    expect((await pay(held)).status).toBe(409);
    await t.ctx.db.execute(
      sql`update withdrawals set hold_until = ${new Date(t.clock.now().getTime() - 1000).toISOString()}::timestamptz where id = ${held}`,
    );
    expect((await pay(held)).status).toBe(200);
    expect(await memberRow(member, held)).toMatchObject({ holdUntil: null, holdReason: null });

    // Paid at that address once: the next one there (any letter case) is not held and mails no link.
    const next = await withdraw(member, { amount: 30, address: ADDRESS.toLowerCase() });
    expect((await consoleRow(next))?.holdUntil).toBeNull();
    expect(await cancelTokens(member.email)).toHaveLength(1);
    expect((await pay(next)).status).toBe(200);
    // Another member's payouts there do not count for this one.
    const other = await signedInMember(t);
    await earnIncome(t, { member: other, operator, amount: 100 });
    expect((await consoleRow(await withdraw(other, { amount: 30, address: ADDRESS })))?.holdUntil).not.toBeNull();
    await expectLedgerClean(t);
  });

  it('the mailed link cancels the held withdrawal once and returns the amount through the ledger', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const held = await withdraw(member, { amount: 40, address: OTHER_ADDRESS });
    expect(await incomeOf(member)).toBe(60);
    const [token] = await cancelTokens(member.email);
    if (!token) throw new Error('no cancel link mailed');

    const cancelled = await call(t, routes.withdrawalCancel, { body: { token } });
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        message: MSG.withdrawalCancelled,
        data: { address: OTHER_ADDRESS, requestPayment: 40, status: 'reject', cancelled: true },
      },
    });
    expect(await incomeOf(member)).toBe(100);
    // Again: the same answer, no money moves twice; the operator can no longer pay or reject it.
    expect(await call(t, routes.withdrawalCancel, { body: { token } })).toMatchObject({
      status: 200,
      body: { message: MSG.withdrawalCancelledAlready },
    });
    expect(await incomeOf(member)).toBe(100);
    expect(await pay(held)).toMatchObject({ status: 409, body: { message: MSG.withdrawalAlreadyReviewed } });
    const rejected = await call(t, routes.adminWithdrawalReject, {
      params: { _id: held },
      body: { reason: 'Too late' },
      token: operator,
    });
    expect(rejected.status).toBe(409);
    // The token is stored hashed only.
    const stored = await t.ctx.db.execute(sql`select cancel_token_hash from withdrawals where id = ${held}`);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await call(t, routes.withdrawalCancel, { body: { token: `${token}x` } })).toMatchObject({
      status: 404,
      body: { message: MSG.withdrawalCancelInvalid },
    });
    await expectLedgerClean(t);
  });

  it("answers a cancelled withdrawal as cancelled on the member's list, the statement and the console, unlike a rejected one", async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const held = await withdraw(member, { amount: 40, address: OTHER_ADDRESS });
    const [token] = await cancelTokens(member.email);
    expect((await call(t, routes.withdrawalCancel, { body: { token: token ?? '' } })).status).toBe(200);
    t.clock.advanceSeconds(60);
    const refused = await withdraw(member, { amount: 30, address: ADDRESS });
    const rejected = await call(t, routes.adminWithdrawalReject, {
      params: { _id: refused },
      body: { reason: 'Wrong network' },
      token: operator,
    });
    expect(rejected.status).toBe(200);

    // Still `reject` for clients that know the three statuses of docs/product.md#withdrawals, and `?status=reject`
    // still lists both.
    const expected = [
      { _id: refused, status: 'reject', cancelled: false, reason: 'Wrong network' },
      { _id: held, status: 'reject', cancelled: true, reason: 'Cancelled by the member from the link in the e-mail' },
    ];
    for (const query of [{}, { status: 'reject' as const }]) {
      const list = dataOf(
        await call(t, routes.withdrawalList.member, { params: { id: 'me' }, query, token: member.token }),
      );
      expect(list.docs).toMatchObject(expected);
    }
    // The member reads why in their language; an operator's free text stays as written.
    const spanish = dataOf(
      await call(t, routes.withdrawalList.member, {
        params: { id: 'me' },
        token: member.token,
        headers: { 'accept-language': 'es' },
      }),
    );
    expect(spanish.docs.map((doc) => doc.reason)).toEqual([
      'Wrong network',
      'Cancelado por el miembro desde el enlace del correo electrónico',
    ]);
    const queue = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'reject' }, token: operator }));
    expect(queue.docs.filter((row) => row.member.email === member.email)).toMatchObject(expected);

    const statement = dataOf(
      await call(t, routes.statement.member, { query: { wallet: 'income' }, token: member.token }),
    );
    const returns = statement.docs.filter((row) => row.kind === 'withdrawal:return');
    expect(returns.map((row) => [row.reference, row.label])).toEqual([
      [refused, 'Withdrawal rejected: amount returned'],
      [held, CANCELLED_RETURN_LABEL],
    ]);
    await expectLedgerClean(t);
  });

  it('the mailed link of a refund returns it to the Electronic Wallet and says so', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 45 });
    await withdraw(member, { amount: 40, address: OTHER_ADDRESS, wallet: 'electronic' });
    const electronic = async () => (await memberBalances(t.ctx.db, member.id))[MEMBER_WALLET.deposit];
    expect(await electronic()).toBe(5_000_000n);
    const [token] = await cancelTokens(member.email);
    if (!token) throw new Error('no cancel link mailed');
    expect(await call(t, routes.withdrawalCancel, { body: { token } })).toMatchObject({
      status: 200,
      body: { message: MSG.refundCancelled, data: { requestPayment: 40, cancelled: true } },
    });
    expect(await electronic()).toBe(45_000_000n);
    expect(await call(t, routes.withdrawalCancel, { body: { token } })).toMatchObject({
      status: 200,
      body: { message: MSG.refundCancelledAlready },
    });
    expect(await incomeOf(member)).toBe(0);
  });
  it('a link of a withdrawal already paid is too late', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const held = await withdraw(member, { amount: 30, address: OTHER_ADDRESS });
    const [token] = await cancelTokens(member.email);
    await t.ctx.db.execute(sql`update withdrawals set hold_until = null where id = ${held}`);
    expect((await pay(held)).status).toBe(200);
    expect(await call(t, routes.withdrawalCancel, { body: { token } })).toMatchObject({
      status: 409,
      body: { message: MSG.withdrawalCancelTooLate },
    });
    await expectLedgerClean(t);
  });
});

describe('a changed USDT address', () => {
  it("mails the account's e-mail at once, naming the old and the new address", async () => {
    const member = await signedInMember(t);
    const first = `0x${'12'.repeat(20)}`;
    const second = `0x${'34'.repeat(20)}`;
    const save = (address: string) =>
      call(t, routes.saveUsdtAddress.member, { body: { address }, token: member.token });
    expect((await save(first)).status).toBe(200);
    await afterResponseSettled();
    const before = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 100 });
    t.clock.advanceSeconds(1);
    expect((await save(second)).status).toBe(200);
    await afterResponseSettled();
    const after = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 100 });
    expect(after).toHaveLength(before.length + 1);
    const [notice] = after;
    expect(notice?.subject).toContain('USDT address was changed');
    expect(notice?.text).toContain(first);
    expect(notice?.text).toContain(second);
  });
});
