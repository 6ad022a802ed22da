import { MSG, routes } from '@app/contract';
import { MESSAGE_TABLES } from '@app/contract/i18n';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import {
  auditLog,
  incomes,
  kycDocuments,
  kycSubmissions,
  newsletterSubscribers,
  notifications,
  orders,
  ticketAttachments,
  tickets,
  users,
  withdrawals,
} from '../../../src/db/schema';
import { readOutbox } from '../../../src/lib/mailer';
import {
  call,
  createPackage,
  dataOf,
  fundMember,
  newOperatorToken,
  nextClientIp,
  randomTxHash,
  readLatestOtp,
  signedInMember,
  useTestApp,
} from '../../helper';
import { submitKyc } from '../../kyc-kit';
import { openTicketWithFile } from '../../ticket-kit';
import { requestTransfer } from '../../transfer-kit';
import { codeNow, enableTwoFactor } from '../../two-factor-kit';
import { ADDRESS, fundAndBuy, pendingWithdrawal, reviewWithdrawal } from '../../withdrawal-kit';

// docs/product.md#closing-an-account, docs/decisions/033-closing-an-account.md
const t = useTestApp();

let operator: string;
beforeAll(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

const close = (member: { token: string }, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t, routes.closeAccount, { body, token: member.token, ip: nextClientIp(), headers });

async function expectRefused(member: Member, message: string) {
  const answer = await close(member, { password: member.password });
  expect(answer.body.message).toBe(message);
  expect(answer.status).toBe(409);
  expect(answer.body.code).toBe('CONFLICT');
}

/** Every reason a closing is refused for, in the order they are checked, as one answer. */
const reasons = (...keys: (keyof typeof MSG)[]) => keys.map((key) => MSG[key]).join(' ');

const buy = (member: Member, packageId: string, amount: number) =>
  call(t, routes.purchasePackage.member, {
    body: { packageId, amount, payment_mode_name: 'wallet' },
    token: member.token,
  });

async function incomeOf(userId: string) {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(incomes)
    .where(eq(incomes.userId, userId));
  return row?.n ?? 0;
}

describe('POST /sellerApi/closeAccount', () => {
  let sponsor: Member;
  let member: Member;
  let downline: Member;
  let oldEmail: string;

  beforeAll(async () => {
    sponsor = await signedInMember(t, { fullName: 'Sam Sponsor' });
    member = await signedInMember(t, { fullName: 'Mira Closer', sponsorId: sponsor.id, password: 'Mira-Closer#2026' });
    downline = await signedInMember(t, { fullName: 'Dev Downline', sponsorId: member.id });
    oldEmail = member.email;
  });

  it('refuses a wrong password, then names every reason that stands in the way, in order', async () => {
    const big = await createPackage(t, operator, { title: 'Close A', price: 200, yield: 10, maturity: 1 });
    const small = await createPackage(t, operator, { title: 'Close B', price: 100, yield: 10, maturity: 1 });
    await fundAndBuy(t, { member, operator, packageId: big, price: 200 });
    await fundMember(t, { token: member.token, operator, amount: 100 });
    const deposit = await call(t, routes.addFund.member, {
      body: { amount: 100, transaction_id: randomTxHash() },
      token: member.token,
    });
    expect(deposit.status).toBe(200);

    const wrong = await close(member, { password: 'Not-the-password1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'VALIDATION', message: MSG.oldPasswordWrong });
    expect((await close(member, {})).body.message).toBe(MSG.oldPasswordRequired);

    // 100 USDT left in the deposit wallet, an active package, a deposit pending: all three said, each translated.
    const first = ['accountCloseBalance', 'accountCloseActivePackage', 'accountCloseOpenDeposit'] as const;
    await expectRefused(member, reasons(...first));
    const spanish = await close(member, { password: member.password }, { 'accept-language': 'es' });
    expect(spanish.body.message).toBe(first.map((key) => MESSAGE_TABLES.es.MSG[key]).join(' '));
    const hindi = await close(member, { password: member.password }, { 'accept-language': 'hi' });
    expect(hindi.body.message).toBe(first.map((key) => MESSAGE_TABLES.hi.MSG[key]).join(' '));

    expect((await buy(member, small, 100)).status).toBe(200);
    await expectRefused(member, reasons('accountCloseActivePackage', 'accountCloseOpenDeposit'));

    // Both orders mature with the claim: 30 USDT of profit, and their capital still held.
    expect((await call(t, routes.claimProfit.member, { token: member.token })).status).toBe(200);
    await requestTransfer(t, { sender: member, receiverUid: String(sponsor.referId), amount: 5 });
    const income = await pendingWithdrawal(t, { member, amount: 30 });
    const open = ['accountCloseOpenDeposit', 'accountCloseOpenWithdrawal', 'accountCloseOpenTransfer'] as const;
    await expectRefused(member, reasons('accountCloseBalance', ...open));

    const held = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, member.id));
    const capital = [];
    for (const order of held) {
      const requested = await call(t, routes.packageWithdrawal.member, {
        body: { address: ADDRESS, packageId: order.id },
        token: member.token,
        ip: nextClientIp(),
      });
      expect(requested.status, requested.body.message).toBe(200);
      capital.push({ id: dataOf(requested)._id, otp: await readLatestOtp(t, member.email) });
    }
    // Asked for, not yet confirmed: the capital is still held.
    await expectRefused(member, reasons('accountCloseBalance', ...open));
    for (const request of capital) {
      const verified = await call(t, routes.packageWithdrawalVerify.member, {
        body: { address: ADDRESS, otp: request.otp, _id: request.id },
        token: member.token,
        ip: nextClientIp(),
      });
      expect(verified.status, verified.body.message).toBe(200);
    }
    // Nothing held any more; the deposit waits, then the withdrawals, then the transfer.
    await expectRefused(member, reasons(...open));
    const rejected = await call(t, routes.adminDepositReject, {
      params: { _id: dataOf(deposit)._id },
      body: { reason: 'No such transfer' },
      token: operator,
    });
    expect(rejected.status).toBe(200);
    await expectRefused(member, reasons('accountCloseOpenWithdrawal', 'accountCloseOpenTransfer'));
    await reviewWithdrawal(t, { operator, withdrawalId: income, outcome: 'pay' });
    for (const request of capital) {
      await expectRefused(member, reasons('accountCloseOpenWithdrawal', 'accountCloseOpenTransfer'));
      await reviewWithdrawal(t, { operator, withdrawalId: request.id, outcome: 'pay' });
    }
    await expectRefused(member, MSG.accountCloseOpenTransfer);
    // The transfer's code expires: nothing is open any more.
    t.clock.advanceSeconds(11 * 60);
  });

  it('counts an unverified withdrawal until its code expires', async () => {
    const other = await signedInMember(t);
    await t.ctx.db.insert(withdrawals).values({
      userId: other.id,
      kind: 'income',
      address: ADDRESS,
      amountMicros: 40_000_000n,
      chargeBasisPoints: 500,
      chargeMicros: 2_000_000n,
      netMicros: 38_000_000n,
      expiresAt: new Date(t.clock.now().getTime() + 60_000),
      createdAt: t.clock.now(),
    });
    await expectRefused(other, MSG.accountCloseOpenWithdrawal);
    t.clock.advanceSeconds(61);
    expect((await close(other, { password: other.password })).body.message).toBe(MSG.accountClosed);
  });

  it("member B's token closes only B: A's password does not close A", async () => {
    const other = await signedInMember(t);
    const answer = await close(other, { password: member.password });
    expect(answer.body.message).toBe(MSG.oldPasswordWrong);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.closedAt).toBeNull();
    expect(row?.email).toBe(oldEmail);
  });

  it('erases the personal details, keeps the ledger and the team, ends every session', async () => {
    const submission = await submitKyc(t, member.token);
    await openTicketWithFile(t, member.token);
    await call(t, routes.newsletter, { body: { email: oldEmail }, ip: nextClientIp() });
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals);

    const answer = await close(member, { password: member.password });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe(MSG.accountClosed);
    // The address it had is told once more, with the name it had: the last mail it gets.
    await afterResponseSettled();
    const [notice] = await readOutbox({ dir: t.outboxDir, to: oldEmail, limit: 1 });
    expect(notice?.subject).toBe('Your NexaTech account is closed');
    expect(notice?.text).toContain('Hello Mira Closer,');

    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      fullName: 'Closed member',
      email: `closed-${member.id}@closed.invalid`,
      phone: '',
      usdtAddress: null,
      totpSecret: null,
      referId: member.referId,
      sponsorId: sponsor.id,
    });
    expect(row?.closedAt).toEqual(t.clock.now());
    expect(row?.passwordHash).not.toBe(member.passwordHash);

    const [kyc] = await t.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, submission));
    expect(kyc).toMatchObject({
      fullName: 'Closed member',
      dateOfBirth: '1900-01-01',
      country: 'ZZ',
      documentNumber: '',
    });
    expect(kyc?.status).toBe('rejected');
    expect(await t.ctx.db.select().from(kycDocuments).where(eq(kycDocuments.submissionId, submission))).toEqual([]);

    const mine = await t.ctx.db.select().from(tickets).where(eq(tickets.userId, member.id));
    expect(mine.map((ticket) => ticket.status)).toEqual(['closed']);
    const files = await t.ctx.db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, mine[0]?.id ?? ''));
    expect(files).toEqual([]);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, member.id))).toEqual([]);
    const subscribed = await t.ctx.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${oldEmail.toLowerCase()}`);
    expect(subscribed).toEqual([]);

    // The money records stay: the withdrawals with the addresses paid to, the orders, the team.
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(withdrawals);
    expect(after).toEqual(before);
    const paid = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, member.id));
    expect(paid.every((withdrawal) => withdrawal.address === ADDRESS)).toBe(true);
    const [child] = await t.ctx.db.select().from(users).where(eq(users.id, downline.id));
    expect(child?.sponsorId).toBe(member.id);

    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.close'), eq(auditLog.targetId, member.id)));
    expect(audit?.actorId).toBe(member.id);
    expect(JSON.stringify(audit?.details)).not.toContain(oldEmail);
    expect(JSON.stringify(audit?.details)).not.toContain('Mira');

    expect((await call(t, routes.profile.member, { token: member.token })).status).toBe(401);
  });

  it('the old e-mail signs in as a wrong one does, and signs up anew', async () => {
    const login = await call(t, routes.login, {
      body: { email: oldEmail, password: member.password, role_name: 'User' },
      ip: nextClientIp(),
    });
    expect(login.status).toBe(400);
    expect(login.body.message).toBe(MSG.loginInvalid);

    const body = {
      fullName: 'Mira Again',
      phone: '9876543210',
      email: oldEmail,
      password: 'Strong@123',
      confirmPassword: 'Strong@123',
      referBy: sponsor.referId,
      role_name: 'User',
      acceptTerms: true,
    };
    const ip = nextClientIp();
    expect((await call(t, routes.signupOtp, { body, ip })).status).toBe(200);
    const otp = await readLatestOtp(t, oldEmail);
    const created = await call(t, routes.signupVerify, { body: { ...body, otp }, ip });
    expect(created.status, created.body.message).toBe(200);
    const [again] = await t.ctx.db.select().from(users).where(eq(users.email, oldEmail));
    expect(again?.id).not.toBe(member.id);
  });

  it("refuses the closed member's referral code and UID", async () => {
    const check = await call(t, routes.referCheck, { body: { referBy: member.referId }, ip: nextClientIp() });
    expect(check.status).toBe(400);
    expect(check.body.message).toBe(MSG.referralInvalid);
    const signup = await call(t, routes.signupOtp, {
      body: {
        fullName: 'Newcomer',
        phone: '9876543210',
        email: 'newcomer.closed@example.test',
        password: 'Strong@123',
        confirmPassword: 'Strong@123',
        referBy: member.referId,
        role_name: 'User',
        acceptTerms: true,
      },
      ip: nextClientIp(),
    });
    expect(signup.body.message).toBe(MSG.referralInvalid);
    const lookup = await call(t, routes.transferReceiver.member, {
      query: { receiverId: String(member.referId) },
      token: sponsor.token,
    });
    expect(lookup.status).toBe(404);
    expect(lookup.body.message).toBe(MSG.transferReceiverUnknown);
  });

  it('pays the closed member no direct, level or reward income', async () => {
    const earns = await createPackage(t, operator, { title: 'Close C', price: 100, yield: 10, maturity: 30 });
    await fundAndBuy(t, { member: sponsor, operator, packageId: earns, price: 100 });
    const before = await incomeOf(member.id);
    await fundAndBuy(t, { member: downline, operator, packageId: earns, price: 100 });
    expect((await call(t, routes.claimProfit.member, { token: downline.token })).status).toBe(200);
    expect(await incomeOf(member.id)).toBe(before);
    // The closed member's own orders were paid today, which alone would let it earn level income today; the
    // sponsor two levels up, holding an active order, still earns its level income on the downline's profit.
    const [level] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(incomes)
      .where(and(eq(incomes.userId, sponsor.id), eq(incomes.kind, 'level')));
    expect(level?.n).toBeGreaterThan(0);
  });

  it('shows the member as closed in the console', async () => {
    const detail = await call(t, routes.adminMember, { params: { _id: member.id }, token: operator });
    expect(detail.status).toBe(200);
    expect(dataOf(detail)).toMatchObject({ fullName: 'Closed member', closedAt: expect.any(String) });
  });
});

describe('closing with two-factor sign-in on', () => {
  it('asks for the code, refuses a wrong one, closes with the right one', async () => {
    const member = await signedInMember(t);
    const { secret } = await enableTwoFactor(t, member.token);
    expect((await close(member, { password: member.password })).body.message).toBe(MSG.twoFactorCodeRequired);
    expect((await close(member, { password: member.password, code: '000000' })).body.message).toBe(
      MSG.twoFactorCodeWrong,
    );
    const closed = await close(member, { password: member.password, code: codeNow(t, secret) });
    expect(closed.status, closed.body.message).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
  });

  it('refuses a vendor token (members only)', async () => {
    const vendor = await signedInMember(t, { role: 'Vendor' });
    expect((await close(vendor, { password: vendor.password })).status).toBe(403);
  });
});
