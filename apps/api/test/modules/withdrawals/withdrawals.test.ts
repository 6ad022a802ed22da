import { MSG, OTP_TTL_SECONDS, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, otps, withdrawals } from '../../../src/db/schema';
import { platformJobs, startTimerJobs } from '../../../src/jobs/background-jobs';
import {
  call,
  countMails,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  randomTxHash,
  signedInMember,
  useTestApp,
} from '../../helper';
import {
  ADDRESS,
  earnIncome,
  listWithdrawals,
  OTHER_ADDRESS,
  pendingWithdrawal,
  requestWithdrawal,
} from '../../withdrawal-kit';

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

const request = (body: Record<string, unknown>, token: string) =>
  call(t, routes.withdrawalRequest.member, { body, token });
const verify = (body: Record<string, unknown>, token: string) =>
  call(t, routes.withdrawalVerify.member, { body, token });
const earningBalance = async (token: string) => dataOf(await call(t, routes.profile.member, { token })).earningbalance;

const pay = (id: string, body: Record<string, unknown>, token: string) =>
  call(t, routes.adminWithdrawalPay, { params: { _id: id }, body, token });
const reject = (id: string, body: Record<string, unknown>, token: string) =>
  call(t, routes.adminWithdrawalReject, { params: { _id: id }, body, token });

async function memberWithIncome(amount: number) {
  const member = await signedInMember(t);
  await earnIncome(t, { member, operator, amount });
  return member;
}

describe('withdrawal step 1', () => {
  it('answers the contract messages in order', async () => {
    const member = await memberWithIncome(100);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 50 }, MSG.addressRequired],
      [{ address: '', amount: 50 }, MSG.addressRequired],
      [{ address: '0x1234', amount: 50 }, MSG.addressInvalid],
      [{ address: ADDRESS }, MSG.amountRequired],
      [{ address: ADDRESS, amount: '' }, MSG.amountRequired],
      [{ address: ADDRESS, amount: 29.99 }, 'Please enter an amount of at least 30'],
      [{ address: '0x52908400098527886e0F7030069857D2E4169EE7', amount: 50 }, MSG.addressChecksumInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await request(body, member.token);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    const tooMuch = await request({ address: ADDRESS, amount: 100.01 }, member.token);
    expect({ status: tooMuch.status, message: tooMuch.body.message }).toEqual({
      status: 409,
      message: MSG.insufficientFunds,
    });
    expect(await countMails(t, member.email)).toBe(0);
  });

  it('stores an unverified request with charge and net, mails its code and holds nothing', async () => {
    const member = await memberWithIncome(100);
    const response = await request({ address: ADDRESS.toLowerCase(), amount: 30 }, member.token);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MSG.withdrawalOtpSent);
    expect(response.body.data).toMatchObject({
      status: 'unverified',
      kind: 'income',
      requestPayment: 30,
      charge: 1.5,
      chargePercent: 5,
      netAmount: 28.5,
      address: ADDRESS,
    });
    expect(await countMails(t, member.email)).toBe(1);
    expect(await earningBalance(member.token)).toBe(100);
    expect((await listWithdrawals(t, member.token)).totalDocs).toBe(0);
  });
});

