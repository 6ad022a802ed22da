import { MSG, routes, withdrawalDailyCountMessage } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetSettings } from '../../../src/core/settings';
import { journalEntries, withdrawals } from '../../../src/db/schema';
import { MEMBER_WALLET, memberBalances } from '../../../src/ledger/accounts';
import { newAddressHoldMail } from '../../../src/lib/mail-templates';
import { readOutbox } from '../../../src/lib/mailer';
import { ensureWallet, queueEligible } from '../../../src/modules/payouts/payouts.repository';
import { upsertSetting } from '../../../src/modules/settings/settings.repository';
import {
  call,
  dataOf,
  fundMember,
  newOperatorToken,
  nextClientIp,
  randomTxHash,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { ADDRESS, newRequestWindow } from '../../withdrawal-kit';

// docs/product.md#refunds: unspent deposits leave the Electronic Wallet through a withdrawal's steps, and never
// without a second operator.
const t = useTestApp();

type Member = Awaited<ReturnType<typeof signedInMember>>;
let first: string;
let second: string;
beforeAll(async () => {
  first = await newOperatorToken(t);
  second = await newOperatorToken(t);
});

const REFUND = { wallet: 'electronic' } as const;

async function requestRefund(member: Member, amount: number) {
  await newRequestWindow(t);
  return call(t, routes.withdrawalRequest.member, {
    body: { address: ADDRESS, amount, ...REFUND },
    token: member.token,
    ip: nextClientIp(),
  });
}

async function pendingRefund(member: Member, amount: number) {
  const requested = await requestRefund(member, amount);
  expect(requested.status, requested.body.message).toBe(200);
  const id = dataOf(requested)._id;
  const verified = await call(t, routes.withdrawalVerify.member, {
    body: { address: ADDRESS, amount, otp: await readLatestOtp(t, member.email), _id: id, ...REFUND },
    token: member.token,
    ip: nextClientIp(),
  });
  expect(verified.status, verified.body.message).toBe(200);
  return id;
}

const pay = (operator: string, id: string) =>
  call(t, routes.adminWithdrawalPay, {
    params: { _id: id },
    body: { transactionHash: randomTxHash() },
    token: operator,
  });

const wallets = async (member: Member) => {
  const balances = await memberBalances(t.ctx.db, member.id);
  return { electronic: balances[MEMBER_WALLET.deposit], flexible: balances[MEMBER_WALLET.income] };
};

async function noticeOf(member: { token: string }, kind: string) {
  const { docs } = dataOf(await call(t, routes.notifications.member, { token: member.token }));
  return docs.find((notice) => notice.kind === kind);
}

describe('a refund of the Electronic Wallet', () => {
  it('takes the amount from the Electronic Wallet alone, as its own entry, and checks it against that wallet', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator: first, amount: 50 });
    expect((await requestRefund(member, 60)).body).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await requestRefund(member, 20)).body.message).toBe('Please enter an amount of at least 30');
    // The same amount from the Flexible wallet, which holds nothing, is refused.
    const fromIncome = await call(t, routes.withdrawalRequest.member, {
      body: { address: ADDRESS, amount: 40 },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(fromIncome.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });

    const id = await pendingRefund(member, 40);
    expect(await wallets(member)).toEqual({ electronic: 10_000_000n, flexible: 0n });
    // Its code's mail says what it confirms, and a cancel sends the money back where it came from.
    const mails = await readOutbox({ dir: t.outboxDir, to: member.email, limit: 5 });
    expect(mails.map((mail) => mail.text).join('\n')).toContain('It confirms a refund of your Electronic Wallet');
    const hold = newAddressHoldMail({
      company: 'NexaTech',
      site: 'https://example.com',
      to: member.email,
      address: ADDRESS,
      netMicros: 37_000_000n,
      holdUntil: t.clock.now(),
      cancelPath: '/cancel/x',
      refund: true,
      locale: 'en',
    });
    expect(hold.text).toContain('the amount goes back to your Electronic Wallet');
    const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ kind: 'refund', status: 'pending', amountMicros: 40_000_000n });
    const [entry] = await t.ctx.db
      .select({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `withdrawal:hold:${id}`));
    expect(entry?.kind).toBe('withdrawal:refund:hold');
    const listed = dataOf(await call(t, routes.withdrawalList.member, { params: { id: 'me' }, token: member.token }));
    expect(listed.docs[0]).toMatchObject({ _id: id, kind: 'refund' });
    const dashboard = dataOf(await call(t, routes.dashboard.member, { token: member.token }));
    expect(dashboard.electronicWallet).toMatchObject({ balance: 10, refunds: 40 });
  });

  it("is verified as a refund only: the income verify of a refund's id finds nothing", async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator: first, amount: 40 });
    const requested = await requestRefund(member, 40);
    const verified = await call(t, routes.withdrawalVerify.member, {
      body: { address: ADDRESS, amount: 40, otp: await readLatestOtp(t, member.email), _id: dataOf(requested)._id },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(verified.status).toBe(404);
    expect(verified.body.message).toBe(MSG.withdrawalNotFound);
    expect((await wallets(member)).electronic).toBe(40_000_000n);
  });

  it('is paid only by a second operator after an approval, whatever its amount', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator: first, amount: 30 });
    const id = await pendingRefund(member, 30);
    const queue = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: first }));
    expect(queue.docs.find((row) => row._id === id)).toMatchObject({
      kind: 'refund',
      needsApproval: true,
      canPay: false,
      cannotPayReason: MSG.refundNeedsApproval,
    });
    const alone = await pay(first, id);
    expect(alone.status).toBe(409);
    expect(alone.body.message).toBe(MSG.refundNeedsApproval);
    const approved = await call(t, routes.adminWithdrawalApprove, { params: { _id: id }, token: first });
    expect(approved.status, approved.body.message).toBe(200);
    expect((await pay(first, id)).body.message).toBe(MSG.withdrawalSameOperator);
    const paid = await pay(second, id);
    expect(paid.status, paid.body.message).toBe(200);
    expect((await wallets(member)).electronic).toBe(0n);
    // The member's notice names a refund, not a withdrawal of their income.
    const notice = await noticeOf(member, 'withdrawal-paid');
    expect(notice).toMatchObject({ title: 'Refund paid' });
    expect(notice?.body).toMatch(/^Your refund of unspent deposits was paid: /);
  });

  it('comes back whole to the Electronic Wallet when rejected', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator: first, amount: 35 });
    const id = await pendingRefund(member, 35);
    const rejected = await call(t, routes.adminWithdrawalReject, {
      params: { _id: id },
      body: { reason: 'Deposit under review' },
      token: first,
    });
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(await wallets(member)).toEqual({ electronic: 35_000_000n, flexible: 0n });
    expect(await noticeOf(member, 'withdrawal-rejected')).toMatchObject({
      title: 'Refund rejected',
      body: 'Your refund of 35.00 USDT was rejected and the amount returned to your Electronic Wallet: Deposit under review',
    });
  });

  it('is not queued for the automatic payout until an operator approved it', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator: first, amount: 30 });
    const id = await pendingRefund(member, 30);
    const key = { wallet: '0x000000000000000000000000000000000000a11c', chainId: 97 };
    await ensureWallet(t.ctx.db, { ...key, chainNonce: 0n });
    const queueNow = () =>
      t.ctx.db.transaction((tx) =>
        queueEligible(tx, {
          ...key,
          maximumMicros: 1_000_000_000n,
          approvalAboveMicros: 1_000_000_000n,
          dailyLimitMicros: 1_000_000_000n,
          day: '2026-11-29',
          now: t.clock.now(),
        }),
      );
    await queueNow();
    const taken = async () =>
      (await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]?.payoutQueuedAt ?? null;
    expect(await taken()).toBeNull();
    expect((await call(t, routes.adminWithdrawalApprove, { params: { _id: id }, token: first })).status).toBe(200);
    await queueNow();
    expect(await taken()).not.toBeNull();
  });

  it("counts in the member's daily withdrawal limits, with their income withdrawals", async () => {
    await upsertSetting(t.ctx.db, { key: 'withdrawalDailyCount', value: 1, now: t.clock.now() });
    forgetSettings(t.ctx.db);
    try {
      const member = await signedInMember(t);
      await fundMember(t, { token: member.token, operator: first, amount: 80 });
      await pendingRefund(member, 30);
      const requested = await requestRefund(member, 30);
      const second = await call(t, routes.withdrawalVerify.member, {
        body: {
          address: ADDRESS,
          amount: 30,
          otp: await readLatestOtp(t, member.email),
          _id: dataOf(requested)._id,
          ...REFUND,
        },
        token: member.token,
        ip: nextClientIp(),
      });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(withdrawalDailyCountMessage(1));
      expect((await wallets(member)).electronic).toBe(50_000_000n);
    } finally {
      await upsertSetting(t.ctx.db, { key: 'withdrawalDailyCount', value: 1000, now: t.clock.now() });
      forgetSettings(t.ctx.db);
    }
  });

  it('refuses a wallet that is neither', async () => {
    const member = await signedInMember(t);
    const answer = await call(t, routes.withdrawalRequest.member, {
      body: { address: ADDRESS, amount: 40, wallet: 'savings' },
      token: member.token,
      ip: nextClientIp(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(MSG.withdrawalWalletInvalid);
  });
});
