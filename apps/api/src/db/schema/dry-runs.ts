import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { generatedId, moment } from './columns';
import { userRef } from './user-columns';

// Dry runs of the plan (docs/product.md#dry-run): the only row a run writes to the live database. The simulation
// itself runs in a worker thread on an embedded database of its own (modules/dry-run/dry-run-worker.ts).
export const dryRuns = pgTable(
  'dry_runs',
  {
    id: generatedId(),
    status: text('status', { enum: ['running', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('running'),
    /** The share of the run's days done, in basis points (10,000 = all). */
    progressBasisPoints: integer('progress_bp').notNull().default(0),
    /** The body as the owner sent it, amounts in USDT. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** One row per simulated month finished so far (the contract's dryRunMonth). */
    months: jsonb('months').$type<unknown[]>().notNull().default([]),
    firstNegativeMonth: integer('first_negative_month'),
    firstUncoveredMonth: integer('first_uncovered_month'),
    error: text('error'),
    startedBy: userRef('started_by').notNull(),
    startedAt: moment('started_at').notNull(),
    /** Rewritten while the server running it lives: a running row whose heartbeat is old lost its server. */
    heartbeatAt: moment('heartbeat_at').notNull(),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    // One run at a time, whichever replica started it.
    uniqueIndex('dry_runs_one_running').on(table.status).where(sql`${table.status} = 'running'`),
    index('dry_runs_started_idx').on(table.startedAt),
    check('dry_runs_status_check', sql`${table.status} in ('running', 'done', 'failed', 'cancelled')`),
    check('dry_runs_progress_range', sql`${table.progressBasisPoints} between 0 and 10000`),
  ],
);
export type DryRunRecord = typeof dryRuns.$inferSelect;
