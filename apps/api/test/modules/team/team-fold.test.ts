import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query';
import { checkTeamStats } from '../../../src/modules/team/team-check';
import { foldTeamCounters } from '../../../src/modules/team/team-fold';
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
import { countPurchase } from '../../team-kit';

// docs/decisions/013-performance-budgets.md: a purchase changes its own counters and queues its uplines' in
// team_deltas; the fold adds them, promotes the uplines and pays their rewards once.

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function stats(t: TestContext, userId: string) {
  const [row] = await queryRows<{ a_active: number; a_capital_micros: string; b_active: number; order_count: number }>(
    t.ctx.db,
    sql`select a_active, a_capital_micros::text, b_active, order_count from team_stats where user_id = ${userId}`,
  );
  return row;
}

async function queued(t: TestContext) {
  return queryRows<{ user_id: string; depth: number; active: number }>(
    t.ctx.db,
    sql`select user_id, depth, active from team_deltas order by id`,
  );
}

describe('team counters of uplines, queued and folded', () => {
  const t = useTestApp();
  let operator: string;
  let packageId: string;
  let sponsor: Member;
  let grand: Member;

  beforeAll(async () => {
    operator = await newOperatorToken(t);
    await setRankTable(t, operator, [
      { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 },
      { rank: 2, teamBusiness: 200, activeDirects: 2, reward: 10 },
      { rank: 3, teamBusiness: 100_000, activeDirects: 5, reward: 500 },
    ]);
    packageId = await createPackage(t, operator, { title: 'Fold Pack', price: 100, yield: 1, maturity: 30 });
    grand = await signedInMember(t, { fullName: 'Grand Gina' });
    sponsor = await signedInMember(t, { sponsorId: grand.id, fullName: 'Sponsor Sam' });
  });

  it("moves the buyer's own counters at once and the uplines' only when the fold takes the queue", async () => {
    const buyer = await signedInMember(t, { sponsorId: sponsor.id });
    // Straight through the team's writes, without the fold a request asks for: what the statement itself leaves.
    await countPurchase(t.ctx.db, { userId: buyer.id, priceMicros: 100_000_000n });
    expect(await stats(t, buyer.id)).toMatchObject({ order_count: 1 });
    expect(await stats(t, sponsor.id)).toMatchObject({ a_active: 0, a_capital_micros: '0' });
    expect(await queued(t)).toEqual([
      { user_id: sponsor.id, depth: 1, active: 1 },
      { user_id: grand.id, depth: 2, active: 1 },
    ]);
    // The check counts what is queued as the fold will add it: nothing is missing before the fold either.
    await t.ctx.db.execute(sql`update team_stats set order_count = 0, active_order_count = 0,
      self_investment_micros = 0, self_capital_micros = 0 where user_id = ${buyer.id}`);
    await t.ctx.db.execute(sql`delete from team_deltas`);
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
  });

  it('promotes an upline and pays its reward once, however many folds run at the same time', async () => {
    const first = await signedInMember(t, { sponsorId: sponsor.id });
    const second = await signedInMember(t, { sponsorId: sponsor.id });
    await fundMember(t, { token: sponsor.token, operator, amount: 100 });
    await fundMember(t, { token: first.token, operator, amount: 100 });
    await fundMember(t, { token: second.token, operator, amount: 100 });
    const buy = (who: Member) =>
      t.app.inject({
        method: 'POST',
        url: routes.purchasePackage.member.path,
        headers: { authorization: `Bearer ${who.token}` },
        payload: { packageId, amount: 100, payment_mode_name: 'wallet' },
      });
    // Injected directly: nothing here waits for the folds the purchases ask for, so they race the ones below.
    const bought = await Promise.all([buy(sponsor), buy(first), buy(second)]);
    expect(bought.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    await Promise.all([foldTeamCounters(t.ctx), foldTeamCounters(t.ctx), foldTeamCounters(t.ctx)]);
    expect(await queued(t)).toEqual([]);
    expect(await stats(t, sponsor.id)).toMatchObject({ a_active: 2, a_capital_micros: '200000000' });
    expect(await stats(t, grand.id)).toMatchObject({ b_active: 2 });
    const profile = dataOf(await call(t, routes.profile.member, { token: sponsor.token }));
    expect(profile).toMatchObject({ selfrank: 2 });
    const rewards = dataOf(await call(t, routes.incomeReward.member, { token: sponsor.token }));
    expect(rewards).toMatchObject({ totalDocs: 1, totalAmount: 10 });
    await foldTeamCounters(t.ctx);
    expect(dataOf(await call(t, routes.incomeReward.member, { token: sponsor.token }))).toMatchObject({
      totalDocs: 1,
    });
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
  });
});

// On PostgreSQL the point of the queue can be shown: a purchase no longer waits on its sponsor's counter row.
describe.runIf(process.env.TEST_DATABASE_URL)("a purchase and its sponsor's counters", () => {
  const t = useTestApp();

  it("completes while another transaction holds the sponsor's and the grand-sponsor's counter rows", async () => {
    const operator = await newOperatorToken(t);
    const packageId = await createPackage(t, operator, { title: 'Lock Pack', price: 100, yield: 1, maturity: 30 });
    const grand = await signedInMember(t);
    const sponsor = await signedInMember(t, { sponsorId: grand.id });
    const buyer = await signedInMember(t, { sponsorId: sponsor.id });
    await fundMember(t, { token: buyer.token, operator, amount: 100 });
    const [schema] = await queryRows<{ schema: string }>(t.ctx.db, sql`select current_schema() as schema`);
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    try {
      await holder.query(`set search_path to ${schema?.schema}`);
      await holder.query('begin');
      await holder.query('select user_id from team_stats where user_id = any($1::uuid[]) for update', [
        [sponsor.id, grand.id],
      ]);
      const response = await Promise.race([
        // Injected directly: call() would also wait for the fold, which does wait on the rows held.
        t.app
          .inject({
            method: 'POST',
            url: routes.purchasePackage.member.path,
            headers: { authorization: `Bearer ${buyer.token}` },
            payload: { packageId, amount: 100, payment_mode_name: 'wallet' },
          })
          .then((answer) => answer.statusCode),
        new Promise((resolve) => setTimeout(() => resolve('waited on the upline rows'), 3_000)),
      ]);
      expect(response).toBe(200);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    await foldTeamCounters(t.ctx);
    expect(await stats(t, sponsor.id)).toMatchObject({ a_active: 1 });
  });
});
