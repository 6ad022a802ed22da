import { DEPOSIT_ADDRESS_MSG, MSG, ROLE, routes } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainClient } from '../../../src/chain/client';
import { accounts, auditLog, deposits, depositTransfers } from '../../../src/db/schema';
import { MEMBER_WALLET } from '../../../src/ledger/accounts';
import { dropVanishedTransfers, upsertSeenTransfers } from '../../../src/modules/deposits/deposit-addresses.repository';
import { runDepositWatcher } from '../../../src/modules/deposits/deposit-watcher';
import { type LocalChain, startLocalChain } from '../../chain/local-chain';
import { PUBLISHED_ADDRESSES, TEST_XPUB } from '../../chain/test-xpub';
import { call, dataOf, newOperatorToken, randomTxHash, saveSettings, signedInMember, useTestApp } from '../../helper';

// The deposit watcher on a real EVM node (docs/decisions/019-deposit-addresses.md): member addresses derived from the
// test mnemonic's public key, real Transfer logs, confirmations mined as empty blocks, a reorganisation made with
// evm_snapshot / evm_revert, an outage as the node stopped and started again.

const CONFIRMATIONS = 3;
let chain: LocalChain;
let usdt: Address;
let sharedAddress: Address;

beforeAll(async () => {
  chain = await startLocalChain({ persist: true });
  sharedAddress = chain.addresses[3] as Address;
  usdt = await chain.deployToken(18);
  await chain.mint(usdt, chain.addresses[1] as Address, '100000');
  await chain.mint(usdt, chain.addresses[2] as Address, '100000');
});
afterAll(() => chain.close());

const t = useTestApp(() => ({
  env: { CHAIN_RPC_URL: chain.rpcUrl, DEPOSIT_XPUB: TEST_XPUB, METRICS_TOKEN: 'm'.repeat(32) },
}));
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  // Where deposits go waits for a second owner: saveSettings has one approve.
  const saved = await saveSettings(t, operator, {
    usdtContract: usdt,
    depositAddress: sharedAddress,
    confirmations: CONFIRMATIONS,
    depositDustBelow: 1,
  });
  expect(saved.status).toBe(200);
});

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function addressOf(member: Member, twin: 'member' | 'vendor' = 'member') {
  return dataOf(await call(t, routes.depositAddress[twin], { token: member.token }));
}

async function depositWallet(member: Member): Promise<bigint> {
  const [row] = await t.ctx.db
    .select({ balance: accounts.balanceMicros })
    .from(accounts)
    .where(and(eq(accounts.ownerId, member.id), eq(accounts.kind, MEMBER_WALLET.deposit)));
  return row?.balance ?? 0n;
}

async function transfersOf(member: Member) {
  return dataOf(await call(t, routes.depositTransfers.member, { token: member.token, query: { page: 1 } })).docs;
}

const watch = () => runDepositWatcher(t.ctx);

async function send(to: string, usdtAmount: string, from = 1): Promise<Hash> {
  return chain.transfer({ token: usdt, from, to: to as Address, usdt: usdtAmount });
}

async function depositsOf(hash: string) {
  return t.ctx.db.select().from(deposits).where(eq(deposits.txHash, hash.toLowerCase()));
}

/** A transfer sent now, final and watched: credited once, its amount into the member's deposit wallet. */
async function expectCreditedOnce(member: Member, address: string, usdtAmount: number) {
  const before = await depositWallet(member);
  const hash = await send(address, String(usdtAmount));
  await chain.mine(CONFIRMATIONS);
  await watch();
  expect(await depositsOf(hash)).toHaveLength(1);
  expect(await depositWallet(member)).toBe(before + BigInt(usdtAmount) * 1_000_000n);
}

let alice: Member;
let aliceAddress: string;
let bob: Member;
let bobAddress: string;
let carolAddress: string;

describe('the deposit address in shared mode', () => {
  it('is the shared address with index null', async () => {
    const member = await signedInMember(t);
    expect(await addressOf(member)).toEqual({
      address: sharedAddress,
      index: null,
      mode: 'shared',
      network: 'USDT-BEP-20',
      confirmations: CONFIRMATIONS,
      dustBelow: 1,
    });
    expect(await watch()).toBeNull();
  });
});

