import { MSG, OPERATORS_MSG, type PayoutFreeze, ROLES } from '@app/contract';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { heldRoleBefore, heldRoleBeforeSql, tenureOf } from '../../core/operator-tenure';
import type { Queryable } from '../../db/client';
import { ledgerReconciliations, users } from '../../db/schema';
import {
  latestReconciliation,
  RECONCILIATION_SECONDS,
  type ReconciliationRecord,
  recordReconciliation,
} from '../../ledger/reconciliation';
import { AppError } from '../../lib/app-error';

// The reconciliation freeze (docs/decisions/011-payout-safety.md): while the latest run of the ledger check found
// problems and no operator acknowledged its report, no money leaves: operators cannot pay withdrawals, members
// cannot verify withdrawals (capital ones included) or transfers. A request reads one row, never reruns the check.

/** What of the latest reconciliation decides the freeze. */
export type FreezeState = Pick<ReconciliationRecord, 'problemCount' | 'acknowledgedAt'>;

function isFreezing(latest: FreezeState | null): boolean {
  return Boolean(latest && latest.problemCount > 0 && !latest.acknowledgedAt);
}

/** Refuses with the pause message while payouts are frozen; one indexed read of the latest reconciliation. */
export async function assertPayoutsOpen(db: Queryable) {
  assertNotFrozen(await latestReconciliation(db));
}

/** The same refusal, from the latest reconciliation a caller read with a statement of its own. */
export function assertNotFrozen(latest: FreezeState | null) {
  if (isFreezing(latest)) throw new AppError('CONFLICT', MSG.payoutsPaused);
}

/** Whether payouts are frozen now; one indexed read of the latest reconciliation. */
export async function payoutsFrozen(db: Queryable): Promise<boolean> {
  return isFreezing(await latestReconciliation(db));
}

/**
 * Before an operator pays: the check runs again when its latest run is older than the schedule (the first payment
 * of a batch), so a batch never starts on books not checked for a quarter of an hour; then whether payouts are frozen.
 */
export async function payoutsFrozenForPayment(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<boolean> {
  const latest = await latestReconciliation(ctx.db);
  const stale = !latest || ctx.clock().getTime() - latest.checkedAt.getTime() >= RECONCILIATION_SECONDS * 1000;
  if (stale) await recordReconciliation(ctx.db, ctx.clock);
  return payoutsFrozen(ctx.db);
}

/** GET payoutFreeze: the state and the latest report. */
export async function getPayoutFreeze(db: Queryable): Promise<PayoutFreeze> {
  const latest = await latestReconciliation(db);
  if (!latest) return { frozen: false, reconciliation: null };
  const ids = [latest.firstAcknowledgedBy, latest.acknowledgedBy].filter((id): id is string => id !== null);
  const named = ids.length
    ? await db.select({ _id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids))
    : [];
  const nameOf = (id: string | null) => named.find((user) => user._id === id) ?? null;
  return {
    frozen: isFreezing(latest),
    reconciliation: {
      _id: latest.id,
      checkedAt: latest.checkedAt.toISOString(),
      durationMs: latest.durationMs,
      problemCount: latest.problemCount,
      problems: latest.problems,
      firstAcknowledgedAt: latest.firstAcknowledgedAt?.toISOString() ?? null,
      firstAcknowledgedBy: nameOf(latest.firstAcknowledgedBy),
      acknowledgedAt: latest.acknowledgedAt?.toISOString() ?? null,
      acknowledgedBy: nameOf(latest.acknowledgedBy),
    },
  };
}

/**
 * POST reconciliationAcknowledge: only the latest failed report. Lifting the freeze loosens a control, so it takes
 * two owners (docs/decisions/035-dual-control.md): the first acknowledgement is recorded and answered 202, another
 * owner's lifts the freeze; the first owner's second call is refused. Each is audited.
 */
export async function acknowledgeReconciliation(ctx: AppContext, options: Actor & { reconciliationId: string }) {
  const now = ctx.clock();
  const lifted = await ctx.db.transaction(async (tx) => {
    const latest = await latestReconciliation(tx);
    if (latest?.id !== options.reconciliationId) throw new AppError('CONFLICT', MSG.reconciliationNotOpen);
    const open = and(
      eq(ledgerReconciliations.id, options.reconciliationId),
      gt(ledgerReconciliations.problemCount, 0),
      isNull(ledgerReconciliations.acknowledgedAt),
    );
    const [first] = await tx
      .update(ledgerReconciliations)
      .set({ firstAcknowledgedBy: options.actorId, firstAcknowledgedAt: now })
      .where(and(open, isNull(ledgerReconciliations.firstAcknowledgedBy)))
      .returning();
    const [second] = first
      ? []
      : await tx
          .update(ledgerReconciliations)
          .set({ acknowledgedBy: options.actorId, acknowledgedAt: now })
          .where(
            and(
              open,
              ne(ledgerReconciliations.firstAcknowledgedBy, options.actorId),
              // An owner since before the first acknowledgement: a new owner cannot lift it
              // (docs/decisions/046-no-way-around-the-second-person.md).
              heldRoleBeforeSql(options.actorId, sql`${ledgerReconciliations.firstAcknowledgedAt}`, ROLES.owner),
            ),
          )
          .returning();
    const acknowledged = first ?? second;
    if (!acknowledged) {
      const firstAt = latest.acknowledgedAt ? null : latest.firstAcknowledgedAt;
      if (firstAt && latest.firstAcknowledgedBy === options.actorId) {
        throw new AppError('CONFLICT', MSG.reconciliationSameOwner);
      }
      if (firstAt && !heldRoleBefore(await tenureOf(tx, options.actorId), firstAt, ROLES.owner)) {
        throw new AppError('FORBIDDEN', OPERATORS_MSG.roleSinceRequest);
      }
      throw new AppError('CONFLICT', MSG.reconciliationNotOpen);
    }
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: first ? 'reconciliation.acknowledgeFirst' : 'reconciliation.acknowledge',
      targetType: 'reconciliation',
      targetId: acknowledged.id,
      details: { checkedAt: acknowledged.checkedAt.toISOString(), problemCount: acknowledged.problemCount },
      now,
    });
    return !first;
  });
  return {
    message: lifted ? MSG.reconciliationAcknowledged : MSG.reconciliationAcknowledgedFirst,
    data: await getPayoutFreeze(ctx.db),
    lifted,
  };
}
