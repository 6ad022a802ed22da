import { MSG, routes } from '@app/contract';
import { type Address, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERDICT_REASON_TEXTS } from '../../src/chain/verdict-reason.texts';
import { VERDICT_REASON } from '../../src/chain/verify-transfer';
import { checkedTokenDecimals, recheckPendingChainDeposits } from '../../src/modules/deposits/chain-deposits.service';
import { call, expectLedgerClean, newOperatorToken, saveSettings, signedInMember, useTestApp } from '../helper';
import { type LocalChain, startLocalChain, tokenAbi } from './local-chain';
import { newKey } from './payout-kit';

let chain: LocalChain;
let usdt: Address;
let memberWallet: Address;
let strangerWallet: Address;
let depositAddress: Address;

beforeAll(async () => {
  chain = await startLocalChain();
  [, memberWallet, strangerWallet, depositAddress] = chain.addresses as [Address, Address, Address, Address];
  usdt = await chain.deployToken(18);
  await chain.mint(usdt, memberWallet, '1000');
  await chain.mint(usdt, strangerWallet, '1000');
});
// Registered before the app, so it runs after the app has closed.
afterAll(() => chain.close());

const t = useTestApp(() => ({ env: { CHAIN_RPC_URL: chain.rpcUrl } }));
let operator: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  // How deposits are credited and where they go wait for a second owner: saveSettings has one approve.
  const saved = await saveSettings(t, operator, {
    depositVerificationMode: 'chain',
    usdtContract: usdt,
    depositAddress,
    confirmations: 3,
  });
  expect(saved.status).toBe(200);
});

async function memberWithAddress(address: Address) {
  const member = await signedInMember(t);
  expect((await call(t, routes.saveUsdtAddress.member, { body: { address }, token: member.token })).status).toBe(200);
  return member;
}

describe('the member USDT address', () => {
  it('is checked as a BEP-20 address, checksum included, saved checksummed, one member per address', async () => {
    const member = await signedInMember(t);
    const saveAddress = routes.saveUsdtAddress.member;
    expect((await call(t, saveAddress, { body: { address: '' }, token: member.token })).body.message).toBe(
      MSG.addressRequired,
    );
    expect((await call(t, saveAddress, { body: { address: '0x1234' }, token: member.token })).body.message).toBe(
      MSG.addressInvalid,
    );
    const badChecksum = `0x${strangerWallet
      .slice(2)
      .toLowerCase()
      .replace(/[a-f]/, (c) => c.toUpperCase())}`;
    if (badChecksum !== strangerWallet) {
      expect((await call(t, saveAddress, { body: { address: badChecksum }, token: member.token })).body.message).toBe(
        MSG.addressInvalid,
      );
    }
    const saved = await call(t, saveAddress, { body: { address: strangerWallet.toLowerCase() }, token: member.token });
    expect(saved.body).toMatchObject({ success: true, data: { usdtAddress: strangerWallet } });
    const other = await signedInMember(t);
    expect(await call(t, saveAddress, { body: { address: strangerWallet }, token: other.token })).toMatchObject({
      status: 409,
      body: { message: MSG.usdtAddressTaken },
    });
  });
});

