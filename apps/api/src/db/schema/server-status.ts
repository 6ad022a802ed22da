import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns';

// What /metrics and the console's System page read of the whole cluster, whichever replica answers
// (docs/operations.md#metrics).

/** Each background job's last success and failure, whichever server ran it (jobs/background-jobs.ts). */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastSuccessAt: moment('last_success_at'),
  lastFailureAt: moment('last_failure_at'),
});

/** One row per API process (host and port), rewritten every few seconds while it runs (metrics/heartbeat.ts). */
export const serverHeartbeats = pgTable('server_heartbeats', {
  instanceId: text('instance_id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  version: text('version').notNull(),
  startedAt: moment('started_at').notNull(),
  lastSeenAt: moment('last_seen_at').notNull(),
});
