import { ROLE, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, dataOf, operatorToken, randomTxHash, signedInMember, useTestApp } from '../../helper';
import { earnIncome, newRequestWindow, pendingWithdrawal } from '../../withdrawal-kit';

// The console's review queues: pending requests oldest first and histories newest first, unless the operator
// asks for the other order.
const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});

describe('review queue order', () => {
  it('lists deposits oldest or newest first on request, pending oldest first by default', async () => {
    const member = await signedInMember(t);
    const ids: string[] = [];
    for (const amount of [31, 32, 33]) {
      t.clock.advanceSeconds(60);
      const body = { amount, transaction_id: randomTxHash() };
      ids.push(dataOf(await call(t, routes.addFund.member, { body, token: member.token }))._id);
    }
    const listed = async (query: { status?: 'pending'; order?: 'oldest' | 'newest' }) =>
      dataOf(await call(t, routes.adminDeposits, { query, token: operator })).docs.map((doc) => doc._id);
    expect(await listed({ status: 'pending' })).toEqual(ids);
    expect(await listed({ status: 'pending', order: 'newest' })).toEqual([...ids].reverse());
    expect(await listed({})).toEqual([...ids].reverse());
    expect(await listed({ order: 'oldest' })).toEqual(ids);
    const refused = await call(t, routes.adminDeposits, { query: { order: 'sideways' }, token: operator });
    expect(refused.status).toBe(400);
  });

  it('lists withdrawals oldest or newest first on request, pending oldest first by default', async () => {
    const member = await signedInMember(t);
    await earnIncome(t, { member, operator, amount: 500 });
    const ids: string[] = [];
    for (const amount of [40, 41, 42]) {
      t.clock.advanceSeconds(60);
      await newRequestWindow(t);
      ids.push(await pendingWithdrawal(t, { member, amount }));
    }
    const listed = async (query: { status?: 'pending'; order?: 'oldest' | 'newest' }) =>
      dataOf(await call(t, routes.adminWithdrawals, { query, token: operator })).docs.map((doc) => doc._id);
    expect(await listed({ status: 'pending' })).toEqual(ids);
    expect(await listed({ status: 'pending', order: 'newest' })).toEqual([...ids].reverse());
    expect(await listed({ order: 'oldest' })).toEqual(ids);
  });
});
