import { MSG, ROLE, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payoutWallets, settingChanges, users } from '../../src/db/schema';
import { runPayouts } from '../../src/modules/payouts/payout-engine';
import { lockWallet, queueEligible } from '../../src/modules/payouts/payouts.repository';
import {
  call,
  createMember,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  operatorToken,
  signedInMember,
  useTestApp,
} from '../helper';
import { creditIncome } from '../transfer-kit';
import { earnIncome } from '../withdrawal-kit';
import { type LocalChain, startLocalChain } from './local-chain';
import {
  HOT_KEY,
  HOT_WALLET,
  hotWalletEnv,
  newRecipient,
  payoutOf,
  pendingWithdrawalTo,
  spendNonceZero,
  transfersTo,
  turnOnAutomaticPayouts,
} from './payout-kit';

// The payout engine on a real local node: it pays what is within its limits exactly once, leaves the rest to
// operators, and the withdrawal is paid only once the transfer is final.
let chain: LocalChain;
let usdt: Address;
let env: Awaited<ReturnType<typeof hotWalletEnv>>;
const CONFIRMATIONS = 3;

beforeAll(async () => {
  chain = await startLocalChain();
  usdt = await chain.deployToken(18);
  await chain.mint(usdt, HOT_WALLET, '100000');
  // The local node would mine a resent nonce-0 transaction again: a real node refuses it (payout-kit).
  await spendNonceZero(chain, HOT_KEY);
  env = await hotWalletEnv(chain.rpcUrl);
});
afterAll(() => chain.close());

const t = useTestApp(() => ({ env }));
let operator: string;
let member: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  member = await signedInMember(t);
  await earnIncome(t, { member, operator, amount: 5000 });
  await turnOnAutomaticPayouts(t, operator, {
    usdt,
    treasury: chain.addresses[1] as Address,
    confirmations: CONFIRMATIONS,
    maximum: 200,
  });
});

describe('automatic payouts', () => {
  it('pays a withdrawal within the maximum once, and records it paid only when final', async () => {
    const to = newRecipient();
    const id = await pendingWithdrawalTo(t, { member, amount: 100, address: to });
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 1, signed: 1, waiting: null });
    const sent = await payoutOf(t, id);
    expect(sent.payout).toMatchObject({ state: 'broadcast', recipient: to });
    expect(sent.withdrawal?.status).toBe('pending');
    expect(await transfersTo(chain, usdt, to)).toEqual(['95']);

    // Operators can neither pay nor reject it while it is on its way.
    const pay = await call(t, routes.adminWithdrawalPay, {
      params: { _id: id },
      body: { transactionHash: `0x${'cd'.repeat(32)}` },
      token: operator,
    });
    expect(pay).toMatchObject({ status: 409, body: { message: MSG.withdrawalPayingAutomatically } });
    const reject = await call(t, routes.adminWithdrawalReject, {
      params: { _id: id },
      body: { reason: 'no' },
      token: operator,
    });
    expect(reject).toMatchObject({ status: 409, body: { message: MSG.withdrawalPayingAutomatically } });

    await runPayouts(t.ctx);
    expect((await payoutOf(t, id)).withdrawal?.status).toBe('pending');
    await chain.mine(CONFIRMATIONS);
    expect(await runPayouts(t.ctx)).toMatchObject({ confirmed: 1 });
    const paid = await payoutOf(t, id);
    const hash = sent.transactions[0]?.txHash;
    expect(paid.payout).toMatchObject({ state: 'confirmed', minedHash: hash });
    expect(paid.withdrawal).toMatchObject({ status: 'success', payoutTxHash: hash });
    await runPayouts(t.ctx);
    expect(await transfersTo(chain, usdt, to)).toEqual(['95']);

    const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'success' }, token: operator }));
    expect(list.docs.find((row) => row._id === id)?.payout).toMatchObject({
      state: 'confirmed',
      transactionHashes: [hash],
      minedHash: hash,
    });
    await expectLedgerClean(t);
  });

  it('leaves a withdrawal above the maximum to operators', async () => {
    const to = newRecipient();
    const id = await pendingWithdrawalTo(t, { member, amount: 300, address: to });
    await runPayouts(t.ctx);
    expect((await payoutOf(t, id)).payout).toBeUndefined();
    expect(await transfersTo(chain, usdt, to)).toEqual([]);
    const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
    expect(list.docs.find((row) => row._id === id)).toMatchObject({ canPay: true, payout: null });
  });
});

