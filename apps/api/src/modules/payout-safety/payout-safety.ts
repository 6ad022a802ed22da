import { type SQL, sql } from 'drizzle-orm';
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

/**
 * What guardWithdrawalVerify decides an income verify from, read in one statement outside any transaction, by a
 * verify that stands alone: the latest reconciliation, the day's use and the address's history, with the member's
 * verify count and the reconciliation's id, which its statement's `verifyCountGate` requires unchanged.
 */
export async function readVerifyFacts(
  db: Queryable,
  options: { request: WithdrawalRecord; settings: Settings; now: Date },
) {
  const { request, settings } = options;
  const used = usedTodayQuery({ userId: request.userId, now: options.now, timeZone: settings.timezone });
  const [row] = await queryRows<{
    count: number;
    total: string;
    paid_there_before: boolean;
    verifies: number;
    reconciliation_id: string | null;
    problem_count: number | null;
    acknowledged_at: string | Date | null;
  }>(
    db,
    sql`select used.count, used.total, exists (${paidThereBeforeQuery(request)}) as paid_there_before,
          (select u.payout_verifies from users u where u.id = ${request.userId}) as verifies,
          r.id as reconciliation_id, r.problem_count, r.acknowledged_at
        from (${used}) as used
        left join lateral (select id, problem_count, acknowledged_at from ledger_reconciliations
                           order by checked_at desc limit 1) r on true`,
  );
  if (!row) throw new Error(`no verify facts for ${request.id}`);
  const latest =
    row.problem_count === null
      ? null
      : {
          problemCount: Number(row.problem_count),
          acknowledgedAt: row.acknowledged_at === null ? null : new Date(row.acknowledged_at),
        };
  return {
    latest,
    used: toUsedToday(row),
    paidThereBefore: row.paid_there_before,
    verifies: Number(row.verifies),
    reconciliationId: row.reconciliation_id,
  };
}

export type VerifyFacts = Awaited<ReturnType<typeof readVerifyFacts>>;

/** guardWithdrawalVerify on facts read before the statement (an income verify that stands alone). */
export function guardWithdrawalVerifyOn(
  facts: VerifyFacts,
  options: { request: WithdrawalRecord; settings: Settings; now: Date },
): NewAddressHold | null {
  assertNotFrozen(facts.latest);
  assertWithinDailyLimits(facts.used, options);
  return newAddressHold({ ...options, paidThereBefore: facts.paidThereBefore });
}

/**
 * The CTE (`member`) that counts the verify on the member's row only if no verify was counted since `facts` were read
 * and no reconciliation ran since: the update locks the row and re-checks its newest version, so of two verifies
 * racing for the last of a limit the second finds the count moved and writes nothing (its caller then takes the
 * transaction, which reads the limits under the lock). Answers the member.
 */
export function verifyCountGate(facts: VerifyFacts, userId: string): SQL {
  return sql`member as (
    update users u set payout_verifies = u.payout_verifies + 1
    where u.id = ${userId}::uuid and u.payout_verifies = ${facts.verifies}::int
      and (select r.id from ledger_reconciliations r order by r.checked_at desc limit 1)
        is not distinct from ${facts.reconciliationId}::uuid
    returning u.id)`;
}
