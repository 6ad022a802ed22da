import { routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { type Address, type Hash, type Hex, parseTransaction } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payoutWallets } from '../../src/db/schema';
import { runPayouts } from '../../src/modules/payouts/payout-engine';
import { call, dataOf, expectLedgerClean, newOperatorToken, signedInMember, useTestApp } from '../helper';
import { earnIncome } from '../withdrawal-kit';
import { type LocalChain, type RpcVerdict, startLocalChain } from './local-chain';
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

// The payout engine on a real local node, through what goes wrong between it and the chain: answers lost or refused,
// the node down, a transaction stuck or reorganised away, a nonce spent from outside, two engines at once. Each case
// ends with the withdrawal paid exactly once (one Transfer log to a fresh recipient) or handed back to operators.

const CONFIRMATIONS = 3;
/** A withdrawal of 100 USDT pays 95 at the 5 % charge. */
const AMOUNT = 100;
const NET = '95';
/** Past the default payoutStuckMinutes (10). */
const STUCK_SECONDS = 11 * 60;

let chain: LocalChain;
let usdt: Address;
let env: Awaited<ReturnType<typeof hotWalletEnv>>;

beforeAll(async () => {
  // Persisted, so the node can be stopped and started again.
  chain = await startLocalChain({ persist: true });
  usdt = await chain.deployToken(18);
  await chain.mint(usdt, HOT_WALLET, '100000');
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
  });
  // The engine's first run: the wallet's nonce sequence starts at the chain's.
  expect(await runPayouts(t.ctx)).toMatchObject({ waiting: null });
});

/** A pending withdrawal of AMOUNT to a fresh address, a second after the one before (the engine's order). */
async function withdraw() {
  t.clock.advanceSeconds(1);
  const to = newRecipient();
  return { id: await pendingWithdrawalTo(t, { member, amount: AMOUNT, address: to }), to };
}

/**
 * Filters eth_sendRawTransaction by `verdict` (everything else passes) and answers the raw transactions that reached
 * the filter, in order: what the engine sent, refused or not.
 */
function filterSends(verdict: RpcVerdict) {
  const sent: Hex[] = [];
  chain.filterRpc((method, params) => {
    if (method !== 'eth_sendRawTransaction') return 'pass';
    sent.push(params[0] as Hex);
    return verdict;
  });
  return sent;
}

/** Mines the confirmations and runs the engine: whatever it sent and the chain kept is final and confirmed. */
async function settle() {
  await chain.mine(CONFIRMATIONS);
  return runPayouts(t.ctx);
}

/** Paid exactly once, by `hash`: the payout confirmed, the withdrawal paid, one Transfer of the net, books clean. */
async function expectPaidOnce(withdrawal: { id: string; to: Address }, hash: string) {
  const { payout, withdrawal: row } = await payoutOf(t, withdrawal.id);
  expect(payout).toMatchObject({ state: 'confirmed', minedHash: hash });
  expect(row).toMatchObject({ status: 'success', payoutTxHash: hash });
  expect(await transfersTo(chain, usdt, withdrawal.to)).toEqual([NET]);
  await expectLedgerClean(t);
}

async function minedBlockOf(hash: string) {
  return chain.publicClient
    .getTransactionReceipt({ hash: hash as Hash })
    .then((receipt) => receipt.blockNumber)
    .catch(() => null);
}

async function walletRow() {
  const [row] = await t.ctx.db.select().from(payoutWallets).where(eq(payoutWallets.wallet, HOT_WALLET.toLowerCase()));
  return row;
}

async function health() {
  return dataOf(await call(t, routes.adminPayouts, { token: operator }));
}

// Whatever a failing test left on its way is settled here, so the next test starts with nothing in flight.
afterEach(async () => {
  chain.filterRpc(null);
  await chain.startMining();
  for (let run = 0; run < 2; run += 1) {
    await chain.mine(CONFIRMATIONS);
    await runPayouts(t.ctx);
  }
  if ((await walletRow())?.gapDetail) await call(t, routes.adminPayoutsNonceAccept, { token: operator });
});

