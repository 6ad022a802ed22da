import { type RankRequirement, ROLE, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { rankFigures } from '../../../src/modules/team/ranks';
import { getTeamStatsOf } from '../../../src/modules/team/team-counters';
import { call, createPackage, dataOf, newOperatorToken, setRankTable, signedInMember, useTestApp } from '../../helper';
import { fundAndBuy, withdrawCapital } from '../../withdrawal-kit';

// The rank progress card (docs/product.md#rank-progress) against the rank engine's own counters.
const t = useTestApp();
let operator: string;
let packageId: string;
type Member = Awaited<ReturnType<typeof signedInMember>>;

const TABLE = [
  { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 },
  { rank: 2, teamBusiness: 300, activeDirects: 2, reward: 10 },
  { rank: 3, teamBusiness: 1000, activeDirects: 3, reward: 50.5 },
];

async function setTable(table: typeof TABLE) {
  await setRankTable(t, operator, table);
}

beforeAll(async () => {
  operator = await newOperatorToken(t);
  await setTable(TABLE);
  packageId = await createPackage(t, operator, { title: 'Progress Pack', price: 100, yield: 1, maturity: 30 });
});

const buy = (who: Member, id = packageId, price = 100) =>
  fundAndBuy(t, { member: who, operator, packageId: id, price });
const progressOf = async (who: Member, twin: 'member' | 'vendor' = 'member') =>
  dataOf(await call(t, routes.rankProgress[twin], { token: who.token }));
const rankOf = async (who: Member) => dataOf(await call(t, routes.profile.member, { token: who.token })).selfrank;

/** The figures the rank engine compares, read with its own function from the member's counters. */
async function engineFigures(who: Member) {
  const stats = (await getTeamStatsOf(t.ctx.db, [who.id])).get(who.id);
  if (!stats) throw new Error('no counters');
  const figures = rankFigures(stats);
  return { teamCapital: Number(figures.teamCapitalMicros) / 1e6, activeDirects: figures.activeDirects };
}

function byKey(requirements: RankRequirement[]) {
  return Object.fromEntries(requirements.map((requirement) => [requirement.key, requirement]));
}

describe('rank progress', () => {
  let leader: Member;
  let bigMember: Member;
  let bigOrder: string;

  it('shows a member below rank 1 that the first package reaches it', async () => {
    leader = await signedInMember(t, { fullName: 'Progress Leader' });
    expect(await progressOf(leader)).toEqual({
      rank: 0,
      topRank: 3,
      next: {
        rank: 1,
        reward: 0,
        requirements: [{ key: 'firstPackage', unit: 'count', current: 0, required: 1, met: false }],
      },
    });
  });

  it('shows rank 1 with the team capital and active directs rank 2 asks for, as the engine reads them', async () => {
    await buy(leader);
    const direct = await signedInMember(t, { sponsorId: leader.id });
    // Capital recycled: 200 ever bought, 100 held now. The card, like the engine, reads the 100.
    await withdrawCapital(t, direct, await buy(direct));
    await buy(direct);
    const progress = await progressOf(leader);
    expect(progress.rank).toBe(1);
    expect(progress.next?.rank).toBe(2);
    expect(progress.next?.reward).toBe(10);
    const requirements = byKey(progress.next?.requirements ?? []);
    expect(requirements).toEqual({
      teamCapital: { key: 'teamCapital', unit: 'usdt', current: 100, required: 300, met: false },
      activeDirects: { key: 'activeDirects', unit: 'count', current: 1, required: 2, met: false },
    });
    const engine = await engineFigures(leader);
    expect(requirements.teamCapital?.current).toBe(engine.teamCapital);
    expect(requirements.activeDirects?.current).toBe(engine.activeDirects);
    // The dashboard shows the same capital under Team Invest, and the business ever bought apart.
    const dashboard = dataOf(await call(t, routes.dashboard.member, { token: leader.token }));
    expect(dashboard).toMatchObject({ teamInvestment: 100, teamBusiness: 200, teamAActive: 1 });
  });

  it('moves to the next rank when the engine promotes, and counts deeper levels in the team capital', async () => {
    const second = await signedInMember(t, { sponsorId: leader.id });
    const deep = await signedInMember(t, { sponsorId: second.id });
    await buy(deep);
    expect(await rankOf(leader)).toBe(1);
    expect(byKey((await progressOf(leader)).next?.requirements ?? []).teamCapital?.current).toBe(200);
    await buy(second);
    expect(await rankOf(leader)).toBe(2);
    const progress = await progressOf(leader, 'member');
    expect(progress).toMatchObject({ rank: 2, topRank: 3, next: { rank: 3, reward: 50.5 } });
    expect(byKey(progress.next?.requirements ?? [])).toEqual({
      teamCapital: { key: 'teamCapital', unit: 'usdt', current: 300, required: 1000, met: false },
      activeDirects: { key: 'activeDirects', unit: 'count', current: 2, required: 3, met: false },
    });
    expect(await engineFigures(leader)).toEqual({ teamCapital: 300, activeDirects: 2 });
  });

  it('says a threshold is met while another is not, and the engine agrees by not promoting', async () => {
    const third = await signedInMember(t, { sponsorId: leader.id });
    const big = await signedInMember(t, { sponsorId: third.id });
    const pack700 = await createPackage(t, operator, { title: 'Progress Big', price: 700, yield: 1, maturity: 30 });
    bigOrder = await buy(big, pack700, 700);
    bigMember = big;
    expect(await rankOf(leader)).toBe(2);
    expect(byKey((await progressOf(leader)).next?.requirements ?? [])).toMatchObject({
      teamCapital: { current: 1000, met: true },
      activeDirects: { current: 2, met: false },
    });
    // The third direct's package meets the last threshold: the engine promotes and the card shows the top.
    await buy(third);
    expect(await rankOf(leader)).toBe(3);
    expect(await progressOf(leader)).toEqual({ rank: 3, topRank: 3, next: null });
  });

  it('keeps a rank reached when the team capital falls, and stays at the top of a shortened table', async () => {
    await setTable([...TABLE, { rank: 4, teamBusiness: 5000, activeDirects: 4, reward: 100 }]);
    // 1,100 held, then 700 of it withdrawn: 400 is below rank 3's 1,000, and rank 3 is kept.
    await withdrawCapital(t, bigMember, bigOrder);
    expect(await rankOf(leader)).toBe(3);
    const progress = await progressOf(leader);
    expect(progress).toMatchObject({ rank: 3, topRank: 4, next: { rank: 4, reward: 100 } });
    expect(byKey(progress.next?.requirements ?? []).teamCapital).toMatchObject({ current: 400, required: 5000 });
    expect(await engineFigures(leader)).toEqual({ teamCapital: 400, activeDirects: 3 });
    await setTable(TABLE.slice(0, 2));
    expect(await progressOf(leader)).toEqual({ rank: 3, topRank: 2, next: null });
    await setTable(TABLE);
  });

  it('answers each caller its own card, never another member’s', async () => {
    const stranger = await signedInMember(t, { fullName: 'Progress Stranger' });
    expect(await progressOf(stranger)).toMatchObject({ rank: 0, next: { rank: 1 } });
    const vendor = await signedInMember(t, { role: ROLE.vendor });
    expect(await progressOf(vendor, 'vendor')).toMatchObject({ rank: 0, next: { rank: 1 } });
  });
});
