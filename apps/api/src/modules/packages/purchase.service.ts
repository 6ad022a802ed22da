import { randomUUID } from 'node:crypto';
import {
  amountAboveMaximumMessage,
  amountBelowMinimumMessage,
  MSG,
  microsToUsdt,
  type OperatorSettings,
  type purchaseBody,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { afterCommit } from '../../core/after-commit';
import { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { writeGated } from '../../db/gated-write';
import type { OrderRecord } from '../../db/schema';
import { writeMoney } from '../../ledger/money-event';
import { INCOME_KEY, packagePurchase } from '../../ledger/movements';
import { AppError } from '../../lib/app-error';
import { percentToBasisPoints, share } from '../../lib/basis-points';
import { platformDay } from '../../lib/platform-day';
import { type IncomeEvent, planIncomes } from '../income/pay-income';
import { planPromotions, raiseRanks } from '../team/ranks';
import { lockCounters } from '../team/team-counters';
import { foldTeamCounters } from '../team/team-fold';
import { openCounters, purchaseCounterWrites } from '../team/team-stats';
import { toOrderRow } from './orders.repository';
import type { PackageRecord } from './packages.repository';
import { orderInsert, readPurchase } from './purchase.repository';

/**
 * POST purchase: buys a package from the deposit wallet (docs/product.md#packages), as one read and one statement
 * (writePurchase): the order with a copy of the terms, the debit, the sponsor's direct income, the buyer's counters
 * and rank, and the uplines' counter changes queued. The statement writes nothing when the buyer's counters moved
 * since the read (a fold, a second purchase): the purchase reads again, and its last attempt holds the counters' row
 * lock while it reads and writes, so it cannot miss. A second click finds the active order; a wallet short of the
 * price moves nothing.
 */
export async function purchasePackage(
  ctx: AppContext,
  options: { userId: string; body: z.output<typeof purchaseBody> },
) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const plan = { ...options, settings, day, now };
  const order = await writeGated(ctx.db, {
    write: (db) => writePurchase(db, plan),
    missed: (written) => written === null,
    lock: (tx) => lockCounters(tx, [plan.userId]),
  });
  if (!order) throw new Error(`purchase by ${plan.userId} missed under its lock`);
  afterCommit(ctx, foldTeamCounters);
  return { message: MSG.packagePurchased, data: toOrderRow(order, day) };
}

interface PurchasePlan {
  userId: string;
  body: z.output<typeof purchaseBody>;
  settings: OperatorSettings;
  day: string;
  now: Date;
}

/**
 * The refusals, in the order a member meets them; answers the deposit wallet and the order's price and handling fee.
 * A fixed-price package is bought whole; a range package for any amount in its range (docs/product.md#packages). The
 * wallet must hold the amount and the fee. The wallet check is fast; the write is what guarantees it.
 */
function refuseUnlessBuyable<Wallet extends { balance: bigint }>(
  read: { pkg: PackageRecord; alreadyActive: boolean; depositWallet?: Wallet },
  amount: bigint,
): { wallet: Wallet; priceMicros: bigint; handlingFeeMicros: bigint } {
  const { pkg } = read;
  if (pkg.status !== 'active') throw new AppError('CONFLICT', MSG.packageUnavailable);
  if (pkg.maxPriceMicros === null) {
    if (amount !== pkg.priceMicros) throw new AppError('VALIDATION', MSG.packagePriceMismatch);
  } else if (amount < pkg.priceMicros) {
    throw new AppError('VALIDATION', amountBelowMinimumMessage(microsToUsdt(pkg.priceMicros)));
  } else if (amount > pkg.maxPriceMicros) {
    throw new AppError('VALIDATION', amountAboveMaximumMessage(microsToUsdt(pkg.maxPriceMicros)));
  }
  if (read.alreadyActive) throw new AppError('CONFLICT', MSG.packageAlreadyActive);
  const handlingFeeMicros = share(amount, pkg.handlingFeeBasisPoints);
  // A wallet never opened holds nothing.
  if (!read.depositWallet || read.depositWallet.balance < amount + handlingFeeMicros) {
    throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
  }
  return { wallet: read.depositWallet, priceMicros: amount, handlingFeeMicros };
}

/** The order a purchase creates, with a copy of the package's terms, its amount and fee, and the capital charge. */
function newOrder(
  pkg: PackageRecord,
  bought: { priceMicros: bigint; handlingFeeMicros: bigint },
  plan: PurchasePlan,
  id: string = randomUUID(),
): OrderRecord {
  return {
    id,
    userId: plan.userId,
    packageId: pkg.id,
    title: pkg.title,
    priceMicros: bought.priceMicros,
    handlingFeeMicros: bought.handlingFeeMicros,
    dailyYieldBasisPoints: pkg.dailyYieldBasisPoints,
    maturityDays: pkg.maturityDays,
    capitalChargeBasisPoints: percentToBasisPoints(plan.settings.packageWithdrawalChargePercent),
    status: 'active',
    paidDays: 0,
    lastPaidDay: null,
    createdAt: plan.now,
    closedAt: null,
  };
}

/** The sponsor's direct income on an order (none without a sponsor). */
function directIncome(order: OrderRecord, sponsorId: string | undefined, plan: PurchasePlan): IncomeEvent[] {
  if (!sponsorId) return [];
  return [
    {
      userId: sponsorId,
      kind: 'direct',
      baseMicros: order.priceMicros,
      rateBasisPoints: percentToBasisPoints(plan.settings.directIncomePercent),
      idempotencyKey: INCOME_KEY.direct(order.id),
      sourceUserId: order.userId,
      orderId: order.id,
      level: 1,
      day: plan.day,
      now: plan.now,
    },
  ];
}

/**
 * The purchase as one statement, planned from a read: the gate adds it to the buyer's counters if they are still as
 * read, and only then are the order, the entries, the incomes, the rank and the uplines' deltas written. Null, having
 * written nothing, when the gate found the counters moved. Its locks: the buyer's counters (the gate), then balances
 * in account order; the order row is new, so only a purchase of the same package by the same member could wait on
 * it, and that one waits on the gate first. A member from before the counters gets its row first.
 */
async function writePurchase(db: Queryable, plan: PurchasePlan): Promise<OrderRecord | null> {
  let read = await readPurchase(db, { packageId: plan.body.packageId, userId: plan.userId });
  const { wallet, ...bought } = refuseUnlessBuyable(read, plan.body.amount);
  if (!read.buyer) {
    await openCounters(db, plan.userId);
    read = await readPurchase(db, { packageId: plan.body.packageId, userId: plan.userId });
  }
  if (!read.buyer) throw new Error(`no counters for ${plan.userId}`);
  const order = newOrder(read.pkg, bought, plan);
  const counters = purchaseCounterWrites({ buyer: read.buyer, priceMicros: order.priceMicros, uplines: read.uplines });
  const { rewards, raised } = planPromotions([counters.after], plan);
  // A closed sponsor earns no direct income (docs/decisions/033-closing-an-account.md).
  const sponsor = read.uplines.find((upline) => upline.depth === 1 && !read.closedUplines.has(upline.userId));
  const movements = await packagePurchase(db, { order, depositWalletId: wallet.id });
  const incomes = await planIncomes(db, [...directIncome(order, sponsor?.userId, plan), ...rewards], {
    incomeWallets: read.incomeWallets,
    gateOf: () => plan.userId,
  });
  const entries = [...movements.map((entry) => ({ ...entry, gate: plan.userId })), ...incomes.entries];
  try {
    const { claimed } = await writeMoney(db, {
      claim: counters.claim,
      entries,
      rows: ({ claimed, written }) => {
        const [raiseRank, rankNotice] = raiseRanks(raised, plan.now, { onlyIf: claimed });
        const queue = counters.queue(claimed);
        return [
          incomes.writes(written),
          sql`ordered as (${orderInsert(order, claimed)})`,
          queue && sql`queued_uplines as (${queue})`,
          raiseRank ? sql`ranked as (${raiseRank})` : null,
          rankNotice ? sql`rank_noticed as (${rankNotice})` : null,
        ];
      },
    });
    return claimed ? order : null;
  } catch (error) {
    if (isUniqueViolation(error, 'orders_one_active_per_package')) {
      throw new AppError('CONFLICT', MSG.packageAlreadyActive);
    }
    throw error;
  }
}
