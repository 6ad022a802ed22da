import { ROLE, routes } from '@app/contract';
import type { Address, Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerReconciliations } from '../../src/db/schema';
import { runPayouts } from '../../src/modules/payouts/payout-engine';
import {
  call,
  createMember,
  dataOf,
  expectLedgerClean,
  newOperatorToken,
  operatorToken,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../helper';
import { earnIncome } from '../withdrawal-kit';
import { type LocalChain, startLocalChain } from './local-chain';
import {
  hotWalletEnv,
  newKey,
  newRecipient,
  payoutOf,
  pendingWithdrawalTo,
  spendNonceZero,
  transfersTo,
  turnOnAutomaticPayouts,
} from './payout-kit';

// What holds automatic payouts back on a real local node: a hot wallet without gas or without USDT, the day's limit,
// an operator's pause, the new-address hold and the reconciliation freeze. A payout held back stays queued or is left
// to operators, never half sent, and is paid exactly once when the reason is gone. The hot wallet here is a key of its
// own that starts with nothing, so a test gives it exactly what it needs.

const CONFIRMATIONS = 3;
const AMOUNT = 100;
const NET = '95';

let chain: LocalChain;
let usdt: Address;
let hotKey: Hex;
let hot: Address;
let env: Awaited<ReturnType<typeof hotWalletEnv>>;

beforeAll(async () => {
  chain = await startLocalChain();
  usdt = await chain.deployToken(18);
  hotKey = newKey();
  hot = privateKeyToAccount(hotKey).address;
  await spendNonceZero(chain, hotKey);
  env = await hotWalletEnv(chain.rpcUrl, hotKey);
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
  });
});

/**
 * A pending withdrawal of `amount` (AMOUNT unless told) to a fresh address; its verify must answer 200. A second
 * after the one before, so the engine's order (by verification) is the order of the calls.
 */
async function withdraw(amount = AMOUNT) {
  t.clock.advanceSeconds(1);
  const to = newRecipient();
  return { id: await pendingWithdrawalTo(t, { member, amount, address: to }), to };
}

async function settle() {
  await chain.mine(CONFIRMATIONS);
  return runPayouts(t.ctx);
}

async function expectPaidOnce(withdrawal: { id: string; to: Address }, net = NET) {
  const { payout, transactions, withdrawal: row } = await payoutOf(t, withdrawal.id);
  expect(transactions).toHaveLength(1);
  expect(payout).toMatchObject({ state: 'confirmed', minedHash: transactions[0]?.txHash });
  expect(row).toMatchObject({ status: 'success', payoutTxHash: transactions[0]?.txHash });
  expect(await transfersTo(chain, usdt, withdrawal.to, hot)).toEqual([net]);
  await expectLedgerClean(t);
}

async function health() {
  return dataOf(await call(t, routes.adminPayouts, { token: operator }));
}

async function pendingRow(id: string) {
  const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
  return list.docs.find((row) => row._id === id);
}

/** An operator pays a withdrawal by hand from the treasury, as the console does in the chain mode. */
async function payByHand(withdrawal: { id: string; to: Address }, net = NET) {
  await chain.mint(usdt, chain.addresses[1] as Address, net);
  const hash = await chain.transfer({ token: usdt, from: 1, to: withdrawal.to, usdt: net });
  await chain.mine(CONFIRMATIONS);
  return call(t, routes.adminWithdrawalPay, {
    params: { _id: withdrawal.id },
    body: { transactionHash: hash },
    token: operator,
  });
}

describe('automatic payouts and the hot wallet’s funds', () => {
  it('keeps payouts queued while the hot wallet has no gas, and pays them once it has', async () => {
    await chain.mint(usdt, hot, '190');
    expect(await chain.publicClient.getBalance({ address: hot })).toBe(0n);
    const first = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 1, signed: 0, waiting: 'gasLow' });
    expect((await payoutOf(t, first.id)).payout).toMatchObject({ state: 'queued', nonce: null });
    expect(await health()).toMatchObject({ waitingReason: 'gasLow', queued: 1 });
    // Nothing a member or operator does fails meanwhile: another withdrawal is verified (200) and waits too.
    const second = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 1, signed: 0, waiting: 'gasLow' });

    await chain.sendEth(hot, '1');
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 2, waiting: null });
    expect(await settle()).toMatchObject({ confirmed: 2 });
    await expectPaidOnce(first);
    await expectPaidOnce(second);
  });

  it('keeps payouts queued while the hot wallet is short of USDT, counting what is on its way as spent', async () => {
    // The wallet holds one payout's net: the first is sent, the second waits behind it.
    await chain.mint(usdt, hot, NET);
    const first = await withdraw();
    const second = await withdraw();
    // Not mined yet, the first's USDT is still in the wallet: the engine counts it as spent all the same.
    await chain.stopMining();
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 2, signed: 1, waiting: 'usdtShort' });
    expect((await payoutOf(t, second.id)).payout?.state).toBe('queued');
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: 'usdtShort' });
    expect(await health()).toMatchObject({ waitingReason: 'usdtShort' });
    await chain.startMining();
    expect(await settle()).toMatchObject({ confirmed: 1, signed: 0, waiting: 'usdtShort' });

    // Short by a little is short.
    await chain.mint(usdt, hot, '94.999999');
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: 'usdtShort' });
    await chain.mint(usdt, hot, '0.000001');
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(first);
    await expectPaidOnce(second);
  });
});

