import { MSG, routes } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema';
import {
  call,
  createPackage,
  dataOf,
  fundMember,
  newOperatorToken,
  setRankTable,
  signedInMember,
  type TestContext,
  useTestApp,
} from '../../helper';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function buy(ctx: TestContext, who: Member, packageId: string, amount: number) {
  const response = await call(ctx, routes.purchasePackage.member, {
    body: { packageId, amount, payment_mode_name: 'wallet' },
    token: who.token,
  });
  expect(response.status, String(response.body.message)).toBe(200);
}

async function fundAndBuy(ctx: TestContext, operator: string, who: Member, packageId: string, amount: number) {
  await fundMember(ctx, { token: who.token, operator, amount });
  await buy(ctx, who, packageId, amount);
}

async function profileOf(ctx: TestContext, who: Member) {
  return dataOf(await call(ctx, routes.profile.member, { token: who.token }));
}

async function listOf(
  ctx: TestContext,
  route: typeof routes.incomeLevel.member | typeof routes.incomeReward.member,
  who: Member,
) {
  return dataOf(await call(ctx, route, { token: who.token }));
}

async function runSettlement(ctx: TestContext, operator: string) {
  const response = await call(ctx, routes.adminSettlementRun, { token: operator });
  expect(response.status, String(response.body.message)).toBe(200);
  expect(response.body.message).toBe(MSG.settlementDone);
  return dataOf(response);
}

describe('ranks and rewards', () => {
  const t = useTestApp();
  let operator: string;
  let packageId: string;
  let sponsor: Member;

  beforeAll(async () => {
    operator = await newOperatorToken(t);
    await setRankTable(t, operator, [
      { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 },
      { rank: 2, teamBusiness: 200, activeDirects: 2, reward: 10 },
      { rank: 3, teamBusiness: 100_000, activeDirects: 5, reward: 500 },
    ]);
    packageId = await createPackage(t, operator, { title: 'Rank Pack', price: 100, yield: 1, maturity: 30 });
    sponsor = await signedInMember(t, { fullName: 'Sponsor Sara' });
  });

  async function rewards(who: Member) {
    return listOf(t, routes.incomeReward.member, who);
  }

  it('gives rank 1 with the first package, without a reward', async () => {
    expect(await profileOf(t, sponsor)).toMatchObject({ selfrank: 0 });
    await fundAndBuy(t, operator, sponsor, packageId, 100);
    expect(await profileOf(t, sponsor)).toMatchObject({ selfrank: 1, earningbalance: 0 });
    expect(await rewards(sponsor)).toMatchObject({ totalDocs: 0, totalAmount: 0 });
  });

  it('keeps rank 1 with one active direct and 100 of team business', async () => {
    const first = await signedInMember(t, { sponsorId: sponsor.id });
    await fundAndBuy(t, operator, first, packageId, 100);
    expect(await profileOf(t, sponsor)).toMatchObject({ selfrank: 1, earningbalance: 5 });
    expect((await rewards(sponsor)).totalDocs).toBe(0);
  });

  it('reaches rank 2 with the second direct, paying the 10 USDT reward once', async () => {
    const second = await signedInMember(t, { sponsorId: sponsor.id });
    await fundAndBuy(t, operator, second, packageId, 100);
    expect(await profileOf(t, sponsor)).toMatchObject({ selfrank: 2, earningbalance: 20, ProfitDirect: 10 });
    const list = await rewards(sponsor);
    expect(list).toMatchObject({ totalDocs: 1, totalAmount: 10 });
    expect(list.docs[0]).toMatchObject({ kind: 'reward', amount: 10, source: null, level: null });
    expect(list.docs[0]?.basis.rule).toMatch(/\brank 2\b/);
    const dashboard = await call(t, routes.dashboard.member, { token: sponsor.token });
    expect(dashboard.body.data).toMatchObject({ rewardIncome: 10, teamInvestment: 200, teamAActive: 2 });
  });

  it('does not pay the reward again when a third direct buys', async () => {
    const third = await signedInMember(t, { sponsorId: sponsor.id });
    await fundAndBuy(t, operator, third, packageId, 100);
    expect(await profileOf(t, sponsor)).toMatchObject({ selfrank: 2, earningbalance: 25 });
    expect(await rewards(sponsor)).toMatchObject({ totalDocs: 1, totalAmount: 10 });
  });

  it('never ranks a member without a package, however large its team business', async () => {
    const idle = await signedInMember(t, { fullName: 'Idle Ivan' });
    const big = await createPackage(t, operator, { title: 'Big Pack', price: 60_000, yield: 1, maturity: 30 });
    for (let index = 0; index < 2; index += 1) {
      const direct = await signedInMember(t, { sponsorId: idle.id });
      await fundAndBuy(t, operator, direct, big, 60_000);
    }
    const dashboard = await call(t, routes.dashboard.member, { token: idle.token });
    expect(dashboard.body.data).toMatchObject({ teamInvestment: 120_000, teamAActive: 2, totalOrder: 0 });
    expect(await profileOf(t, idle)).toMatchObject({ selfrank: 0, earningbalance: 6000 });
    expect(await rewards(idle)).toMatchObject({ totalDocs: 0, totalAmount: 0 });
  });
});