describe('automatic payouts when sending goes wrong', () => {
  it('sends the same bytes again after the answer to a send was lost, and pays once', async () => {
    // The miner stopped, the node holds the transaction unmined: what the next run does is seen, not mined at once.
    await chain.stopMining();
    const sends = filterSends('loseReply');
    const withdrawal = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    const signed = await payoutOf(t, withdrawal.id);
    expect(signed.transactions).toHaveLength(1);
    const raw = signed.transactions[0]?.rawTx as Hex;
    const hash = signed.transactions[0]?.txHash as Hash;
    expect(sends.length).toBeGreaterThan(0);
    expect(new Set(sends)).toEqual(new Set([raw]));
    // The node took it though its answer was lost; asked for the hash, it shows it holds it: sent (and so
    // replaceable were it stuck).
    expect(await chain.publicClient.getTransaction({ hash })).toMatchObject({ hash, blockNumber: null });
    expect(signed.payout?.state).toBe('broadcast');

    // The next run sends the same bytes again (a node that lost them takes them back), signs nothing new.
    chain.filterRpc(null);
    const again = filterSends('pass');
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: null });
    expect(again).toEqual([raw]);

    await chain.startMining();
    expect(await transfersTo(chain, usdt, withdrawal.to)).toEqual([NET]);
    expect(await settle()).toMatchObject({ confirmed: 1 });
    expect((await payoutOf(t, withdrawal.id)).transactions.map((row) => row.txHash)).toEqual([hash]);
    await expectPaidOnce(withdrawal, hash);
  });

  it('replaces a transaction whose send lost its answer once it sticks', async () => {
    // Only a transaction known to be sent counts as stuck. One whose answer was lost must count as sent once the node
    // shows it holds it, or it would never be replaced and the payout would wait for ever, operators locked out.
    await chain.stopMining();
    filterSends('loseReply');
    const withdrawal = await withdraw();
    await runPayouts(t.ctx);
    chain.filterRpc(null);
    t.clock.advanceSeconds(STUCK_SECONDS);
    await runPayouts(t.ctx);
    const { transactions } = await payoutOf(t, withdrawal.id);
    expect(transactions).toHaveLength(2);

    await chain.startMining();
    const replacement = transactions[1]?.txHash as string;
    expect(await minedBlockOf(replacement)).not.toBeNull();
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(withdrawal, replacement);
  });

  it('sends again after the node refused the send, and pays once', async () => {
    const refused = filterSends('refuse');
    const withdrawal = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    const signed = await payoutOf(t, withdrawal.id);
    expect(signed.payout?.state).toBe('signed');
    const raw = signed.transactions[0]?.rawTx as Hex;
    const hash = signed.transactions[0]?.txHash as string;
    expect(new Set(refused)).toEqual(new Set([raw]));
    expect(await transfersTo(chain, usdt, withdrawal.to)).toEqual([]);

    const sends = filterSends('pass');
    await runPayouts(t.ctx);
    expect(sends).toEqual([raw]);
    expect((await payoutOf(t, withdrawal.id)).payout?.state).toBe('broadcast');
    expect(await transfersTo(chain, usdt, withdrawal.to)).toEqual([NET]);

    expect(await settle()).toMatchObject({ confirmed: 1 });
    expect((await payoutOf(t, withdrawal.id)).transactions).toHaveLength(1);
    await expectPaidOnce(withdrawal, hash);
  });

  it('waits while the node is down, says so, and pays once when it is back', async () => {
    const inFlight = await withdraw();
    await runPayouts(t.ctx);
    const inFlightHash = (await payoutOf(t, inFlight.id)).transactions[0]?.txHash as string;

    await chain.stop();
    const next = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: 'chainUnavailable' });
    expect((await walletRow())?.waitingReason).toBe('chainUnavailable');
    expect(await health()).toMatchObject({ waitingReason: 'chainUnavailable' });
    expect((await payoutOf(t, next.id)).payout).toBeUndefined();

    await chain.restart();
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    expect(await health()).toMatchObject({ waitingReason: null });
    expect(await settle()).toMatchObject({ confirmed: 2 });
    await expectPaidOnce(inFlight, inFlightHash);
    await expectPaidOnce(next, (await payoutOf(t, next.id)).transactions[0]?.txHash as string);
  });

  it('replaces a stuck transaction with the same nonce at a higher price, and pays once by the one mined', async () => {
    await chain.stopMining();
    const withdrawal = await withdraw();
    await runPayouts(t.ctx);
    expect((await payoutOf(t, withdrawal.id)).payout?.state).toBe('broadcast');
    // Not yet stuck: nothing new is signed.
    await runPayouts(t.ctx);
    expect((await payoutOf(t, withdrawal.id)).transactions).toHaveLength(1);

    t.clock.advanceSeconds(STUCK_SECONDS);
    await runPayouts(t.ctx);
    const { payout, transactions } = await payoutOf(t, withdrawal.id);
    const [first, replacement] = transactions.map((row) => ({ ...row, parsed: parseTransaction(row.rawTx as Hex) }));
    expect(transactions).toHaveLength(2);
    expect(first?.parsed.nonce).toBe(Number(payout?.nonce));
    expect(replacement?.parsed.nonce).toBe(Number(payout?.nonce));
    expect(replacement?.parsed.gasPrice).toBeGreaterThan(((first?.parsed.gasPrice ?? 0n) * 110n) / 100n);
    expect(replacement?.sentAt).not.toBeNull();

    await chain.startMining();
    // The node took the replacement in place of the first: only it is mined.
    expect(await minedBlockOf(first?.txHash as string)).toBeNull();
    expect(await minedBlockOf(replacement?.txHash as string)).not.toBeNull();
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(withdrawal, replacement?.txHash as string);
  });

  it('confirms by the first transaction when it, not its replacement, is mined', async () => {
    await chain.stopMining();
    const withdrawal = await withdraw();
    await runPayouts(t.ctx);
    t.clock.advanceSeconds(STUCK_SECONDS);
    await runPayouts(t.ctx);
    const { transactions } = await payoutOf(t, withdrawal.id);
    expect(transactions).toHaveLength(2);
    const [first, replacement] = transactions;
    expect(replacement?.sentAt).not.toBeNull();

    // The node restarts and forgets both; the first, still held elsewhere on the network, reaches a miner. (Ganache
    // keeps only the replacement once it took it: a restart is how the first gets mined instead.)
    await chain.stop();
    await chain.restart();
    await chain.publicClient.sendRawTransaction({ serializedTransaction: first?.rawTx as Hex });
    expect(await minedBlockOf(first?.txHash as string)).not.toBeNull();

    expect(await settle()).toMatchObject({ confirmed: 1 });
    expect(await minedBlockOf(replacement?.txHash as string)).toBeNull();
    await expectPaidOnce(withdrawal, first?.txHash as string);
  });

  it('sends the same bytes again when a reorganisation drops the mined payout, and pays once', async () => {
    const withdrawal = await withdraw();
    const beforeSend = await chain.snapshot();
    await runPayouts(t.ctx);
    const { transactions } = await payoutOf(t, withdrawal.id);
    const hash = transactions[0]?.txHash as string;
    expect(await minedBlockOf(hash)).not.toBeNull();
    expect(await transfersTo(chain, usdt, withdrawal.to)).toEqual([NET]);

    await chain.revert(beforeSend);
    expect(await minedBlockOf(hash)).toBeNull();
    expect(await transfersTo(chain, usdt, withdrawal.to)).toEqual([]);

    const sends = filterSends('pass');
    expect(await runPayouts(t.ctx)).toMatchObject({ confirmed: 0, failed: 0, waiting: null });
    expect(sends).toEqual([transactions[0]?.rawTx]);
    expect(await minedBlockOf(hash)).not.toBeNull();
    expect(await settle()).toMatchObject({ confirmed: 1 });
    expect((await payoutOf(t, withdrawal.id)).transactions.map((row) => row.txHash)).toEqual([hash]);
    await expectPaidOnce(withdrawal, hash);
  });
});

