import { pathWith, routes } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, seedDemoIfEmpty } from '../src/seed/demo';
import { createTestApp, expectLedgerClean, get, loginToken, type TestContext } from './helper';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.ctx)).toBe(true);
  token = await loginToken(t, DEMO.member);
});
afterAll(async () => {
  await expectLedgerClean(t);
  await t.close();
});

describe('the demo seed', () => {
  it('opens the demo member onto a week of income of every kind, with today left to claim', async () => {
    const profile = (await get(t, routes.profile.member.path, token)).body.data as Record<string, number>;
    expect(profile).toMatchObject({ selfrank: 2, balance: 500, team_a: 3, team_b: 3, team_c: 1 });
    expect(profile.aarohiIncome).toBe(49);
    expect(profile.levelIncome).toBeGreaterThan(0);
    expect(profile.ProfitDirect).toBe(30);
    const dashboard = (await get(t, routes.dashboard.member.path, token)).body.data as Record<string, number>;
    expect(dashboard).toMatchObject({ rewardIncome: 25, teamAActive: 2, teamAInactive: 1, teamBInactive: 1 });
    const claim = await get(t, routes.claimProfit.member.path, token);
    expect(claim.status).toBe(200);
  });

  it('leaves deposits in every status', async () => {
    const list = await get(t, routes.depositList.member.path, token);
    const statuses = (list.body.data as { docs: { status: string }[] }).docs.map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['pending', 'success', 'reject']));
  });

  it('leaves a paid and a rejected withdrawal, the rejected amount back in the wallet', async () => {
    const list = await get(t, pathWith(routes.withdrawalList.member.path, { id: 'me' }), token);
    const rows = (list.body.data as { docs: { status: string; requestPayment: number; reason: string | null }[] }).docs;
    expect(rows.map((row) => [row.status, row.requestPayment])).toEqual([
      ['reject', 35],
      ['success', 40],
    ]);
    expect(rows[0]?.reason).toBeTruthy();
    const dashboard = (await get(t, routes.dashboard.member.path, token)).body.data as Record<string, number>;
    expect(dashboard.totalWithdrawalAmount).toBe(40);
  });

  it('seeds once', async () => {
    expect(await seedDemoIfEmpty(t.ctx)).toBe(false);
  });
});
