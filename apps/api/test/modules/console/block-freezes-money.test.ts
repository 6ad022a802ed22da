import { MSG, routes, transferBody, transferVerifyBody } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../../src/db/client';
import { auditLog, payouts, withdrawals } from '../../../src/db/schema';
import { markMemberBlocked } from '../../../src/modules/console/members.repository';
import {
  ensureWallet,
  lockWallet,
  memberStopsSigning,
  queueEligible,
  storeSigned,
} from '../../../src/modules/payouts/payouts.repository';
import * as transfers from '../../../src/modules/transfers/transfers.service';
import {
  call,
  dataOf,
  loginToken,
  newOperatorToken,
  nextClientIp,
  randomTxHash,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { creditIncome, requestTransfer, verifyTransfer } from '../../transfer-kit';
import { newRequestWindow, pendingWithdrawal } from '../../withdrawal-kit';

// A block freezes the member's money (docs/decisions/025-automatic-payouts.md#a-block-freezes-money): the payout engine
// takes nothing of theirs, what it queued and did not sign goes back to operators in the block's transaction, a payout
// signed before the block is left to be followed to its end, operators neither approve nor pay (rejecting stays open),
// transfers out are refused at the service, and unblocking restores all of it. The chain's side, a real node, is
// test/chain/automatic-payouts.test.ts.
const t = useTestApp();
/** Credits income (an adjustment); the other operators' four eyes never count what it moved. */
let funder: string;
let operator: string;
let second: string;
const WALLET = { wallet: '0x00000000000000000000000000000000000000a1', chainId: 31_337 };
const MUCH = 10n ** 15n;

beforeAll(async () => {
  funder = await newOperatorToken(t);
  operator = await newOperatorToken(t);
  second = await newOperatorToken(t);
  await ensureWallet(t.ctx.db, { ...WALLET, chainNonce: 7n });
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function memberWithIncome(amount = '500') {
  const member = await signedInMember(t);
  await creditIncome(t, { memberId: member.id, operator: funder, amount });
  return member;
}

async function pending(member: Member, amount: number) {
  await newRequestWindow(t);
  return pendingWithdrawal(t, { member, amount });
}

/** One run of the engine's queueing, as runPayouts does it under the wallet's lock, with limits nothing here reaches. */
function queue() {
  return t.ctx.db.transaction(async (tx) => {
    await lockWallet(tx, WALLET);
    return queueEligible(tx, {
      ...WALLET,
      maximumMicros: MUCH,
      approvalAboveMicros: MUCH,
      dailyLimitMicros: MUCH,
      day: '2026-11-21',
      now: t.clock.now(),
    });
  });
}

/** Signs the queued payout of `withdrawalId` as the engine stores it (the bytes themselves do not matter here). */
function sign(withdrawalId: string) {
  return t.ctx.db.transaction(async (tx) => {
    const { nextNonce } = await lockWallet(tx, WALLET);
    const [payout] = await tx.select().from(payouts).where(eq(payouts.withdrawalId, withdrawalId));
    if (!payout) throw new Error(`withdrawal ${withdrawalId} has no payout`);
    const hash = randomTxHash();
    return storeSigned(tx, {
      ...WALLET,
      payout,
      nonce: nextNonce,
      txHash: hash,
      rawTx: '0x00',
      gasPriceWei: 1n,
      now: t.clock.now(),
    });
  });
}

async function stateOf(withdrawalId: string) {
  const [payout] = await t.ctx.db.select().from(payouts).where(eq(payouts.withdrawalId, withdrawalId));
  const [withdrawal] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
  return { payout, withdrawal };
}

const block = (member: Member) =>
  call(t, routes.adminMemberBlock, { params: { _id: member.id }, body: { reason: 'Account stolen' }, token: second });
const unblock = (member: Member) => call(t, routes.adminMemberUnblock, { params: { _id: member.id }, token: second });
const pay = (id: string, token = operator) =>
  call(t, routes.adminWithdrawalPay, { params: { _id: id }, body: { transactionHash: randomTxHash() }, token });
const approve = (id: string, token = operator) =>
  call(t, routes.adminWithdrawalApprove, { params: { _id: id }, token });
const reject = (id: string) =>
  call(t, routes.adminWithdrawalReject, { params: { _id: id }, body: { reason: 'Account stolen' }, token: operator });

async function rowOf(id: string) {
  const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
  const row = list.docs.find((each) => each._id === id);
  if (!row) throw new Error(`withdrawal ${id} is not listed`);
  return row;
}

async function blockAudit(member: Member) {
  const [row] = await t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'member.block'), eq(auditLog.targetId, member.id)));
  return row?.details;
}

async function incomeOf(member: Member) {
  const detail = dataOf(await call(t, routes.adminMember, { params: { _id: member.id }, token: operator }));
  return detail.incomeBalance;
}

