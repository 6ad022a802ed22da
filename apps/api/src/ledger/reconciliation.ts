import { desc } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ledgerReconciliations } from '../db/schema';
import { checkLedger } from './check';

/** Problems kept with a run: enough to start looking; `npm run ledger:check` lists them all. */
const KEPT_PROBLEMS = 20;

/** How often the scheduled job reconciles the ledger; a payout batch starting later than this runs it first. */
export const RECONCILIATION_SECONDS = 15 * 60;

export type ReconciliationRecord = typeof ledgerReconciliations.$inferSelect;

/** JSON with object keys sorted: a stored report (jsonb orders keys its own way) compares with a fresh one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonical(each)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function sameProblems(a: unknown[], b: unknown[]): boolean {
  const key = (list: unknown[]) => list.map(canonical).sort().join('\n');
  return a.length === b.length && key(a) === key(b);
}

/**
 * Reconciles the whole ledger and records the result (a scheduled job; the console shows the latest). A failed run
 * finding exactly the problems of an acknowledged report keeps that acknowledgement (a first owner's too), so the payout freeze
 * (docs/decisions/011-payout-safety.md) returns only for a new problem.
 */
export async function recordReconciliation(db: Queryable, now: () => Date) {
  const started = now();
  const problems = await checkLedger(db);
  const kept = problems.slice(0, KEPT_PROBLEMS);
  const previous = problems.length ? await latestReconciliation(db) : null;
  // An owner's first acknowledgement carries over too: the second owner acknowledges the same problems.
  const carried =
    (previous?.acknowledgedAt || previous?.firstAcknowledgedAt) &&
    previous.problemCount === problems.length &&
    sameProblems(previous.problems, kept)
      ? {
          firstAcknowledgedBy: previous.firstAcknowledgedBy,
          firstAcknowledgedAt: previous.firstAcknowledgedAt,
          acknowledgedBy: previous.acknowledgedBy,
          acknowledgedAt: previous.acknowledgedAt,
        }
      : {};
  await db.insert(ledgerReconciliations).values({
    checkedAt: started,
    durationMs: Math.max(0, now().getTime() - started.getTime()),
    problemCount: problems.length,
    problems: kept,
    ...carried,
  });
  return problems.length;
}

export async function latestReconciliation(db: Queryable): Promise<ReconciliationRecord | null> {
  const [latest] = await db
    .select()
    .from(ledgerReconciliations)
    .orderBy(desc(ledgerReconciliations.checkedAt))
    .limit(1);
  return latest ?? null;
}
