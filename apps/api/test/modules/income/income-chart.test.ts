import { byKind, EARNING_KINDS, type IncomeChart, routes } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  dataOf,
  get,
  loginToken,
  newOperatorToken,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { earnIncome } from '../../withdrawal-kit';

// The income chart (docs/product.md#income-chart): per platform day and kind, from the rollup the totals read.
const t = useTestApp();
let operator: string;
type Member = Awaited<ReturnType<typeof signedInMember>>;
let sponsor: Member;
let member: Member;

const chartOf = async (who: Member, days?: number, twin: 'member' | 'vendor' = 'member') =>
  dataOf(await call(t, routes.incomeChart[twin], { query: days === undefined ? {} : { days }, token: who.token }));
const dashboardOf = async (who: Member) => dataOf(await call(t, routes.dashboard.member, { token: who.token }));
const dayOf = (chart: IncomeChart, day: string) => chart.days.find((entry) => entry.day === day);
const DAY = 86_400;
/** Every kind at zero: a day or a range's figures name only the kinds that earned. */
const NONE = byKind(EARNING_KINDS, () => 0);

/** Moves the clock on, and signs everyone in again: a session ends after its lifetime like any other. */
async function advance(seconds: number) {
  t.clock.advanceSeconds(seconds);
  operator = await newOperatorToken(t);
  for (const who of [sponsor, member]) who.token = await loginToken(t, who);
}

beforeAll(async () => {
  operator = await newOperatorToken(t);
  sponsor = await signedInMember(t, { fullName: 'Chart Sponsor' });
  member = await signedInMember(t, { sponsorId: sponsor.id, fullName: 'Chart Member' });
  // 2026-11-21: the sponsor's own profit first (so its order earns that day and level income is due), then the
  // member's, which pays the sponsor 5 % direct income on the purchase and 10 % level income on the profit.
  await earnIncome(t, { member: sponsor, operator, amount: 50 });
  await earnIncome(t, { member, operator, amount: 100 });
  await advance(2 * DAY);
  // 2026-11-23: the member again; the sponsor's order matured, so only direct income for the sponsor.
  await earnIncome(t, { member, operator, amount: 100 });
});

describe('income chart', () => {
  it('answers every day of the range, today last, a day without income as zeros', async () => {
    const chart = await chartOf(member, 7);
    expect(chart.today).toBe('2026-11-23');
    expect(chart.days.map((entry) => entry.day)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(dayOf(chart, '2026-11-21')).toEqual({ day: '2026-11-21', ...NONE, trading: 100 });
    expect(dayOf(chart, '2026-11-22')).toEqual({ day: '2026-11-22', ...NONE });
    expect(dayOf(chart, '2026-11-23')).toMatchObject({ trading: 100 });
    expect(chart.totals).toEqual({ ...NONE, trading: 200, all: 200 });
  });

  it('splits the income by kind, and its sums equal the dashboard totals and the income list', async () => {
    const chart = await chartOf(sponsor);
    expect(chart.days).toHaveLength(30);
    expect(dayOf(chart, '2026-11-21')).toEqual({ day: '2026-11-21', ...NONE, trading: 50, level: 10, direct: 5 });
    expect(dayOf(chart, '2026-11-23')).toEqual({ day: '2026-11-23', ...NONE, direct: 5 });
    for (const who of [sponsor, member]) {
      const { totals } = await chartOf(who, 30);
      const dashboard = await dashboardOf(who);
      // Every income of these members lies within the 30 days, so the range's sums are the all-time totals.
      expect(totals).toEqual({
        ...NONE,
        trading: dashboard.tradingIncome,
        level: dashboard.levelIncome,
        direct: dashboard.directIncome,
        reward: dashboard.rewardIncome,
        bonus: dashboard.bonusIncome,
        all: dashboard.totalIncome,
      });
      const list = dataOf(await call(t, routes.incomeAll.member, { token: who.token }));
      expect(list.daily.reduce((sum, entry) => sum + entry.amount, 0)).toBe(totals.all);
      expect(list.totalAmount).toBe(totals.all);
    }
  });

  it('leaves out the days before the range', async () => {
    await advance(7 * DAY);
    const week = await chartOf(member, 7);
    expect(week.days[0]?.day).toBe('2026-11-24');
    expect(week.totals.all).toBe(0);
    expect((await chartOf(member, 30)).totals.all).toBe(200);
    const quarter = await chartOf(member, 90, 'member');
    expect(quarter.days).toHaveLength(90);
    expect(quarter.totals.all).toBe(200);
  });

  it('counts days in the platform time zone', async () => {
    const saved = await saveSettings(t, operator, { timezone: 'Asia/Tokyo' });
    expect(saved.status, saved.body.message).toBe(200);
    // 2026-11-30 20:00 UTC is 2026-12-01 05:00 in Tokyo: the income falls on the Tokyo day.
    await advance(11 * 3600);
    await earnIncome(t, { member, operator, amount: 100 });
    const chart = await chartOf(member, 7);
    expect(chart).toMatchObject({ today: '2026-12-01', timezone: 'Asia/Tokyo' });
    expect(chart.days.at(-1)).toEqual({ day: '2026-12-01', ...NONE, trading: 100 });
    const saved2 = await saveSettings(t, operator, { timezone: 'UTC' });
    expect(saved2.status).toBe(200);
  });

  it('refuses a range other than 7, 30 or 90 days with a clear message', async () => {
    for (const days of ['10', 'abc', '0', '-7', '7.5']) {
      const answer = await get(t, `${routes.incomeChart.member.path}?days=${days}`, member.token);
      expect(answer.status, days).toBe(400);
      expect(answer.body.message).toContain('days must be 7, 30 or 90');
    }
  });

  it('answers each caller its own incomes only', async () => {
    const stranger = await signedInMember(t, { fullName: 'Chart Stranger' });
    const chart = await chartOf(stranger, 90);
    expect(chart.totals.all).toBe(0);
    expect(chart.days.every((entry) => entry.trading + entry.level + entry.direct + entry.reward === 0)).toBe(true);
  });
});
