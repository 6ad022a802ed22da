import { MSG, ROLE, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamStats, users } from '../src/db/schema';
import { DEMO, seedDemoIfEmpty } from '../src/seed/demo';
import { call, dataOf, loginToken, operatorToken, useTestApp } from './helper';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  expect(await seedDemoIfEmpty(t.ctx)).toBe(true);
  token = await loginToken(t, DEMO.member);
});

describe('the demo seed', () => {
  it('opens the demo member onto a week of income of every kind, with today left to claim', async () => {
    const profile = dataOf(await call(t, routes.profile.member, { token }));
    expect(profile).toMatchObject({ selfrank: 2, balance: 500, team_a: 3, team_b: 3, team_c: 1 });
    expect(profile.aarohiIncome).toBe(49);
    expect(profile.levelIncome).toBeGreaterThan(0);
    expect(profile.ProfitDirect).toBe(30);
    const dashboard = dataOf(await call(t, routes.dashboard.member, { token }));
    expect(dashboard).toMatchObject({ rewardIncome: 25, teamAActive: 2, teamAInactive: 1, teamBInactive: 1 });
    const claim = await call(t, routes.claimProfit.member, { token });
    expect(claim.status).toBe(200);
  });

  it('leaves deposits in every status', async () => {
    const list = await call(t, routes.depositList.member, { token });
    const statuses = dataOf(list).docs.map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['pending', 'success', 'reject']));
  });

  it('leaves a paid and a rejected withdrawal, the rejected amount back in the wallet', async () => {
    const list = await call(t, routes.withdrawalList.member, { params: { id: 'me' }, token });
    const rows = dataOf(list).docs;
    expect(rows.map((row) => [row.status, row.requestPayment])).toEqual([
      ['reject', 35],
      ['success', 40],
    ]);
    expect(rows[0]?.reason).toBeTruthy();
    const dashboard = dataOf(await call(t, routes.dashboard.member, { token }));
    expect(dashboard.totalWithdrawalAmount).toBe(40);
  });

  it('seeds two operators, each signing in to a session of their own, and neither in a team', async () => {
    const names: string[] = [];
    for (const operator of [DEMO.operator, DEMO.secondOperator]) {
      const operatorSession = await operatorToken(t, operator);
      names.push(dataOf(await call(t, routes.operatorProfile, { token: operatorSession })).fullName);
      // An operator is no member: a member's log-in with the same password is refused.
      const refused = await call(t, routes.login, { body: { email: operator.email, password: operator.password } });
      expect([refused.status, refused.body.message]).toEqual([400, MSG.loginInvalid]);
    }
    expect(names).toEqual(['Platform Operator', 'Second Operator']);
    const operatorsInTeams = await t.ctx.db
      .select({ email: users.email })
      .from(teamStats)
      .innerJoin(users, eq(users.id, teamStats.userId))
      .where(eq(users.role, ROLE.admin));
    expect(operatorsInTeams).toEqual([]);
  });

  it('seeds once', async () => {
    expect(await seedDemoIfEmpty(t.ctx)).toBe(false);
  });
});