// A block freezes the member's money (docs/decisions/025-automatic-payouts.md#a-block-freezes-money). Before the
// pausing tests, which leave payouts paused: every withdrawal these leave pending is a blocked member's, which the
// engine does not take.
describe('blocking a member', () => {
  type Member = Awaited<ReturnType<typeof signedInMember>>;
  const blockMember = (who: Member) =>
    call(t, routes.adminMemberBlock, { params: { _id: who.id }, body: { reason: 'Account stolen' }, token: operator });

  async function memberWithIncome() {
    const who = await signedInMember(t);
    await creditIncome(t, { memberId: who.id, operator, amount: '500' });
    return who;
  }

  /**
   * Queues what the engine may pay, as a run that stopped before signing leaves it (a crash, a USDT shortfall), within
   * the maximum turned on above: the withdrawal left to operators stays theirs.
   */
  async function queueOnly() {
    const [wallet] = await t.ctx.db.select().from(payoutWallets);
    if (!wallet) throw new Error('the engine has not run');
    await t.ctx.db.transaction(async (tx) => {
      await lockWallet(tx, wallet);
      await queueEligible(tx, {
        ...wallet,
        maximumMicros: 200_000_000n,
        approvalAboveMicros: 1_000_000_000n,
        dailyLimitMicros: 1_000_000_000_000n,
        day: '2000-01-01',
        now: t.clock.now(),
      });
    });
  }

  async function auditOf(action: string, targetId: string) {
    return t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
  }

  it('hands a queued payout back and sends nothing; unblocked, the engine pays it', async () => {
    const victim = await memberWithIncome();
    const to = newRecipient();
    const id = await pendingWithdrawalTo(t, { member: victim, amount: 100, address: to });
    await queueOnly();
    expect((await payoutOf(t, id)).payout?.state).toBe('queued');

    const blocked = await blockMember(victim);
    expect(blocked.status, blocked.body.message).toBe(200);
    expect((await auditOf('member.block', victim.id))[0]?.details).toMatchObject({
      payoutsHandedBack: 1,
      payoutsAlreadySent: 0,
    });
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 0, signed: 0, waiting: null });
    await chain.mine(CONFIRMATIONS);
    await runPayouts(t.ctx);
    expect(await transfersTo(chain, usdt, to)).toEqual([]);
    const handedBack = await payoutOf(t, id);
    expect(handedBack.payout).toBeUndefined();
    expect(handedBack.withdrawal).toMatchObject({ status: 'pending', payoutQueuedAt: null });
    const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
    expect(list.docs.find((row) => row._id === id)).toMatchObject({
      memberBlocked: true,
      canPay: false,
      cannotPayReason: MSG.withdrawalMemberBlocked,
    });

    const unblocked = await call(t, routes.adminMemberUnblock, { params: { _id: victim.id }, token: operator });
    expect(unblocked.status).toBe(200);
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 1, signed: 1, waiting: null });
    await chain.mine(CONFIRMATIONS);
    expect(await runPayouts(t.ctx)).toMatchObject({ confirmed: 1 });
    expect((await payoutOf(t, id)).withdrawal?.status).toBe('success');
    expect(await transfersTo(chain, usdt, to)).toEqual(['95']);
  });

  it('never signs a payout queued before the block committed: it hands it back when it comes to sign it', async () => {
    const victim = await memberWithIncome();
    const to = newRecipient();
    const id = await pendingWithdrawalTo(t, { member: victim, amount: 100, address: to });
    await queueOnly();
    // A run that read the member before the block committed queued it after the block's hand-back looked: the block
    // is on the member's row and the payout is still queued (test/modules/console/block-freezes-money.test.ts holds
    // the two transactions open against each other on PostgreSQL).
    await t.ctx.db
      .update(users)
      .set({ blockedAt: t.clock.now(), blockedReason: 'Account stolen' })
      .where(eq(users.id, victim.id));

    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: null });
    await chain.mine(CONFIRMATIONS);
    await runPayouts(t.ctx);
    expect(await transfersTo(chain, usdt, to)).toEqual([]);
    const handedBack = await payoutOf(t, id);
    expect(handedBack.payout).toBeUndefined();
    expect(handedBack.withdrawal).toMatchObject({ status: 'pending', payoutQueuedAt: null });
    expect(await auditOf('payout.handBack', id)).toMatchObject([
      { actorId: null, details: { reason: 'member blocked' } },
    ]);

    // Rejecting stays open: the amount goes back to the blocked member's wallet.
    const rejected = await call(t, routes.adminWithdrawalReject, {
      params: { _id: id },
      body: { reason: 'Account stolen' },
      token: operator,
    });
    expect(rejected.status, rejected.body.message).toBe(200);
  });

  it('follows a payout sent before the block to its end, once, and the console says so', async () => {
    const victim = await memberWithIncome();
    const to = newRecipient();
    const id = await pendingWithdrawalTo(t, { member: victim, amount: 100, address: to });
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 1, signed: 1 });
    expect((await payoutOf(t, id)).payout?.state).toBe('broadcast');

    const blocked = await blockMember(victim);
    expect(dataOf(blocked).payoutsInFlight).toBe(1);
    expect((await auditOf('member.block', victim.id))[0]?.details).toMatchObject({
      payoutsHandedBack: 0,
      payoutsAlreadySent: 1,
    });
    const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
    expect(list.docs.find((row) => row._id === id)).toMatchObject({
      memberBlocked: true,
      canPay: false,
      cannotPayReason: MSG.withdrawalSentBeforeBlock,
      payout: { state: 'broadcast' },
    });

    await chain.mine(CONFIRMATIONS);
    expect(await runPayouts(t.ctx)).toMatchObject({ confirmed: 1 });
    expect((await payoutOf(t, id)).withdrawal?.status).toBe('success');
    await runPayouts(t.ctx);
    expect(await transfersTo(chain, usdt, to)).toEqual(['95']);
    const detail = dataOf(await call(t, routes.adminMember, { params: { _id: victim.id }, token: operator }));
    expect(detail).toMatchObject({ blocked: true, payoutsInFlight: 0 });
  });
});