describe('chain-mode deposits', () => {
  it('need the member’s registered address first', async () => {
    const member = await signedInMember(t);
    const hash = await chain.transfer({ token: usdt, from: 1, to: depositAddress, usdt: '40' });
    const response = await call(t, routes.addFund.member, {
      body: { amount: 40, transaction_id: hash },
      token: member.token,
    });
    expect(response).toMatchObject({ status: 400, body: { message: MSG.usdtAddressNeeded } });
  });

  it('wait for finality, then credit the on-chain amount once', async () => {
    const member = await memberWithAddress(memberWallet);
    const hash = await chain.transfer({ token: usdt, from: 1, to: depositAddress, usdt: '75.5' });
    const submitted = await call(t, routes.addFund.member, {
      body: { amount: 80, transaction_id: hash },
      token: member.token,
    });
    expect(submitted.body).toMatchObject({ message: MSG.depositConfirming, data: { status: 'pending' } });
    await chain.mine(3);
    expect(await recheckPendingChainDeposits(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await recheckPendingChainDeposits(t.ctx)).toBe(0);
    const list = await call(t, routes.depositList.member, { token: member.token });
    expect(list.body.data?.docs[0]).toMatchObject({ status: 'success' });
    expect((await call(t, routes.profile.member, { token: member.token })).body.data).toMatchObject({ balance: 75.5 });
    const queue = await call(t, routes.adminDeposits, { query: { status: 'success' }, token: operator });
    expect(queue.body.data?.docs[0]).toMatchObject({ creditedAmount: 75.5, amount: 80 });
    await expectLedgerClean(t);
  });

  it('stay pending while the node cannot be read, and are credited once it can', async () => {
    const wallet = chain.walletOf(newKey());
    await chain.sendEth(wallet.account.address, '1');
    await chain.mint(usdt, wallet.account.address, '40');
    const member = await memberWithAddress(wallet.account.address);
    const hash = await wallet.writeContract({
      address: usdt,
      abi: tokenAbi,
      functionName: 'transfer',
      args: [depositAddress, parseUnits('40', 18)],
      gas: 200_000n,
    });
    await chain.mine(3);
    // The node down: a hash it cannot be asked about is not a hash that does not exist.
    chain.filterRpc(() => 'refuse');
    const submitted = await call(t, routes.addFund.member, {
      body: { amount: 40, transaction_id: hash },
      token: member.token,
    });
    expect(submitted.body).toMatchObject({ message: MSG.depositConfirming, data: { status: 'pending' } });
    await expect(recheckPendingChainDeposits(t.ctx)).rejects.toThrow();
    chain.filterRpc(null);
    expect(await recheckPendingChainDeposits(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await call(t, routes.profile.member, { token: member.token })).body.data).toMatchObject({ balance: 40 });
    await expectLedgerClean(t);
  });

  it('refuse someone else’s transfer and an unknown hash, with the reason in the history', async () => {
    const member = await signedInMember(t);
    await call(t, routes.saveUsdtAddress.member, { body: { address: chain.addresses[0] }, token: member.token });
    const strangers = await chain.transfer({ token: usdt, from: 2, to: depositAddress, usdt: '50' });
    await chain.mine(3);
    const refused = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: strangers },
      token: member.token,
    });
    expect(refused.body).toMatchObject({
      message: MSG.depositRefused,
      data: { status: 'reject', reason: VERDICT_REASON.wrongSender },
    });
    const unknown = `0x${'cd'.repeat(32)}`;
    const missing = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: unknown },
      token: member.token,
    });
    expect(missing.body).toMatchObject({ data: { status: 'reject', reason: VERDICT_REASON.unknown } });
    expect((await call(t, routes.profile.member, { token: member.token })).body.data).toMatchObject({ balance: 0 });
    // The member's list and notifications say why in the language they read (docs/product.md#languages).
    const inHindi = await call(t, routes.depositList.member, {
      token: member.token,
      headers: { 'accept-language': 'hi' },
    });
    // Both were refused at the same moment: their order is not the point.
    expect(inHindi.body.data?.docs.map((doc) => doc.reason).sort()).toEqual(
      [VERDICT_REASON_TEXTS.hi.unknown, VERDICT_REASON_TEXTS.hi.wrongSender].sort(),
    );
    const notices = await call(t, routes.notifications.member, {
      token: member.token,
      headers: { 'accept-language': 'es' },
    });
    const rejected = notices.body.data?.docs.filter((doc) => doc.kind === 'deposit-rejected');
    expect(rejected?.map((doc) => doc.body).sort()).toEqual(
      [
        `Tu depósito de 50,00 USDT fue rechazado: ${VERDICT_REASON_TEXTS.es.unknown}`,
        `Tu depósito de 50,00 USDT fue rechazado: ${VERDICT_REASON_TEXTS.es.wrongSender}`,
      ].sort(),
    );
  });

  it('count for no operator once the chain credits them; approved by hand before it does, for the operator', async () => {
    // Four eyes on sums (docs/decisions/020-operator-roles.md#four-eyes-on-sums): the chain checked what it credits;
    // an approval that overrides its check is an operator's word.
    const wallet = chain.walletOf(newKey());
    await chain.sendEth(wallet.account.address, '1');
    await chain.mint(usdt, wallet.account.address, '2000');
    const member = await memberWithAddress(wallet.account.address);
    const deposit = async (usdtAmount: number) => {
      const hash = await wallet.writeContract({
        address: usdt,
        abi: tokenAbi,
        functionName: 'transfer',
        args: [depositAddress, parseUnits(String(usdtAmount), 18)],
        gas: 200_000n,
      });
      const submitted = await call(t, routes.addFund.member, {
        body: { amount: usdtAmount, transaction_id: hash },
        token: member.token,
      });
      expect(submitted.body).toMatchObject({ message: MSG.depositConfirming, data: { status: 'pending' } });
      return submitted.body.data?._id ?? '';
    };
    const approve = (id: string) => call(t, routes.adminDepositApprove, { params: { _id: id }, token: operator });

    const byChain = await deposit(900);
    await chain.mine(3);
    await recheckPendingChainDeposits(t.ctx);
    const queue = await call(t, routes.adminDeposits, { query: { status: 'success' }, token: operator });
    expect(queue.body.data?.docs.find((doc) => doc._id === byChain)).toMatchObject({ hashCheckedOnChain: true });
    // Were the chain's 900 counted for this operator, 600 more would wait for a second one.
    const byHand = await deposit(600);
    expect((await approve(byHand)).status).toBe(200);
    const waits = await deposit(500);
    expect(await approve(waits)).toMatchObject({ status: 202, body: { data: { hashCheckedOnChain: false } } });
    // The chain settles what still waits; it leaves no operator's name on it.
    await chain.mine(3);
    await recheckPendingChainDeposits(t.ctx);
    const settled = await call(t, routes.adminDeposits, { query: { status: 'success' }, token: operator });
    expect(settled.body.data?.docs.find((doc) => doc._id === waits)).toMatchObject({ hashCheckedOnChain: true });
    expect((await call(t, routes.profile.member, { token: member.token })).body.data).toMatchObject({ balance: 2000 });
    await expectLedgerClean(t);
  });

  it('refuse a USDT contract whose decimals are not the expected ones', async () => {
    const sixDecimals = await chain.deployToken(6);
    await expect(checkedTokenDecimals(t.ctx, sixDecimals)).rejects.toThrow('has 6 decimals, expected 18');
  });
});
