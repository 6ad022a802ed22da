import { MSG, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createPackage, dataOf, fundMember, newOperatorToken, signedInMember, useTestApp } from '../../helper';

// A chain R <- A <- B <- C <- D (each the sponsor of the next), default rates: direct 5 %, level 10/5/3 %.
// Packages: Small 100 USDT at 1 % a day for 3 days; Large 1,000 USDT at 0.5 % a day for 5 days.
// Every day D, C, B, A, R claim in that order. Hand-computed:
//   D: trading 3 x 1                                                    =  3.00
//   C: trading 3 + level 3 x 0.10 (D) + direct 5 (D)                     =  8.30
//   B: trading 3 + level 3 x 0.10 (C) + 3 x 0.05 (D) + direct 5 (C)      =  8.45
//   A: trading 5 x 5 + level 3 x (0.10 + 0.05 + 0.03) + direct 5 (B)     = 30.54
//   R: trading 3 + level 3 x (0.50 + 0.05 + 0.03) + direct 50 (A)        = 54.74
//      (R's own order matures on day 3, so A's profit on days 4 and 5 pays R nothing: inactive upline.)
const EXPECTED = {
  D: { trading: 3, level: 0, direct: 0, reward: 0, total: 3 },
  C: { trading: 3, level: 0.3, direct: 5, reward: 0, total: 8.3 },
  B: { trading: 3, level: 0.45, direct: 5, reward: 0, total: 8.45 },
  A: { trading: 25, level: 0.54, direct: 5, reward: 0, total: 30.54 },
  R: { trading: 3, level: 1.74, direct: 50, reward: 0, total: 54.74 },
} as const;
type Name = keyof typeof EXPECTED;

const t = useTestApp();
let operator: string;
const members = {} as Record<Name, Awaited<ReturnType<typeof signedInMember>>>;

const LISTS = {
  trading: routes.incomeTrading.member,
  level: routes.incomeLevel.member,
  direct: routes.incomeDirect.member,
  reward: routes.incomeReward.member,
} as const;

async function claim(name: Name) {
  return call(t, routes.claimProfit.member, { token: members[name].token });
}

async function nextDay() {
  t.clock.advanceSeconds(86_400);
}

beforeAll(async () => {
  operator = await newOperatorToken(t);
  const small = await createPackage(t, operator, { title: 'Small', price: 100, yield: 1, maturity: 3 });
  const large = await createPackage(t, operator, { title: 'Large', price: 1000, yield: 0.5, maturity: 5 });
  let sponsorId: string | null = null;
  for (const name of ['R', 'A', 'B', 'C', 'D'] as const) {
    members[name] = await signedInMember(t, { sponsorId, fullName: `Member ${name}` });
    sponsorId = members[name].id;
  }
  for (const name of ['R', 'A', 'B', 'C', 'D'] as const) {
    const price = name === 'A' ? 1000 : 100;
    await fundMember(t, { token: members[name].token, operator, amount: price });
    const bought = await call(t, routes.purchasePackage.member, {
      body: { packageId: name === 'A' ? large : small, amount: price, payment_mode_name: 'wallet' },
      token: members[name].token,
    });
    expect(bought.status, String(bought.body.message)).toBe(200);
  }
});

