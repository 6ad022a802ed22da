import {
  byKind,
  DRY_RUN_MONTH_DAYS,
  type DryRunMonth,
  ENGINE_INCOME_KINDS,
  type IncomeKind,
  type OperatorSettings,
  ROLE,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../src/context';
import { afterCommitSettled } from '../../../src/core/after-commit';
import { issueOtp } from '../../../src/core/otp';
import { forgetSettings, getSettings, usdtSettingToMicros } from '../../../src/core/settings';
import { queryRows } from '../../../src/db/query';
import { ledgerReconciliations, packages, users } from '../../../src/db/schema';
import { PLATFORM_ACCOUNT } from '../../../src/ledger/accounts';
import { foldPlatformDeltas, platformBalances } from '../../../src/ledger/platform-balances';
import { checksummedAddress } from '../../../src/lib/address';
import { percentToBasisPoints, share } from '../../../src/lib/basis-points';
import { hashPassword } from '../../../src/lib/passwords';
import { platformDay } from '../../../src/lib/platform-day';
import { approveDeposit, submitDeposit } from '../../../src/modules/deposits/deposits.service';
import { monthRow, NO_TOTALS, type RunTotals } from '../../../src/modules/dry-run/dry-run-figures';
import { type DryRunPackage, fitInvestment, purchaseCost } from '../../../src/modules/dry-run/dry-run-packages';
import {
  joinsInMonth,
  runTerms,
  type SimulationPlan,
  type SimulationReport,
  seededRandom,
} from '../../../src/modules/dry-run/dry-run-simulation';
import { purchasePackage } from '../../../src/modules/packages/purchase.service';
import { settleAllMembers } from '../../../src/modules/packages/settlement.service';
import { upsertSetting } from '../../../src/modules/settings/settings.repository';
import { ensureSettingDefaults } from '../../../src/modules/settings/settings.service';
import { addMemberToTeams } from '../../../src/modules/team/team-stats';
import { checkActionCode } from '../../../src/modules/two-factor/action-code';
import { storeRequest, withdrawalOtpPurpose } from '../../../src/modules/withdrawals/request-withdrawal.service';
import { payWithdrawal } from '../../../src/modules/withdrawals/review-withdrawal.service';
import { holdVerified } from '../../../src/modules/withdrawals/verify-withdrawal.service';

// The dry run's plan played through the platform's own services (what the dry run did before its set-based books,
// docs/decisions/027-owners-view.md): members join, deposit, buy, are paid every day, buy again when an order matures
// and withdraw once a month, each through the same services and statements the platform runs, on a clock only the
// simulation moves, with the same draws in the same order as the dry run's. dry-run-fidelity.test.ts holds the dry
// run's months to this one's: what the books compute set-based is what the engine pays.

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
/** The payout safety nets and reviews that would hold a simulated payout: a run pays every withdrawal it makes. */
const PAYOUTS_RELAXED = {
  newAddressHoldHours: 0,
  withdrawalDailyLimit: 1_000_000_000,
  withdrawalDailyCount: 1000,
  kycRequiredForWithdrawal: false,
  payoutApprovalAbove: 1_000_000_000,
  operatorDailyAloneLimit: 1_000_000_000,
  refundLikeDays: 0,
  payoutMode: 'manual',
  autoPayoutsPaused: true,
  depositVerificationMode: 'manual',
  depositAddressMode: 'shared',
  autoSettlement: false,
} satisfies Partial<OperatorSettings>;

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
  const terms = runTerms(plan);
  const now = new Date(plan.startAt);
  await ensureSettingDefaults(ctx.db);
  const settings = { ...terms.settings, ...PAYOUTS_RELAXED };
  for (const [key, value] of Object.entries(settings)) await upsertSetting(ctx.db, { key, value, now });
  forgetSettings(ctx.db);
  const onSale = terms.catalogue;
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
      roleSince: now,
      createdAt: now,
    })
    .returning({ id: users.id });
  if (!operator) throw new Error('dry run operator not created');
  return {
    operatorId: operator.id,
    catalogue: catalogue.map((row): CataloguePackage => ({ ...row })),
  };
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
      values: { kind: 'income', orderId: null, address, amountMicros, chargeBasisPoints, alwaysSecond: false },
    });
    // The member's code, issued and checked as the verify checks it; never mailed (the run's mailer drops mail anyway).
    const purpose = withdrawalOtpPurpose(request.id);
    const otp = await issueOtp(at, { subject: userId, purpose });
    if (!otp) throw new Error(`withdrawal ${request.id}: no code issued`);
    const code = await checkActionCode(at, { userId, purpose, code: otp.code, ip: null, usesAuthenticator: false });
    const held = await holdVerified(at, { request, code });
    if (!held.held) throw new Error(`withdrawal ${request.id} not held: ${held.why}`);
    step();
    return request.id;
  };

  const statistics = { paid: 0, next: ANALYZE_FIRST_AT };
  let before: RunTotals = NO_TOTALS;
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
    const after = await readTotals(at.db);
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

/** The run's totals read from the ledger: the platform accounts, and the income totals by kind. */
async function readTotals(db: AppContext['db']): Promise<RunTotals> {
  const platform = await platformBalances(db);
  const balance = (kind: (typeof PLATFORM_ACCOUNT)[keyof typeof PLATFORM_ACCOUNT]) => platform.get(kind) ?? 0n;
  // Every entry sums to zero, so what members hold is the platform's side turned over.
  let platformSum = 0n;
  for (const value of platform.values()) platformSum += value;
  const kinds = await queryRows<{ kind: string; amount: string }>(
    db,
    sql`select kind, sum(amount_micros)::text as amount from income_totals group by kind`,
  );
  const paidByKind = byKind(ENGINE_INCOME_KINDS, (kind: IncomeKind) =>
    BigInt(kinds.find((row) => row.kind === kind)?.amount ?? '0'),
  );
  return {
    deposits: -balance(PLATFORM_ACCOUNT.depositsReceived),
    capitalHeld: balance(PLATFORM_ACCOUNT.packageCapitalHeld),
    paidByKind,
    paidOut: balance(PLATFORM_ACCOUNT.withdrawalsPaidOut),
    fees: balance(PLATFORM_ACCOUNT.withdrawalFeesEarned) + balance(PLATFORM_ACCOUNT.packageFeesEarned),
    wallets: -platformSum + balance(PLATFORM_ACCOUNT.withdrawalsPayable),
  };
}

/** The trading profit active orders still promise: each order's daily profit for each day it has left. */
async function readObligations(db: AppContext['db']): Promise<bigint> {
  const [row] = await queryRows<{ owed: string }>(
    db,
    sql`select coalesce(sum((price_micros * daily_yield_bp / 10000) * (maturity_days - paid_days)), 0)::text as owed
        from orders where status = 'active'`,
  );
  return BigInt(row?.owed ?? '0');
}