describe('per-member deposit addresses', () => {
  beforeAll(async () => {
    const saved = await saveSettings(t, operator, { depositAddressMode: 'per-member' });
    expect(saved.status).toBe(200);
  });

  it('are the children of the operator key, in order, one per member, kept for good', async () => {
    alice = await signedInMember(t);
    const first = await addressOf(alice);
    expect(first).toMatchObject({ address: PUBLISHED_ADDRESSES[0], index: 0, mode: 'per-member' });
    expect(await addressOf(alice)).toEqual(first);
    aliceAddress = first.address;
  });

  it('give one index to two first requests at once, never another member’s', async () => {
    bob = await signedInMember(t);
    const [one, two] = await Promise.all([addressOf(bob), addressOf(bob)]);
    expect(one).toEqual(two);
    expect(one.index).toBeGreaterThan(0);
    expect(one.address).not.toBe(aliceAddress);
    bobAddress = one.address;
    const carol = await signedInMember(t);
    const carols = await addressOf(carol);
    expect(carols.index).toBeGreaterThan(one.index as number);
    carolAddress = carols.address;
    expect(new Set([aliceAddress, bobAddress, carolAddress]).size).toBe(3);
  });

  it('answer a vendor on the vendor twin', async () => {
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    const answer = await addressOf(vendor, 'vendor');
    expect(answer.mode).toBe('per-member');
    expect([aliceAddress, bobAddress]).not.toContain(answer.address);
    expect((await call(t, routes.depositAddress.member, { token: vendor.token })).status).toBe(403);
    expect((await call(t, routes.depositAddress.vendor, { token: alice.token })).status).toBe(403);
    expect((await call(t, routes.depositAddress.member, {})).status).toBe(401);
  });
});

