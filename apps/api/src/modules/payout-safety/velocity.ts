import {
  MSG,
  microsToUsdt,
  type WithdrawalLimits,
  withdrawalDailyAmountMessage,
  withdrawalDailyCountMessage,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import type { WithdrawalRecord } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { type getSettings, usdtSettingToMicros } from '../settings/settings.service';
import type { FreezeState } from './freeze';

// Velocity limits (docs/decisions/011-payout-safety.md): per member and platform day, the total and the number of
// verified income withdrawals (pending or paid; a rejected or cancelled one gave its money back). Capital
// withdrawals are not counted: their amount is the order's, not a choice.

type Settings = Awaited<ReturnType<typeof getSettings>>;

export interface UsedToday {
  count: number;
  totalMicros: bigint;
}

/** What the member's verified income withdrawals of the platform day add up to: one row of `count` and `total`. */
export function usedTodayQuery(options: { userId: string; now: Date; timeZone: string }): SQL {
  const day = platformDay(options.now, options.timeZone);
  return sql`select count(*)::int as count, coalesce(sum(amount_micros), 0)::text as total from withdrawals
    where user_id = ${options.userId} and kind = 'income' and status in ('pending', 'success')
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

/**
 * The first lock of an income verify's money transaction, before its limits are read: of two verifies racing for
 * the last of the limit one waits here and then counts the other. NO KEY UPDATE, not FOR UPDATE: every row that
 * names the member (an income, a notification) takes KEY SHARE on it, and FOR UPDATE would make a reject or an
 * upline's income wait on this verify while it waits on their balances. The same statement reads the latest
 * reconciliation for the freeze: one round trip for both, on a snapshot no older than a read of its own before the
 * lock would have. The limits are read by a statement of their own, after it: a statement's snapshot predates a
 * wait on its lock, and would not count the verify it waited for. The lock is an update that counts the verify
 * (`payout_verifies`), so a verify standing alone that read the limits before this one cannot write after it.
 */
export async function lockForDailyLimits(tx: Queryable, userId: string): Promise<FreezeState | null> {
  const [row] = await queryRows<{ problem_count: number | null; acknowledged_at: string | Date | null }>(
    tx,
    sql`update users u set payout_verifies = u.payout_verifies + 1
        from (select 1) one
        left join lateral (select problem_count, acknowledged_at from ledger_reconciliations
                           order by checked_at desc limit 1) r on true
        where u.id = ${userId}
        returning r.problem_count, r.acknowledged_at`,
  );
  if (!row || row.problem_count === null) return null;
  return {
    problemCount: Number(row.problem_count),
    acknowledgedAt: row.acknowledged_at === null ? null : new Date(row.acknowledged_at),
  };
}

/** Refuses a verify that would pass either daily limit, from what the member used today read under the lock. */
export function assertWithinDailyLimits(used: UsedToday, options: { request: WithdrawalRecord; settings: Settings }) {
  const { request, settings } = options;
  if (request.kind !== 'income') return;
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
  const { settings } = options;
  const used = await usedToday(db, { userId: options.userId, now: options.now, timeZone: settings.timezone });
  const limitMicros = usdtSettingToMicros(settings.withdrawalDailyLimit);
  return {
    message: MSG.loaded,
    data: {
      dailyLimit: settings.withdrawalDailyLimit,
      dailyLimitLeft: microsToUsdt(limitMicros > used.totalMicros ? limitMicros - used.totalMicros : 0n),
      dailyCount: settings.withdrawalDailyCount,
      dailyCountLeft: Math.max(0, settings.withdrawalDailyCount - used.count),
      newAddressHoldHours: settings.newAddressHoldHours,
    },
  };
}
