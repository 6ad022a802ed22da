import {
  DRY_RUN_MONTH_DAYS,
  type DryRunInput,
  type DryRunMonth,
  type DryRunPattern,
  type OperatorSettings,
} from '@app/contract';
import { usdtSettingToMicros } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { percentToBasisPoints, share } from '../../lib/basis-points';
import { reachedSteps } from '../team/ranks';
import {
  heldAndPromised,
  incomeWallets,
  morning,
  openBook,
  raiseRanks,
  type SimCounters,
  type SimMember,
  type SimPurchase,
  settleDay,
  vacuumBooks,
  withdraw,
} from './dry-run-book';
import { monthRow, NO_TOTALS, type RunTotals } from './dry-run-figures';
import { type DryRunPackage, fitInvestment, fromPackageBody, purchaseCost } from './dry-run-packages';

// A dry run's simulation (docs/product.md#dry-run), on a database of its own that nothing else uses: members join,
// deposit, buy, are paid every day, buy again when an order matures and withdraw once a month. The choices (who
// sponsors whom, what each invests, who buys again, who withdraws) are drawn here, one after another from generators
// seeded by the run's seed, so the same input gives the same figures; what they move is written by the book's
// set-based statements, a few per simulated day (dry-run-book.ts).

/** Simulated days between two clean-ups of the books' dead rows (dry-run-book.ts, vacuumBooks). */
const VACUUM_EVERY_DAYS = 5;
const GROWTH: Record<DryRunPattern, number> = { steady: 1, growth: 1.2, decline: 0.8 };

export interface SimulationPlan {
  input: DryRunInput;
  /** The live settings and the live packages on sale, as the server read them when the run started (the run's own
   * packages, `input.settings.packages`, replace them). */
  settings: OperatorSettings;
  packages: DryRunPackage[];
  /** When the simulated platform opens (ms since the epoch): the live day's midnight, UTC. */
  startAt: number;
}

export interface SimulationReport {
  /** After each simulated day. */
  day(done: number, total: number): void | Promise<void>;
  month(row: DryRunMonth): void | Promise<void>;
}

/** mulberry32: a small generator of numbers in [0, 1), the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Members joining in `month` (1-based): the first month's joins, grown or shrunk by the pattern, rounded. */
export function joinsInMonth(input: Pick<DryRunInput, 'joinsPerMonth' | 'pattern'>, month: number): number {
  return Math.round(input.joinsPerMonth * GROWTH[input.pattern] ** (month - 1));
}

/** The run's settings: the live ones with the run's changes; its packages: the run's own, else the live ones. */
export function runTerms(plan: SimulationPlan): { settings: OperatorSettings; catalogue: DryRunPackage[] } {
  const { packages: packageOverride, ...settingOverrides } = plan.input.settings ?? {};
  return {
    settings: { ...plan.settings, ...settingOverrides },
    catalogue: packageOverride ? packageOverride.map(fromPackageBody) : plan.packages,
  };
}

