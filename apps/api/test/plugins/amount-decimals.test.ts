import { MSG, type RouteDef, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, newOperatorToken, randomTxHash, saveSettings, signedInMember, useTestApp } from '../helper';

// An amount is never rounded on the way in (docs/product.md#money): a JSON number with a seventh decimal is refused
// as the same text is, on every call that moves money or sets an amount.
const t = useTestApp();
const ID = '11111111-1111-4111-8111-111111111111';
const ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const SEVENTH_DECIMAL = 30.0000009;

const MEMBER_BODIES: [string, RouteDef, (amount: number | string) => Record<string, unknown>][] = [
  ['a deposit', routes.addFund.member, (amount) => ({ amount, transaction_id: randomTxHash() })],
  ['a withdrawal', routes.withdrawalRequest.member, (amount) => ({ amount, address: ADDRESS })],
  ['a transfer', routes.walletTransfer.member, (amount) => ({ amount, receiverId: 'NX000001' })],
  ['a purchase', routes.purchasePackage.member, (amount) => ({ amount, packageId: ID, payment_mode_name: 'wallet' })],
];

let member: { token: string };
let operator: string;

beforeAll(async () => {
  member = await signedInMember(t);
  operator = await newOperatorToken(t);
});

describe('an amount with more than 6 decimals', () => {
  it.each(MEMBER_BODIES)('is refused in %s, as a number and as text', async (_case, route, bodyOf) => {
    for (const amount of [SEVENTH_DECIMAL, String(SEVENTH_DECIMAL)]) {
      const answer = await call(t, route, { body: bodyOf(amount), token: member.token } as never);
      expect(answer.status, `${amount}`).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: MSG.amountInvalid });
    }
    const sixDecimals = await call(t, route, { body: bodyOf(30.000001), token: member.token } as never);
    expect(sixDecimals.body.message).not.toBe(MSG.amountInvalid);
  });

  it('is refused in an operator adjustment', async () => {
    const answer = await call(t, routes.adminMemberAdjust, {
      params: { _id: ID },
      body: { wallet: 'income', amount: SEVENTH_DECIMAL, reason: 'a correction', kind: 'correction' },
      token: operator,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: MSG.amountInvalid });
  });

  it.each([
    ['depositMinimum', { depositMinimum: SEVENTH_DECIMAL }, 'must have at most 6 decimals'],
    ['manualReserve', { manualReserve: 1000.0000001 }, 'must have at most 6 decimals'],
    ['a rank reward', { rankTable: [{ rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0.0000001 }] }, '6 decimals'],
    ['a charge in percent', { withdrawalChargePercent: 5.005 }, 'must have at most 2 decimals'],
  ])('is refused in the setting %s, and nothing is saved', async (_case, body, message) => {
    const before = await call(t, routes.adminSettings, { token: operator });
    const answer = await call(t, routes.adminSettingsUpdate, { body, token: operator });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(message);
    const after = await call(t, routes.adminSettings, { token: operator });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('leaves a setting with 6 decimals and a percent with 2 as sent', async () => {
    const answer = await saveSettings(t, operator, { depositMinimum: 30.000001, withdrawalChargePercent: 5.25 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ depositMinimum: 30.000001, withdrawalChargePercent: 5.25 });
  });
});
