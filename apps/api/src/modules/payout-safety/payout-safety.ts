import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { frozenSql } from '../../core/member-freeze';
import { securityHoldSql } from '../../core/security-hold';
import type { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import type { WithdrawalRecord } from '../../db/schema';
import { addressFactsColumns, addressRefusal, toAddressFacts } from '../address-book/address-rule';
import { type NewAddressHold, newAddressHold, paidThereBeforeQuery } from './cool-down';
import { assertNotFrozen, assertPayoutsOpen, payoutsFrozen, payoutsFrozenForPayment } from './freeze';
import { assertWithinDailyLimits, toUsedToday, usedTodayQuery } from './velocity';

type Settings = Awaited<ReturnType<typeof getSettings>>;

// The payout safety nets (docs/decisions/011-payout-safety.md), each called from one line of the service it guards.

/**
 * Holds the member's row (the one verifyCountGate claims) until the caller's transaction ends: a verify's last
 * attempt reads and writes under it, so no other verify can move the count between them.
 */
export async function lockVerifyGate(tx: Queryable, userId: string) {
  await tx.execute(sql`select id from users where id = ${userId}::uuid for no key update`);
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
 * What the payout safety nets decide a withdrawal verify from, read in one statement before the verify's own: the
 * latest reconciliation, the day's use and the address's history, with the member's verify count and the
 * reconciliation's id, which the verify's `verifyCountGate` requires unchanged.
 */
export async function readVerifyFacts(
  db: Queryable,
  options: { request: WithdrawalRecord; settings: Settings; now: Date },
) {
  const { request } = options;
  const [row] = await queryRows<VerifyFactsRow>(
    db,
    verifyFactsQuery({ ...options, userId: request.userId, address: request.address }),
  );
  if (!row) throw new Error(`no verify facts for ${request.id}`);
  return toVerifyFacts(row);
}

/** The facts' row, as verifyFactsQuery selects it. */
export interface VerifyFactsRow {
  count: number;
  total: string;
  paid_there_before: boolean;
  verifies: number;
  reconciliation_id: string | null;
  problem_count: number | null;
  acknowledged_at: string | Date | null;
  only_saved: boolean | null;
  saved_usable_from: string | Date | null;
}

/**
 * The facts as one query, for a member's request to `address`: a caller that reads the request itself takes them as
 * a column of that read (the withdrawal verify does, a round trip fewer).
 */
export function verifyFactsQuery(options: { userId: string; address: string; settings: Settings; now: Date }): SQL {
  const { userId, settings } = options;
  const used = usedTodayQuery({ userId, now: options.now, timeZone: settings.timezone });
  return sql`select used.count, used.total, exists (${paidThereBeforeQuery(options)}) as paid_there_before,
      ${addressFactsColumns(options)},
      (select u.payout_verifies from users u where u.id = ${userId}::uuid) as verifies,
      r.id as reconciliation_id, r.problem_count, r.acknowledged_at
    from (${used}) as used
    left join lateral (select id, problem_count, acknowledged_at from ledger_reconciliations
                       order by checked_at desc limit 1) r on true`;
}

export function toVerifyFacts(row: VerifyFactsRow) {
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
    address: toAddressFacts(row),
  };
}

export type VerifyFacts = Awaited<ReturnType<typeof readVerifyFacts>>;

/** The payout safety nets on facts read before the verify's statement: the freeze, the daily limits, the cool-down. */
export function guardWithdrawalVerifyOn(
  facts: VerifyFacts,
  options: { request: WithdrawalRecord; settings: Settings; now: Date },
): NewAddressHold | null {
  assertNotFrozen(facts.latest);
  const refusal = addressRefusal(facts.address, options.now);
  if (refusal) throw refusal;
  assertWithinDailyLimits(facts.used, options);
  return newAddressHold({ ...options, paidThereBefore: facts.paidThereBefore });
}

/**
 * The CTE (`member`) that counts the verify on the member's row only if no verify was counted since `facts` were read
 * and no reconciliation ran since: the update locks the row and re-checks its newest version, so of two verifies
 * racing for the last of a limit the second finds the count moved and writes nothing (its caller reads again, the
 * last time under the row's lock). With `totpStep`, an authenticator's code claims its time step on the same row
 * (one statement cannot update a row twice): the gate writes nothing if that step or a later one was used, nor while
 * the member's freeze or security hold runs.
 * Answers the member.
 */
export function verifyCountGate(
  facts: VerifyFacts,
  userId: string,
  options: { now: Date; totpStep?: number; securityHoldHours: number },
): SQL {
  const step = options.totpStep;
  return sql`member as (
    update users u set payout_verifies = u.payout_verifies + 1
      ${step === undefined ? sql`` : sql`, totp_last_step = ${step}::bigint`}
    where u.id = ${userId}::uuid and u.payout_verifies = ${facts.verifies}::int and not ${frozenSql('u', options.now)}
      and not ${securityHoldSql('u', options.securityHoldHours, options.now)}
      and (select r.id from ledger_reconciliations r order by r.checked_at desc limit 1)
        is not distinct from ${facts.reconciliationId}::uuid
      ${step === undefined ? sql`` : sql`and u.totp_enabled_at is not null and (u.totp_last_step is null or u.totp_last_step < ${step}::bigint)`}
    returning u.id)`;
}