describe('three levels over six days', () => {
  it('pays each day once, stops at maturity, and skips an inactive upline', async () => {
    for (let day = 1; day <= 6; day += 1) {
      for (const name of ['D', 'C', 'B', 'A', 'R'] as const) {
        const response = await claim(name);
        const due = name === 'A' ? day <= 5 : day <= 3;
        if (due) {
          expect(response.status, `${name} day ${day}: ${response.body.message}`).toBe(200);
          expect(response.body.message).toBe(MSG.profitClaimed);
          expect(dataOf(response).amount).toBe(name === 'A' ? 5 : 1);
        } else {
          expect(response.status).toBe(409);
          expect(response.body.message).toBe(MSG.profitNothingDue);
        }
        const again = await claim(name);
        expect(again.status).toBe(409);
      }
      await nextDay();
    }
  });

  it.each(Object.keys(EXPECTED) as Name[])('gives %s the hand-computed wallet, profile and lists', async (name) => {
    const expected = EXPECTED[name];
    const profile = await call(t, routes.profile.member, { token: members[name].token });
    expect(profile.body.data).toMatchObject({
      balance: 0,
      earningbalance: expected.total,
      totalPoints: expected.total,
      point: expected.total,
      aarohiIncome: expected.trading,
      levelIncome: expected.level,
      ProfitDirect: expected.direct,
      selfrank: 1,
    });
    for (const kind of ['trading', 'level', 'direct', 'reward'] as const) {
      const list = await call(t, LISTS[kind], { token: members[name].token });
      expect(list.status).toBe(200);
      const data = dataOf(list);
      expect(data.totalAmount, `${name} ${kind}`).toBeCloseTo(expected[kind], 6);
      const firstPageSum = data.docs.reduce((sum, row) => sum + row.amount, 0);
      if (data.totalDocs <= 10) expect(firstPageSum).toBeCloseTo(expected[kind], 6);
    }
    const all = await call(t, routes.incomeAll.member, { token: members[name].token });
    expect(dataOf(all).totalAmount).toBeCloseTo(expected.total, 6);
  });

  it("explains R's level income by source, level, base and rate", async () => {
    const list = await call(t, LISTS.level, { query: { page: 1 }, token: members.R.token });
    const rows = dataOf(list).docs;
    expect(rows).toHaveLength(9);
    expect(rows).toContainEqual(
      expect.objectContaining({
        kind: 'level',
        amount: 0.5,
        level: 1,
        source: { fullName: 'Member A', referId: members.A.referId },
        basis: expect.objectContaining({ baseAmount: 5, ratePercent: 10 }),
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ amount: 0.03, level: 3, source: expect.objectContaining({ fullName: 'Member C' }) }),
    );
  });

  it("shows R's team and business on the dashboard, counting three levels and not the fourth", async () => {
    const response = await call(t, routes.dashboard.member, { token: members.R.token });
    // Every order has matured: nothing is invested now, and the business bought stays.
    expect(response.body.data).toMatchObject({
      totalInvestmentAmount: 0,
      totalBusinessAmount: 100,
      totalOrder: 1,
      activeOrder: 0,
      teamAInvestment: 0,
      teamBInvestment: 0,
      teamCInvestment: 0,
      teamInvestment: 0,
      teamABusiness: 1000,
      teamBBusiness: 100,
      teamCBusiness: 100,
      teamBusiness: 1200,
      teamAActive: 0,
      teamAInactive: 1,
      teamBInactive: 1,
      teamCInactive: 1,
      directIncome: 50,
      totalIncome: 54.74,
    });
    const profile = await call(t, routes.profile.member, { token: members.R.token });
    expect(profile.body.data).toMatchObject({ team_a: 1, team_b: 1, team_c: 1 });
  });

  it('is reconciled by the ledger check, which notices a drifted income rollup', async () => {
    const { checkLedger } = await import('../../../src/ledger/check');
    expect(await checkLedger(t.ctx.db)).toEqual([]);
    const drift = (delta: number) =>
      t.ctx.db.execute(
        sql`update income_daily set amount_micros = amount_micros + ${delta} where user_id = ${members.R.id}`,
      );
    await drift(1);
    try {
      const problems = await checkLedger(t.ctx.db);
      expect(problems.map((problem) => problem.rule)).toContain('income-rollup-equals-incomes');
    } finally {
      await drift(-1);
    }
    // The rollup counts incomes too, and the check holds the counts as it holds the amounts.
    const recount = (delta: number) =>
      t.ctx.db.execute(
        sql`update income_daily set income_count = income_count + ${delta} where user_id = ${members.R.id}`,
      );
    await recount(1);
    try {
      const problems = await checkLedger(t.ctx.db);
      expect(problems.map((problem) => problem.rule)).toContain('income-rollup-equals-incomes');
    } finally {
      await recount(-1);
    }
    expect(await checkLedger(t.ctx.db)).toEqual([]);
  });

  it('lists every order with its days paid and status', async () => {
    const response = await call(t, routes.activePackages.member, { token: members.A.token });
    expect(response.body.data).toEqual([
      expect.objectContaining({
        title: 'Large',
        price: 1000,
        yield: 0.5,
        maturity: 5,
        totalDays: 5,
        status: 'matured',
      }),
    ]);
  });
});