describe('automatic payouts when a nonce is spent outside the platform', () => {
  const outside = () => chain.walletOf(HOT_KEY);

  it('stops at a transaction sent from the hot wallet, and goes on once an owner accepts', async () => {
    const hash = await outside().sendTransaction({ to: HOT_WALLET, value: 0n });
    await chain.publicClient.waitForTransactionReceipt({ hash });
    const withdrawal = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: 'nonceGap' });
    expect((await payoutOf(t, withdrawal.id)).payout).toBeUndefined();
    expect(await health()).toMatchObject({ waitingReason: 'nonceGap' });
    // Runs go on stopping until an owner looked.
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: 'nonceGap' });

    const accepted = await call(t, routes.adminPayoutsNonceAccept, { token: operator });
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    const { payout, transactions } = await payoutOf(t, withdrawal.id);
    // It takes the nonce after the outside transaction's.
    expect(payout?.nonce).toBe(BigInt(await chain.publicClient.getTransactionCount({ address: HOT_WALLET })) - 1n);
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(withdrawal, transactions[0]?.txHash as string);
  });

  it('fails a payout whose reserved nonce an outside transaction took, once final, and hands it to operators', async () => {
    // The engine reserves nonce n and signs, but its send never reaches the node.
    filterSends('refuse');
    const lost = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1 });
    const nonce = (await payoutOf(t, lost.id)).payout?.nonce as bigint;
    chain.filterRpc(null);

    // Nonce n is spent from outside; mined, not yet final.
    const hash = await outside().sendTransaction({ to: HOT_WALLET, value: 0n, nonce: Number(nonce) });
    await chain.publicClient.waitForTransactionReceipt({ hash });
    const next = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ failed: 0, signed: 0, waiting: 'nonceGap' });
    expect((await payoutOf(t, lost.id)).payout?.state).toBe('signed');

    // Final: the payout can never be mined.
    await chain.mine(CONFIRMATIONS);
    expect(await runPayouts(t.ctx)).toMatchObject({ failed: 1, signed: 0, waiting: 'nonceGap' });
    const failed = await payoutOf(t, lost.id);
    expect(failed.payout).toMatchObject({ state: 'failed', reason: expect.stringContaining(`nonce ${nonce}`) });
    expect(failed.withdrawal).toMatchObject({ status: 'pending', payoutQueuedAt: null });
    expect(await transfersTo(chain, usdt, lost.to)).toEqual([]);
    // The queue stays stopped: the next withdrawal is not signed.
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 0, waiting: 'nonceGap' });
    expect((await payoutOf(t, next.id)).payout).toBeUndefined();

    // Operators pay it themselves, from the treasury.
    const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
    expect(list.docs.find((row) => row._id === lost.id)).toMatchObject({ canPay: true });
    await chain.mint(usdt, chain.addresses[1] as Address, NET);
    const byHand = await chain.transfer({ token: usdt, from: 1, to: lost.to, usdt: NET });
    await chain.mine(CONFIRMATIONS);
    const paid = await call(t, routes.adminWithdrawalPay, {
      params: { _id: lost.id },
      body: { transactionHash: byHand },
      token: operator,
    });
    expect(paid.status, paid.body.message).toBe(200);

    const accepted = await call(t, routes.adminPayoutsNonceAccept, { token: operator });
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    expect(await settle()).toMatchObject({ confirmed: 1 });
    await expectPaidOnce(next, (await payoutOf(t, next.id)).transactions[0]?.txHash as string);
  });
});

