import type { OperatorSettings } from '@app/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { moneyTransaction } from '../../db/money-transaction';
import type { OrderRecord } from '../../db/schema';
import { percentToBasisPoints, share } from '../../lib/basis-points';
import { platformDay } from '../../lib/platform-day';
import { type IncomeEvent, payIncomes } from '../income/pay-income';
import { foldTeamCountersSoon } from '../income/team-fold';
import { getSettings } from '../settings/settings.service';
import { type ClosedOrders, recordOrdersClosed } from '../team/team-stats';
import type { Upline } from '../team/uplines';
import type { DueOrder } from './claim.repository';
import { advanceDueOrderBatch, advanceDueOrders, findUplinesEarningOn } from './orders.repository';

export interface SettledMember {
  amountMicros: bigint;
  paidOrders: number;
  maturedOrders: number;
}

/**
 * Pays the profit of orders just advanced for `day` (docs/product.md#daily-profit), in the caller's
 * transaction and in a fixed number of statements however many orders and members: each order's
 * price x yield to its owner, level income to each upline earning that day, and the team counters of
 * owners whose last active order matured. Answers what each owner was paid.
 */
async function payAdvancedOrders(
  tx: Queryable,
  options: { advanced: OrderRecord[]; day: string; now: Date; settings: OperatorSettings },
): Promise<Map<string, SettledMember>> {
  const { advanced, day, now, settings } = options;
  const owners = [...new Set(advanced.map((order) => order.userId))];
  const { uplinesOf, earning, incomeWallets } = await findUplinesEarningOn(tx, { userIds: owners, day });
  const events = profitEvents({ orders: advanced, uplinesOf, earning, settings, day, now });
  const settled = new Map<string, SettledMember>();
  const matured = new Map<string, ClosedOrders>();
  for (const order of advanced) {
    const member = settled.get(order.userId) ?? { amountMicros: 0n, paidOrders: 0, maturedOrders: 0 };
    settled.set(order.userId, member);
    member.paidOrders += 1;
    if (order.status === 'matured') {
      member.maturedOrders += 1;
      const closed = matured.get(order.userId) ?? { orders: 0, capitalMicros: 0n };
      matured.set(order.userId, { orders: closed.orders + 1, capitalMicros: closed.capitalMicros + order.priceMicros });
    }
  }
  // Lock order, as in every money transaction: orders (already), team counters, then balances.
  await recordOrdersClosed(tx, matured);
  const paid = await payIncomes(tx, events, { incomeWallets });
  events.forEach((event, index) => {
    const member = settled.get(event.userId);
    if (event.kind === 'trading' && member) member.amountMicros += paid[index] ?? 0n;
  });
  return settled;
}

/**
 * The incomes of orders advanced one paid day (`paidDays` counts it): each order's price x yield to its owner, and
 * level income to each upline earning that day (docs/product.md#daily-profit).
 */
export function profitEvents(options: {
  orders: DueOrder[];
  uplinesOf: ReadonlyMap<string, Upline[]>;
  earning: ReadonlySet<string>;
  settings: OperatorSettings;
  day: string;
  now: Date;
}): IncomeEvent[] {
  const { day, now } = options;
  const levelRates = options.settings.levelIncomePercents.map(percentToBasisPoints);
  const events: IncomeEvent[] = [];
  for (const order of options.orders) {
    const profit = share(order.priceMicros, order.dailyYieldBasisPoints);
    events.push({
      userId: order.userId,
      kind: 'trading',
      baseMicros: order.priceMicros,
      rateBasisPoints: order.dailyYieldBasisPoints,
      idempotencyKey: `trading:${order.id}:${day}`,
      orderDay: order.paidDays,
      orderDays: order.maturityDays,
      orderId: order.id,
      day,
      now,
    });
    for (const upline of options.uplinesOf.get(order.userId) ?? []) {
      const rate = levelRates[upline.depth - 1] ?? 0;
      if (profit === 0n || rate === 0 || !options.earning.has(upline.userId)) continue;
      events.push({
        userId: upline.userId,
        kind: 'level',
        baseMicros: profit,
        rateBasisPoints: rate,
        idempotencyKey: `level:${order.id}:${day}:${upline.depth}`,
        sourceUserId: order.userId,
        orderId: order.id,
        level: upline.depth,
        day,
        now,
      });
    }
  }
  return events;
}

/**
 * Pays one member's profit for `day` in the caller's transaction: each active order not yet paid that
 * day, once. The conditional update is what makes a second claim on the same day find nothing.
 */
export async function settleMember(
  tx: Queryable,
  options: { userId: string; day: string; now: Date; settings: OperatorSettings },
): Promise<SettledMember> {
  const advanced = await advanceDueOrders(tx, options);
  const settled = await payAdvancedOrders(tx, { ...options, advanced });
  return settled.get(options.userId) ?? { amountMicros: 0n, paidOrders: 0, maturedOrders: 0 };
}

/** Orders per settlement transaction: large enough to be set-based, small enough to hold locks briefly. */
export const SETTLEMENT_BATCH = 500;

/**
 * Settles today for every order still due, a batch of orders per transaction. Safe to run twice or on two
 * servers at once, and to resume after a crash: whatever was paid is no longer due, orders someone else is
 * paying are skipped, and every income has its idempotency key.
 */
export async function settleAllMembers(ctx: AppContext, options: { batch?: number } = {}) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const limit = options.batch ?? SETTLEMENT_BATCH;
  const totals = { day, members: 0, paidOrders: 0, amountMicros: 0n };
  const members = new Set<string>();
  let after: { userId: string; orderId: string } | null = null;
  for (;;) {
    const batch = await moneyTransaction(ctx.db, async (tx) => {
      const advanced = await advanceDueOrderBatch(tx, { day, now, after, limit });
      const settled = await payAdvancedOrders(tx, { advanced, day, now, settings });
      return { advanced, settled };
    });
    for (const [userId, settled] of batch.settled) {
      members.add(userId);
      totals.paidOrders += settled.paidOrders;
      totals.amountMicros += settled.amountMicros;
    }
    const last = batch.advanced.at(-1);
    if (!last || batch.advanced.length < limit) break;
    after = { userId: last.userId, orderId: last.id };
  }
  totals.members = members.size;
  // Matured orders queued their uplines' counters; they fold after the last batch (each batch committed already).
  await foldTeamCountersSoon(ctx);
  return totals;
}
