import { MSG, OTP_TTL_SECONDS, ROLE, routes, STATEMENT_CSV_HEADER } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterResponseSettled } from '../../../src/core/after-response';
import { queryRows } from '../../../src/db/query';
import { otps, transfers, users } from '../../../src/db/schema';
import { platformJobs, startTimerJobs } from '../../../src/jobs/background-jobs';
import { memberTransfer } from '../../../src/ledger/movements';
import { readOutbox } from '../../../src/lib/mailer';
import {
  call,
  countMails,
  createMember,
  dataOf,
  expectLedgerClean,
  get,
  newOperatorToken,
  readLatestOtp,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { postMovement } from '../../post-kit';
import { completedTransfer, creditIncome, requestTransfer } from '../../transfer-kit';
import { pendingWithdrawal } from '../../withdrawal-kit';

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;
const uid = (member: { referId: string | null }) => String(member.referId);
const request = (body: Record<string, unknown>, token: string) =>
  call(t, routes.walletTransfer.member, { body, token });
const verify = (body: Record<string, unknown>, token: string) =>
  call(t, routes.walletTransferVerify.member, { body, token });
const lookUp = (receiverId: string, token: string) =>
  call(t, routes.transferReceiver.member, { query: { receiverId }, token });
const wallets = async (member: Member) => {
  const profile = dataOf(await call(t, routes.profile.member, { token: member.token }));
  return { deposit: profile.balance, income: profile.earningbalance };
};
// Turning transfers on loosens a guarded setting: saveSettings has a second owner approve it.
const setSettings = async (body: Parameters<typeof saveSettings>[2]) => {
  const saved = await saveSettings(t, operator, body);
  expect(saved.status).toBe(200);
};
const outcome = (answer: { status: number; body: { message: string } }) => ({
  status: answer.status,
  message: answer.body.message,
});

async function senderWithIncome(amount: string) {
  const member = await signedInMember(t, { fullName: 'Asha Sender' });
  await creditIncome(t, { memberId: member.id, operator, amount });
  return member;
}

describe('GET transferReceiver', () => {
  it("answers the receiver's name and UID only, never the e-mail", async () => {
    const sender = await signedInMember(t);
    const receiver = await createMember(t, { fullName: 'Ravi Receiver' });
    const answer = await lookUp(uid(receiver).toLowerCase(), sender.token);
    expect(outcome(answer)).toEqual({ status: 200, message: MSG.transferReceiverFound });
    expect(answer.body.data).toEqual({ uid: uid(receiver), fullName: 'Ravi Receiver' });
    expect(JSON.stringify(answer.body)).not.toContain(receiver.email);
  });

  it('refuses an unknown UID, oneself, a blocked member and an operator, each with its message', async () => {
    const sender = await signedInMember(t);
    const blocked = await createMember(t);
    await t.ctx.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
    // Operators have no UID; even one given a code by hand is never a receiver.
    const anOperator = await createMember(t, { role: ROLE.admin });
    await t.ctx.db.update(users).set({ referId: 'OPER4TOR' }).where(eq(users.id, anOperator.id));
    const cases: [string, { status: number; message: string }][] = [
      ['', { status: 400, message: MSG.transferReceiverRequired }],
      ['   ', { status: 400, message: MSG.transferReceiverRequired }],
      ['NOSUCHUID', { status: 404, message: MSG.transferReceiverUnknown }],
      ['X'.repeat(40), { status: 400, message: MSG.transferReceiverUnknown }],
      ['OPER4TOR', { status: 404, message: MSG.transferReceiverUnknown }],
      [uid(sender), { status: 400, message: MSG.transferToSelf }],
      [uid(blocked), { status: 409, message: MSG.transferReceiverBlocked }],
    ];
    for (const [receiverId, expected] of cases) {
      expect(outcome(await lookUp(receiverId, sender.token)), receiverId).toEqual(expected);
    }
    const missing = await get(t, routes.transferReceiver.member.path, sender.token);
    expect(outcome(missing)).toEqual({ status: 400, message: MSG.transferReceiverRequired });
  });

  it('is rate-limited per member', async () => {
    const sender = await signedInMember(t);
    const receiver = await createMember(t);
    for (let index = 0; index < 60; index += 1) expect((await lookUp(uid(receiver), sender.token)).status).toBe(200);
    expect(outcome(await lookUp(uid(receiver), sender.token))).toEqual({ status: 429, message: MSG.rateLimited });
  });
});

describe('walletTransfer (step 1)', () => {
  it('answers each refusal with its message, mails nothing and stores nothing', async () => {
    const sender = await senderWithIncome('100');
    const receiver = await createMember(t);
    const blocked = await createMember(t);
    await t.ctx.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
    const to = uid(receiver);
    const cases: [Record<string, unknown>, { status: number; message: string }][] = [
      [{ amount: 5 }, { status: 400, message: MSG.transferReceiverRequired }],
      [{ receiverId: to }, { status: 400, message: MSG.amountRequired }],
      [
        { receiverId: to, amount: '' },
        { status: 400, message: MSG.amountRequired },
      ],
      [
        { receiverId: to, amount: 'ten' },
        { status: 400, message: MSG.amountInvalid },
      ],
      [
        { receiverId: to, amount: '1.0000001' },
        { status: 400, message: MSG.amountInvalid },
      ],
      [
        { receiverId: to, amount: -5 },
        { status: 400, message: MSG.amountInvalid },
      ],
      [
        { receiverId: to, amount: 0 },
        { status: 400, message: MSG.amountInvalid },
      ],
      [
        { receiverId: to, amount: 0.99 },
        { status: 400, message: 'Please enter an amount of at least 1' },
      ],
      [
        { receiverId: to, amount: 1_000_001 },
        { status: 400, message: 'Please enter amount up to 1,000,000' },
      ],
      [
        { receiverId: 'NOSUCHUID', amount: 5 },
        { status: 404, message: MSG.transferReceiverUnknown },
      ],
      [
        { receiverId: uid(sender), amount: 5 },
        { status: 400, message: MSG.transferToSelf },
      ],
      [
        { receiverId: uid(blocked), amount: 5 },
        { status: 409, message: MSG.transferReceiverBlocked },
      ],
      [
        { receiverId: to, amount: 100.01 },
        { status: 409, message: MSG.insufficientFunds },
      ],
    ];
    for (const [body, expected] of cases) {
      expect(outcome(await request(body, sender.token)), JSON.stringify(body)).toEqual(expected);
    }
    expect(await countMails(t, sender.email)).toBe(0);
    expect(await t.ctx.db.select().from(transfers).where(eq(transfers.senderId, sender.id))).toEqual([]);
  });

  it('follows the operator settings: off refuses every step, the minimum is theirs', async () => {
    const sender = await senderWithIncome('100');
    const receiver = await createMember(t);
    const open = await requestTransfer(t, { sender, receiverUid: uid(receiver), amount: 10 });
    try {
      await setSettings({ transfersEnabled: false });
      const off = { status: 403, message: MSG.transfersDisabled };
      expect(outcome(await request({ receiverId: uid(receiver), amount: 10 }, sender.token))).toEqual(off);
      expect(outcome(await lookUp(uid(receiver), sender.token))).toEqual(off);
      expect(outcome(await verify({ _id: open.id, otp: open.otp }, sender.token))).toEqual(off);
      await setSettings({ transfersEnabled: true, transferMinimum: 25 });
      expect(outcome(await request({ receiverId: uid(receiver), amount: 24.99 }, sender.token))).toEqual({
        status: 400,
        message: 'Please enter an amount of at least 25',
      });
      expect((await request({ receiverId: uid(receiver), amount: 25 }, sender.token)).status).toBe(200);
      const settings = dataOf(await call(t, routes.publicSettings, {}));
      expect(settings).toMatchObject({ transfersEnabled: true, transferMinimum: 25 });
    } finally {
      await setSettings({ transfersEnabled: true, transferMinimum: 1 });
    }
    // The code still works once transfers are back on.
    expect((await verify({ _id: open.id, otp: open.otp }, sender.token)).status).toBe(200);
  });

  it('stores an unverified transfer, names the receiver, mails the code and moves nothing', async () => {
    const sender = await senderWithIncome('100');
    const receiver = await signedInMember(t, { fullName: 'Meera Receiver' });
    const answer = await request({ receiverId: uid(receiver).toLowerCase(), amount: '12.345678' }, sender.token);
    expect(outcome(answer)).toEqual({ status: 200, message: MSG.transferOtpSent });
    const data = dataOf(answer);
    expect(data).toMatchObject({
      receiver: { uid: uid(receiver), fullName: 'Meera Receiver' },
      amount: 12.345678,
      status: 'unverified',
      verifiedAt: null,
    });
    expect(new Date(data.expiresAt).getTime() - new Date(data.createdAt).getTime()).toBe(OTP_TTL_SECONDS * 1000);
    expect(JSON.stringify(answer.body)).not.toContain(receiver.email);
    const [mail] = await readOutbox({ dir: t.outboxDir, to: sender.email, limit: 1 });
    expect(mail?.text).toContain('12.345678 USDT');
    expect(mail?.text).toContain(`Meera Receiver (UID ${uid(receiver)})`);
    expect(await wallets(sender)).toEqual({ deposit: 0, income: 100 });
    expect(await wallets(receiver)).toEqual({ deposit: 0, income: 0 });
  });

  it('works from a vendor account on the vendor twins', async () => {
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    await creditIncome(t, { memberId: vendor.id, operator, amount: '20' });
    const receiver = await signedInMember(t);
    const step1 = await call(t, routes.walletTransfer.vendor, {
      body: { receiverId: uid(receiver), amount: 20 },
      token: vendor.token,
    });
    expect(step1.status).toBe(200);
    const otp = await readLatestOtp(t, vendor.email);
    const step2 = await call(t, routes.walletTransferVerify.vendor, {
      body: { _id: dataOf(step1)._id, otp },
      token: vendor.token,
    });
    expect(outcome(step2)).toEqual({ status: 200, message: MSG.transferDone });
    expect(await wallets(receiver)).toEqual({ deposit: 20, income: 0 });
  });
});

describe('walletTransferVerify (step 2)', () => {
  it("moves the amount in one entry from the sender's income to the receiver's deposit wallet and mails a notice", async () => {
    const sender = await senderWithIncome('100');
    const receiver = await signedInMember(t, { fullName: 'Nila Receiver' });
    const { id, otp } = await requestTransfer(t, { sender, receiverUid: uid(receiver), amount: 30.5 });
    const answer = await verify({ _id: id, otp }, sender.token);
    expect(outcome(answer)).toEqual({ status: 200, message: MSG.transferDone });
    expect(dataOf(answer)).toMatchObject({ _id: id, status: 'success', amount: 30.5 });
    expect(dataOf(answer).verifiedAt).not.toBeNull();
    expect(await wallets(sender)).toEqual({ deposit: 0, income: 69.5 });
    expect(await wallets(receiver)).toEqual({ deposit: 30.5, income: 0 });

    const entries = await queryRows<{ kind: string; lines: number; platform: number }>(
      t.ctx.db,
      sql`select e.kind, count(p.id)::int as lines, count(a.id) filter (where a.owner_id is null)::int as platform
          from journal_entries e join postings p on p.entry_id = e.id join accounts a on a.id = p.account_id
          where e.idempotency_key = ${`transfer:${id}`} group by e.kind`,
    );
    expect(entries).toEqual([{ kind: 'transfer', lines: 2, platform: 0 }]);
    await afterResponseSettled();
    const [notice] = await readOutbox({ dir: t.outboxDir, to: receiver.email, limit: 1 });
    expect(notice?.subject).toBe('You received 30.50 USDT on NexaTech');
    expect(notice?.text).toContain(`“Asha Sender” (UID ${uid(sender)}, the name they chose)`);
    await expectLedgerClean(t);
  });

  it('a replay of a completed transfer moves nothing, through the API or the ledger', async () => {
    const sender = await senderWithIncome('50');
    const receiver = await signedInMember(t);
    const { id, otp } = await requestTransfer(t, { sender, receiverUid: uid(receiver), amount: 20 });
    expect((await verify({ _id: id, otp }, sender.token)).status).toBe(200);
    expect(outcome(await verify({ _id: id, otp }, sender.token))).toEqual({
      status: 409,
      message: MSG.transferAlreadyDone,
    });
    const [row] = await t.ctx.db.select().from(transfers).where(eq(transfers.id, id));
    if (!row) throw new Error('transfer missing');
    const again = await t.ctx.db.transaction(async (tx) =>
      postMovement(
        tx,
        await memberTransfer(tx, {
          transfer: row,
          senderUid: uid(sender),
          receiverUid: uid(receiver),
          now: new Date(),
        }),
      ),
    );
    expect(again.replayed).toBe(true);
    expect(await wallets(sender)).toEqual({ deposit: 0, income: 30 });
    expect(await wallets(receiver)).toEqual({ deposit: 20, income: 0 });
    await expectLedgerClean(t);
  });

  it("answers 404 for another member's transfer, even with its right code, and spends none of its tries", async () => {
    const sender = await senderWithIncome('50');
    const other = await signedInMember(t);
    const receiver = await createMember(t);
    const { id, otp } = await requestTransfer(t, { sender, receiverUid: uid(receiver), amount: 10 });
    for (const body of [
      { _id: id, otp },
      { _id: '00000000-0000-4000-8000-000000000000', otp },
    ]) {
      expect(outcome(await verify(body, other.token))).toEqual({ status: 404, message: MSG.transferNotFound });
    }
    expect(outcome(await verify({ _id: 'not-an-id', otp }, sender.token))).toEqual({
      status: 400,
      message: MSG.transferNotFound,
    });
    expect(outcome(await verify({ _id: id }, sender.token))).toEqual({
      status: 400,
      message: MSG.otpRequiredWithdrawal,
    });
    expect(outcome(await verify({ _id: id, otp: '12ab' }, sender.token))).toEqual({
      status: 400,
      message: MSG.otpInvalidFormat,
    });
    const [code] = await t.ctx.db
      .select()
      .from(otps)
      .where(eq(otps.purpose, `transfer:${id}`));
    expect(code?.attempts).toBe(0);
    expect(await wallets(sender)).toEqual({ deposit: 0, income: 50 });
    expect((await verify({ _id: id, otp }, sender.token)).status).toBe(200);
  });

  it('counts wrong codes and burns the code after five, as withdrawals do', async () => {
    const sender = await senderWithIncome('50');
    const receiver = await createMember(t);
    const { id, otp } = await requestTransfer(t, { sender, receiverUid: uid(receiver), amount: 10 });
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      messages.push((await verify({ _id: id, otp: wrong }, sender.token)).body.message);
    }
    expect(messages).toEqual([MSG.otpWrong, MSG.otpWrong, MSG.otpWrong, MSG.otpWrong, MSG.otpBurnt]);
    expect(outcome(await verify({ _id: id, otp }, sender.token))).toEqual({ status: 400, message: MSG.otpBurnt });
    expect(await wallets(sender)).toEqual({ deposit: 0, income: 50 });
  });

  it('refuses an expired transfer even with the right code, and forgets it in the background', async () => {
    const sender = await senderWithIncome('50');
    const receiver = await createMember(t);
    const done = await completedTransfer(t, { sender, receiverUid: uid(receiver), amount: 5 });
    const { id, otp } = await requestTransfer(t, { sender, receiverUid: uid(receiver), amount: 10 });
    t.clock.advanceSeconds(OTP_TTL_SECONDS + 1);
    expect(outcome(await verify({ _id: id, otp }, sender.token))).toEqual({
      status: 400,
      message: MSG.transferExpired,
    });
    expect(await wallets(sender)).toEqual({ deposit: 0, income: 45 });
    const jobs = startTimerJobs(platformJobs(t.ctx), t.app.log);
    await jobs.runNow('withdrawal-request-expiry');
    await jobs.stop();
    const rows = await t.ctx.db.select().from(transfers).where(eq(transfers.senderId, sender.id));
    expect(rows.map((row) => row.id)).toEqual([done]);
    expect(
      await t.ctx.db
        .select()
        .from(otps)
        .where(eq(otps.purpose, `transfer:${id}`)),
    ).toEqual([]);
  });

  it('checks the wallet again at verify: money spent since step 1 refuses it and keeps its code', async () => {
    const sender = await senderWithIncome('40');
    const receiver = await createMember(t);
    const { id, otp } = await requestTransfer(t, { sender, receiverUid: uid(receiver), amount: 20 });
    await pendingWithdrawal(t, { member: sender, amount: 30 });
    expect(outcome(await verify({ _id: id, otp }, sender.token))).toEqual({
      status: 409,
      message: MSG.insufficientFunds,
    });
    const [row] = await t.ctx.db.select().from(transfers).where(eq(transfers.id, id));
    expect(row?.status).toBe('unverified');
    // Rolled back whole, the code included: with the money back it goes through.
    await creditIncome(t, { memberId: sender.id, operator, amount: '10' });
    expect((await verify({ _id: id, otp }, sender.token)).status).toBe(200);
    expect(await wallets(sender)).toEqual({ deposit: 0, income: 0 });
    await expectLedgerClean(t);
  });

  it('refuses a receiver blocked since step 1', async () => {
    const sender = await senderWithIncome('40');
    const receiver = await signedInMember(t);
    const { id, otp } = await requestTransfer(t, { sender, receiverUid: uid(receiver), amount: 20 });
    const blocked = await call(t, routes.adminMemberBlock, {
      params: { _id: receiver.id },
      body: { reason: 'Transfer test' },
      token: operator,
    });
    expect(blocked.status).toBe(200);
    expect(outcome(await verify({ _id: id, otp }, sender.token))).toEqual({
      status: 409,
      message: MSG.transferReceiverBlocked,
    });
    expect(await wallets(sender)).toEqual({ deposit: 0, income: 40 });
  });
});