describe('an owner accepting a nonce gap', () => {
  it('keeps the nonces of payouts still on their way, so no two payouts ever share one', async () => {
    // Two payouts signed, n and n + 1, neither sent yet; an outside transaction takes n.
    filterSends('refuse');
    const [lost, kept] = [await withdraw(), await withdraw()];
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 2 });
    const nonce = (await payoutOf(t, lost.id)).payout?.nonce as bigint;
    expect((await payoutOf(t, kept.id)).payout?.nonce).toBe(nonce + 1n);
    chain.filterRpc(null);
    const hash = await chain.walletOf(HOT_KEY).sendTransaction({ to: HOT_WALLET, value: 0n, nonce: Number(nonce) });
    await chain.publicClient.waitForTransactionReceipt({ hash });
    await chain.mine(CONFIRMATIONS);
    // Sends still refused: the first fails, the second is still on its way.
    filterSends('refuse');
    expect(await runPayouts(t.ctx)).toMatchObject({ failed: 1, waiting: 'nonceGap' });

    // The chain's next nonce is n + 1, which the second payout holds: the sequence must not go back to it.
    const accepted = await call(t, routes.adminPayoutsNonceAccept, { token: operator });
    expect(accepted.status, accepted.body.message).toBe(200);
    expect((await walletRow())?.nextNonce).toBe(nonce + 2n);
    const next = await withdraw();
    expect(await runPayouts(t.ctx)).toMatchObject({ signed: 1, waiting: null });
    expect((await payoutOf(t, next.id)).payout?.nonce).toBe(nonce + 2n);

    chain.filterRpc(null);
    await runPayouts(t.ctx);
    expect(await settle()).toMatchObject({ confirmed: 2, waiting: null });
    await expectPaidOnce(kept, (await payoutOf(t, kept.id)).transactions[0]?.txHash as string);
    await expectPaidOnce(next, (await payoutOf(t, next.id)).transactions[0]?.txHash as string);
    // The first goes back to operators; rejected here, its amount returns to the member.
    const rejected = await call(t, routes.adminWithdrawalReject, {
      params: { _id: lost.id },
      body: { reason: 'paid outside' },
      token: operator,
    });
    expect(rejected.status, rejected.body.message).toBe(200);
    expect(await transfersTo(chain, usdt, lost.to)).toEqual([]);
    await expectLedgerClean(t);
  });
});