describe('the watcher', () => {
  it('credits a transfer once, after the confirmations and not before, audited with hash and log index', async () => {
    const before = await depositWallet(alice);
    const hash = await send(aliceAddress, '50');
    await watch();
    let [seen] = await transfersOf(alice);
    expect(seen).toMatchObject({
      txHash: hash,
      status: 'pending',
      amount: 50,
      confirmations: 1,
      confirmationsNeeded: 3,
    });
    expect(await depositWallet(alice)).toBe(before);
    await chain.mine(1);
    await watch();
    [seen] = await transfersOf(alice);
    expect(seen).toMatchObject({ status: 'pending', confirmations: 2 });
    expect(await depositWallet(alice)).toBe(before);
    await chain.mine(1);
    await watch();
    await watch();
    [seen] = await transfersOf(alice);
    expect(seen).toMatchObject({ status: 'credited', confirmations: 3 });
    expect(await depositWallet(alice)).toBe(before + 50_000_000n);
    const [deposit] = await depositsOf(hash);
    expect(deposit).toMatchObject({
      verification: 'watcher',
      status: 'success',
      amountMicros: 50_000_000n,
      logIndex: 0,
    });
    expect(seen?.depositId).toBe(deposit?.id);
    const history = dataOf(await call(t, routes.depositList.member, { token: alice.token, query: { page: 1 } }));
    expect(history.docs[0]).toMatchObject({ _id: deposit?.id, amount: 50, transaction_id: hash, status: 'success' });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.watcher.credit'), eq(auditLog.targetId, deposit?.id as string)));
    expect(audit).toMatchObject({ actorId: null, details: { txHash: hash, logIndex: 0 } });
  });

  it('credits two transfers of one transaction as two deposits', async () => {
    const before = await depositWallet(alice);
    const hash = await chain.batchTransfer({
      token: usdt,
      from: 1,
      to: [aliceAddress, aliceAddress] as Address[],
      usdt: ['10', '20'],
    });
    await chain.mine(CONFIRMATIONS);
    await watch();
    const rows = await depositsOf(hash);
    expect(rows.map((row) => [row.logIndex, row.amountMicros]).sort()).toEqual([
      [0, 10_000_000n],
      [1, 20_000_000n],
    ]);
    await watch();
    expect(await depositWallet(alice)).toBe(before + 30_000_000n);
  });

  it('ignores a transfer to an address of no member', async () => {
    const stranger = '0x000000000000000000000000000000000000dEaD';
    const hash = await send(stranger, '5');
    await chain.mine(CONFIRMATIONS);
    await watch();
    expect(
      await t.ctx.db.select().from(depositTransfers).where(eq(depositTransfers.txHash, hash.toLowerCase())),
    ).toEqual([]);
  });

  it('never credits a transfer a reorganisation removed before it was final', async () => {
    const before = await depositWallet(bob);
    const snapshot = await chain.snapshot();
    const hash = await send(bobAddress, '70');
    await watch();
    expect((await transfersOf(bob))[0]).toMatchObject({ txHash: hash, status: 'pending' });
    await chain.revert(snapshot);
    await chain.mine(CONFIRMATIONS + 2);
    await watch();
    await watch();
    expect((await transfersOf(bob))[0]).toMatchObject({ txHash: hash, status: 'dropped', confirmations: 0 });
    expect(await depositsOf(hash)).toEqual([]);
    expect(await depositWallet(bob)).toBe(before);
  });

  it('drops only logs to the addresses a read asked for: one the hash form recorded for a newer address stays', async () => {
    const dave = await signedInMember(t);
    const daveAddress = (await addressOf(dave)).address.toLowerCase();
    const row = {
      txHash: `0x${'d'.repeat(64)}`,
      logIndex: 0,
      blockNumber: 1n,
      blockHash: `0x${'e'.repeat(64)}`,
      userId: dave.id,
      toAddress: daveAddress,
      fromAddress: daveAddress,
      amountMicros: 1_000_000n,
    };
    await upsertSeenTransfers(t.ctx.db, [row], new Date());
    const range = { fromBlock: 1n, toBlock: 1n, seen: [], now: new Date() };
    expect(await dropVanishedTransfers(t.ctx.db, { ...range, addresses: [aliceAddress.toLowerCase()] })).toEqual([]);
    expect(await dropVanishedTransfers(t.ctx.db, { ...range, addresses: [daveAddress] })).toHaveLength(1);
  });

  it('records a transfer below the dust setting without crediting it, and lists it for operators', async () => {
    const before = await depositWallet(bob);
    const hash = await send(bobAddress, '0.5');
    await chain.mine(CONFIRMATIONS);
    await watch();
    expect((await transfersOf(bob))[0]).toMatchObject({ txHash: hash, status: 'dust', amount: 0.5, depositId: null });
    expect(await depositWallet(bob)).toBe(before);
    const listed = dataOf(
      await call(t, routes.adminDepositTransfers, { token: operator, query: { page: 1, status: 'dust' } }),
    );
    expect(listed.docs.map((row) => row.txHash)).toContain(hash);
    expect(listed.docs.every((row) => row.status === 'dust')).toBe(true);
    expect(listed.docs.find((row) => row.txHash === hash)).toMatchObject({
      member: { _id: bob.id },
      to: bobAddress.toLowerCase(),
    });
  });

  it('credits an amount below the deposit minimum but at or above the dust setting', async () => {
    const before = await depositWallet(bob);
    const hash = await send(bobAddress, '5');
    await chain.mine(CONFIRMATIONS);
    await watch();
    expect((await transfersOf(bob))[0]).toMatchObject({ txHash: hash, status: 'credited' });
    expect(await depositWallet(bob)).toBe(before + 5_000_000n);
  });

  it("counts for no operator's sum; the operator's approval of the member's review request does", async () => {
    // Four eyes on sums (docs/decisions/020-operator-roles.md#four-eyes-on-sums): the chain checked what the watcher
    // credits, so it names no operator; a hash the member typed is credited on an operator's word.
    const member = await signedInMember(t);
    const { address } = await addressOf(member);
    await expectCreditedOnce(member, address, 900);
    const claim = (amount: number) =>
      call(t, routes.addFund.member, { body: { amount, transaction_id: randomTxHash() }, token: member.token });
    const approve = async (amount: number) =>
      call(t, routes.adminDepositApprove, { params: { _id: dataOf(await claim(amount))._id }, token: operator });
    // Were the watcher's 900 counted for the operator, 600 more would wait for a second one.
    expect((await approve(600)).status).toBe(200);
    expect((await approve(500)).status).toBe(202);
  });

  it('fails softly while the node is down, shows the lag, and misses nothing once it is back', async () => {
    const cursorBefore = dataOf(await call(t, routes.adminDepositWatcher, { token: operator })).cursorBlock;
    const before = await depositWallet(alice);
    const hash = await send(aliceAddress, '12');
    await chain.mine(CONFIRMATIONS + 3);
    await chain.stop();
    try {
      await expect(watch()).rejects.toThrow();
      await expect(watch()).rejects.toThrow();
      const status = dataOf(await call(t, routes.adminDepositWatcher, { token: operator }));
      expect(status).toMatchObject({ cursorBlock: cursorBefore, mode: 'per-member', ready: true });
      expect(status.lastFailureAt).not.toBeNull();
      expect(status.lastError).toBeTruthy();
      expect(await depositWallet(alice)).toBe(before);
    } finally {
      await chain.restart();
    }
    await watch();
    await watch();
    expect(await depositsOf(hash)).toHaveLength(1);
    expect(await depositWallet(alice)).toBe(before + 12_000_000n);
    const system = dataOf(await call(t, routes.adminSystem, { token: operator }));
    const head = Number(await chain.publicClient.getBlockNumber());
    expect(system.depositWatcher).toMatchObject({ headBlock: head, lagBlocks: CONFIRMATIONS - 1, stale: false });
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${'m'.repeat(32)}` },
    });
    expect(metrics.body).toMatch(new RegExp(`nexatech_deposit_watcher_lag_blocks ${CONFIRMATIONS - 1}\\b`));
    expect(metrics.body).toMatch(/nexatech_deposit_watcher_last_success_age_seconds \d+/);
  });
});

describe('a node behind the blocks already read', () => {
  it('fails the run and says so, moves nothing, and reads on once the node caught up', async () => {
    await watch();
    const earlier = await chain.snapshot();
    await chain.mine(10);
    await watch();
    const { cursorBlock } = dataOf(await call(t, routes.adminDepositWatcher, { token: operator }));
    await chain.revert(earlier);
    await expect(watch()).rejects.toThrow(/behind/);
    const status = dataOf(await call(t, routes.adminDepositWatcher, { token: operator }));
    expect(status).toMatchObject({ cursorBlock, lastError: expect.stringMatching(/behind block/) });
    expect(status.lagBlocks).toBeGreaterThanOrEqual(0);
    await chain.mine(20);
    await expectCreditedOnce(alice, aliceAddress, 9);
  });
});

describe('the hash form for a transfer to the member’s own address', () => {
  const submit = (member: Member, hash: string, amount = 100) =>
    call(t, routes.addFund.member, { body: { amount, transaction_id: hash }, token: member.token });

  it('after the watcher credited it: answers that deposit, credits nothing more', async () => {
    const before = await depositWallet(alice);
    const hash = await send(aliceAddress, '33');
    await chain.mine(CONFIRMATIONS);
    await watch();
    const [deposit] = await depositsOf(hash);
    const answer = await submit(alice, hash);
    expect(answer.body).toMatchObject({
      message: DEPOSIT_ADDRESS_MSG.transferCredited,
      data: { _id: deposit?.id, status: 'success' },
    });
    expect(await depositsOf(hash)).toHaveLength(1);
    expect(await depositWallet(alice)).toBe(before + 33_000_000n);
  });

  it('before the watcher: credits it (the chain’s amount, under the minimum too), and the watcher credits nothing more', async () => {
    const before = await depositWallet(alice);
    const hash = await send(aliceAddress, '7');
    await chain.mine(CONFIRMATIONS);
    const answer = await submit(alice, hash, 7);
    expect(answer.body).toMatchObject({
      message: DEPOSIT_ADDRESS_MSG.transferCredited,
      data: { amount: 7, status: 'success' },
    });
    await watch();
    await watch();
    expect(await depositsOf(hash)).toHaveLength(1);
    expect(await depositWallet(alice)).toBe(before + 7_000_000n);
  });

  it('before the block is final: says it is credited automatically, and it is, once', async () => {
    const before = await depositWallet(alice);
    const hash = await send(aliceAddress, '40');
    const answer = await submit(alice, hash);
    expect(answer.body).toMatchObject({
      message: DEPOSIT_ADDRESS_MSG.transferConfirming,
      data: { status: 'pending', amount: 40 },
    });
    expect(await depositWallet(alice)).toBe(before);
    await chain.mine(CONFIRMATIONS);
    await watch();
    expect((await submit(alice, hash)).body.message).toBe(DEPOSIT_ADDRESS_MSG.transferCredited);
    expect(await depositsOf(hash)).toHaveLength(1);
    expect(await depositWallet(alice)).toBe(before + 40_000_000n);
  });

  it('at the same moment as two watcher runs: credited once', async () => {
    const before = await depositWallet(alice);
    const hash = await send(aliceAddress, '21');
    await chain.mine(CONFIRMATIONS);
    const [answer] = await Promise.all([submit(alice, hash), watch(), watch()]);
    expect(answer.status).toBe(200);
    expect(await depositsOf(hash)).toHaveLength(1);
    expect(await depositWallet(alice)).toBe(before + 21_000_000n);
  });

  it('while the node does not answer: 503, and the hash is not sent to manual review', async () => {
    const hash = await send(aliceAddress, '45');
    const live = t.ctx.chain;
    t.ctx.chain = createChainClient('http://127.0.0.1:9');
    try {
      const answer = await submit(alice, hash);
      expect(answer).toMatchObject({
        status: 503,
        body: { success: false, message: DEPOSIT_ADDRESS_MSG.chainUnreachable },
      });
      const sweep = await call(t, routes.adminDepositSweep, { token: operator });
      expect(sweep).toMatchObject({ status: 503, body: { message: DEPOSIT_ADDRESS_MSG.chainReadFailed } });
    } finally {
      t.ctx.chain = live;
    }
    expect(await depositsOf(hash)).toEqual([]);
    await chain.mine(CONFIRMATIONS);
    await watch();
    expect(await depositsOf(hash)).toHaveLength(1);
  });

  // A wallet shows the hash before the chain includes the transaction: the form cannot tell whose it is yet.
  const sendUnmined = (to: string, usdtAmount: string) =>
    chain.transferUnmined({ token: usdt, from: 1, to: to as Address, usdt: usdtAmount });
  const approve = (depositId: string) =>
    call(t, routes.adminDepositApprove, { params: { _id: depositId }, token: operator });
  async function mineAndWatch() {
    await chain.startMining();
    await chain.mine(CONFIRMATIONS);
    await watch();
    await watch();
  }

  it('pasted before the chain held it: a review request the watcher closes when it credits, never approvable', async () => {
    const before = await depositWallet(alice);
    const hash = await sendUnmined(aliceAddress, '120');
    const claim = await submit(alice, hash, 120);
    expect(claim.body).toMatchObject({ message: MSG.depositSubmitted, data: { status: 'pending' } });
    await mineAndWatch();
    const rows = await depositsOf(hash);
    expect(rows.map((row) => [row.verification, row.status]).sort()).toEqual([
      ['manual', 'reject'],
      ['watcher', 'success'],
    ]);
    expect(rows.find((row) => row.verification === 'manual')?.reason).toBe(DEPOSIT_ADDRESS_MSG.creditedByWatcher);
    expect(await approve(dataOf(claim)._id)).toMatchObject({ status: 409 });
    expect(await depositWallet(alice)).toBe(before + 120_000_000n);
  });

  it('approved by an operator before the watcher saw it: the transfer is that credit, not a second one', async () => {
    const before = await depositWallet(alice);
    const hash = await sendUnmined(aliceAddress, '130');
    const claim = await submit(alice, hash, 130);
    expect((await approve(dataOf(claim)._id)).status).toBe(200);
    await mineAndWatch();
    expect(await depositsOf(hash)).toHaveLength(1);
    const [transfer] = await t.ctx.db
      .select()
      .from(depositTransfers)
      .where(eq(depositTransfers.txHash, hash.toLowerCase()));
    expect(transfer).toMatchObject({ status: 'credited', depositId: dataOf(claim)._id });
    const [matched] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.watcher.matched'), eq(auditLog.targetId, dataOf(claim)._id)));
    expect(matched?.details).toMatchObject({ txHash: hash.toLowerCase(), logIndex: transfer?.logIndex });
    expect(await depositWallet(alice)).toBe(before + 130_000_000n);
  });

  it('another member’s request for a transfer the watcher saw cannot be approved', async () => {
    const [aliceBefore, bobBefore] = [await depositWallet(alice), await depositWallet(bob)];
    const hash = await sendUnmined(aliceAddress, '140');
    const claim = await submit(bob, hash, 140);
    expect(dataOf(claim).status).toBe('pending');
    await mineAndWatch();
    expect(await approve(dataOf(claim)._id)).toMatchObject({
      status: 409,
      body: { message: DEPOSIT_ADDRESS_MSG.approvalWatched },
    });
    expect(await depositWallet(bob)).toBe(bobBefore);
    expect(await depositWallet(alice)).toBe(aliceBefore + 140_000_000n);
  });

  it('another member’s hash is not theirs: it goes the shared address’s way and is refused there', async () => {
    const hash = await send(aliceAddress, '31');
    await chain.mine(CONFIRMATIONS);
    await watch();
    const answer = await submit(bob, hash, 31);
    expect(answer).toMatchObject({ status: 409, body: { message: MSG.depositHashUsed } });
    expect((await transfersOf(bob)).map((row) => row.txHash)).not.toContain(hash);
  });
});

describe('operators', () => {
  it('see the member addresses holding USDT, read on chain, for the sweep', async () => {
    const plan = dataOf(await call(t, routes.adminDepositSweep, { token: operator }));
    const onChain = async (address: string) =>
      Number(
        (await chain.publicClient.readContract({
          address: usdt,
          abi: [
            {
              type: 'function',
              name: 'balanceOf',
              stateMutability: 'view',
              inputs: [{ name: 'owner', type: 'address' }],
              outputs: [{ type: 'uint256' }],
            },
          ],
          functionName: 'balanceOf',
          args: [address as Address],
        })) /
          10n ** 12n,
      ) / 1e6;
    const alices = plan.rows.find((row) => row.index === 0);
    expect(alices).toMatchObject({ address: aliceAddress.toLowerCase(), member: { _id: alice.id } });
    expect(alices?.balance).toBe(await onChain(aliceAddress));
    expect(plan.rows.every((row) => row.balance > 0)).toBe(true);
    // Carol was never sent anything.
    expect(plan.rows.map((row) => row.address)).not.toContain(carolAddress.toLowerCase());
  });

  it('count what sits on member addresses in a chain-mode reserve snapshot', async () => {
    await chain.transfer({ token: usdt, from: 2, to: sharedAddress, usdt: '1000' });
    expect((await saveSettings(t, operator, { reserveMode: 'chain' })).status).toBe(200);
    const snapshot = dataOf(await call(t, routes.adminReserveSnapshot, { token: operator }));
    const plan = dataOf(await call(t, routes.adminDepositSweep, { token: operator }));
    expect(snapshot.reserves).toBeCloseTo(1000 + plan.total, 6);
    expect(snapshot.reserveSource).toMatch(/member deposit addresses/);
  });
});

describe('back in shared mode', () => {
  it('shows the shared address, and the watcher still credits what arrives at addresses handed out', async () => {
    const saved = await saveSettings(t, operator, { depositAddressMode: 'shared' });
    expect(saved.status).toBe(200);
    expect(await addressOf(alice)).toMatchObject({ address: sharedAddress, index: null, mode: 'shared' });
    await expectCreditedOnce(alice, aliceAddress, 9);
  });
});