describe('turning it on and pausing it', () => {
  const asRole = async (operatorRole: 'finance' | 'support') =>
    operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole }));

  it('lets finance pause at once, refuses support, and makes resuming wait for a second owner', async () => {
    const support = await asRole('support');
    expect((await call(t, routes.adminPayoutsPause, { token: support })).status).toBe(403);

    const finance = await asRole('finance');
    const paused = await call(t, routes.adminPayoutsPause, { token: finance });
    expect(paused).toMatchObject({
      status: 200,
      body: { message: MSG.automaticPayoutsPaused, data: { paused: true } },
    });
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audits.at(-1)?.details).toMatchObject({ autoPayoutsPaused: { from: false, to: true } });

    // Paused, nothing new is taken: the withdrawal stays with operators.
    const to = newRecipient();
    const id = await pendingWithdrawalTo(t, { member, amount: 50, address: to });
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 0, signed: 0, waiting: 'paused' });
    expect((await payoutOf(t, id)).payout).toBeUndefined();
    const health = dataOf(await call(t, routes.adminPayouts, { token: finance }));
    expect(health).toMatchObject({ mode: 'automatic', paused: true, waitingReason: 'paused', wallet: HOT_WALLET });

    const resume = await call(t, routes.adminSettingsUpdate, { body: { autoPayoutsPaused: false }, token: operator });
    expect(resume.status).toBe(202);
    expect(dataOf(await call(t, routes.adminPayouts, { token: operator })).paused).toBe(true);
    const [change] = await t.ctx.db.select().from(settingChanges).where(eq(settingChanges.status, 'pending'));
    const second = await newOperatorToken(t);
    const approved = await call(t, routes.adminSettingChangeApprove, {
      params: { _id: change?.id ?? '' },
      token: second,
    });
    expect(approved.status, approved.body.message).toBe(200);

    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 1, signed: 1, waiting: null });
    await chain.mine(CONFIRMATIONS);
    await runPayouts(t.ctx);
    expect((await payoutOf(t, id)).withdrawal?.status).toBe('success');
    expect(await transfersTo(chain, usdt, to)).toEqual(['47.5']);
  });

  it('makes the payout mode a change for two owners', async () => {
    const off = await call(t, routes.adminSettingsUpdate, { body: { payoutMode: 'manual' }, token: operator });
    expect(off.status).toBe(202);
    expect(dataOf(await call(t, routes.adminSettings, { token: operator })).payoutMode).toBe('automatic');
    const [change] = await t.ctx.db.select().from(settingChanges).where(eq(settingChanges.status, 'pending'));
    await call(t, routes.adminSettingChangeReject, {
      params: { _id: change?.id ?? '' },
      body: { reason: 'Payouts stay automatic' },
      token: await newOperatorToken(t),
    });
  });

  it('hands a queued payout back to operators when payouts are paused before it is signed', async () => {
    const id = await pendingWithdrawalTo(t, { member, amount: 60, address: newRecipient() });
    // Queued by a run that stopped before signing (a crash, or a USDT shortfall that makes the queue wait).
    const [wallet] = await t.ctx.db.select().from(payoutWallets);
    if (!wallet) throw new Error('the engine has not run');
    await t.ctx.db.transaction(async (tx) => {
      await lockWallet(tx, wallet);
      await queueEligible(tx, {
        ...wallet,
        maximumMicros: 1_000_000_000n,
        approvalAboveMicros: 1_000_000_000n,
        dailyLimitMicros: 1_000_000_000_000n,
        day: '2000-01-01',
        now: t.clock.now(),
      });
    });
    expect((await payoutOf(t, id)).payout?.state).toBe('queued');

    await call(t, routes.adminPayoutsPause, { token: operator });
    expect(await runPayouts(t.ctx)).toMatchObject({ waiting: 'paused' });
    const released = await payoutOf(t, id);
    expect(released.payout).toBeUndefined();
    expect(released.withdrawal?.payoutQueuedAt).toBeNull();
    const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
    expect(list.docs.find((row) => row._id === id)).toMatchObject({ canPay: true, payout: null });
  });
});
