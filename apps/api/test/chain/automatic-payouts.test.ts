import { MSG, routes } from '@app/contract';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPayouts } from '../../src/modules/payouts/payout-engine';
import { call, dataOf, expectLedgerClean, newOperatorToken, signedInMember, useTestApp } from '../helper';
import { earnIncome } from '../withdrawal-kit';
import { type LocalChain, startLocalChain } from './local-chain';
import {
  HOT_WALLET,
  hotWalletEnv,
  newRecipient,
  payoutOf,
  pendingWithdrawalTo,
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