describe('the payout engine and a block', () => {
  it("skips a blocked member's withdrawals, and takes them again once the member is unblocked", async () => {
    const member = await memberWithIncome();
    const id = await pending(member, 100);
    expect((await block(member)).status).toBe(200);

    await queue();
    expect(await stateOf(id)).toMatchObject({ payout: undefined, withdrawal: { payoutQueuedAt: null } });

    expect((await unblock(member)).status).toBe(200);
    await queue();
    expect((await stateOf(id)).payout?.state).toBe('queued');
  });

  it('hands a queued payout back to operators in the block itself, and counts it in the audit', async () => {
    const member = await memberWithIncome();
    const id = await pending(member, 100);
    await queue();
    expect((await stateOf(id)).payout?.state).toBe('queued');

    const blocked = await block(member);
    expect(blocked.status, blocked.body.message).toBe(200);
    expect(dataOf(blocked).payoutsInFlight).toBe(0);
    expect(await stateOf(id)).toMatchObject({
      payout: undefined,
      withdrawal: { status: 'pending', payoutQueuedAt: null },
    });
    expect(await blockAudit(member)).toEqual({
      reason: 'Account stolen',
      payoutsHandedBack: 1,
      payoutsAlreadySent: 0,
    });
    // Back with operators, who see why it cannot be paid.
    expect(await rowOf(id)).toMatchObject({
      memberBlocked: true,
      canPay: false,
      cannotPayReason: MSG.withdrawalMemberBlocked,
      payout: null,
    });

    // Rejecting returns the money to the member's wallet, frozen there with the rest.
    const before = await incomeOf(member);
    const rejected = await reject(id);
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(await incomeOf(member)).toBe(before + 100);
  });

  it('leaves a payout signed before the block to be followed to its end, and says so', async () => {
    const member = await memberWithIncome();
    const id = await pending(member, 100);
    await queue();
    expect((await sign(id))?.state).toBe('signed');

    const blocked = await block(member);
    expect(dataOf(blocked).payoutsInFlight).toBe(1);
    expect(await blockAudit(member)).toEqual({
      reason: 'Account stolen',
      payoutsHandedBack: 0,
      payoutsAlreadySent: 1,
    });
    const { payout, withdrawal } = await stateOf(id);
    expect(payout?.state).toBe('signed');
    expect(withdrawal?.payoutQueuedAt).not.toBeNull();
    expect(await rowOf(id)).toMatchObject({
      memberBlocked: true,
      canPay: false,
      cannotPayReason: MSG.withdrawalSentBeforeBlock,
    });
    // Its USDT may be on its way: neither paid by hand nor refunded.
    expect(await pay(id)).toMatchObject({ status: 409, body: { message: MSG.withdrawalSentBeforeBlock } });
    expect(await reject(id)).toMatchObject({ status: 409, body: { message: MSG.withdrawalSentBeforeBlock } });
  });
});

describe("operators and a blocked member's withdrawals", () => {
  it('refuse approval and payment until the member is unblocked, then allow both', async () => {
    const member = await memberWithIncome();
    // Lowering the approval limit tightens a control: it applies at once.
    expect((await saveSettings(t, operator, { payoutApprovalAbove: 150 })).status).toBe(200);
    const small = await pending(member, 60);
    const large = await pending(member, 200);
    expect((await block(member)).status).toBe(200);

    expect(await rowOf(small)).toMatchObject({ canPay: false, cannotPayReason: MSG.withdrawalMemberBlocked });
    expect(await pay(small)).toMatchObject({ status: 409, body: { message: MSG.withdrawalMemberBlocked } });
    expect(await approve(large)).toMatchObject({ status: 409, body: { message: MSG.withdrawalMemberBlocked } });
    const [untouched] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, large));
    expect(untouched).toMatchObject({ status: 'pending', approvedBy: null });

    expect((await unblock(member)).status).toBe(200);
    expect(await rowOf(small)).toMatchObject({ memberBlocked: false, canPay: true, cannotPayReason: null });
    const paid = await pay(small);
    expect(paid.status, paid.body.message).toBe(200);
    const approved = await approve(large);
    expect(approved.status, approved.body.message).toBe(200);
    const paidLarge = await pay(large, second);
    expect(paidLarge.status, paidLarge.body.message).toBe(200);
    // Back to the default for the credits of the tests below (raising it waits for a second owner, who approves).
    expect((await saveSettings(t, operator, { payoutApprovalAbove: 1000 })).status).toBe(200);
  });
});

