import { MSG, routes } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query';
import { teamStats, users } from '../../../src/db/schema';
import { foldTeamCounters } from '../../../src/modules/team/team-fold';
import {
  call,
  createPackage,
  dataOf,
  fundMember,
  newOperatorToken,
  setRankTable,
  signedInMember,
  useTestApp,
} from '../../helper';
import { beforeNextStatement } from '../../statement-hook';

// A purchase is one read and one statement (purchase.service.ts). These tests put another member's or an operator's
// real request between the two, as a busy platform does, and check what the statement then writes.
const t = useTestApp();
let operator: string;
let hundred: string;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  hundred = await createPackage(t, operator, { title: 'Standalone hundred', price: 100, yield: 1, maturity: 30 });
  await setRankTable(t, operator, [
    { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 },
    { rank: 2, teamBusiness: 100, activeDirects: 1, reward: 7 },
  ]);
});

const buy = (token: string) =>
  call(t, routes.purchasePackage.member, {
    body: { packageId: hundred, amount: 100, payment_mode_name: 'wallet' },
    token,
  });
const profileOf = async (token: string) => dataOf(await call(t, routes.profile.member, { token }));

/** The gate's own words: the purchase's statement, not its read or anything else. */
const PURCHASE_STATEMENT = 'update team_stats t set self_investment_micros';

async function ordersOf(userId: string) {
  return queryRows<{ id: string }>(t.ctx.db, sql`select id from orders where user_id = ${userId}::uuid`);
}

async function countersOf(userId: string) {
  const [row] = await t.ctx.db.select().from(teamStats).where(eq(teamStats.userId, userId));
  return row;
}

describe('a purchase between its read and its write', () => {
  it('answers the order exactly as the member then finds it in their orders', async () => {
    const member = await signedInMember(t);
    await fundMember(t, { token: member.token, operator, amount: 100 });
    const bought = await buy(member.token);
    expect(bought.status).toBe(200);
    const listed = await call(t, routes.activePackages.member, { token: member.token });
    expect(listed.body.data).toEqual([dataOf(bought)]);
  });

  it('promotes on the counters a fold moved after the read: the statement writes nothing and the purchase reads again', async () => {
    const sponsor = await signedInMember(t);
    const buyer = await signedInMember(t, { sponsorId: sponsor.id });
    const direct = await signedInMember(t, { sponsorId: buyer.id });
    await fundMember(t, { token: buyer.token, operator, amount: 100 });
    await fundMember(t, { token: direct.token, operator, amount: 100 });
    // The buyer's direct buys and the fold counts it, after the buyer's purchase read its counters (no active
    // direct then): with that direct and the buyer's own 100, rank 2 is reached by this very purchase.
    const hook = beforeNextStatement(t, PURCHASE_STATEMENT, async () => {
      expect((await buy(direct.token)).status).toBe(200);
      await foldTeamCounters(t.ctx);
    });
    try {
      const bought = await buy(buyer.token);
      expect(bought.status).toBe(200);
    } finally {
      hook.restore();
    }
    const [rank] = await t.ctx.db.select({ rank: users.selfRank }).from(users).where(eq(users.id, buyer.id));
    expect(rank?.rank).toBe(2);
    // Its own statement twice, the direct's once between them.
    expect(hook.seen.statements).toBe(3);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect((await countersOf(buyer.id))?.orderCount).toBe(1);
    // Direct income 5 % of the direct's 100, and the rank 2 reward.
    expect((await profileOf(buyer.token)).earningbalance).toBe(12);
    // The missed statement queued nothing: the sponsor counts the buyer once, and the direct at level 2 once.
    await foldTeamCounters(t.ctx);
    expect(await countersOf(sponsor.id)).toMatchObject({
      aActive: 1,
      aCapitalMicros: 100_000_000n,
      bActive: 1,
      bCapitalMicros: 100_000_000n,
    });
  });

  it("buys for a member whose team moves before every read's statement: the last attempt holds the counters", async () => {
    const sponsor = await signedInMember(t);
    const buyer = await signedInMember(t, { sponsorId: sponsor.id });
    const directs = [
      await signedInMember(t, { sponsorId: buyer.id }),
      await signedInMember(t, { sponsorId: buyer.id }),
    ];
    await fundMember(t, { token: buyer.token, operator, amount: 100 });
    for (const direct of directs) await fundMember(t, { token: direct.token, operator, amount: 100 });
    // Before each of the buyer's statements that run on their own, a direct buys and the fold counts it.
    const waiting = [...directs];
    const hook = beforeNextStatement(
      t,
      PURCHASE_STATEMENT,
      async () => {
        const direct = waiting.shift();
        if (!direct) return;
        expect((await buy(direct.token)).status).toBe(200);
        await foldTeamCounters(t.ctx);
      },
      2,
    );
    try {
      expect((await buy(buyer.token)).status).toBe(200);
    } finally {
      hook.restore();
    }
    expect(waiting).toEqual([]);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await countersOf(buyer.id)).toMatchObject({ orderCount: 1, activeOrderCount: 1, aActive: 2 });
    await foldTeamCounters(t.ctx);
    expect(await countersOf(sponsor.id)).toMatchObject({ aActive: 1, bActive: 2 });
  });

  it('refuses a purchase whose wallet an operator emptied after the read, and writes nothing of it', async () => {
    const sponsor = await signedInMember(t);
    const buyer = await signedInMember(t, { sponsorId: sponsor.id });
    await fundMember(t, { token: buyer.token, operator, amount: 150 });
    const before = await countersOf(buyer.id);
    const hook = beforeNextStatement(t, PURCHASE_STATEMENT, async () => {
      const debit = await call(t, routes.adminMemberAdjust, {
        params: { _id: buyer.id },
        body: { wallet: 'deposit', amount: '-100', reason: 'Credited twice' },
        token: operator,
      });
      expect(debit.status).toBe(200);
    });
    let refused: Awaited<ReturnType<typeof buy>>;
    try {
      refused = await buy(buyer.token);
    } finally {
      hook.restore();
    }
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.insufficientFunds);
    expect(await ordersOf(buyer.id)).toHaveLength(0);
    expect(await countersOf(buyer.id)).toEqual(before);
    expect((await profileOf(buyer.token)).balance).toBe(50);
    expect((await profileOf(sponsor.token)).earningbalance).toBe(0);
    const queued = await queryRows(t.ctx.db, sql`select 1 from team_deltas where user_id = ${sponsor.id}::uuid`);
    expect(queued).toHaveLength(0);
  });

  it('buys for a member from before the team counters through the same statement, and starts their counters', async () => {
    const sponsor = await signedInMember(t);
    const buyer = await signedInMember(t, { sponsorId: sponsor.id });
    await fundMember(t, { token: buyer.token, operator, amount: 100 });
    await t.ctx.db.delete(teamStats).where(eq(teamStats.userId, buyer.id));
    const bought = await buy(buyer.token);
    expect(bought.status).toBe(200);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await countersOf(buyer.id)).toMatchObject({
      orderCount: 1,
      activeOrderCount: 1,
      selfCapitalMicros: 100_000_000n,
    });
    expect((await profileOf(sponsor.token)).earningbalance).toBe(5);
  });
});
