import type { OperatorSettings } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { retryingConflicts } from '../../db/money-transaction';
import { writeMoney } from '../../ledger/money-event';
import { INCOME_KEY } from '../../ledger/movements';
import { percentToBasisPoints, share } from '../../lib/basis-points';
import { platformDay } from '../../lib/platform-day';
import { type IncomeEvent, planIncomes } from '../income/pay-income';
import { foldTeamCounters } from '../team/team-fold';
import { ordersClosedWrites } from '../team/team-stats';
import type { Upline } from '../team/uplines';
import { advanceOrdersClaim, type DueOrder, readDueOrderBatch } from './claim.repository';
import { findUplinesEarningOn } from './orders.repository';

export interface SettledMember {
  amountMicros: bigint;
  paidOrders: number;
  maturedOrders: number;
}

/**
 * Pays `due` orders their profit for `day` (docs/product.md#daily-profit), as read with their owners' uplines, by one
 * statement however many orders and members: each order still due advances one paid day (the claim), and only those
 * pay their price x yield to the owner and level income to each upline earning that day; an order that matures with
 * it closes on its owner's team counters (their uplines' share queued for the fold). A member's claim and the daily
 * settlement both pay through here. Answers what each owner was paid.
 */
export async function payDueOrders(
  db: Queryable,
  options: {
    due: DueOrder[];
    uplinesOf: ReadonlyMap<string, Upline[]>;
    earning: ReadonlySet<string>;
    incomeWallets: ReadonlyMap<string, string>;
    settings: OperatorSettings;
    day: string;
    now: Date;
    skipLocked: boolean;
  },
): Promise<Map<string, SettledMember>> {
  const { due, day, now } = options;
  const advanced = due.map((order) => ({ ...order, paidDays: order.paidDays + 1 }));
  // The claim advances an order only on the paid day read, so only an order read on its last day can mature.
  const mayMature = advanced.some((order) => order.paidDays >= order.maturityDays);
  const events = profitEvents({ ...options, orders: advanced });
  const incomes = await planIncomes(db, events, {
    incomeWallets: options.incomeWallets,
    gateOf: (event) => event.orderId ?? '',
  });
  type Advanced = { id: string; user_id: string; matured: boolean };
  const { written, answer } = await retryingConflicts(() =>
    writeMoney<{ advanced: Advanced[] | null }>(db, {
      claim: advanceOrdersClaim({ due, day, now, skipLocked: options.skipLocked }),
      entries: incomes.entries,
      rows: ({ claimedRows, written }) => [
        incomes.writes(written),
        ...(mayMature
          ? [
              sql`matured as (select user_id, price_micros from ${claimedRows} where matured)`,
              ordersClosedWrites({ closed: sql`matured`, uplinesOf: options.uplinesOf }),
            ]
          : []),
      ],
      answer: ({ claimedRows }) =>
        sql`(select json_agg(json_build_object('id', id, 'user_id', user_id, 'matured', matured)) from ${claimedRows}) as advanced`,
    }),
  );
  const paid = incomes.paid(written);
  const settled = new Map<string, SettledMember>();
  for (const order of answer.advanced ?? []) {
    const member = settled.get(order.user_id) ?? { amountMicros: 0n, paidOrders: 0, maturedOrders: 0 };
    settled.set(order.user_id, member);
    member.paidOrders += 1;
    if (order.matured) member.maturedOrders += 1;
  }
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
      idempotencyKey: INCOME_KEY.trading(order.id, day),
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
        idempotencyKey: INCOME_KEY.level(order.id, day, upline.depth),
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

/** Orders per settlement transaction: large enough to be set-based, small enough to hold locks briefly. */
export const SETTLEMENT_BATCH = 500;

/**
 * Settles today for every order still due, a batch of orders per statement. Safe to run twice or on two
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
    const due = await readDueOrderBatch(ctx.db, { day, after, limit });
    const owners = [...new Set(due.map((order) => order.userId))];
    const uplines = await findUplinesEarningOn(ctx.db, { userIds: owners, day });
    const settled = await payDueOrders(ctx.db, { ...uplines, due, settings, day, now, skipLocked: true });
    for (const [userId, member] of settled) {
      members.add(userId);
      totals.paidOrders += member.paidOrders;
      totals.amountMicros += member.amountMicros;
    }
    const last = due.at(-1);
    if (!last || due.length < limit) break;
    after = { userId: last.userId, orderId: last.id };
  }
  totals.members = members.size;
  // Matured orders queued their uplines' counters; they fold after the last batch (each batch committed already).
  await foldTeamCounters(ctx);
  return totals;
}
