import { MSG, microsToUsdt, type OperatorSettings } from '@app/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { lockIncomePool } from '../../ledger/income-pool';
import { AppError } from '../../lib/app-error';
import { percentToBasisPoints } from '../../lib/basis-points';
import { payIncome } from '../income/pay-income';
import { platformDay } from '../income/platform-day';
import { getSettings } from '../settings/settings.service';
import { findUplines, getTeamStatsOf, isActiveMember, recordOrderClosed } from '../team/team-stats';
import { advanceDueOrders, countActiveOrders, listMembersDueOn } from './orders.repository';

export interface SettledMember {
  amountMicros: bigint;
  paidOrders: number;
  maturedOrders: number;
}

/**
 * Pays one member's profit for `day` (docs/product.md#daily-profit), inside the caller's transaction which must hold
 * the income pool lock: each active order not yet paid that day pays price x yield once, the uplines
 * holding an active package earn level income on it, and an order that reaches its maturity stops.
 * The conditional update is what makes a second claim on the same day find nothing.
 */
export async function settleMember(
  tx: Queryable,
  options: { userId: string; day: string; now: Date; settings: OperatorSettings },
): Promise<SettledMember> {
  const { userId, day, now, settings } = options;
  const due = await advanceDueOrders(tx, { userId, day, now });
  const result: SettledMember = { amountMicros: 0n, paidOrders: due.length, maturedOrders: 0 };
  if (due.length === 0) return result;
  const uplines = await findUplines(tx, userId);
  const uplineStats = await getTeamStatsOf(
    tx,
    uplines.map((upline) => upline.userId),
  );
  const levelRates = settings.levelIncomePercents.map(percentToBasisPoints);
  for (const order of due) {
    const profit = await payIncome(tx, {
      userId,
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
    result.amountMicros += profit;
    for (const upline of uplines) {
      const rate = levelRates[upline.depth - 1] ?? 0;
      if (profit === 0n || rate === 0 || !isActiveMember(uplineStats.get(upline.userId))) continue;
      await payIncome(tx, {
        userId: upline.userId,
        kind: 'level',
        baseMicros: profit,
        rateBasisPoints: rate,
        idempotencyKey: `level:${order.id}:${day}:${upline.depth}`,
        sourceUserId: userId,
        orderId: order.id,
        level: upline.depth,
        day,
        now,
      });
    }
    if (order.status === 'matured') {
      result.maturedOrders += 1;
      await recordOrderClosed(tx, userId);
    }
  }
  return result;
}

/** GET invetPamentsettelByday: today's claim for the caller, once per platform day. */
export async function claimProfit(ctx: AppContext, userId: string) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const settled = await ctx.db.transaction(async (tx) => {
    await lockIncomePool(tx);
    return settleMember(tx, { userId, day, now, settings });
  });
  if (settled.paidOrders === 0) {
    const active = await countActiveOrders(ctx.db, userId);
    throw new AppError('CONFLICT', active > 0 ? MSG.profitAlreadyClaimed : MSG.profitNothingDue);
  }
  return {
    message: MSG.profitClaimed,
    data: {
      amount: microsToUsdt(settled.amountMicros),
      paidOrders: settled.paidOrders,
      maturedOrders: settled.maturedOrders,
      day,
    },
  };
}

const SETTLEMENT_BATCH = 100;

/**
 * Settles today for every member with an order still due, a batch of members at a time, one transaction
 * per member. Safe to run twice or on two servers at once, and to resume after a crash: whatever was paid
 * is no longer due, and every income has its idempotency key.
 */
export async function settleAllMembers(ctx: AppContext) {
  const settings = await getSettings(ctx.db);
  const now = ctx.clock();
  const day = platformDay(now, settings.timezone);
  const totals = { day, members: 0, paidOrders: 0, amountMicros: 0n };
  let after = '';
  for (;;) {
    const batch = await listMembersDueOn(ctx.db, { day, after, limit: SETTLEMENT_BATCH });
    for (const { userId } of batch) {
      const settled = await ctx.db.transaction(async (tx) => {
        await lockIncomePool(tx);
        return settleMember(tx, { userId, day, now, settings });
      });
      if (settled.paidOrders > 0) totals.members += 1;
      totals.paidOrders += settled.paidOrders;
      totals.amountMicros += settled.amountMicros;
    }
    if (batch.length < SETTLEMENT_BATCH) break;
    after = batch[batch.length - 1]?.userId ?? '';
  }
  return totals;
}
