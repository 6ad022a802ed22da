import { MSG, NOTIFICATIONS_MSG, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { makeIncomeDigests } from '../../../src/modules/notifications/income-digest.job';
import { sendNotificationMails } from '../../../src/modules/notifications/notification-mail.job';
import {
  call,
  createMember,
  dataOf,
  newOperatorToken,
  randomTxHash,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { earnIncome, pendingWithdrawal } from '../../withdrawal-kit';

// docs/product.md#notifications: one notification per business event, the member's own only, mailed by the job.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

async function submitDeposit(token: string, amount = 50) {
  return dataOf(await call(t, routes.addFund.member, { body: { amount, transaction_id: randomTxHash() }, token }))._id;
}

const list = async (token: string, page = 1) =>
  dataOf(await call(t, routes.notifications.member, { query: { page }, token }));

/** The member's notifications of one kind as the centre words them (English without a header or stored language). */
const docsOf = async (token: string, kind: string) => (await list(token)).docs.filter((doc) => doc.kind === kind);

async function rowsOf(userId: string, kind?: string) {
  return t.ctx.db
    .select()
    .from(notifications)
    .where(
      kind ? and(eq(notifications.userId, userId), eq(notifications.kind, kind)) : eq(notifications.userId, userId),
    );
}

describe('the notification centre', () => {
  it('tells a member their deposit was approved, once, newest first with the unread count', async () => {
    const member = await signedInMember(t);
    const depositId = await submitDeposit(member.token, 50);
    expect((await call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: operator })).status).toBe(
      200,
    );
    // A second approval is refused and tells nobody again.
    expect((await call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: operator })).status).toBe(
      409,
    );
    const page = await list(member.token);
    expect(page).toMatchObject({ unread: 1, totalDocs: 1, page: 1, limit: 10, totalPages: 1 });
    expect(page.docs[0]).toMatchObject({
      kind: 'deposit-approved',
      title: 'Deposit approved',
      body: 'Your deposit of 50.00 USDT was approved and is in your Electronic Wallet.',
      link: '/reacharge-list',
      read: false,
    });
    const [row] = await rowsOf(member.id);
    expect(row).toMatchObject({ eventKey: `deposit-approved:${depositId}`, mailState: 'pending' });
  });

  it('tells a rejected deposit with the reason', async () => {
    const member = await signedInMember(t);
    const depositId = await submitDeposit(member.token, 40);
    const rejected = await call(t, routes.adminDepositReject, {
      params: { _id: depositId },
      body: { reason: 'No such transfer on chain' },
      token: operator,
    });
    expect(rejected.status).toBe(200);
    expect((await list(member.token)).docs[0]).toMatchObject({
      kind: 'deposit-rejected',
      title: 'Deposit rejected',
      body: 'Your deposit of 40.00 USDT was rejected: No such transfer on chain',
    });
  });

  it('pages ten at a time, newest first', async () => {
    const member = await signedInMember(t);
    for (let index = 0; index < 11; index += 1) {
      const depositId = await submitDeposit(member.token, 30 + index);
      await call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: operator });
      t.clock.advanceSeconds(1);
    }
    const first = await list(member.token);
    expect(first).toMatchObject({ totalDocs: 11, totalPages: 2, unread: 11 });
    expect(first.docs).toHaveLength(10);
    expect(first.docs[0]?.body).toContain('40.00 USDT');
    const second = await list(member.token, 2);
    expect(second.docs.map((doc) => doc.body)).toEqual([
      'Your deposit of 30.00 USDT was approved and is in your Electronic Wallet.',
    ]);
  });

  it("marks one read, then all; another member's notification answers 404 and stays unread", async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    for (const amount of [30, 31]) {
      const depositId = await submitDeposit(owner.token, amount);
      await call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: operator });
    }
    const [newest] = (await list(owner.token)).docs;
    if (!newest) throw new Error('no notification');
    const foreign = await call(t, routes.notificationsRead.member, { body: { _id: newest._id }, token: other.token });
    expect(foreign).toMatchObject({ status: 404, body: { message: MSG.notFound } });
    expect((await list(other.token)).docs).toEqual([]);
    expect((await list(owner.token)).unread).toBe(2);

    const one = await call(t, routes.notificationsRead.member, { body: { _id: newest._id }, token: owner.token });
    expect(one).toMatchObject({ status: 200, body: { message: NOTIFICATIONS_MSG.markedRead, data: { unread: 1 } } });
    expect((await list(owner.token)).docs.map((doc) => doc.read)).toEqual([true, false]);
    const all = await call(t, routes.notificationsRead.member, { body: { all: true }, token: owner.token });
    expect(all).toMatchObject({ status: 200, body: { message: NOTIFICATIONS_MSG.allMarkedRead, data: { unread: 0 } } });
  });

  it('refuses a read request that names nothing, or both', async () => {
    const member = await signedInMember(t);
    for (const body of [{}, { all: false }, { all: true, _id: crypto.randomUUID() }]) {
      const answer = await call(t, routes.notificationsRead.member, { body, token: member.token });
      expect(answer.status).toBe(400);
    }
    const unknown = await call(t, routes.notificationsRead.member, {
      body: { _id: crypto.randomUUID() },
      token: member.token,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('events', () => {
  it('tells a paid withdrawal with its explorer link, and a rejected one with its reason', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    const toPay = await pendingWithdrawal(t, { member, amount: 30 });
    const hash = randomTxHash();
    const paid = await call(t, routes.adminWithdrawalPay, {
      params: { _id: toPay },
      body: { transactionHash: hash },
      token: operator,
    });
    expect(paid.status).toBe(200);
    const toReject = await pendingWithdrawal(t, { member, amount: 30 });
    const rejected = await call(t, routes.adminWithdrawalReject, {
      params: { _id: toReject },
      body: { reason: 'Address on a sanctions list' },
      token: operator,
    });
    expect(rejected.status).toBe(200);
    const [paidRow] = await rowsOf(member.id, 'withdrawal-paid');
    expect(paidRow).toMatchObject({ link: `https://bscscan.com/tx/${hash}`, eventKey: `withdrawal-paid:${toPay}` });
    const [paidDoc] = await docsOf(member.token, 'withdrawal-paid');
    expect(paidDoc).toMatchObject({ title: 'Withdrawal paid', link: `https://bscscan.com/tx/${hash}` });
    expect(paidDoc?.body).toContain('28.50 USDT');
    const [rejectedDoc] = await docsOf(member.token, 'withdrawal-rejected');
    expect(rejectedDoc).toMatchObject({ title: 'Withdrawal rejected', link: '/withdrawl-list' });
    expect(rejectedDoc?.body).toContain('Address on a sanctions list');
    // The first package brought rank 1.
    expect((await docsOf(member.token, 'rank-reached')).map((doc) => doc.title)).toEqual(['Rank 1 reached']);
  });

  it('tells the sponsor about a direct referral who signed up', async () => {
    const sponsor = await signedInMember(t);
    const body = {
      fullName: 'Nila  Newcomer',
      phone: '9876543210',
      email: `newcomer.${process.pid}.${Date.now()}@example.test`,
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
      referBy: String(sponsor.referId),
      role_name: 'User',
      acceptTerms: true,
    };
    expect((await call(t, routes.signupOtp, { body })).status).toBe(200);
    const otp = await readLatestOtp(t, body.email);
    expect((await call(t, routes.signupVerify, { body: { ...body, otp } })).status).toBe(200);
    expect((await list(sponsor.token)).docs[0]).toMatchObject({
      kind: 'referral-joined',
      body: '“Nila Newcomer” (the name they chose) signed up with your referral code.',
      link: '/team-a',
    });
  });

  it('tells a password change and a new USDT address, each mailed at once as a security alert, so the job skips them', async () => {
    const member = await signedInMember(t);
    const changed = await call(t, routes.passwordChange.member, {
      body: { oldPassword: member.password, password: 'Fresh@Secret99', confirmPassword: 'Fresh@Secret99' },
      token: member.token,
    });
    expect(changed.status).toBe(200);
    const address = `0x${'cd'.repeat(20)}`;
    expect((await call(t, routes.saveUsdtAddress.member, { body: { address }, token: member.token })).status).toBe(200);
    // The same address again changes nothing and tells nobody.
    t.clock.advanceSeconds(1);
    expect((await call(t, routes.saveUsdtAddress.member, { body: { address }, token: member.token })).status).toBe(200);
    const rows = await rowsOf(member.id);
    expect(rows.map((row) => [row.kind, row.mailState]).sort()).toEqual([
      ['password-changed', 'skip'],
      ['usdt-address-changed', 'skip'],
    ]);
    // In the member's security activity once: the unchanged save records nothing.
    const activity = dataOf(await call(t, routes.securityEvents.member, { token: member.token })).docs;
    expect(activity.filter((event) => event.kind === 'usdtAddress')).toHaveLength(1);
  });
});

describe('the daily income digest', () => {
  it("sums a member's incomes of a finished platform day once, not one notification per income", async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 100 });
    await earnIncome(t, { member, operator, amount: 50 });
    const day = t.clock.now().toISOString().slice(0, 10);
    await makeIncomeDigests(t.ctx);
    expect(await rowsOf(member.id, 'income-digest')).toEqual([]);
    t.clock.advanceSeconds(86_400);
    await makeIncomeDigests(t.ctx);
    await makeIncomeDigests(t.ctx);
    // An operator's session lasts 12 hours: the tests after this one need a fresh one.
    operator = await newOperatorToken(t);
    const digests = await rowsOf(member.id, 'income-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ eventKey: `income-digest:${day}` });
    expect(await docsOf(member.token, 'income-digest')).toMatchObject([
      {
        title: `Income credited for ${day}`,
        body: `You earned 150.00 USDT on ${day}: 150.00 USDT trading profit. It is in your Flexible wallet.`,
        link: '/earn',
      },
    ]);
  });
});

describe('e-mail preferences', () => {
  it('start empty, take the kinds a member may turn off, and refuse the others', async () => {
    const member = await signedInMember(t);
    const read = await call(t, routes.notificationPreferences.member, { token: member.token });
    expect(dataOf(read)).toEqual({ mailOff: [] });
    const saved = await call(t, routes.saveNotificationPreferences.member, {
      body: { mailOff: ['income-digest', 'deposit-approved', 'income-digest'] },
      token: member.token,
    });
    expect(saved).toMatchObject({ status: 200, body: { message: NOTIFICATIONS_MSG.preferencesSaved } });
    expect(dataOf(await call(t, routes.notificationPreferences.member, { token: member.token }))).toEqual({
      mailOff: ['deposit-approved', 'income-digest'],
    });
    for (const mailOff of [['password-changed'], ['nonsense'], 'deposit-approved']) {
      const refused = await call(t, routes.saveNotificationPreferences.member, {
        body: { mailOff },
        token: member.token,
      });
      expect(refused.status).toBe(400);
    }
  });

  it('a kind turned off is not mailed but still shows in the centre; other kinds are mailed once', async () => {
    const member = await signedInMember(t);
    await call(t, routes.saveNotificationPreferences.member, {
      body: { mailOff: ['deposit-approved'] },
      token: member.token,
    });
    const approved = await submitDeposit(member.token, 30);
    await call(t, routes.adminDepositApprove, { params: { _id: approved }, token: operator });
    const rejected = await submitDeposit(member.token, 31);
    await call(t, routes.adminDepositReject, { params: { _id: rejected }, body: { reason: 'Wrong' }, token: operator });
    expect((await list(member.token)).docs.map((doc) => doc.kind).sort()).toEqual([
      'deposit-approved',
      'deposit-rejected',
    ]);
    await sendNotificationMails(t.ctx);
    await sendNotificationMails(t.ctx);
    const mails = await readOutbox({ dir: t.outboxDir, to: member.email });
    expect(mails.map((mail) => mail.subject)).toEqual(['NexaTech: Deposit rejected']);
    expect(mails[0]?.text).toContain('See it here: http://localhost:3000/reacharge-list');
    const states = (await rowsOf(member.id)).map((row) => [row.kind, row.mailState]).sort();
    expect(states).toEqual([
      ['deposit-approved', 'skip'],
      ['deposit-rejected', 'sent'],
    ]);
  });

  it('turning a kind off also stops its mails not sent yet', async () => {
    const member = await signedInMember(t);
    const depositId = await submitDeposit(member.token, 30);
    await call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: operator });
    await call(t, routes.saveNotificationPreferences.member, {
      body: { mailOff: ['deposit-approved'] },
      token: member.token,
    });
    await sendNotificationMails(t.ctx);
    expect(await readOutbox({ dir: t.outboxDir, to: member.email })).toEqual([]);
    expect((await rowsOf(member.id))[0]?.mailState).toBe('skip');
  });

  it("keeps each member's preferences their own", async () => {
    const one = await signedInMember(t);
    const two = await createMember(t);
    await call(t, routes.saveNotificationPreferences.member, { body: { mailOff: ['rank-reached'] }, token: one.token });
    const twoToken = (await signedInMember(t)).token;
    expect(dataOf(await call(t, routes.notificationPreferences.member, { token: twoToken }))).toEqual({ mailOff: [] });
    expect(two.id).not.toBe(one.id);
  });
});
