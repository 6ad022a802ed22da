import { randomUUID } from 'node:crypto';
import { MSG, type OperatorSettings, type purchaseBody } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db, Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { moneyTransaction, retryingConflicts } from '../../db/money-transaction';
import type { OrderRecord } from '../../db/schema';
import { PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import type { PostOptions } from '../../ledger/post';
import { AppError } from '../../lib/app-error';
import { percentToBasisPoints } from '../../lib/basis-points';
import { platformDay } from '../../lib/platform-day';
import { type IncomeEvent, payIncomes, payIncomesAlone } from '../income/pay-income';
import { planPromotions, raiseRanks } from '../income/ranks';
import { foldTeamCountersSoon } from '../income/team-fold';
import { getSettings } from '../settings/settings.service';
import { purchaseCounterWrites, recordPurchase } from '../team/team-stats';
import { insertOrderUnlessActive, toOrderRow } from './orders.repository';
import { findPackageAndWallet, type PackageRecord } from './packages.repository';
import { orderInsert, readPurchase } from './purchase.repository';

/**
 * POST purchase: buys a package from the deposit wallet (docs/product.md#packages). Most purchases are one read and
 * one statement outside any transaction (purchaseAlone): the order with a copy of the terms, the debit, the sponsor's
 * direct income, the buyer's counters and rank, and the uplines' counter changes queued. The statement writes
 * nothing when the buyer's counters moved since the read (a fold, a second purchase): the purchase reads again, and
 * after a few such misses (a member whose team is that busy) takes the transaction (purchaseInTransaction), as does
 * a member from before the counters. A second click finds the active order; a wallet short of the price moves nothing.
 */
export async function purchasePackage(
  ctx: AppContext,
  options: { userId: string; body: z.output<typeof purchaseBody> },
) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const plan = { ...options, settings, day, now };
  let order: OrderRecord | null = null;
  for (let attempt = 0; attempt < STANDALONE_ATTEMPTS && !order; attempt += 1) {
    const read = await readPurchase(ctx.db, { packageId: options.body.packageId, userId: options.userId });
    const wallet = refuseUnlessBuyable(read, options.body.amount);
    if (!read.buyer) break;
    order = await purchaseAlone(ctx.db, { ...plan, read, buyer: read.buyer, depositWalletId: wallet.id });
  }
  order ??= await purchaseInTransaction(ctx.db, plan);
  void foldTeamCountersSoon(ctx);
  return { message: MSG.packagePurchased, data: toOrderRow(order, day) };
}

/** Reads before the purchase falls back to its transaction: a miss means the buyer's counters just moved. */
const STANDALONE_ATTEMPTS = 3;

interface PurchasePlan {
  userId: string;
  body: z.output<typeof purchaseBody>;
  settings: OperatorSettings;
  day: string;
  now: Date;
}

/**
 * The refusals, in the order a member meets them; answers the deposit wallet. The wallet check is fast; the write is
 * what guarantees it.
 */
function refuseUnlessBuyable<Wallet extends { balance: bigint }>(
  read: { pkg: PackageRecord; alreadyActive: boolean; depositWallet?: Wallet },
  amount: bigint,
): Wallet {
  if (read.pkg.status !== 'active') throw new AppError('CONFLICT', MSG.packageUnavailable);
  if (amount !== read.pkg.priceMicros) throw new AppError('VALIDATION', MSG.packagePriceMismatch);
  if (read.alreadyActive) throw new AppError('CONFLICT', MSG.packageAlreadyActive);
  // A wallet never opened holds nothing.
  if (!read.depositWallet || read.depositWallet.balance < read.pkg.priceMicros) {
    throw new AppError('INSUFFICIENT_FUNDS', MSG.insufficientFunds);
  }
  return read.depositWallet;
}

/** The order a purchase creates, with a copy of the package's terms and the capital charge set now. */
function newOrder(pkg: PackageRecord, plan: PurchasePlan, id: string = randomUUID()): OrderRecord {
  return {
    id,
    userId: plan.userId,
    packageId: pkg.id,
    title: pkg.title,
    priceMicros: pkg.priceMicros,
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
      idempotencyKey: `direct:${order.id}`,
      sourceUserId: order.userId,
      orderId: order.id,
      level: 1,
      day: plan.day,
      now: plan.now,
    },
  ];
}