describe('automatic payouts within the rules', () => {
  beforeAll(async () => {
    await chain.mint(usdt, hot, '10000');
  });

  it('counts the day’s limit in order: the withdrawal that would pass it waits for operators', async () => {
    const paidToday = (await health()).paidToday;
    await saveSettings(t, operator, { autoPayoutDailyLimit: paidToday + 220 });
    const [first, second, third] = [await withdraw(), await withdraw(), await withdraw()];
    // 95 + 95 fit in the 220 left of the day; a third 95 would pass it.
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 2, signed: 2 });
    expect((await payoutOf(t, third.id)).payout).toBeUndefined();
    expect(await pendingRow(third.id)).toMatchObject({ canPay: true, payout: null });
    expect(await settle()).toMatchObject({ confirmed: 2, queued: 0 });
    await expectPaidOnce(first);
    await expectPaidOnce(second);

    const paid = await payByHand(third);
    expect(paid.status, paid.body.message).toBe(200);
    expect(await transfersTo(chain, usdt, third.to, hot)).toEqual([]);
    // A smaller one that fits what is left (28.5 of 30) is paid automatically.
    const small = await withdraw(30);
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 1, signed: 1 });
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(small, '28.5');
    await saveSettings(t, operator, { autoPayoutDailyLimit: 100_000 });
  });

  it('pauses at an operator’s word: nothing new is signed, what was sent is still confirmed', async () => {
    const sent = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1 });
    const finance = await operatorToken(t, await createMember(t, { role: ROLE.admin, operatorRole: 'finance' }));
    const paused = await call(t, routes.adminPayoutsPause, { token: finance });
    expect(paused.status, paused.body.message).toBe(200);

    const next = await withdraw();
    expect(await settle()).toMatchObject({ confirmed: 1, queued: 0, signed: 0, waiting: 'paused' });
    await expectPaidOnce(sent);
    expect((await payoutOf(t, next.id)).payout).toBeUndefined();
    expect(await transfersTo(chain, usdt, next.to, hot)).toEqual([]);
    expect(await health()).toMatchObject({ paused: true, waitingReason: 'paused' });

    await saveSettings(t, operator, { autoPayoutsPaused: false });
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(next);
  });

  it('pays nothing while a failed reconciliation is not acknowledged', async () => {
    const withdrawal = await withdraw();
    // A reconciliation that found a problem (a fixture: the books here are clean).
    const [report] = await t.ctx.db
      .insert(ledgerReconciliations)
      .values({ checkedAt: t.clock.now(), durationMs: 1, problemCount: 1, problems: [{ fixture: true }] })
      .returning();
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 0, signed: 0, waiting: 'frozen' });
    expect((await payoutOf(t, withdrawal.id)).payout).toBeUndefined();

    // The first owner's acknowledgement leaves the freeze on; another owner's lifts it.
    const body = { reconciliationId: report?.id };
    expect((await call(t, routes.adminReconciliationAcknowledge, { body, token: operator })).status).toBe(202);
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: 'frozen' });
    const acknowledged = await call(t, routes.adminReconciliationAcknowledge, {
      body,
      token: await newOperatorToken(t),
    });
    expect(acknowledged.status, acknowledged.body.message).toBe(200);
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(withdrawal);
  });

  // Last: it moves the clock a day on, past every session.
  it('holds a withdrawal to a new address until its hold passes', async () => {
    await saveSettings(t, operator, { newAddressHoldHours: 24 });
    const withdrawal = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 0, signed: 0, waiting: null });
    t.clock.advanceSeconds(23 * 3600);
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 0, signed: 0 });
    expect((await payoutOf(t, withdrawal.id)).payout).toBeUndefined();

    t.clock.advanceSeconds(3600);
    expect(await runPayouts(t.ctx)).toMatchObject({ queued: 1, signed: 1 });
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(withdrawal);
  });
});
