import { MSG, payoutTxWrongAmountMessage, payoutTxWrongSenderMessage, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, withdrawals } from '../../src/db/schema';
import { call, dataOf, expectLedgerClean, newOperatorToken, saveSettings, signedInMember, useTestApp } from '../helper';
import { ADDRESS, earnIncome, newRequestWindow, pendingWithdrawal } from '../withdrawal-kit';
import { type LocalChain, startLocalChain } from './local-chain';

// In the `chain` mode a payout hash is read on a real local node before the payment is recorded: a final USDT
// Transfer from the treasury to the withdrawal's address of exactly its net amount. Anything else is refused and
// changes nothing.
let chain: LocalChain;
let usdt: Address;
let otherToken: Address;
let treasury: Address;
let stranger: Address;
const CONFIRMATIONS = 3;

beforeAll(async () => {
  chain = await startLocalChain();
  [, treasury, stranger] = chain.addresses as [Address, Address, Address];
  usdt = await chain.deployToken(18);
  otherToken = await chain.deployToken(18);
  for (const token of [usdt, otherToken]) {
    await chain.mint(token, treasury, '10000');
    await chain.mint(token, stranger, '10000');
  }
});
// Registered before the app, so it runs after the app has closed.
afterAll(() => chain.close());

const t = useTestApp(() => ({ env: { CHAIN_RPC_URL: chain.rpcUrl } }));
let operator: string;
let member: Awaited<ReturnType<typeof signedInMember>>;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  member = await signedInMember(t);
  // Funded by another operator: a deposit the paying operator credited alone counts in their 24-hour sum
  // (docs/decisions/035-dual-control.md), and this file is about the payout's hash, not the second pair of eyes.
  await earnIncome(t, { member, operator: await newOperatorToken(t), amount: 1000 });
  // How payouts are checked and where they come from wait for a second owner: saveSettings has one approve.
  const saved = await saveSettings(t, operator, {
    depositVerificationMode: 'chain',
    usdtContract: usdt,
    treasuryAddress: treasury,
    confirmations: 3,
  });
  expect(saved.status, saved.body.message).toBe(200);
});

/** A pending withdrawal of 100 USDT at the 5 % charge: 95 USDT reach ADDRESS. */
async function pendingOf100() {
  await newRequestWindow(t);
  return pendingWithdrawal(t, { member, amount: 100 });
}

const pay = (id: string, transactionHash: string) =>
  call(t, routes.adminWithdrawalPay, { params: { _id: id }, body: { transactionHash }, token: operator });

async function expectUnchanged(id: string) {
  const [row] = await t.ctx.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  expect(row).toMatchObject({ status: 'pending', payoutTxHash: null, reviewedBy: null });
  const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  expect(audits.filter((entry) => entry.action === 'withdrawal.pay')).toEqual([]);
}

async function expectRefused(id: string, hash: string, status: number, message: string) {
  expect(await pay(id, hash)).toMatchObject({ status, body: { success: false, message } });
  await expectUnchanged(id);
}

describe('payout hashes in the chain mode', () => {
  it('tells the console the hash is checked on chain', async () => {
    const id = await pendingOf100();
    const list = dataOf(await call(t, routes.adminWithdrawals, { query: { status: 'pending' }, token: operator }));
    expect(list.docs.find((row) => row._id === id)).toMatchObject({ payoutCheck: 'chain', canPay: true });
  });

  it('records a final USDT transfer of the net amount from the treasury to the address, once', async () => {
    const id = await pendingOf100();
    const hash = await chain.transfer({ token: usdt, from: 1, to: ADDRESS, usdt: '95' });
    await expectRefused(id, hash, 409, MSG.payoutTxNotFinal);
    await chain.mine(CONFIRMATIONS);
    const paid = await pay(id, hash);
    expect(paid.status, paid.body.message).toBe(200);
    expect(dataOf(paid)).toMatchObject({ status: 'success', transactionHash: hash, netAmount: 95 });
    await expectLedgerClean(t);

    const next = await pendingOf100();
    await expectRefused(next, hash, 409, MSG.withdrawalPayoutUsed);
  });

  it('refuses an unknown hash, another token, another sender, another recipient and another amount', async () => {
    const id = await pendingOf100();
    const mined = async (hash: Promise<`0x${string}`>) => {
      const sent = await hash;
      await chain.mine(CONFIRMATIONS);
      return sent;
    };
    await expectRefused(id, `0x${'ab'.repeat(32)}`, 400, MSG.payoutTxNotFound);
    const otherCoin = await mined(chain.transfer({ token: otherToken, from: 1, to: ADDRESS, usdt: '95' }));
    await expectRefused(id, otherCoin, 400, MSG.payoutTxWrongToken);
    const fromStranger = await mined(chain.transfer({ token: usdt, from: 2, to: ADDRESS, usdt: '95' }));
    await expectRefused(id, fromStranger, 400, payoutTxWrongSenderMessage(treasury));
    const elsewhere = await mined(chain.transfer({ token: usdt, from: 1, to: stranger, usdt: '95' }));
    await expectRefused(id, elsewhere, 400, MSG.payoutTxWrongRecipient);
    // The gross amount, charge included, is not what the member was promised.
    const gross = await mined(chain.transfer({ token: usdt, from: 1, to: ADDRESS, usdt: '100' }));
    await expectRefused(id, gross, 400, payoutTxWrongAmountMessage('100', '95'));
    // Dust below a micro-USDT still makes it another amount.
    const dusty = await mined(chain.transfer({ token: usdt, from: 1, to: ADDRESS, usdt: '95.000000000000000001' }));
    await expectRefused(id, dusty, 400, payoutTxWrongAmountMessage('95.000000000000000001', '95'));
    const failed = await chain.failingTransfer(usdt, 1, ADDRESS);
    await expectRefused(id, failed, 400, MSG.payoutTxFailed);

    const right = await mined(chain.transfer({ token: usdt, from: 1, to: ADDRESS, usdt: '95' }));
    expect((await pay(id, right)).status).toBe(200);
    await expectLedgerClean(t);
  });
});