/** The purchase's own entry: the price from the deposit wallet into the capital the platform holds. */
async function purchaseEntry(db: Queryable, order: OrderRecord, depositWalletId: string): Promise<PostOptions> {
  return {
    kind: 'package:purchase',
    idempotencyKey: `purchase:${order.id}`,
    lines: [
      { accountId: depositWalletId, amountMicros: -order.priceMicros },
      { accountId: await platformAccountId(db, PLATFORM_ACCOUNT.packageCapitalHeld), amountMicros: order.priceMicros },
    ],
    memo: { orderId: order.id, packageId: order.packageId },
    now: order.createdAt,
  };
}

/**
 * The purchase as one statement outside any transaction, planned from the read: the gate adds it to the buyer's
 * counters if they are still as read, and only then are the order, the entries, the incomes, the rank and the
 * uplines' deltas written. Null, having written nothing, when the gate found the counters moved. Its locks: the
 * buyer's counters (the gate), then balances in account order; the order row is new, so only a purchase of the same
 * package by the same member could wait on it, and that one waits on the gate first.
 */
async function purchaseAlone(
  db: Queryable,
  plan: PurchasePlan & {
    read: Awaited<ReturnType<typeof readPurchase>>;
    buyer: NonNullable<Awaited<ReturnType<typeof readPurchase>>['buyer']>;
    depositWalletId: string;
  },
): Promise<OrderRecord | null> {
  const { read } = plan;
  const order = newOrder(read.pkg, plan);
  const counters = purchaseCounterWrites({ buyer: plan.buyer, priceMicros: order.priceMicros, uplines: read.uplines });
  const { rewards, raised } = planPromotions([counters.after], plan);
  const sponsor = read.uplines.find((upline) => upline.depth === 1);
  const gated = sql`exists (select 1 from gate)`;
  try {
    const entry = await purchaseEntry(db, order, plan.depositWalletId);
    const { gated: claimed } = await retryingConflicts(() =>
      payIncomesAlone(db, [...directIncome(order, sponsor?.userId, plan), ...rewards], {
        gate: counters.gate,
        gateOf: () => plan.userId,
        incomeWallets: read.incomeWallets,
        alongside: [{ ...entry, gate: plan.userId }],
        alsoWrite: [
          orderInsert(order),
          ...(counters.queue ? [counters.queue] : []),
          ...raiseRanks(raised, plan.now, { onlyIf: gated }),
        ],
      }),
    );
    return claimed.has(plan.userId) ? order : null;
  } catch (error) {
    if (isUniqueViolation(error, 'orders_one_active_per_package')) {
      throw new AppError('CONFLICT', MSG.packageAlreadyActive);
    }
    throw error;
  }
}

/**
 * The purchase in one transaction: the buyer's counters are upserted (a member from before them gets its row) and
 * locked until commit, so the promotion plans from what they became. Lock order, as in every money transaction: own
 * order, own counters, then balances; the uplines' counters are queued and their ranks move when the fold takes them.
 */
async function purchaseInTransaction(db: Db, plan: PurchasePlan): Promise<OrderRecord> {
  return moneyTransaction(db, async (tx) => {
    const { pkg, depositWallet } = await findPackageAndWallet(tx, {
      packageId: plan.body.packageId,
      userId: plan.userId,
    });
    // The unique index answers whether an active order exists; any refusal rolls the insert back.
    const created = await insertOrderUnlessActive(tx, newOrder(pkg, plan));
    const wallet = refuseUnlessBuyable({ pkg, alreadyActive: !created, depositWallet }, plan.body.amount);
    if (!created) throw new Error('refuseUnlessBuyable let an existing active order through');
    const { uplines, buyer } = await recordPurchase(tx, { userId: plan.userId, priceMicros: created.priceMicros });
    const { rewards, raised } = planPromotions([buyer], plan);
    const incomeWallets = new Map(
      uplines.flatMap((upline) => (upline.incomeWalletId ? [[upline.userId, upline.incomeWalletId] as const] : [])),
    );
    const sponsor = uplines.find((upline) => upline.depth === 1);
    await payIncomes(tx, [...directIncome(created, sponsor?.userId, plan), ...rewards], {
      incomeWallets,
      alsoWrite: raiseRanks(raised, plan.now),
      alongside: [await purchaseEntry(tx, created, wallet.id)],
    });
    return created;
  });
}