describe('withdrawal step 2', () => {
  it('checks the code fields with the withdrawal wording', async () => {
    const member = await memberWithIncome(100);
    const { id } = await requestWithdrawal(t, { member, amount: 40 });
    const missing = await verify({ address: ADDRESS, amount: 40, _id: id }, member.token);
    expect(missing.body.message).toBe('Please enter otp');
    const short = await verify({ address: ADDRESS, amount: 40, otp: '123', _id: id }, member.token);
    expect(short.body.message).toBe(MSG.otpInvalidFormat);
  });

  it('moves the amount to pending in one step and refuses a second verify', async () => {
    const member = await memberWithIncome(100);
    const { id, otp } = await requestWithdrawal(t, { member, amount: 40 });
    const verified = await verify({ address: ADDRESS, amount: 40, otp, _id: id }, member.token);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(MSG.withdrawalSubmitted);
    expect(verified.body.data).toMatchObject({ _id: id, status: 'pending', netAmount: 38 });
    expect(await earningBalance(member.token)).toBe(60);
    const again = await verify({ address: ADDRESS, amount: 40, otp, _id: id }, member.token);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: MSG.withdrawalAlreadyVerified,
    });
    const list = await listWithdrawals(t, member.token);
    expect(list.docs.map((row) => [row._id, row.status])).toEqual([[id, 'pending']]);
  });

  it('refuses an address or amount other than the request', async () => {
    const member = await memberWithIncome(100);
    const { id, otp } = await requestWithdrawal(t, { member, amount: 40 });
    for (const body of [
      { address: OTHER_ADDRESS, amount: 40 },
      { address: ADDRESS, amount: 41 },
    ]) {
      const response = await verify({ ...body, otp, _id: id }, member.token);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: MSG.withdrawalDetailsChanged,
      });
    }
    expect(await earningBalance(member.token)).toBe(100);
  });

  it('burns the code at the fifth wrong try', async () => {
    const member = await memberWithIncome(100);
    const { id, otp } = await requestWithdrawal(t, { member, amount: 40 });
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      messages.push((await verify({ address: ADDRESS, amount: 40, otp: wrong, _id: id }, member.token)).body.message);
    }
    expect(messages).toEqual([MSG.otpWrong, MSG.otpWrong, MSG.otpWrong, MSG.otpWrong, MSG.otpBurnt]);
    const right = await verify({ address: ADDRESS, amount: 40, otp, _id: id }, member.token);
    expect(right.status).toBe(400);
    expect(await earningBalance(member.token)).toBe(100);
  });

  it('refuses an expired request even with the right code', async () => {
    const member = await memberWithIncome(100);
    const { id, otp } = await requestWithdrawal(t, { member, amount: 40 });
    t.clock.advanceSeconds(OTP_TTL_SECONDS + 1);
    const response = await verify({ address: ADDRESS, amount: 40, otp, _id: id }, member.token);
    expect({ status: response.status, message: response.body.message }).toEqual({
      status: 400,
      message: MSG.withdrawalExpired,
    });
    expect(await earningBalance(member.token)).toBe(100);
    expect((await listWithdrawals(t, member.token)).totalDocs).toBe(0);
  });

  it('forgets expired requests and their codes in the background, never a verified one', async () => {
    const member = await memberWithIncome(100);
    const verified = await pendingWithdrawal(t, { member, amount: 30 });
    const { id } = await requestWithdrawal(t, { member, amount: 30 });
    t.clock.advanceSeconds(OTP_TTL_SECONDS + 1);
    const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
    await jobs.runNow('withdrawal-request-expiry');
    await jobs.stop();
    const rows = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, member.id));
    expect(rows.map((row) => row.id)).toEqual([verified]);
    expect(
      await t.ctx.db
        .select()
        .from(otps)
        .where(eq(otps.purpose, `withdrawal:${id}`)),
    ).toEqual([]);
  });

  it('refuses a request when the wallet was emptied in between', async () => {
    const member = await memberWithIncome(100);
    const first = await requestWithdrawal(t, { member, amount: 60 });
    const second = await requestWithdrawal(t, { member, amount: 60 });
    const ok = await verify({ address: ADDRESS, amount: 60, otp: first.otp, _id: first.id }, member.token);
    expect(ok.status).toBe(200);
    const short = await verify({ address: ADDRESS, amount: 60, otp: second.otp, _id: second.id }, member.token);
    expect({ status: short.status, message: short.body.message }).toEqual({
      status: 409,
      message: MSG.insufficientFunds,
    });
    expect(await earningBalance(member.token)).toBe(40);
  });
});

