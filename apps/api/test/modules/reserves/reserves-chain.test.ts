import { routes } from '@app/contract';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalChain, startLocalChain } from '../../chain/local-chain';
import { call, dataOf, fundMember, newOperatorToken, saveSettings, signedInMember, useTestApp } from '../../helper';

// The reserve in the `chain` mode (docs/product.md#proof-of-reserves): the deposit address's USDT balance read on a
// local chain at the moment of the snapshot, with the address, token and block named as its source.
let chain: LocalChain;
let usdt: Address;
let depositAddress: Address;

beforeAll(async () => {
  chain = await startLocalChain();
  depositAddress = chain.addresses[3] as Address;
  usdt = await chain.deployToken(18);
  await chain.mint(usdt, depositAddress, '2500.123456789');
});
// Registered before the app, so it runs after the app has closed.
afterAll(() => chain.close());

const t = useTestApp(() => ({ env: { CHAIN_RPC_URL: chain.rpcUrl } }));

describe('proof of reserves in the chain mode', () => {
  it("reads the deposit address's USDT balance on chain beside the members' liabilities", async () => {
    const operator = await newOperatorToken(t);
    // Where money goes and what the reserve declares wait for a second owner: saveSettings has one approve.
    const saved = await saveSettings(t, operator, { reserveMode: 'chain', usdtContract: usdt, depositAddress });
    expect(saved.status, saved.body.message).toBe(200);
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 2000 });

    const taken = await call(t, routes.adminReserveSnapshot, { token: operator });
    expect(taken.status, taken.body.message).toBe(200);
    const snapshot = dataOf(taken);
    // Token units below a micro-USDT are dropped, as for deposits.
    expect(snapshot).toMatchObject({ reserveMode: 'chain', reserves: 2500.123456, liabilities: 2000 });
    expect(snapshot.ratioPercent).toBe(125);
    expect(snapshot.reserveSource).toContain(depositAddress);
    expect(snapshot.reserveSource).toContain(usdt);
    // Read on chain: verifiable by anyone at that block and address.
    expect(snapshot).toMatchObject({ verified: true, address: depositAddress, memberAddresses: 0 });
    expect(snapshot.block).toBeGreaterThan(0);
    expect(snapshot.reserveSource).toContain(`at block ${snapshot.block}`);
  });
});
