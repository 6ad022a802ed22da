import { type DryRunMonth, dryRunBody, operatorSettings, SETTING_DEFAULTS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { simulate } from '../../../src/modules/dry-run/dry-run-simulation';
import { useTestApp } from '../../helper';
import { prepareRunDatabase, simulate as simulateOnTheEngine } from './engine-simulation';

// The dry run computes its months with set-based statements on books of its own (dry-run-book.ts); the platform pays
// through its services. The same plan and seed played both ways must give the same months to the micro-USDT: every
// kind of income (trading, level at three depths, direct, rank rewards), handling fees, orders maturing and bought
// again, deposits below the minimum, withdrawals with their charge.

const t = useTestApp({ expectLedgerClean: false });
const PLAN = dryRunBody.parse({
  months: 2,
  initialMembers: 40,
  joinsPerMonth: 15,
  pattern: 'growth',
  minInvestment: 20,
  maxInvestment: 900,
  recruiterShare: 45,
  directsPerRecruiter: 3,
  reinvestRate: 60,
  withdrawRate: 70,
  seed: 11,
  settings: {
    levelIncomePercents: [10, 6, 3],
    directIncomePercent: 7.5,
    withdrawalChargePercent: 4,
    rankTable: [
      { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 2 },
      { rank: 2, teamBusiness: 200, activeDirects: 1, reward: 15 },
      { rank: 3, teamBusiness: 900, activeDirects: 2, reward: 40 },
      { rank: 4, teamBusiness: 2_500, activeDirects: 3, reward: 120 },
    ],
    packages: [
      { title: 'Ten days', price: 50, yield: 1.5, maturity: 10 },
      { title: 'Range', price: 100, maxPrice: 400, yield: 2.25, maturity: 17, handlingFee: 2 },
      { title: 'Fixed', price: 500, yield: 1.1, maturity: 25, handlingFee: 1.5 },
    ],
  },
});
const plan = {
  input: PLAN,
  settings: operatorSettings.parse(SETTING_DEFAULTS),
  packages: [],
  startAt: Date.UTC(2026, 2, 20),
};
const ignore = { day: () => undefined, month: () => undefined };

describe('a dry run on its books', () => {
  const books = openDatabase({});
  let engine: DryRunMonth[];
  let run: DryRunMonth[];

  beforeAll(async () => {
    run = await simulate(books.db, plan, ignore);
    engine = await simulateOnTheEngine(t.ctx, plan, await prepareRunDatabase(t.ctx, plan), ignore);
  }, 120_000);
  afterAll(() => books.close());

  it("gives the months the platform's services give for the same plan and seed", () => {
    expect(run).toEqual(engine);
  });

  it('exercises every rule it follows', () => {
    const [one, two] = engine as [DryRunMonth, DryRunMonth];
    for (const kind of ['trading', 'level', 'direct', 'reward'] as const) {
      expect(one.paid[kind] + two.paid[kind], kind).toBeGreaterThan(0);
    }
    expect(two.withdrawals).toBeGreaterThan(0);
    expect(two.fees).toBeGreaterThan(0);
    // Orders of ten days matured and some were bought again: the second month's capital exceeds its joins' alone.
    expect(two.capitalIn).toBeGreaterThan(0);
  });
});