describe('member A and member B', () => {
  it('keeps every request to its owner', async () => {
    const alice = await memberWithIncome(100);
    const bob = await memberWithIncome(100);
    const { id, otp } = await requestWithdrawal(t, { member: alice, amount: 40 });
    const stolen = await verify({ address: ADDRESS, amount: 40, otp, _id: id }, bob.token);
    expect({ status: stolen.status, message: stolen.body.message }).toEqual({
      status: 404,
      message: MSG.withdrawalNotFound,
    });
    expect(await earningBalance(bob.token)).toBe(100);
    expect(await earningBalance(alice.token)).toBe(100);
    const verified = await verify({ address: ADDRESS, amount: 40, otp, _id: id }, alice.token);
    expect(verified.status).toBe(200);

    // The path's id never widens the list: Alice's id in Bob's call still lists Bob's own.
    const bobList = await call(t, routes.withdrawalList.member, { params: { id: alice.id }, token: bob.token });
    expect(dataOf(bobList).totalDocs).toBe(0);
    expect((await listWithdrawals(t, alice.token)).docs.map((row) => row._id)).toEqual([id]);

    for (const review of [pay, reject]) {
      const response = await review(id, { transactionHash: randomTxHash(), reason: 'mine' }, bob.token);
      expect(response.status).toBe(403);
    }
    const admin = await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: bob.token });
    expect(admin.status).toBe(403);
    expect((await listWithdrawals(t, alice.token)).docs[0]?.status).toBe('pending');
  });
});