describe('transfers out of a blocked account', () => {
  it('are refused at the service, also one already waiting for its code, and go through once unblocked', async () => {
    const sender = await memberWithIncome('100');
    const receiver = await signedInMember(t);
    const waiting = await requestTransfer(t, { sender, receiverUid: String(receiver.referId), amount: 40 });
    expect((await block(sender)).status).toBe(200);

    // The block ended the sender's sessions; the rule holds at the service whatever reaches it.
    const log = t.app.log;
    await expect(
      transfers.verifyTransfer(t.ctx, {
        userId: sender.id,
        ip: nextClientIp(),
        body: transferVerifyBody.parse({ _id: waiting.id, otp: waiting.otp }),
        log,
        from: { client: {}, log },
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: MSG.transferSenderBlocked });
    await expect(
      transfers.requestTransfer(t.ctx, {
        userId: sender.id,
        ip: nextClientIp(),
        body: transferBody.parse({ receiverId: String(receiver.referId), amount: 10 }),
        from: { client: {}, log },
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: MSG.transferSenderBlocked });
    expect(await incomeOf(sender)).toBe(100);

    // Unblocked and signed in again, the same code still confirms the waiting transfer: the refusal kept it.
    expect((await unblock(sender)).status).toBe(200);
    const token = await loginToken(t, sender);
    const verified = await verifyTransfer(t, { token, id: waiting.id, otp: waiting.otp });
    expect(verified.status, verified.body.message).toBe(200);
    expect(await incomeOf(sender)).toBe(60);
  });
});

// Only PostgreSQL runs two transactions at once: these hold one open while the other runs.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a block racing the engine and a transfer', () => {
  /** Runs `holder` in a transaction kept open until `whileHeld` has run (or waited 1.5 s), then commits it. */
  async function whileHeld<T>(holder: (tx: Tx) => Promise<unknown>, work: () => Promise<T>) {
    let held!: () => void;
    let release!: () => void;
    const isHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holding = t.ctx.db.transaction(async (tx) => {
      await holder(tx);
      held();
      await released;
    });
    await isHeld;
    const running = work();
    const waited = await Promise.race([
      running.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 1500)),
    ]);
    release();
    await holding;
    return { waited, result: await running };
  }

  it('the engine waits for a block under way and then does not sign', async () => {
    const member = await memberWithIncome();
    const id = await pending(member, 100);
    await queue();
    const [payout] = await t.ctx.db.select().from(payouts).where(eq(payouts.withdrawalId, id));
    if (!payout) throw new Error('not queued');

    const { waited, result } = await whileHeld(
      (tx) => markMemberBlocked(tx, { userId: member.id, reason: 'Account stolen', now: t.clock.now() }),
      () =>
        t.ctx.db.transaction(async (tx) => {
          await lockWallet(tx, WALLET);
          return memberStopsSigning(tx, payout, t.clock.now());
        }),
    );
    expect(waited).toBe(true);
    expect(result).toBe('member blocked');
  });

  it('a block waits for a signature under way, then counts its payout as sent', async () => {
    const member = await memberWithIncome();
    const id = await pending(member, 100);
    await queue();
    const [payout] = await t.ctx.db.select().from(payouts).where(eq(payouts.withdrawalId, id));
    if (!payout) throw new Error('not queued');

    const { waited, result } = await whileHeld(
      async (tx) => {
        const { nextNonce } = await lockWallet(tx, WALLET);
        expect(await memberStopsSigning(tx, payout, t.clock.now())).toBeNull();
        await storeSigned(tx, {
          ...WALLET,
          payout,
          nonce: nextNonce,
          txHash: randomTxHash(),
          rawTx: '0x00',
          gasPriceWei: 1n,
          now: t.clock.now(),
        });
      },
      () => block(member),
    );
    expect(waited).toBe(true);
    expect(result.status).toBe(200);
    expect(await blockAudit(member)).toMatchObject({ payoutsHandedBack: 0, payoutsAlreadySent: 1 });
    expect((await stateOf(id)).payout?.state).toBe('signed');
  });

  it("an operator's payment and approval wait for a block under way and are then refused", async () => {
    const member = await memberWithIncome();
    const toPay = await pending(member, 60);
    const toApprove = await pending(member, 70);

    const { waited, result } = await whileHeld(
      (tx) => markMemberBlocked(tx, { userId: member.id, reason: 'Account stolen', now: t.clock.now() }),
      () => Promise.all([pay(toPay), approve(toApprove)]),
    );
    expect(waited).toBe(true);
    expect(result.map((answer) => [answer.status, answer.body.message])).toEqual([
      [409, MSG.withdrawalMemberBlocked],
      [409, MSG.withdrawalMemberBlocked],
    ]);
    const rows = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.userId, member.id));
    expect(rows.map((row) => [row.status, row.approvedBy])).toEqual([
      ['pending', null],
      ['pending', null],
    ]);
  });

  it("a transfer's verify waits for a block under way and is then refused", async () => {
    const sender = await memberWithIncome('100');
    const receiver = await signedInMember(t);
    const waiting = await requestTransfer(t, { sender, receiverUid: String(receiver.referId), amount: 40 });

    const { waited, result } = await whileHeld(
      (tx) => markMemberBlocked(tx, { userId: sender.id, reason: 'Account stolen', now: t.clock.now() }),
      () => verifyTransfer(t, { token: sender.token, id: waiting.id, otp: waiting.otp }),
    );
    expect(waited).toBe(true);
    expect(result).toMatchObject({ status: 409, body: { message: MSG.transferSenderBlocked } });
    expect(await incomeOf(sender)).toBe(100);
    await t.ctx.db.execute(sql`update users set blocked_at = null, blocked_reason = null where id = ${sender.id}`);
  });
});
