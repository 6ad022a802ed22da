import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../test/chain/local-chain';
import { readTokenDecimals, tokenUnitsToMicros, VERDICT_REASON, verifyTransfer } from './verify-transfer';

let chain: LocalChain;
let usdt: Address;
let otherToken: Address;
let member: Address;
let stranger: Address;
let depositAddress: Address;
const CONFIRMATIONS = 3;

beforeAll(async () => {
  chain = await startLocalChain();
  [, member, stranger, depositAddress] = chain.addresses as [Address, Address, Address, Address];
  usdt = await chain.deployToken(18);
  otherToken = await chain.deployToken(18);
  for (const token of [usdt, otherToken]) {
    await chain.mint(token, member, '1000');
    await chain.mint(token, stranger, '1000');
  }
});
afterAll(() => chain.close());

function verify(hash: `0x${string}`, expectedSender?: Address) {
  return verifyTransfer(chain.publicClient, {
    hash,
    usdtContract: usdt,
    depositAddress,
    tokenDecimals: 18,
    confirmations: CONFIRMATIONS,
    expectedSender,
  });
}

describe('verifyTransfer against a local node with a real ERC-20', () => {
  it('waits for confirmations, then credits the on-chain amount with block and log index', async () => {
    const hash = await chain.transfer({ token: usdt, from: 1, to: depositAddress, usdt: '125.123456789' });
    expect(await verify(hash, member)).toEqual({ kind: 'pending', reason: VERDICT_REASON.confirming });
    await chain.mine(CONFIRMATIONS);
    const verdict = await verify(hash, member);
    const receipt = await chain.publicClient.getTransactionReceipt({ hash });
    expect(verdict).toEqual({
      kind: 'credit',
      amountMicros: 125_123_456n,
      from: member,
      blockNumber: receipt.blockNumber,
      logIndex: 0,
    });
  });

  it('refuses a transfer of another token to the deposit address', async () => {
    const hash = await chain.transfer({ token: otherToken, from: 1, to: depositAddress, usdt: '50' });
    await chain.mine(CONFIRMATIONS);
    expect(await verify(hash)).toEqual({ kind: 'reject', reason: VERDICT_REASON.wrongToken });
  });

  it('refuses USDT sent to another address', async () => {
    const hash = await chain.transfer({ token: usdt, from: 1, to: stranger, usdt: '50' });
    await chain.mine(CONFIRMATIONS);
    expect(await verify(hash)).toEqual({ kind: 'reject', reason: VERDICT_REASON.wrongRecipient });
  });

  it('refuses a transfer from someone other than the member’s registered address', async () => {
    const hash = await chain.transfer({ token: usdt, from: 2, to: depositAddress, usdt: '50' });
    await chain.mine(CONFIRMATIONS);
    expect(await verify(hash, member)).toEqual({ kind: 'reject', reason: VERDICT_REASON.wrongSender });
  });

  it('refuses a failed transaction', async () => {
    const hash = await chain.failingTransfer(usdt, 1, depositAddress);
    expect(await verify(hash)).toEqual({ kind: 'reject', reason: VERDICT_REASON.failed });
  });

  it('refuses an unknown hash', async () => {
    const unknown = `0x${'ab'.repeat(32)}` as const;
    expect(await verify(unknown)).toEqual({ kind: 'reject', reason: VERDICT_REASON.unknown });
  });

  it('reads the token decimals from the contract', async () => {
    expect(await readTokenDecimals(chain.publicClient, usdt)).toBe(18);
    expect(await readTokenDecimals(chain.publicClient, await chain.deployToken(6))).toBe(6);
  });
});

describe('tokenUnitsToMicros', () => {
  it('scales 18 and 6 decimal amounts to micro-USDT and drops dust', () => {
    expect(tokenUnitsToMicros(1_500_000_000_000_000_001n, 18)).toBe(1_500_000n);
    expect(tokenUnitsToMicros(2_500_000n, 6)).toBe(2_500_000n);
    expect(tokenUnitsToMicros(25n, 5)).toBe(250n);
  });
});
