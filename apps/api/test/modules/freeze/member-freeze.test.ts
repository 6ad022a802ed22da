import { FREEZE_LIFT_HOURS, MSG, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { getSettings } from '../../../src/core/settings';
import { auditLog, payouts, withdrawals } from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import { readVerifyFacts } from '../../../src/modules/payout-safety/payout-safety';
import { ensureWallet, memberStopsSigning, queueEligible } from '../../../src/modules/payouts/payouts.repository';
import { checkActionCode } from '../../../src/modules/two-factor/action-code';
import { withdrawalOtpPurpose } from '../../../src/modules/withdrawals/request-withdrawal.service';
import { holdVerified } from '../../../src/modules/withdrawals/verify-withdrawal.service';
import {
  call,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  nextClientIp,
  randomTxHash,
  signedInMember,
  useTestApp,
} from '../../helper';
import { creditIncome, newTransferWindow, requestTransfer, verifyTransfer } from '../../transfer-kit';
import { codeNow, enableTwoFactor } from '../../two-factor-kit';
import { ADDRESS, newRequestWindow, pendingWithdrawal, requestWithdrawal } from '../../withdrawal-kit';

// A member's own freeze (docs/decisions/040-member-freeze.md): it stops withdrawals, transfers and payouts at once;
// lifting it asks the password and the second factor and waits out FREEZE_LIFT_HOURS, announced by mail.
const t = useTestApp();
let operator: string;
beforeAll(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function memberWithIncome(amount = '500') {
  const member = await signedInMember(t);
  await creditIncome(t, { memberId: member.id, operator, amount });
  return member;
}

const freeze = (member: Member) => call(t, routes.freeze.member, { token: member.token, ip: nextClientIp() });
const unfreeze = (member: Member, body: Record<string, unknown>) =>
  call(t, routes.unfreeze.member, { body, token: member.token, ip: nextClientIp() });
const state = async (member: Member) => dataOf(await call(t, routes.freezeState.member, { token: member.token }));

async function mailsTo(member: Member) {
  await afterResponseSettled();
  return readOutbox({ dir: t.outboxDir, to: member.email, limit: 50 });
}

async function askWithdrawal(member: Member) {
  await newRequestWindow(t);
  return call(t, routes.withdrawalRequest.member, {
    body: { address: ADDRESS, amount: 50 },
    token: member.token,
    ip: nextClientIp(),
  });
}

function expectFrozen(answer: { status: number; body: { message: string; code?: string } }) {
  expect(answer.body.message).toBe(MSG.accountFrozen);
  expect(answer.status).toBe(403);
  expect(answer.body.code).toBe('FROZEN');
}

describe('a member freezing their own account', () => {
  it('holds at once: withdrawals and transfers answer 403 FROZEN, with an audit row and a mail', async () => {
    const member = await memberWithIncome();
    const receiver = await signedInMember(t);
    expect(await state(member)).toEqual({ frozen: false, frozenAt: null, unfreezeAt: null });

    const frozen = await freeze(member);
    expect(frozen.status).toBe(200);
    expect(frozen.body.message).toBe(MSG.freezeDone);
    expect(dataOf(frozen)).toEqual({ frozen: true, frozenAt: t.clock.now().toISOString(), unfreezeAt: null });

    expectFrozen(await askWithdrawal(member));
    await newTransferWindow(t);
    expectFrozen(
      await call(t, routes.walletTransfer.member, {
        body: { receiverId: receiver.referId, amount: 40 },
        token: member.token,
        ip: nextClientIp(),
      }),
    );
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'member.freeze')));
    expect(audits).toHaveLength(1);
    expect((await mailsTo(member)).map((mail) => mail.subject)).toContain('Your NexaTech account is frozen');
    const detail = dataOf(await call(t, routes.adminMember, { params: { _id: member.id }, token: operator }));
    expect(detail).toMatchObject({ frozenAt: t.clock.now().toISOString(), unfreezeAt: null });
  });

  it('says the account is frozen before any other rule (an empty wallet, say)', async () => {
    const member = await signedInMember(t);
    await freeze(member);
    expectFrozen(await askWithdrawal(member));
  });

  it('freezing twice changes nothing and mails once', async () => {
    const member = await signedInMember(t);
    await freeze(member);
    t.clock.advanceSeconds(60);
    const again = await freeze(member);
    expect(again.status).toBe(200);
    const first = await state(member);
    expect(first.frozenAt).toBe(dataOf(again).frozenAt);
    const frozenMails = (await mailsTo(member)).filter((mail) => mail.subject.endsWith('is frozen'));
    expect(frozenMails).toHaveLength(1);
  });

  it('refuses to verify a withdrawal or transfer asked for before the freeze', async () => {
    const member = await memberWithIncome();
    const receiver = await signedInMember(t);
    await newRequestWindow(t);
    const withdrawal = await requestWithdrawal(t, { member, amount: 50 });
    await newTransferWindow(t);
    const transfer = await requestTransfer(t, { sender: member, receiverUid: receiver.referId ?? '', amount: 40 });
    await freeze(member);

    expectFrozen(
      await call(t, routes.withdrawalVerify.member, {
        body: { address: ADDRESS, amount: 50, otp: withdrawal.otp, _id: withdrawal.id },
        token: member.token,
        ip: nextClientIp(),
      }),
    );
    expectFrozen(await verifyTransfer(t, { token: member.token, id: transfer.id, otp: transfer.otp }));
  });

  it('stops operators approving or paying a pending withdrawal, and the payout engine queueing it', async () => {
    const member = await memberWithIncome();
    await newRequestWindow(t);
    const id = await pendingWithdrawal(t, { member, amount: 50 });
    await freeze(member);

    const approved = await call(t, routes.adminWithdrawalApprove, { params: { _id: id }, token: operator });
    expect(approved.body.message).toBe(MSG.withdrawalMemberFrozen);
    expect(approved.status).toBe(409);
    const paid = await call(t, routes.adminWithdrawalPay, {
      params: { _id: id },
      body: { transactionHash: randomTxHash() },
      token: operator,
    });
    expect(paid.body.message).toBe(MSG.withdrawalMemberFrozen);
    expect(paid.status).toBe(409);

    const wallet = { wallet: '0x00000000000000000000000000000000000000f2', chainId: 31_337 };
    await ensureWallet(t.ctx.db, { ...wallet, chainNonce: 0n });
    await t.ctx.db.transaction((tx) =>
      queueEligible(tx, {
        ...wallet,
        now: t.clock.now(),
        day: t.clock.now().toISOString().slice(0, 10),
        maximumMicros: 10n ** 15n,
        approvalAboveMicros: 10n ** 15n,
        dailyLimitMicros: 10n ** 15n,
      }),
    );
    expect(await t.ctx.db.select().from(payouts).where(eq(payouts.withdrawalId, id))).toHaveLength(0);
  });

  it('keeps the payout engine from signing a payout it queued before the freeze', async () => {
    const member = await memberWithIncome();
    await newRequestWindow(t);
    const id = await pendingWithdrawal(t, { member, amount: 50 });
    const wallet = { wallet: '0x00000000000000000000000000000000000000f3', chainId: 31_337 };
    await ensureWallet(t.ctx.db, { ...wallet, chainNonce: 0n });
    const now = t.clock.now();
    const limits = { maximumMicros: 10n ** 15n, approvalAboveMicros: 10n ** 15n, dailyLimitMicros: 10n ** 15n };
    await t.ctx.db.transaction((tx) =>
      queueEligible(tx, { ...wallet, now, day: now.toISOString().slice(0, 10), ...limits }),
    );
    const [payout] = await t.ctx.db.select().from(payouts).where(eq(payouts.withdrawalId, id));
    if (!payout) throw new Error('not queued');
    expect(await t.ctx.db.transaction((tx) => memberStopsSigning(tx, payout, t.clock.now()))).toBeNull();
    await freeze(member);
    expect(await t.ctx.db.transaction((tx) => memberStopsSigning(tx, payout, t.clock.now()))).toBe('member frozen');
  });

  it("one member's freeze leaves another's money alone", async () => {
    const a = await memberWithIncome();
    const b = await memberWithIncome();
    await freeze(a);
    expect((await askWithdrawal(b)).status).toBe(200);
    expect((await state(b)).frozen).toBe(false);
  });
});