describe('statement', () => {
  it("shows the transfer on both members' statements with the other member's UID, in JSON and CSV", async () => {
    const sender = await senderWithIncome('80');
    const receiver = await signedInMember(t);
    const id = await completedTransfer(t, { sender, receiverUid: uid(receiver), amount: '25.5' });
    const sent = dataOf(await call(t, routes.statement.member, { query: { wallet: 'income' }, token: sender.token }));
    expect(sent.docs[0]).toMatchObject({
      kind: 'transfer',
      label: 'Transfer sent',
      reference: uid(receiver),
      amount: -25.5,
      balance: 54.5,
    });
    const got = dataOf(await call(t, routes.statement.member, { query: { wallet: 'deposit' }, token: receiver.token }));
    expect(got.docs).toHaveLength(1);
    expect(got.docs[0]).toMatchObject({
      kind: 'transfer',
      label: 'Transfer received',
      reference: uid(sender),
      amount: 25.5,
      balance: 25.5,
    });
    const csv = await t.app.inject({
      method: 'GET',
      url: `${routes.statementCsv.member.path}?wallet=deposit`,
      headers: { authorization: `Bearer ${receiver.token}` },
    });
    const lines = csv.body.trim().split(/\r\n/);
    expect(lines[0]).toBe(STATEMENT_CSV_HEADER);
    expect(lines[1]).toMatch(new RegExp(`,Transfer received,transfer,${uid(sender)},25\\.50,25\\.50$`));
    const sentCsv = await t.app.inject({
      method: 'GET',
      url: `${routes.statementCsv.member.path}?wallet=income`,
      headers: { authorization: `Bearer ${sender.token}` },
    });
    expect(sentCsv.body).toContain(`,Transfer sent,transfer,${uid(receiver)},-25.50,54.50`);
    expect(id).toBeTruthy();
  });
});