describe('two engines at once', () => {
  it('does not take a payout another engine sends while this one follows it for an outside transaction', async () => {
    // Engine A has signed the payout and not yet sent it (its send never arrives here).
    filterSends('refuse');
    const withdrawal = await withdraw();
    await runPayouts(t.ctx);
    const [signed] = (await payoutOf(t, withdrawal.id)).transactions;
    // Engine B follows it. A's send lands, and is mined, just as B reads which nonces the chain has used: B must see
    // the receipt of A's transaction, not a nonce used by something it did not sign.
    let landed = false;
    chain.filterRpc(async (method, params): Promise<RpcVerdict> => {
      if (method === 'eth_getTransactionCount' && params[1] === 'latest' && !landed) {
        landed = true;
        await chain.publicClient.sendRawTransaction({ serializedTransaction: signed?.rawTx as Hex });
      }
      return 'pass';
    });
    expect(await runPayouts(t.ctx)).toMatchObject({ failed: 0, waiting: null });
    expect(landed).toBe(true);
    expect((await walletRow())?.gapDetail).toBeNull();
    chain.filterRpc(null);
    expect(await settle()).toMatchObject({ confirmed: 1, waiting: null });
    await expectPaidOnce(withdrawal, signed?.txHash as string);
  });

  it('pays each withdrawal exactly once with unique, consecutive nonces', async () => {
    const withdrawals = [];
    for (let round = 0; round < 4; round += 1) {
      withdrawals.push(await withdraw(), await withdraw());
      await Promise.all([runPayouts(t.ctx), runPayouts(t.ctx)]);
      await chain.mine(1);
    }
    for (let round = 0; round < 2; round += 1) {
      await chain.mine(CONFIRMATIONS);
      const runs = await Promise.all([runPayouts(t.ctx), runPayouts(t.ctx)]);
      for (const run of runs) expect(run?.waiting).toBeNull();
    }
    expect((await walletRow())?.gapDetail).toBeNull();
    const nonces: bigint[] = [];
    for (const withdrawal of withdrawals) {
      const { payout, transactions } = await payoutOf(t, withdrawal.id);
      expect(transactions).toHaveLength(1);
      await expectPaidOnce(withdrawal, transactions[0]?.txHash as string);
      nonces.push(payout?.nonce as bigint);
    }
    const sorted = [...nonces].sort((a, b) => Number(a - b));
    const first = sorted[0] as bigint;
    expect(sorted).toEqual(sorted.map((_, index) => first + BigInt(index)));
    // The chain agrees: the wallet's next nonce follows the last payout's.
    expect(BigInt(await chain.publicClient.getTransactionCount({ address: HOT_WALLET }))).toBe(
      (sorted.at(-1) as bigint) + 1n,
    );
  });
});