describe('lifting the freeze', () => {
  it('asks the password, then waits out the cool-down with a mail; the money moves only after it', async () => {
    const member = await memberWithIncome();
    await freeze(member);

    const empty = await unfreeze(member, { password: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(MSG.oldPasswordRequired);
    const wrong = await unfreeze(member, { password: 'Wrong@12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(MSG.oldPasswordWrong);
    expect((await state(member)).unfreezeAt).toBeNull();

    const lifted = await unfreeze(member, { password: member.password });
    expect(lifted.status).toBe(200);
    expect(lifted.body.message).toBe(MSG.unfreezeRequested);
    const liftAt = new Date(t.clock.now().getTime() + FREEZE_LIFT_HOURS * 3600_000).toISOString();
    expect(dataOf(lifted)).toMatchObject({ frozen: true, unfreezeAt: liftAt });
    const subjects = (await mailsTo(member)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.startsWith('The freeze on your NexaTech account lifts on'))).toBe(true);

    const twice = await unfreeze(member, { password: member.password });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MSG.unfreezeAlreadyRequested);
    expectFrozen(await askWithdrawal(member));

    t.clock.advanceSeconds(FREEZE_LIFT_HOURS * 3600 - 60);
    expectFrozen(await askWithdrawal(member));
    t.clock.advanceSeconds(61);
    expect(await state(member)).toEqual({ frozen: false, frozenAt: null, unfreezeAt: null });
    expect((await askWithdrawal(member)).status).toBe(200);
    const audits = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, member.id));
    expect(audits.map((row) => row.action)).toEqual(expect.arrayContaining(['member.freeze', 'member.unfreeze']));
  });

  it('freezing again cancels a lift asked for', async () => {
    const member = await signedInMember(t);
    const first = dataOf(await freeze(member));
    await unfreeze(member, { password: member.password });
    const kept = await freeze(member);
    expect(dataOf(kept)).toEqual({ frozen: true, frozenAt: first.frozenAt, unfreezeAt: null });
    t.clock.advanceSeconds(FREEZE_LIFT_HOURS * 3600 + 60);
    expect((await state(member)).frozen).toBe(true);
    const [keep] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, member.id), eq(auditLog.action, 'member.freeze.keep')));
    expect(keep).toBeDefined();
  });

  it('asks the authenticator code when two-factor is on', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    await freeze(member);
    const without = await unfreeze(member, { password: member.password });
    expect(without.status).toBe(400);
    expect(without.body.message).toBe(MSG.twoFactorCodeRequired);
    const wrongCode = await unfreeze(member, { password: member.password, code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect((await state(member)).unfreezeAt).toBeNull();
    const lifted = await unfreeze(member, { password: member.password, code: codeNow(t, secret) });
    expect(lifted.status).toBe(200);
  });

  it('refuses when the account is not frozen', async () => {
    const member = await signedInMember(t);
    const answer = await unfreeze(member, { password: member.password });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(MSG.unfreezeNotFrozen);
  });
});

describe('a freeze racing a verify', () => {
  it("a freeze committed after the verify's read stops its statement: nothing is held, the code stays unused", async () => {
    // The lifting tests moved the clock past the operator's session.
    operator = await newOperatorToken(t);
    const member = await memberWithIncome();
    await newRequestWindow(t);
    const { id, otp } = await requestWithdrawal(t, { member, amount: 50 });
    const [request] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!request) throw new Error('no request');
    const now = t.clock.now();
    const facts = await readVerifyFacts(t.ctx.db, { request, settings: await getSettings(t.ctx.db), now });
    const code = await checkActionCode(t.ctx, {
      userId: member.id,
      purpose: withdrawalOtpPurpose(id),
      code: otp,
      ip: null,
    });
    await freeze(member);

    const outcome = await holdVerified(t.ctx, { request, code, facts });
    expect(outcome).toEqual({ held: false, why: 'frozen' });
    const [after] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(after?.status).toBe('unverified');
    await expectLedgerClean(t);
  });
});