describe('operator review', () => {
  it('pays a pending withdrawal once, records the hash and audits it', async () => {
    const member = await memberWithIncome(100);
    const id = await pendingWithdrawal(t, { member, amount: 50 });
    const queue = await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator });
    expect(dataOf(queue).docs.map((row) => row._id)).toContain(id);

    const hash = randomTxHash();
    const paid = await pay(id, { transactionHash: hash }, operator);
    expect(paid.status).toBe(200);
    expect(paid.body.message).toBe(MSG.withdrawalPaid);
    expect(paid.body.data).toMatchObject({ status: 'success', transactionHash: hash, netAmount: 47.5 });
    const again = await pay(id, { transactionHash: randomTxHash() }, operator);
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: MSG.withdrawalAlreadyReviewed,
    });
    const rejectAfter = await reject(id, { reason: 'late' }, operator);
    expect(rejectAfter.status).toBe(409);

    expect(await earningBalance(member.token)).toBe(50);
    const dashboard = await call(t, routes.dashboard.member, { token: member.token });
    expect(dataOf(dashboard).totalWithdrawalAmount).toBe(50);
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action)).toEqual(['withdrawal.pay']);
    expect((await listWithdrawals(t, member.token, { status: 'success' })).docs[0]).toMatchObject({
      _id: id,
      transactionHash: hash,
    });
  });

  it('refuses a payout hash used on another withdrawal and a malformed one', async () => {
    const member = await memberWithIncome(100);
    const first = await pendingWithdrawal(t, { member, amount: 30 });
    const second = await pendingWithdrawal(t, { member, amount: 30 });
    const hash = randomTxHash();
    expect((await pay(first, { transactionHash: hash }, operator)).status).toBe(200);
    const reused = await pay(second, { transactionHash: hash.toUpperCase().replace('0X', '0x') }, operator);
    expect({ status: reused.status, message: reused.body.message }).toEqual({
      status: 409,
      message: MSG.withdrawalPayoutUsed,
    });
    const malformed = await pay(second, { transactionHash: 'abc' }, operator);
    expect({ status: malformed.status, message: malformed.body.message }).toEqual({
      status: 400,
      message: MSG.transactionIdInvalid,
    });
    expect((await listWithdrawals(t, member.token, { status: 'pending' })).docs.map((row) => row._id)).toEqual([
      second,
    ]);
  });

  it('keeps one record of every hash in both directions: no payout with a deposit hash, no deposit with a payout hash', async () => {
    const member = await memberWithIncome(100);
    const withdrawal = await pendingWithdrawal(t, { member, amount: 30 });
    const depositHash = randomTxHash();
    const deposit = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: depositHash },
      token: member.token,
    });
    expect(deposit.status).toBe(200);
    const payWithDepositHash = await pay(withdrawal, { transactionHash: depositHash }, operator);
    expect({ status: payWithDepositHash.status, message: payWithDepositHash.body.message }).toEqual({
      status: 409,
      message: MSG.withdrawalPayoutUsed,
    });

    const payoutHash = randomTxHash();
    expect((await pay(withdrawal, { transactionHash: payoutHash }, operator)).status).toBe(200);
    const depositWithPayoutHash = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: payoutHash.toUpperCase().replace('0X', '0x') },
      token: member.token,
    });
    expect({ status: depositWithPayoutHash.status, message: depositWithPayoutHash.body.message }).toEqual({
      status: 409,
      message: MSG.depositHashUsed,
    });
  });

  it('rejects once, returns the whole amount with the reason and audits it', async () => {
    const member = await memberWithIncome(100);
    const id = await pendingWithdrawal(t, { member, amount: 80 });
    expect(await earningBalance(member.token)).toBe(20);
    const missingReason = await reject(id, {}, operator);
    expect({ status: missingReason.status, message: missingReason.body.message }).toEqual({
      status: 400,
      message: MSG.rejectReasonRequired,
    });
    const rejected = await reject(id, { reason: 'Address flagged by the exchange' }, operator);
    expect(rejected.status).toBe(200);
    const twice = await reject(id, { reason: 'again' }, operator);
    expect(twice.status).toBe(409);
    expect(await earningBalance(member.token)).toBe(100);
    const [row] = (await listWithdrawals(t, member.token)).docs;
    expect(row).toMatchObject({ _id: id, status: 'reject', reason: 'Address flagged by the exchange' });
    const audit = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((entry) => entry.action)).toEqual(['withdrawal.reject']);
  });

  it('lets exactly one of a racing pay and reject win', async () => {
    const member = await memberWithIncome(100);
    for (let round = 0; round < 5; round += 1) {
      const id = await pendingWithdrawal(t, { member, amount: 30 });
      const second = await newOperatorToken(t);
      const answers = await Promise.all([
        pay(id, { transactionHash: randomTxHash() }, operator),
        reject(id, { reason: 'race' }, second),
        reject(id, { reason: 'race again' }, operator),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
      const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
      const [won] = answers.filter((answer) => answer.status === 200).map((answer) => dataOf(answer));
      expect(row?.status).toBe(won?.status);
      // A paid one is gone for good; a rejected one is back in the wallet for the next round.
      if (won?.status === 'success') await earnIncome(t, { member, operator, amount: 30 });
    }
    await expectLedgerClean(t);
  });

  it('does not show or settle unverified requests', async () => {
    const member = await memberWithIncome(100);
    const { id } = await requestWithdrawal(t, { member, amount: 30 });
    const paid = await pay(id, { transactionHash: randomTxHash() }, operator);
    expect({ status: paid.status, message: paid.body.message }).toEqual({ status: 404, message: MSG.notFound });
    const all = await call(t, routes.adminWithdrawals, { token: operator });
    expect(dataOf(all).docs.map((row) => row._id)).not.toContain(id);
  });
});

describe('vendor twins', () => {
  it('serves the steps under /vendorApi for a vendor token only', async () => {
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    // The vendor's empty income wallet answers from the handler itself: the twin reached the rule.
    const twin = await call(t, routes.withdrawalRequest.vendor, {
      body: { address: ADDRESS, amount: 30 },
      token: vendor.token,
    });
    expect({ status: twin.status, message: twin.body.message }).toEqual({
      status: 409,
      message: MSG.insufficientFunds,
    });
    const list = await call(t, routes.withdrawalList.vendor, { params: { id: 'me' }, token: vendor.token });
    expect(list.status).toBe(200);
    const memberPath = await call(t, routes.withdrawalRequest.member, {
      body: { address: ADDRESS, amount: 30 },
      token: vendor.token,
    });
    expect(memberPath.status).toBe(403);
  });
});
