import type { Queryable } from '../db/client';
import { jobRuns } from '../db/schema';

// Each background job's last success and failure, kept in the database so that every replica's /metrics and the
// console's System page tell the cluster's truth, not what the one process that answers happened to run.

export type JobRun = typeof jobRuns.$inferSelect;

export async function recordJobRun(db: Queryable, name: string, outcome: 'success' | 'failure', at: Date) {
  const set = outcome === 'success' ? { lastSuccessAt: at } : { lastFailureAt: at };
  await db
    .insert(jobRuns)
    .values({ name, ...set })
    .onConflictDoUpdate({ target: jobRuns.name, set });
}

export async function readJobRuns(db: Queryable): Promise<Map<string, JobRun>> {
  const rows = await db.select().from(jobRuns);
  return new Map(rows.map((row) => [row.name, row]));
}

/**
 * The seconds between two scheduled runs of a cron line of the forms the jobs use (every minute, every n minutes,
 * once an hour at a minute); null for any other form, which no alert can then measure.
 */
export function cronPeriodSeconds(cron: string): number | null {
  const [minute, hour, ...rest] = cron.trim().split(/\s+/);
  if (hour !== '*' || rest.length !== 3 || rest.some((field) => field !== '*')) return null;
  if (minute === '*') return 60;
  const step = /^\*\/(\d+)$/.exec(minute ?? '')?.[1];
  if (step) return Number(step) * 60;
  return /^\d+$/.test(minute ?? '') ? 3600 : null;
}

/** How often a job runs on this server: pg-boss's cron on PostgreSQL, the timer on the embedded database. */
export function jobPeriodSeconds(job: { cron: string; everySeconds: number }, onPgBoss: boolean): number | null {
  return onPgBoss ? cronPeriodSeconds(job.cron) : job.everySeconds;
}
