import { MSG, ROLE, routes, STATEMENT_CSV_HEADER } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_WALLET } from '../../../src/ledger/accounts';
import { statementCsv } from '../../../src/modules/statement/statement-csv';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  fundMember,
  loginToken,
  operatorToken,
  randomTxHash,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { earnIncome, newRequestWindow, pendingWithdrawal } from '../../withdrawal-kit';

// The member's statement: every posting of one wallet, newest first, with the wallet's balance after each.
const t = useTestApp();
let operator: string;
let operatorAccount: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  operatorAccount = await createMember(t, { role: ROLE.admin });
  operator = await operatorToken(t, operatorAccount);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const statement = async (member: Member, query: Record<string, unknown> = {}) =>
  dataOf(await call(t, routes.statement.member, { query, token: member.token }));

async function everyRow(member: Member, wallet: 'deposit' | 'income') {
  const rows = [];
  for (let page = 1; ; page += 1) {
    const answer = await statement(member, { wallet, page });
    rows.push(...answer.docs);
    if (page >= answer.totalPages) return rows;
  }
}

describe('GET /sellerApi/userstatement', () => {
  it('lists every posting with the balance after it; the newest balance is the wallet, and it adds up', async () => {
    const member = await signedInMember(t);
    const packageId = await createPackage(t, operator, { title: 'Statement Pack', price: 40, yield: 1, maturity: 30 });
    for (const amount of [55, 35]) {
      t.clock.advanceSeconds(60);
      await fundMember(t, { token: member.token, operator, amount });
    }
    t.clock.advanceSeconds(60);
    const bought = await call(t, routes.purchasePackage.member, {
      token: member.token,
      body: { packageId, amount: 40, payment_mode_name: 'wallet' },
    });
    expect(bought.status).toBe(200);
    t.clock.advanceSeconds(60);
    await call(t, routes.adminMemberAdjust, {
      params: { _id: member.id },
      body: { wallet: 'deposit', amount: '-5', reason: 'Fee correction' },
      token: operator,
    });

    const deposit = await everyRow(member, 'deposit');
    expect(deposit.map((row) => [row.label, row.amount, row.balance])).toEqual([
      ['Adjustment by an operator', -5, 45],
      ['Package purchase', -40, 50],
      ['Deposit credited', 35, 90],
      ['Deposit credited', 55, 55],
    ]);
    const profile = dataOf(await call(t, routes.profile.member, { token: member.token }));
    expect(deposit[0]?.balance).toBe(profile.balance);
    expect(deposit[1]?.reference).toBe(dataOf(bought)._id);
    expect(deposit[0]?.reference).toBeNull();

    // Income, a withdrawal held and one returned: the Flexible wallet's rows add up to it too.
    await earnIncome(t, { member, operator, amount: 100 });
    await newRequestWindow(t);
    const kept = await pendingWithdrawal(t, { member, amount: 30 });
    await newRequestWindow(t);
    const returned = await pendingWithdrawal(t, { member, amount: 40 });
    const rejected = await call(t, routes.adminWithdrawalReject, {
      params: { _id: returned },
      body: { reason: 'Wrong address' },
      token: operator,
    });
    expect(rejected.status).toBe(200);
    const income = await everyRow(member, 'income');
    const wallet = dataOf(await call(t, routes.profile.member, { token: member.token })).earningbalance;
    expect(income[0]?.balance).toBe(wallet);
    let running = 0;
    for (const row of [...income].reverse()) {
      running = Math.round((running + row.amount) * 1e6) / 1e6;
      expect(row.balance).toBe(running);
    }
    const labels = income.map((row) => row.label);
    expect(labels).toContain('Withdrawal requested');
    expect(labels).toContain('Withdrawal rejected: amount returned');
    expect(income.filter((row) => row.reference === kept)).toHaveLength(1);
    expect(income.filter((row) => row.reference === returned)).toHaveLength(2);
  });

  it('filters by platform days in the timezone setting, keeping the balance each row had', async () => {
    await saveSettings(t, operator, { timezone: 'Asia/Kolkata' });
    const start = t.clock.now().getTime();
    // Move to 18:29Z (23:59 in Kolkata), then to 18:31Z (00:01 the next Kolkata day).
    const day = new Date(start);
    const target = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1, 18, 29);
    t.clock.advanceSeconds((target - start) / 1000);
    // Sessions do not outlive such a jump: the operator signs in again.
    operator = await operatorToken(t, operatorAccount);
    const signedIn = await signedInMember(t);
    const kolkataDay = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);
    const first = kolkataDay(t.clock.now().getTime());
    const member = signedIn;
    await fundMember(t, { token: member.token, operator, amount: 31 });
    t.clock.advanceSeconds(120);
    const second = kolkataDay(t.clock.now().getTime());
    expect(second).not.toBe(first);
    await fundMember(t, { token: member.token, operator, amount: 32 });

    const on = async (from: string, to: string) =>
      (await statement(member, { from, to })).docs.map((row) => [row.amount, row.balance]);
    expect(await on(first, first)).toEqual([[31, 31]]);
    expect(await on(second, second)).toEqual([[32, 63]]);
    expect(await on(first, second)).toEqual([
      [32, 63],
      [31, 31],
    ]);
    await saveSettings(t, operator, { timezone: 'UTC' });
  });

  it('answers an empty statement for a wallet never used, and refuses bad days with their messages', async () => {
    const member = await signedInMember(t);
    expect(await statement(member, { wallet: 'income' })).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 });
    for (const [query, message] of [
      [{ from: '2026-13-01' }, MSG.dayInvalid],
      [{ from: '2026-11-02', to: '2026-11-01' }, MSG.dayRangeInvalid],
    ] as const) {
      const refused = await call(t, routes.statement.member, { query, token: member.token });
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message });
    }
    const wrongWallet = await call(t, routes.statement.member, { query: { wallet: 'both' }, token: member.token });
    expect(wrongWallet.status).toBe(400);
  });

  it('shows a member only their own postings, and a vendor theirs under /vendorApi', async () => {
    const ann = await signedInMember(t);
    const ben = await signedInMember(t);
    await fundMember(t, { token: ann.token, operator, amount: 44 });
    expect((await statement(ben)).totalDocs).toBe(0);
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    const submitted = await call(t, routes.addFund.vendor, {
      body: { amount: 45, transaction_id: randomTxHash() },
      token: vendor.token,
    });
    await call(t, routes.adminDepositApprove, { params: { _id: dataOf(submitted)._id }, token: operator });
    const mine = dataOf(await call(t, routes.statement.vendor, { query: {}, token: vendor.token }));
    expect(mine.docs.map((row) => row.amount)).toEqual([45]);
  });

  it('downloads the same rows as CSV: a text/csv attachment, newest first, exact amounts, times in UTC', async () => {
    const member = await signedInMember(t);
    for (const amount of [33, 34.125]) {
      t.clock.advanceSeconds(60);
      await fundMember(t, { token: member.token, operator, amount });
    }
    const download = (query: string, token = member.token) =>
      t.app.inject({
        method: 'GET',
        url: `${routes.statementCsv.member.path}${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
    t.clock.advanceSeconds(60);
    await call(t, routes.adminMemberAdjust, {
      params: { _id: member.id },
      body: { wallet: 'deposit', amount: '-0.125', reason: '=HYPERLINK("http://evil.example")' },
      token: operator,
    });
    const response = await download('?wallet=deposit');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-deposit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = (await statement(member)).docs;
    const lines = response.body.split('\r\n');
    const [adjusted, newest, oldest] = rows;
    const utc = (iso: string | undefined) => (iso ?? '').slice(0, 19).replace('T', ' ');
    // A debit stays a number (not a neutralised formula); nothing a person typed reaches the file.
    expect(lines).toEqual([
      STATEMENT_CSV_HEADER,
      `${utc(adjusted?.createdAt)},Adjustment by an operator,adjustment,,-0.125,67.00`,
      `${utc(newest?.createdAt)},Deposit credited,deposit,${newest?.reference},34.125,67.125`,
      `${utc(oldest?.createdAt)},Deposit credited,deposit,${oldest?.reference},33.00,33.00`,
      '',
    ]);
    // Refusals before the first byte stay JSON envelopes.
    const refused = await download('?from=2026-11-02&to=2026-11-01');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: MSG.dayRangeInvalid });
  });

  it("writes a CSV in small batches with each row's balance carried down from the newest, with and without days", async () => {
    const member = await signedInMember(t);
    for (const amount of [31, 32.5, 33, 34.25, 35, 36]) {
      // A day apart; sessions do not outlive the jump, so both sign in again.
      t.clock.advanceSeconds(86_400);
      operator = await operatorToken(t, operatorAccount);
      member.token = await loginToken(t, member);
      await fundMember(t, { token: member.token, operator, amount });
    }
    const today = t.clock.now().toISOString().slice(0, 10);
    const threeDaysAgo = new Date(t.clock.now().getTime() - 3 * 86_400_000).toISOString().slice(0, 10);
    for (const days of [{}, { from: threeDaysAgo, to: threeDaysAgo }, { from: threeDaysAgo, to: today }]) {
      const onScreen = (await statement(member, days)).docs.map((row) => `${row.amount},${row.balance}`);
      for (const batchSize of [1, 2, 4, 50]) {
        const lines = [];
        const csv = await statementCsv(
          t.ctx.db,
          { userId: member.id, wallet: MEMBER_WALLET.deposit, timeZone: 'UTC', ...days },
          batchSize,
        );
        for await (const chunk of csv) lines.push(...chunk.split('\r\n').filter(Boolean));
        const amounts = lines.slice(1).map((line) => line.split(',').slice(-2).map(Number).join(','));
        expect({ days, batchSize, amounts }).toEqual({ days, batchSize, amounts: onScreen });
      }
    }
  });
});
