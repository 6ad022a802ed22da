import { desc } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { ledgerReconciliations } from '../db/schema';
import { checkLedger } from './check';

/** Problems kept with a run: enough to start looking; `npm run ledger:check` lists them all. */
const KEPT_PROBLEMS = 20;

/** Reconciles the whole ledger and records the result (a scheduled job; the console shows the latest). */
export async function recordReconciliation(db: Queryable, now: () => Date) {
  const started = now();
  const problems = await checkLedger(db);
  await db.insert(ledgerReconciliations).values({
    checkedAt: started,
    durationMs: Math.max(0, now().getTime() - started.getTime()),
    problemCount: problems.length,
    problems: problems.slice(0, KEPT_PROBLEMS),
  });
  return problems.length;
}

export async function latestReconciliation(db: Queryable) {
  const [latest] = await db
    .select()
    .from(ledgerReconciliations)
    .orderBy(desc(ledgerReconciliations.checkedAt))
    .limit(1);
  return latest ?? null;
}
