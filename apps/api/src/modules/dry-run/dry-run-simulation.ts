import {
  DRY_RUN_MONTH_DAYS,
  type DryRunInput,
  type DryRunMonth,
  type DryRunPattern,
  type OperatorSettings,
  ROLE,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { afterCommitSettled } from '../../core/after-commit';
import { issueOtp } from '../../core/otp';
import { forgetSettings, getSettings, usdtSettingToMicros } from '../../core/settings';
import { queryRows } from '../../db/query';
import { ledgerReconciliations, packages, users } from '../../db/schema';
import { foldPlatformDeltas } from '../../ledger/platform-balances';
import { checksummedAddress } from '../../lib/address';
import { percentToBasisPoints, share } from '../../lib/basis-points';
import { hashPassword } from '../../lib/passwords';
import { platformDay } from '../../lib/platform-day';
import { approveDeposit, submitDeposit } from '../deposits/deposits.service';
import { purchasePackage } from '../packages/purchase.service';
import { settleAllMembers } from '../packages/settlement.service';
import { upsertSetting } from '../settings/settings.repository';
import { ensureSettingDefaults } from '../settings/settings.service';
import { addMemberToTeams } from '../team/team-stats';
import { checkActionCode } from '../two-factor/action-code';
import { storeRequest, withdrawalOtpPurpose } from '../withdrawals/request-withdrawal.service';
import { payWithdrawal } from '../withdrawals/review-withdrawal.service';
import { holdVerified } from '../withdrawals/verify-withdrawal.service';
import { type LedgerTotals, monthRow, NO_TOTALS, readLedgerTotals, readObligations } from './dry-run-figures';
import { type DryRunPackage, fitInvestment, fromPackageBody, purchaseCost } from './dry-run-packages';

// A dry run's simulation (docs/product.md#dry-run), on a database of its own that nothing else uses: members join,
// deposit, buy, are paid every day, buy again when an order matures and withdraw once a month, each through the
// same services and statements the platform runs, on a clock that only the simulation moves. Every choice comes from
// a generator seeded by the run's seed, and every step runs one after another: the same input gives the same figures.

const HOUR_MS = 3_600_000;
/** Apart from the day's first hours, each step of a day is this much later than the one before. */
const STEP_MS = 10;
/**
 * Orders paid per settlement statement. The platform's batch keeps locks short among requests; a run has no other
 * writer, and each batch reads and sorts the due orders again, which at thousands of orders cost more than paying.
 */
const SETTLEMENT_BATCH = 5_000;
/** Order-days paid before the run's database first refreshes its planner statistics; then each time they double. */
const ANALYZE_FIRST_AT = 2_000;
const GROWTH: Record<DryRunPattern, number> = { steady: 1, growth: 1.2, decline: 0.8 };
/** The payout safety nets and reviews that would hold a simulated payout: a run pays every withdrawal it makes. */
const PAYOUTS_RELAXED = {
  newAddressHoldHours: 0,
  withdrawalDailyLimit: 1_000_000_000,
  withdrawalDailyCount: 1000,
  kycRequiredForWithdrawal: false,
  payoutApprovalAbove: 1_000_000_000,
  payoutMode: 'manual',
  autoPayoutsPaused: true,
  depositVerificationMode: 'manual',
  depositAddressMode: 'shared',
  autoSettlement: false,
} satisfies Partial<OperatorSettings>;

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

/**
 * The first moment of each simulated platform day, in the platform's time zone: the first half hour at which the day
 * turned. A day's steps all fall within its first hours, so a day of 23 or 25 hours (clocks changed) moves nothing.
 */
function dayStarts(startAt: number, days: number, timezone: string): number[] {
  const HALF_HOUR = HOUR_MS / 2;
  const starts: number[] = [];
  let at = Math.ceil(startAt / HALF_HOUR) * HALF_HOUR;
  let previous = platformDay(new Date(at - HALF_HOUR), timezone);
  while (starts.length < days) {
    const day = platformDay(new Date(at), timezone);
    if (day !== previous) {
      starts.push(at);
      previous = day;
      at += 22 * HOUR_MS;
    } else {
      at += HALF_HOUR;
    }
  }
  return starts;
}

interface Member {
  id: string;
  /** The first investment drawn for the member, in micro-USDT. */
  investmentMicros: bigint;
}

/** A package written into the run's database, with its id there. */
type CataloguePackage = DryRunPackage & { id: string };

/** The run's database as the plan says: the live settings with the run's changes and its packages, and an operator. */
export async function prepareRunDatabase(ctx: AppContext, plan: SimulationPlan) {
  const { packages: packageOverride, ...settingOverrides } = plan.input.settings ?? {};
  const now = new Date(plan.startAt);
  await forThroughput(ctx);
  await ensureSettingDefaults(ctx.db);
  const settings = { ...plan.settings, ...settingOverrides, ...PAYOUTS_RELAXED };
  for (const [key, value] of Object.entries(settings)) await upsertSetting(ctx.db, { key, value, now });
  forgetSettings(ctx.db);
  const onSale = packageOverride ? packageOverride.map(fromPackageBody) : plan.packages;
  const catalogue = onSale.length
    ? await ctx.db
        .insert(packages)
        .values(onSale.map((pkg) => ({ ...pkg, createdAt: now })))
        .returning()
    : [];
  const [operator] = await ctx.db
    .insert(users)
    .values({
      fullName: 'Dry run operator',
      email: 'operator@dry-run.invalid',
      passwordHash: await hashPassword('dry-run-operator'),
      role: ROLE.admin,
      operatorRole: 'owner',
      ownerSince: now,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (!operator) throw new Error('dry run operator not created');
  return {
    operatorId: operator.id,
    catalogue: catalogue.map((row): CataloguePackage => ({ ...row })),
  };
}

/**
 * The run's database is thrown away at the end and never recovered after a crash: it keeps no write-ahead log for its
 * tables (a third of a settlement's time went to it), and it drops the foreign keys, whose per-row checks cost as
 * much again and which an unlogged table could not keep towards the logged ones. Every check, unique index and
 * trigger stays, the ledger's balance check with them: the statements run as they do on the platform.
 */
async function forThroughput(ctx: AppContext) {
  const keys = await queryRows<{ table_name: string; name: string }>(
    ctx.db,
    sql`select conrelid::regclass::text as table_name, conname as name from pg_constraint
        where contype = 'f' and connamespace = current_schema()::regnamespace`,
  );
  for (const key of keys) {
    await ctx.db.execute(
      sql`alter table ${sql.identifier(key.table_name)} drop constraint ${sql.identifier(key.name)}`,
    );
  }
  const tables = await queryRows<{ name: string }>(
    ctx.db,
    sql`select relname as name from pg_class where relkind = 'r' and relpersistence = 'p'
        and relnamespace = current_schema()::regnamespace`,
  );
  for (const table of tables) await ctx.db.execute(sql`alter table ${sql.identifier(table.name)} set unlogged`);
  await ctx.db.execute(sql`set synchronous_commit = off`);
}

/** Runs the plan on `ctx`'s database, prepared by prepareRunDatabase; answers the months, also told to `report`. */
export async function simulate(
  ctx: AppContext,
  plan: SimulationPlan,
  prepared: { operatorId: string; catalogue: CataloguePackage[] },
  report: SimulationReport,
): Promise<DryRunMonth[]> {
  const { input } = plan;
  const settings = await getSettings(ctx.db);
  const totalDays = input.months * DRY_RUN_MONTH_DAYS;
  const starts = dayStarts(plan.startAt, totalDays, settings.timezone);
  let now = plan.startAt;
  const at: AppContext = { ...ctx, clock: () => new Date(now) };
  const step = () => {
    now += STEP_MS;
  };
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
  const passwordHash = await hashPassword('dry-run-member');
  const packageById = new Map(prepared.catalogue.map((pkg) => [pkg.id, pkg]));

  const members: Member[] = [];
  const indexOf = new Map<string, number>();
  /** Recruiters who may still sponsor, and how many each has sponsored. */
  const recruiters: { index: number; directs: number }[] = [];
  let hashes = 0;
  const txHash = () => {
    hashes += 1;
    return `0x${hashes.toString(16).padStart(64, '0')}`;
  };

  // An investment drawn evenly between the two amounts, to the cent.
  const drawInvestment = () => {
    const low = (minMicros + 9_999n) / 10_000n;
    const high = maxMicros / 10_000n;
    if (high <= low) return minMicros;
    return (low + BigInt(pick(random.joins, Number(high - low + 1n)))) * 10_000n;
  };

  const depositAndBuy = async (
    userId: string,
    wanted: { pkg: CataloguePackage; amountMicros: bigint } | null,
    drawn: bigint,
  ) => {
    const cost = wanted ? purchaseCost(wanted.pkg, wanted.amountMicros) : drawn;
    let amount = cost < depositMinimum ? depositMinimum : cost;
    if (amount > amountMaximum) amount = amountMaximum;
    const { data } = await submitDeposit(at, { userId, ip: null, body: { amount, transaction_id: txHash() } });
    step();
    await approveDeposit(at, { depositId: data._id, actorId: prepared.operatorId, ip: null });
    step();
    if (!wanted || amount < cost) return;
    await purchasePackage(at, {
      userId,
      body: { packageId: wanted.pkg.id, amount: wanted.amountMicros, payment_mode_name: 'wallet' },
    });
    // The purchase asked for its uplines' counters to be folded: folded now, before anything else moves.
    await afterCommitSettled();
    step();
  };

  const join = async () => {
    const index = members.length;
    let sponsor: string | null = null;
    if (recruiters.length > 0 && input.directsPerRecruiter > 0) {
      const slot = pick(random.joins, recruiters.length);
      const chosen = recruiters[slot];
      if (chosen) {
        sponsor = members[chosen.index]?.id ?? null;
        chosen.directs += 1;
        if (chosen.directs >= input.directsPerRecruiter) {
          recruiters[slot] = recruiters[recruiters.length - 1] as (typeof recruiters)[number];
          recruiters.pop();
        }
      }
    }
    if (random.joins() * 100 < input.recruiterShare) recruiters.push({ index, directs: 0 });
    const investmentMicros = drawInvestment();
    const [row] = await at.db
      .insert(users)
      .values({
        fullName: `Member ${index + 1}`,
        email: `member${index + 1}@dry-run.invalid`,
        passwordHash,
        role: ROLE.user,
        referId: `DR${index.toString(36).toUpperCase().padStart(6, '0')}`,
        sponsorId: sponsor,
        createdAt: new Date(now),
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`member ${index + 1} not created`);
    members.push({ id: row.id, investmentMicros });
    indexOf.set(row.id, index);
    await addMemberToTeams(at.db, row.id);
    step();
    await depositAndBuy(row.id, fitInvestment(prepared.catalogue, investmentMicros), investmentMicros);
  };

  const withdrawAll = async (userId: string, amountMicros: bigint) => {
    const index = indexOf.get(userId) ?? 0;
    const address = checksummedAddress(`0x${(index + 1).toString(16).padStart(40, '0')}`);
    const request = await storeRequest(at, {
      userId,
      values: { kind: 'income', orderId: null, address, amountMicros, chargeBasisPoints },
    });
    // The member's code, issued and checked as the verify checks it; never mailed (the run's mailer drops mail anyway).
    const purpose = withdrawalOtpPurpose(request.id);
    const otp = await issueOtp(at, { subject: userId, purpose });
    if (!otp) throw new Error(`withdrawal ${request.id}: no code issued`);
    const code = await checkActionCode(at, { userId, purpose, code: otp.code, usesAuthenticator: false });
    const held = await holdVerified(at, { request, code });
    if (!held.held) throw new Error(`withdrawal ${request.id} not held: ${held.why}`);
    step();
    return request.id;
  };

  const statistics = { paid: 0, next: ANALYZE_FIRST_AT };
  let before: LedgerTotals = NO_TOTALS;
  let maturedYesterday: { userId: string; packageId: string; priceMicros: bigint }[] = [];
  const months: DryRunMonth[] = [];
  for (let month = 1; month <= input.months; month += 1) {
    const joins = joinsInMonth(input, month);
    // The members at the start are no month's joins.
    const membersBefore = month === 1 ? input.initialMembers : members.length;
    for (let dayOfMonth = 0; dayOfMonth < DRY_RUN_MONTH_DAYS; dayOfMonth += 1) {
      const dayIndex = (month - 1) * DRY_RUN_MONTH_DAYS + dayOfMonth;
      const dayStart = starts[dayIndex] as number;
      // Morning: members join and buy, then those whose order matured yesterday may buy again.
      now = dayStart + HOUR_MS;
      if (dayIndex === 0) for (let count = 0; count < input.initialMembers; count += 1) await join();
      const joinsToday =
        Math.floor(((dayOfMonth + 1) * joins) / DRY_RUN_MONTH_DAYS) -
        Math.floor((dayOfMonth * joins) / DRY_RUN_MONTH_DAYS);
      for (let count = 0; count < joinsToday; count += 1) await join();
      for (const matured of maturedYesterday) {
        if (random.reinvest() * 100 >= input.reinvestRate) continue;
        const pkg = packageById.get(matured.packageId);
        if (!pkg) continue;
        const wanted =
          pkg.status === 'active'
            ? { pkg, amountMicros: matured.priceMicros }
            : fitInvestment(prepared.catalogue, members[indexOf.get(matured.userId) ?? 0]?.investmentMicros ?? 0n);
        await depositAndBuy(matured.userId, wanted, matured.priceMicros);
      }
      // Afternoon: the day's profit for every order due, as the daily settlement pays it.
      now = Math.max(now, dayStart + 2 * HOUR_MS);
      const { day, paidOrders } = await settleAllMembers(at, { batch: SETTLEMENT_BATCH });
      await afterCommitSettled();
      await foldPlatformDeltas(at.db);
      // The embedded database has no autovacuum to keep its statistics: without them the ledger's balance check
      // planned a scan of every posting, a cost that grew with each day. Refreshed each time the books doubled.
      statistics.paid += paidOrders;
      if (statistics.paid >= statistics.next) {
        await at.db.execute(sql`analyze`);
        statistics.next = 2 * statistics.paid;
      }
      maturedYesterday = (
        await queryRows<{ user_id: string; package_id: string; price_micros: string }>(
          at.db,
          sql`select user_id, package_id, price_micros::text from orders
              where status = 'matured' and last_paid_day = ${day}`,
        )
      )
        .map((row) => ({ userId: row.user_id, packageId: row.package_id, priceMicros: BigInt(row.price_micros) }))
        .sort(
          (a, b) =>
            (indexOf.get(a.userId) ?? 0) - (indexOf.get(b.userId) ?? 0) ||
            compare(packageById.get(a.packageId)?.title ?? '', packageById.get(b.packageId)?.title ?? ''),
        );
      // The month's last day: members withdraw their income wallets, and an operator pays each withdrawal.
      if (dayOfMonth === DRY_RUN_MONTH_DAYS - 1) {
        now = Math.max(now, dayStart + 3 * HOUR_MS);
        const requests = await withdrawals(at, withdrawalMinimum);
        const verified: string[] = [];
        for (const wallet of requests) {
          if (random.withdraw() * 100 >= input.withdrawRate) continue;
          const amount = wallet.balance > amountMaximum ? amountMaximum : wallet.balance;
          // A charge of the whole amount leaves nothing to send: the platform refuses such a request.
          if (amount - share(amount, chargeBasisPoints) <= 0n) continue;
          verified.push(await withdrawAll(wallet.userId, amount));
        }
        now = Math.max(now, dayStart + 4 * HOUR_MS);
        if (verified.length > 0) await booksCheckedNow(at);
        for (const withdrawalId of verified) {
          await payWithdrawal(at, { withdrawalId, actorId: prepared.operatorId, ip: null, transactionHash: txHash() });
          step();
        }
        await afterCommitSettled();
        await foldPlatformDeltas(at.db);
      }
      await report.day(dayIndex + 1, totalDays);
    }
    const after = await readLedgerTotals(at.db);
    const row = monthRow({
      month,
      members: members.length,
      joined: members.length - membersBefore,
      before,
      after,
      obligations: await readObligations(at.db),
    });
    before = after;
    months.push(row);
    await report.month(row);
  }
  return months;

  /** Income wallets at or above the minimum, in the order the members joined. */
  async function withdrawals(ctx: AppContext, minimum: bigint) {
    const rows = await queryRows<{ owner_id: string; balance: string }>(
      ctx.db,
      sql`select owner_id, balance_micros::text as balance from accounts
          where kind = 'member:income' and balance_micros >= ${minimum.toString()}::bigint`,
    );
    return rows
      .map((row) => ({ userId: row.owner_id, balance: BigInt(row.balance) }))
      .filter((row) => indexOf.has(row.userId))
      .sort((a, b) => (indexOf.get(a.userId) ?? 0) - (indexOf.get(b.userId) ?? 0));
  }
}

/**
 * Payments wait for a check of the whole ledger no older than a quarter of an hour (payout-safety/freeze.ts). A run
 * pays a month's withdrawals once a month, so each payday would check books of millions of postings: more than the
 * month itself costs. It is one of the payout safety nets a run relaxes: the run records its books as checked when
 * it pays. The statements' own guards stay (every entry balances, no member balance below zero).
 */
async function booksCheckedNow(ctx: AppContext) {
  await ctx.db.insert(ledgerReconciliations).values({ checkedAt: ctx.clock(), durationMs: 0, problemCount: 0 });
}

function compare(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}