describe('automatic settlement', () => {
  const t = useTestApp();
  let operator: string;
  let small: string;
  let large: string;
  const chain = {} as Record<'U' | 'V' | 'W' | 'X', Member>;

  // U <- V <- W (each the sponsor of the next); X stands alone. U: 100 at 1 %, V: 200 at 2 %, W: both,
  // X: 100 at 1 % and claims before the run. Daily: U 1, V 4, W 1 + 4 = 5, X 1.
  // Level income of a day: V 10 % of W's 1 + 4 = 0.5; U 10 % of V's 4 + 5 % of W's 1 + 4 = 0.65.
  beforeAll(async () => {
    operator = await newOperatorToken(t);
    small = await createPackage(t, operator, { title: 'Settle Small', price: 100, yield: 1, maturity: 30 });
    large = await createPackage(t, operator, { title: 'Settle Large', price: 200, yield: 2, maturity: 30 });
    chain.U = await signedInMember(t, { fullName: 'Upline U' });
    chain.V = await signedInMember(t, { sponsorId: chain.U.id, fullName: 'Middle V' });
    chain.W = await signedInMember(t, { sponsorId: chain.V.id, fullName: 'Bottom W' });
    chain.X = await signedInMember(t, { fullName: 'Alone X' });
    await signedInMember(t, { sponsorId: chain.U.id, fullName: 'Without Order' });
    await fundAndBuy(t, operator, chain.U, small, 100);
    await fundAndBuy(t, operator, chain.V, large, 200);
    await fundAndBuy(t, operator, chain.W, small, 100);
    await fundAndBuy(t, operator, chain.W, large, 200);
    await fundAndBuy(t, operator, chain.X, small, 100);
  });

  it('pays every member still due once, with level income, and nothing on a second run', async () => {
    const claimed = await call(t, routes.claimProfit.member, { token: chain.X.token });
    expect(claimed.status).toBe(200);

    const first = await runSettlement(t, operator);
    expect(first).toEqual({ day: '2026-11-21', members: 3, paidOrders: 4, amount: 10 });
    const again = await runSettlement(t, operator);
    expect(again).toEqual({ day: '2026-11-21', members: 0, paidOrders: 0, amount: 0 });

    for (const name of ['U', 'V', 'W', 'X'] as const) {
      const response = await call(t, routes.claimProfit.member, { token: chain[name].token });
      expect(response.status, name).toBe(409);
      expect(response.body.message).toBe(MSG.profitAlreadyClaimed);
    }

    const uLevel = await listOf(t, routes.incomeLevel.member, chain.U);
    expect(uLevel.totalAmount).toBe(0.65);
    expect(uLevel.docs).toContainEqual(
      expect.objectContaining({
        amount: 0.4,
        level: 1,
        source: { fullName: 'Middle V', referId: chain.V.referId },
        basis: expect.objectContaining({ baseAmount: 4, ratePercent: 10 }),
      }),
    );
    // W's two orders each pay U at level 2: 5 % of 1 and 5 % of 4.
    expect(uLevel.docs.filter((row) => row.level === 2).map((row) => row.amount)).toEqual(
      expect.arrayContaining([0.05, 0.2]),
    );
    expect(uLevel.totalDocs).toBe(3);
    expect((await listOf(t, routes.incomeLevel.member, chain.V)).totalAmount).toBe(0.5);
    expect(await profileOf(t, chain.W)).toMatchObject({ aarohiIncome: 5, levelIncome: 0, earningbalance: 5 });
    // U: trading 1 + level 0.65 + direct 5 % of V's 200.
    expect(await profileOf(t, chain.U)).toMatchObject({ aarohiIncome: 1, levelIncome: 0.65, earningbalance: 11.65 });
  });

  it('pays again the next day, including the member who claimed by hand before', async () => {
    t.clock.advanceSeconds(86_400);
    operator = await newOperatorToken(t); // an operator session lasts 12 hours
    const next = await runSettlement(t, operator);
    expect(next).toEqual({ day: '2026-11-22', members: 4, paidOrders: 5, amount: 11 });
    expect((await runSettlement(t, operator)).paidOrders).toBe(0);
    const orders = await call(t, routes.activePackages.member, { token: chain.W.token });
    expect(orders.body.data).toEqual([
      expect.objectContaining({ totalDays: 2, paidToday: true, lastPaidDay: '2026-11-22' }),
      expect.objectContaining({ totalDays: 2, paidToday: true, lastPaidDay: '2026-11-22' }),
    ]);
    expect((await listOf(t, routes.incomeLevel.member, chain.U)).totalAmount).toBe(1.3);
  });

  it('pays every due order of more than a hundred members once (batch boundaries: settlement-equivalence.test.ts)', async () => {
    t.clock.advanceSeconds(86_400);
    operator = await newOperatorToken(t);
    const root = await signedInMember(t, { fullName: 'Root Rhea' });
    await fundAndBuy(t, operator, root, large, 200);
    const count = 120;
    const chunk = 20;
    for (let start = 0; start < count; start += chunk) {
      // Log-ins are limited to 60 per address in 15 minutes.
      if (start % 40 === 0) t.clock.advanceSeconds(15 * 60 + 1);
      await Promise.all(
        Array.from({ length: Math.min(chunk, count - start) }, async () => {
          const direct = await signedInMember(t, { sponsorId: root.id });
          await fundAndBuy(t, operator, direct, small, 100);
        }),
      );
    }
    // Root (4) + 120 directs (1 each) + the first chain: U 1, V 4, W 5, X 1.
    const day = await runSettlement(t, operator);
    expect(day).toEqual({ day: '2026-11-23', members: 125, paidOrders: 126, amount: 135 });
    expect((await runSettlement(t, operator)).members).toBe(0);

    const rootLevel = await listOf(t, routes.incomeLevel.member, root);
    expect(rootLevel).toMatchObject({ totalDocs: count, totalAmount: 12 });
    const due = await t.ctx.db.select().from(orders).where(eq(orders.lastPaidDay, '2026-11-23'));
    expect(due).toHaveLength(126);
    expect(due.every((order) => order.status === 'active')).toBe(true);
  }, 180_000);
});
