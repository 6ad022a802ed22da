import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query';
import { settleAllMembers } from '../../../src/modules/packages/settlement.service';
import {
  call,
  createPackage,
  createTestApp,
  expectLedgerClean,
  fundMember,
  newOperatorToken,
  signedInMember,
  type TestContext,
} from '../../helper';

// Daily settlement pays a batch of orders per transaction; a claim pays one member's. Both must come to
// the same incomes, whatever the order of claims and the batch boundaries: two platforms are built alike
// from one random seed, one settles by claims in a shuffled order, the other by settlement in small
// batches, over days on which orders mature (the case where an upline stops earning mid-settlement).

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const SEED = 20261122;
const MEMBERS = 18;
const DAYS = 4;

interface World {
  t: TestContext;
  members: Awaited<ReturnType<typeof signedInMember>>[];
}

async function buildWorld(): Promise<World> {
  const next = random(SEED);
  const t = await createTestApp();
  const operator = await newOperatorToken(t);
  const packages = [
    await createPackage(t, operator, { title: 'Two days', price: 100, yield: 1.5, maturity: 2 }),
    await createPackage(t, operator, { title: 'Three days', price: 250, yield: 1, maturity: 3 }),
    await createPackage(t, operator, { title: 'Long', price: 40, yield: 0.7, maturity: 30 }),
  ];
  const members: World['members'] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const sponsor = index === 0 ? null : members[Math.floor(next() * index)];
    const member = await signedInMember(t, { sponsorId: sponsor?.id ?? null, email: `m${index}@example.test` });
    members.push(member);
    // Some members never buy: their uplines' level income skips nothing, their own sponsors' does.
    if (next() < 0.2) continue;
    await fundMember(t, { token: member.token, operator, amount: 400 });
    const bought = packages.filter(() => next() < 0.6);
    for (const packageId of bought.length ? bought : [packages[0] as string]) {
      const price = packageId === packages[1] ? 250 : packageId === packages[2] ? 40 : 100;
      const answer = await call(t, routes.purchasePackage.member, {
        token: member.token,
        body: { packageId, amount: price, payment_mode_name: 'wallet' },
      });
      expect(answer.status).toBe(200);
    }
  }
  return { t, members };
}

/** Every income, named by member number instead of id, so two platforms compare. */
async function incomesOf(world: World) {
  const rows = await queryRows<{
    email: string;
    kind: string;
    amount: string;
    level: number | null;
    day: string;
    source: string | null;
  }>(
    world.t.ctx.db,
    sql`select u.email, i.kind, i.amount_micros::text as amount, i.level, i.day, s.email as source
        from incomes i join users u on u.id = i.user_id left join users s on s.id = i.source_user_id`,
  );
  return rows.map((row) => `${row.day} ${row.email} ${row.kind} ${row.amount} ${row.level} ${row.source}`).sort();
}

let byClaims: World;
let bySettlement: World;

beforeAll(async () => {
  byClaims = await buildWorld();
  bySettlement = await buildWorld();
}, 120_000);
afterAll(async () => {
  for (const world of [byClaims, bySettlement]) {
    if (!world) continue;
    await expectLedgerClean(world.t);
    await world.t.close();
  }
});

describe('settlement in batches and claims', () => {
  it('pay the same incomes to the same members over days on which orders mature', async () => {
    const shuffle = random(SEED + 1);
    for (let day = 0; day < DAYS; day += 1) {
      const order = [...byClaims.members].sort(() => shuffle() - 0.5);
      for (const member of order) await call(byClaims.t, routes.claimProfit.member, { token: member.token });
      await settleAllMembers(bySettlement.t.ctx, { batch: 5 });
      for (const world of [byClaims, bySettlement]) world.t.clock.advanceSeconds(86_400);
    }
    const claimed = await incomesOf(byClaims);
    expect(claimed.filter((line) => line.includes(' level '))).not.toHaveLength(0);
    expect(await incomesOf(bySettlement)).toEqual(claimed);
  }, 120_000);
});
