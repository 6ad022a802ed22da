import { ROLE, routes, STATEMENT_CSV_HEADER } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  fundMember,
  nextClientIp,
  operatorToken,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { completedTransfer, creditIncome } from '../../transfer-kit';
import { ADDRESS } from '../../withdrawal-kit';

// A package's handling fee is its own posting and statement row, the console counts fees by what charged them, and
// each wallet's figures add up to its balance (docs/product.md#wallets): the Electronic wallet as deposits −
// purchases − fees + transfers received ± corrections, the Flexible wallet as before.
const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const dashboard = async (member: Member) => dataOf(await call(t, routes.dashboard.member, { token: member.token }));

async function buyWithFee(member: Member, price: number, handlingFee: number) {
  const packageId = await createPackage(t, operator, {
    title: `Fee ${Math.random().toString(36).slice(2, 8)}`,
    price,
    yield: 1,
    maturity: 30,
    handlingFee,
  });
  const bought = await call(t, routes.purchasePackage.member, {
    body: { packageId, amount: price, payment_mode_name: 'wallet' },
    token: member.token,
  });
  expect(bought.status).toBe(200);
}

describe('a package handling fee', () => {
  it('is a statement row of its own, after the purchase at its price, in the CSV too', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 400 });
    await buyWithFee(member, 300, 1);
    const { docs } = dataOf(
      await call(t, routes.statement.member, { query: { wallet: 'deposit' }, token: member.token }),
    );
    expect(docs.map(({ kind, label, amount, balance }) => ({ kind, label, amount, balance }))).toEqual([
      { kind: 'package:fee', label: 'Package handling fee', amount: -3, balance: 97 },
      { kind: 'package:purchase', label: 'Package purchase', amount: -300, balance: 100 },
      { kind: 'deposit', label: 'Deposit credited', amount: 400, balance: 400 },
    ]);
    expect(docs[0]?.reference).toBe(docs[1]?.reference);
    const csv = await t.app.inject({
      method: 'GET',
      url: `${routes.statementCsv.member.path}?wallet=deposit`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(STATEMENT_CSV_HEADER);
    expect(lines[1]).toMatch(/,Package handling fee,package:fee,[0-9a-f-]{36},-3.00,97.00$/);
    expect(lines[2]).toMatch(/,Package purchase,package:purchase,[0-9a-f-]{36},-300.00,100.00$/);
  });

  it('is none when the package has no fee: one row, the price', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 50 });
    await buyWithFee(member, 50, 0);
    const { docs } = dataOf(
      await call(t, routes.statement.member, { query: { wallet: 'deposit' }, token: member.token }),
    );
    expect(docs.map((row) => [row.kind, row.amount])).toEqual([
      ['package:purchase', -50],
      ['deposit', 50],
    ]);
  });

  it('counts in the console apart from withdrawal charges', async () => {
    const before = dataOf(await call(t, routes.adminOverview, { token: operator })).money;
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 205 });
    await buyWithFee(member, 200, 2.5);
    const after = dataOf(await call(t, routes.adminOverview, { token: operator })).money;
    expect(after.feesByKind.packageHandlingFees - before.feesByKind.packageHandlingFees).toBe(5);
    expect(after.feesByKind.withdrawalCharges).toBe(before.feesByKind.withdrawalCharges);
    expect(after.feesEarned).toBe(after.feesByKind.packageHandlingFees + after.feesByKind.withdrawalCharges);
  });
});

describe("the Electronic wallet's figures", () => {
  it('add up to its balance: deposits − purchases − fees + transfers received ± corrections', async () => {
    const member = await signedInMember(t);
    const sender = await signedInMember(t);
    expect((await dashboard(member)).electronicWallet).toEqual({
      balance: 0,
      deposits: 0,
      purchases: 0,
      fees: 0,
      transfersReceived: 0,
      corrections: 0,
      refunds: 0,
    });
    await fundMember(t, { token: member.token, operator, amount: 120 });
    await buyWithFee(member, 100, 2);
    await creditIncome(t, { memberId: sender.id, operator, amount: '30' });
    await completedTransfer(t, { sender, receiverUid: String(member.referId), amount: 25 });
    const adjusted = await call(t, routes.adminMemberAdjust, {
      params: { _id: member.id },
      body: { wallet: 'deposit', amount: '-1.5', reason: 'Correction of a double credit' },
      token: operator,
    });
    expect(adjusted.status).toBe(200);
    const figures = (await dashboard(member)).electronicWallet;
    expect(figures).toEqual({
      balance: 41.5,
      deposits: 120,
      purchases: 100,
      fees: 2,
      transfersReceived: 25,
      corrections: -1.5,
      refunds: 0,
    });
    const profile = dataOf(await call(t, routes.profile.member, { token: member.token }));
    expect(profile.balance).toBe(figures.balance);
    // A refund asked and confirmed (docs/product.md#refunds) is out of the wallet while it waits.
    const requested = await call(t, routes.withdrawalRequest.member, {
      body: { address: ADDRESS, amount: 30, wallet: 'electronic' },
      token: member.token,
      ip: nextClientIp(),
    });
    const verified = await call(t, routes.withdrawalVerify.member, {
      body: {
        address: ADDRESS,
        amount: 30,
        wallet: 'electronic',
        otp: await readLatestOtp(t, member.email),
        _id: dataOf(requested)._id,
      },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(verified.status, verified.body.message).toBe(200);
    expect((await dashboard(member)).electronicWallet).toMatchObject({ balance: 11.5, refunds: 30 });
  });
});
