import {
  MSG,
  microsToUsdt,
  type WithdrawalLimits,
  withdrawalDailyAmountMessage,
  withdrawalDailyCountMessage,
} from '@app/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { isFrozen } from '../../core/member-freeze';
import { securityHoldUntil } from '../../core/security-hold';
import { type getSettings, usdtSettingToMicros } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { users, type WithdrawalRecord } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';

// Velocity limits (docs/decisions/011-payout-safety.md): per member and platform day, the total and the number of
// verified income withdrawals and refunds (pending or paid; a rejected or cancelled one gave its money back), both
// amounts the member chose (docs/product.md#refunds). Capital withdrawals are not counted: their amount is the
// order's, not a choice.

type Settings = Awaited<ReturnType<typeof getSettings>>;

export interface UsedToday {
  count: number;
  totalMicros: bigint;
}

/** What the member's verified income withdrawals of the platform day add up to: one row of `count` and `total`. */
export function usedTodayQuery(options: { userId: string; now: Date; timeZone: string }): SQL {
  const day = platformDay(options.now, options.timeZone);
  return sql`select count(*)::int as count, coalesce(sum(amount_micros), 0)::text as total from withdrawals
    where user_id = ${options.userId} and kind in ('income', 'refund') and status in ('pending', 'success')
      and created_at > ${options.now.toISOString()}::timestamptz - interval '2 days'
      and (verified_at at time zone ${options.timeZone})::date = ${day}::date`;
}

export function toUsedToday(row: { count: number; total: string } | undefined): UsedToday {
  return { count: row?.count ?? 0, totalMicros: BigInt(row?.total ?? '0') };
}

async function usedToday(db: Queryable, options: { userId: string; now: Date; timeZone: string }) {
  const [row] = await queryRows<{ count: number; total: string }>(db, usedTodayQuery(options));
  return toUsedToday(row);
}

export function assertWithinDailyLimits(used: UsedToday, options: { request: WithdrawalRecord; settings: Settings }) {
  const { request, settings } = options;
  if (request.kind === 'capital') return;
  if (used.count >= settings.withdrawalDailyCount) {
    throw new AppError('CONFLICT', withdrawalDailyCountMessage(settings.withdrawalDailyCount));
  }
  const limitMicros = usdtSettingToMicros(settings.withdrawalDailyLimit);
  if (used.totalMicros + request.amountMicros > limitMicros) {
    const left = limitMicros > used.totalMicros ? limitMicros - used.totalMicros : 0n;
    throw new AppError('CONFLICT', withdrawalDailyAmountMessage(settings.withdrawalDailyLimit, microsToUsdt(left)));
  }
}

/** GET withdrawalLimits: the limits and what is left of them today (a read; the verify decides). */
export async function withdrawalLimitsOf(
  db: Queryable,
  options: { userId: string; settings: Settings; now: Date },
): Promise<{ message: string; data: WithdrawalLimits }> {
  const { settings, now } = options;
  const [used, [member]] = await Promise.all([
    usedToday(db, { userId: options.userId, now, timeZone: settings.timezone }),
    db
      .select({ frozenAt: users.frozenAt, unfreezeAt: users.unfreezeAt, securityChangedAt: users.securityChangedAt })
      .from(users)
      .where(eq(users.id, options.userId)),
  ]);
  const limitMicros = usdtSettingToMicros(settings.withdrawalDailyLimit);
  return {
    message: MSG.loaded,
    data: {
      dailyLimit: settings.withdrawalDailyLimit,
      dailyLimitLeft: microsToUsdt(limitMicros > used.totalMicros ? limitMicros - used.totalMicros : 0n),
      dailyCount: settings.withdrawalDailyCount,
      dailyCountLeft: Math.max(0, settings.withdrawalDailyCount - used.count),
      newAddressHoldHours: settings.newAddressHoldHours,
      // What stops money leaving now, for the withdrawal and transfer pages to say before a form is filled.
      frozen: member ? isFrozen(member, now) : false,
      securityHoldUntil: member
        ? (securityHoldUntil(member, settings.securityChangeHoldHours, now)?.toISOString() ?? null)
        : null,
    },
  };
}