/** Runs the plan on `db`, an empty database of the run's own; answers the months, also told to `report`. */
export async function simulate(db: Queryable, plan: SimulationPlan, report: SimulationReport): Promise<DryRunMonth[]> {
  const { input } = plan;
  const { settings, catalogue } = runTerms(plan);
  await openBook(db);
  const totalDays = input.months * DRY_RUN_MONTH_DAYS;
  // Separate streams, so that a change to one behaviour (more re-investment, say) leaves the others' draws as they were.
  const random = {
    joins: seededRandom(input.seed),
    reinvest: seededRandom(input.seed ^ 0x5bd1e995),
    withdraw: seededRandom(input.seed ^ 0x27d4eb2f),
  };
  const pick = (draw: () => number, count: number) => Math.min(count - 1, Math.floor(draw() * count));
  const minMicros = usdtSettingToMicros(input.minInvestment);
  const maxMicros = usdtSettingToMicros(input.maxInvestment);
  const depositMinimum = usdtSettingToMicros(settings.depositMinimum);
  const amountMaximum = usdtSettingToMicros(settings.amountMaximum);
  const withdrawalMinimum = usdtSettingToMicros(settings.withdrawalMinimum);
  const chargeBasisPoints = percentToBasisPoints(settings.withdrawalChargePercent);
  const directBasisPoints = percentToBasisPoints(settings.directIncomePercent);
  const levelBasisPoints = settings.levelIncomePercents.map(percentToBasisPoints);

  /** Each member's sponsor (an index, or null) and first investment drawn, by index in the order they joined. */
  const sponsorOf: (number | null)[] = [];
  const investmentOf: bigint[] = [];
  /** Recruiters who may still sponsor, and how many each has sponsored. */
  const recruiters: { index: number; directs: number }[] = [];
  /** `member:package` of every active order: a member holds one active order of a package at a time. */
  const holding = new Set<string>();
  const totals: RunTotals = structuredClone(NO_TOTALS);
  let day: { joined: SimMember[]; deposits: Map<number, bigint>; purchases: SimPurchase[] };

  // An investment drawn evenly between the two amounts, to the cent.
  const drawInvestment = () => {
    const low = (minMicros + 9_999n) / 10_000n;
    const high = maxMicros / 10_000n;
    if (high <= low) return minMicros;
    return (low + BigInt(pick(random.joins, Number(high - low + 1n)))) * 10_000n;
  };

  // A deposit of what the package costs (at least the deposit minimum, at most the largest amount), then the purchase
  // if the deposit covers it and the member holds no active order of that package.
  const depositAndBuy = (
    member: number,
    wanted: { pkg: DryRunPackage; amountMicros: bigint } | null,
    drawn: bigint,
  ) => {
    const cost = wanted ? purchaseCost(wanted.pkg, wanted.amountMicros) : drawn;
    let amount = cost < depositMinimum ? depositMinimum : cost;
    if (amount > amountMaximum) amount = amountMaximum;
    day.deposits.set(member, (day.deposits.get(member) ?? 0n) + amount);
    totals.deposits += amount;
    if (!wanted || amount < cost) return;
    const pkg = catalogue.indexOf(wanted.pkg);
    const key = `${member}:${pkg}`;
    if (holding.has(key)) return;
    holding.add(key);
    const price = wanted.amountMicros;
    const sponsor = sponsorOf[member] ?? null;
    const purchase: SimPurchase = {
      member,
      pkg,
      priceMicros: price,
      feeMicros: cost - price,
      profitMicros: share(price, wanted.pkg.dailyYieldBasisPoints),
      maturityDays: wanted.pkg.maturityDays,
      directMicros: sponsor === null ? 0n : share(price, directBasisPoints),
    };
    day.purchases.push(purchase);
    totals.capitalHeld += price;
    totals.fees += purchase.feeMicros;
    totals.paidByKind.direct += purchase.directMicros;
  };

  const join = () => {
    const index = sponsorOf.length;
    let sponsor: number | null = null;
    if (recruiters.length > 0 && input.directsPerRecruiter > 0) {
      const slot = pick(random.joins, recruiters.length);
      const chosen = recruiters[slot];
      if (chosen) {
        sponsor = chosen.index;
        chosen.directs += 1;
        if (chosen.directs >= input.directsPerRecruiter) {
          recruiters[slot] = recruiters[recruiters.length - 1] as (typeof recruiters)[number];
          recruiters.pop();
        }
      }
    }
    if (random.joins() * 100 < input.recruiterShare) recruiters.push({ index, directs: 0 });
    const investmentMicros = drawInvestment();
    sponsorOf.push(sponsor);
    investmentOf.push(investmentMicros);
    const up2 = sponsor === null ? null : (sponsorOf[sponsor] ?? null);
    const up3 = up2 === null ? null : (sponsorOf[up2] ?? null);
    day.joined.push({ id: index, uplines: [sponsor, up2, up3] });
    depositAndBuy(index, fitInvestment(catalogue, investmentMicros), investmentMicros);
  };

  // Each member whose counters moved climbs the rank ladder as far as they reach, a reward for each rank climbed.
  const promote = async (moved: SimCounters[]) => {
    const raised: { id: number; rank: number; rewardMicros: bigint }[] = [];
    for (const member of moved) {
      const reached = reachedSteps(settings, member, member.rank);
      const top = reached.at(-1);
      if (!top) continue;
      let rewardMicros = 0n;
      for (const step of reached) if (step.reward > 0) rewardMicros += usdtSettingToMicros(step.reward);
      raised.push({ id: member.id, rank: top.rank, rewardMicros });
      totals.paidByKind.reward += rewardMicros;
    }
    await raiseRanks(db, raised);
  };

  let before = NO_TOTALS;
  let maturedYesterday: { member: number; pkg: number; priceMicros: bigint }[] = [];
  const months: DryRunMonth[] = [];
  for (let month = 1; month <= input.months; month += 1) {
    const joins = joinsInMonth(input, month);
    // The members at the start are no month's joins.
    const membersBefore = month === 1 ? input.initialMembers : sponsorOf.length;
    for (let dayOfMonth = 0; dayOfMonth < DRY_RUN_MONTH_DAYS; dayOfMonth += 1) {
      const dayIndex = (month - 1) * DRY_RUN_MONTH_DAYS + dayOfMonth;
      day = { joined: [], deposits: new Map(), purchases: [] };
      // Morning: members join and buy, then those whose order matured yesterday may buy again.
      if (dayIndex === 0) for (let count = 0; count < input.initialMembers; count += 1) join();
      const joinsToday =
        Math.floor(((dayOfMonth + 1) * joins) / DRY_RUN_MONTH_DAYS) -
        Math.floor((dayOfMonth * joins) / DRY_RUN_MONTH_DAYS);
      for (let count = 0; count < joinsToday; count += 1) join();
      for (const matured of maturedYesterday) {
        if (random.reinvest() * 100 >= input.reinvestRate) continue;
        const pkg = catalogue[matured.pkg];
        if (!pkg) continue;
        const wanted =
          pkg.status === 'active'
            ? { pkg, amountMicros: matured.priceMicros }
            : fitInvestment(catalogue, investmentOf[matured.member] ?? 0n);
        depositAndBuy(matured.member, wanted, matured.priceMicros);
      }
      await promote(await morning(db, day));
      // Afternoon: the day's profit for every order due, as the daily settlement pays it.
      const settled = await settleDay(db, levelBasisPoints);
      totals.paidByKind.trading += settled.trading;
      totals.paidByKind.level += settled.level;
      for (const order of settled.matured) holding.delete(`${order.member}:${order.pkg}`);
      maturedYesterday = settled.matured.sort(
        (a, b) => a.member - b.member || compare(catalogue[a.pkg]?.title ?? '', catalogue[b.pkg]?.title ?? ''),
      );
      // The month's last day: members withdraw their income wallets, and an operator pays each withdrawal.
      if (dayOfMonth === DRY_RUN_MONTH_DAYS - 1) {
        const paid: { member: number; amountMicros: bigint }[] = [];
        for (const wallet of await incomeWallets(db, withdrawalMinimum)) {
          if (random.withdraw() * 100 >= input.withdrawRate) continue;
          const amount = wallet.balanceMicros > amountMaximum ? amountMaximum : wallet.balanceMicros;
          const charge = share(amount, chargeBasisPoints);
          // A charge of the whole amount leaves nothing to send: the platform refuses such a request.
          if (amount - charge <= 0n) continue;
          paid.push({ member: wallet.member, amountMicros: amount });
          totals.paidOut += amount - charge;
          totals.fees += charge;
        }
        await withdraw(db, paid);
      }
      if (dayIndex % VACUUM_EVERY_DAYS === VACUUM_EVERY_DAYS - 1) await vacuumBooks(db);
      await report.day(dayIndex + 1, totalDays);
    }
    const held = await heldAndPromised(db);
    const after: RunTotals = { ...structuredClone(totals), wallets: held.wallets };
    const row = monthRow({
      month,
      members: sponsorOf.length,
      joined: sponsorOf.length - membersBefore,
      before,
      after,
      obligations: held.obligations,
    });
    before = after;
    months.push(row);
    await report.month(row);
  }
  return months;
}

function compare(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}
