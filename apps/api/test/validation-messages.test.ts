import { type RouteDef, routes } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { call, newOperatorToken, signedInMember, useTestApp } from './helper';

const t = useTestApp();

// zod's own wording ("Too small: expected number to be >=1"): a member can do nothing with it.
const VALIDATOR_TEXT = /expected|Too small|Too big|Invalid input|Invalid option|Invalid string|Invalid UUID|received/i;

type Sent = { body?: unknown; query?: Record<string, string>; params?: Record<string, string> };
const ID = '11111111-1111-4111-8111-111111111111';

const MEMBER_CASES: [string, RouteDef, Sent][] = [
  ['a deposit amount of the wrong type', routes.addFund.member, { body: { amount: true, transaction_id: 7 } }],
  ['a deposit with an object for the hash', routes.addFund.member, { body: { amount: '50', transaction_id: {} } }],
  [
    'a purchase with a number for the package',
    routes.purchasePackage.member,
    { body: { packageId: 12, amount: -1, payment_mode_name: 'wallet' } },
  ],
  [
    'a purchase with another payment mode',
    routes.purchasePackage.member,
    { body: { packageId: ID, amount: 10, payment_mode_name: 'card' } },
  ],
  ['a withdrawal with an object amount', routes.withdrawalRequest.member, { body: { address: 5, amount: {} } }],
  [
    'a withdrawal verify with a number for the code',
    routes.withdrawalVerify.member,
    { body: { _id: 'x', otp: 12, amount: [], address: null } },
  ],
  ['a transfer of a list', routes.walletTransfer.member, { body: { receiverId: 1, amount: [1] } }],
  ['page 0 of the deposits', routes.depositList.member, { query: { page: '0' } }],
  ['a page that is no number', routes.withdrawalList.member, { query: { page: 'abc' }, params: { id: 'x' } }],
  ['a page past the limit', routes.incomeAll.member, { query: { page: '99999999999' } }],
];

describe('refusals of bad input are sentences a member can act on', () => {
  it.each(MEMBER_CASES)('%s', async (_case, route, sent) => {
    const member = await signedInMember(t);
    const answer = await call(t, route, { ...sent, token: member.token } as never);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.success).toBe(false);
    expect(answer.body.message).not.toMatch(VALIDATOR_TEXT);
  });

  it.each([
    ['an approve of an id that is no UUID', routes.adminDepositApprove, { params: { _id: 'nope' } }],
    ['an adjustment of a list', routes.adminMemberAdjust, { params: { _id: ID }, body: { amount: [1], wallet: 3 } }],
    ['a deposits page of -1', routes.adminDeposits, { query: { page: '-1' } }],
  ] as [string, RouteDef, Sent][])('%s (console)', async (_case, route, sent) => {
    const token = await newOperatorToken(t);
    const answer = await call(t, route, { ...sent, token } as never);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.message).not.toMatch(VALIDATOR_TEXT);
  });
});
