import { routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkTeamStats } from '../../../src/modules/team/team-check';
import { call, createPackage, dataOf, newOperatorToken, setRankTable, signedInMember, useTestApp } from '../../helper';
import { fundAndBuy, withdrawCapital } from '../../withdrawal-kit';

// Capital invested now vs business ever bought (docs/decisions/009-investment-figures.md).
const t = useTestApp();
let operator: string;
let packageId: string;
type Member = Awaited<ReturnType<typeof signedInMember>>;

async function buy(who: Member, price = 100) {
  return fundAndBuy(t, { member: who, operator, packageId, price });
}

const dashboardOf = async (who: Member) => dataOf(await call(t, routes.dashboard.member, { token: who.token }));
const rankOf = async (who: Member) => dataOf(await call(t, routes.profile.member, { token: who.token })).selfrank;

beforeAll(async () => {
  operator = await newOperatorToken(t);
  await setRankTable(t, operator, [
    { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 0 },
    { rank: 2, teamBusiness: 300, activeDirects: 2, reward: 10 },
  ]);
  packageId = await createPackage(t, operator, { title: 'Recycle Pack', price: 100, yield: 1, maturity: 30 });
});

describe('investment figures', () => {
  it('shows capital invested now, not the same capital twice, after a capital withdrawal and a new purchase', async () => {
    const sponsor = await signedInMember(t, { fullName: 'Figures Sponsor' });
    const member = await signedInMember(t, { sponsorId: sponsor.id, fullName: 'Figures Member' });
    await withdrawCapital(t, member, await buy(member));
    await buy(member);
    expect(await dashboardOf(member)).toMatchObject({ totalInvestmentAmount: 100, totalBusinessAmount: 200 });
    expect(await dashboardOf(sponsor)).toMatchObject({
      teamAInvestment: 100,
      teamInvestment: 100,
      teamABusiness: 200,
      teamBusiness: 200,
    });
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
  });

  it('reaches a rank on capital held now, so recycling one capital cannot buy it', async () => {
    const leader = await signedInMember(t, { fullName: 'Rank Leader' });
    await buy(leader);
    const recycler = await signedInMember(t, { sponsorId: leader.id });
    const second = await signedInMember(t, { sponsorId: leader.id });
    await withdrawCapital(t, recycler, await buy(recycler));
    await buy(recycler);
    await buy(second);
    // 300 bought by two active directs, but only 200 of it invested now: the threshold of 300 is not met.
    expect(await dashboardOf(leader)).toMatchObject({ teamBusiness: 300, teamInvestment: 200, teamAActive: 2 });
    expect(await rankOf(leader)).toBe(1);
    const third = await signedInMember(t, { sponsorId: leader.id });
    await buy(third);
    expect(await rankOf(leader)).toBe(2);
    expect(await checkTeamStats(t.ctx.db)).toEqual([]);
  });
});
