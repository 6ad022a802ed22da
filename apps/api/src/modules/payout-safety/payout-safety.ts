import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import type { WithdrawalRecord } from '../../db/schema';
import type { getSettings } from '../settings/settings.service';
import { type NewAddressHold, newAddressHold, paidThereBeforeQuery } from './cool-down';
import { assertNotFrozen, assertPayoutsOpen, payoutsFrozen, payoutsFrozenForPayment } from './freeze';
import { assertWithinDailyLimits, lockForDailyLimits, toUsedToday, type UsedToday, usedTodayQuery } from './velocity';

type Settings = Awaited<ReturnType<typeof getSettings>>;

// The payout safety nets (docs/decisions/011-payout-safety.md), each called from one line of the service it guards.

/**
 * A member's withdrawal verify (income or capital), inside its money transaction before the hold: the freeze, the
 * daily limits under the member's row lock, then the new-address cool-down, whose hold (for the row and the mail) it
 * answers. `settings` are read by the caller before the transaction: on PGlite's one connection a read outside it
 * would wait for it to end.
 */
export async function guardWithdrawalVerify(
  tx: Queryable,
  options: { request: WithdrawalRecord; settings: Settings; now: Date },
): Promise<NewAddressHold | null> {
  if (options.request.kind === 'income') assertNotFrozen(await lockForDailyLimits(tx, options.request.userId));
  else await assertPayoutsOpen(tx);
  const history = await readWithdrawalHistory(tx, options);
  assertWithinDailyLimits(history.used, options);
  return newAddressHold({ ...options, paidThereBefore: history.paidThereBefore });
}

/**
 * What the limits and the cool-down decide from, in one read under the member's lock (decision 013: plan from one
 * read): the member's verified income withdrawals of the day and whether they were paid at the address before.
 */
async function readWithdrawalHistory(
  tx: Queryable,
  options: { request: WithdrawalRecord; settings: Settings; now: Date },
): Promise<{ used: UsedToday; paidThereBefore: boolean }> {
  const { request, settings } = options;
  // Neither rule applies: a capital request has no daily limits, and no cool-down is set.
  if (request.kind !== 'income' && settings.newAddressHoldHours <= 0) {
    return { used: toUsedToday(undefined), paidThereBefore: false };
  }
  const used = usedTodayQuery({ userId: request.userId, now: options.now, timeZone: settings.timezone });
  const [row] = await queryRows<{ count: number; total: string; paid_there_before: boolean }>(
    tx,
    sql`select used.count, used.total, exists (${paidThereBeforeQuery(request)}) as paid_there_before
        from (${used}) as used`,
  );
  return { used: toUsedToday(row), paidThereBefore: row?.paid_there_before ?? false };
}

/**
 * An operator's payment (`forPayment`, the check rerun first when stale) or the console's list of what may be paid:
 * whether payouts are frozen. The payment rule (withdrawals/payability.ts) refuses the freeze and the cool-down, so
 * the list offers "Pay" only where the payment would pass them.
 */
export async function guardPayout(ctx: Pick<AppContext, 'db' | 'clock'>, options: { forPayment: boolean }) {
  return options.forPayment ? payoutsFrozenForPayment(ctx) : payoutsFrozen(ctx.db);
}

/** A member's transfer verify. */
export async function guardTransferVerify(ctx: Pick<AppContext, 'db'>) {
  await assertPayoutsOpen(ctx.db);
}
