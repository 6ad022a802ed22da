import { z } from 'zod';
import { depositWatcherStatus } from './deposit-addresses';
import { envelope } from './envelope';

// The console's System page (docs/operations.md#metrics): the servers, the database, backups and background jobs as
// the answering replica finds them. The alert rules in deploy/prometheus/alerts.yml use the same limits.

export const SYSTEM_LIMITS = {
  /** A replica that wrote no heartbeat for this long is not seen: stopped, hung or cut off from the database. */
  replicaSeenSeconds: 60,
  /** The ledger is reconciled every 15 minutes; two missed runs is stale. */
  reconciliationStaleSeconds: 30 * 60,
  /** Backups are daily; two hours of slack before the last one counts as missed. */
  backupStaleSeconds: 26 * 3600,
  /** A job whose last success is older than this many of its periods has stopped running. */
  jobStalePeriods: 3,
  /** Members feel the site slow past this p99 (alert ApiSlow). */
  slowP99Seconds: 2,
  /** A verified withdrawal waiting longer for its review is late (alert WithdrawalPendingTooLong). */
  withdrawalReviewLateSeconds: 24 * 3600,
  /** An automatic payout queued longer is stuck (alert PayoutWaitingTooLong). */
  payoutLateSeconds: 30 * 60,
} as const;

const seconds = z.number().int().min(0);

export const systemReplica = z.object({
  instanceId: z.string(),
  host: z.string(),
  pid: z.number().int(),
  /** A fingerprint of the server's build: replicas showing different ones run different releases. */
  version: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** Seconds since its last heartbeat. */
  ageSeconds: seconds,
  seen: z.boolean(),
});

export const systemJob = z.object({
  name: z.string(),
  /** How often it runs here (its cron on PostgreSQL, its timer on the embedded database). */
  periodSeconds: seconds.nullable(),
  /** Runs waiting in its pg-boss queue; null on the embedded database, whose timers keep no queue. */
  queueDepth: z.number().int().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastSuccessAgeSeconds: seconds.nullable(),
  lastFailureAt: z.string().nullable(),
  /** No success for SYSTEM_LIMITS.jobStalePeriods periods, or never since the database was created. */
  stale: z.boolean(),
});

/** A queue of work waiting for an operator or a job: how much, and how long the oldest has waited. */
export const systemQueue = z.object({
  waiting: z.number().int().min(0),
  /** Null when nothing waits. */
  oldestAgeSeconds: seconds.nullable(),
});

export const systemStatus = z.object({
  /** The answering server's clock: every age below is counted to it. */
  checkedAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    role: z.enum(['primary', 'read-only']),
  }),
  /** Every API process that wrote a heartbeat in the last day, seen or not. */
  replicas: z.array(systemReplica),
  /** What the answering process knows of backups (it counts those it took or was told of since it started). */
  backup: z.object({
    lastSuccessAt: z.string().nullable(),
    ageSeconds: seconds.nullable(),
    failures: z.number().int(),
    stale: z.boolean(),
  }),
  /**
   * PostgreSQL's WAL archiving to pgBackRest, as pg_stat_archiver counts it on the database reached: what lets a backup
   * restore to any moment. Null on the embedded database.
   */
  archiving: z
    .object({
      /** archive_mode: 'off' means no point-in-time recovery at all. */
      mode: z.string(),
      lastArchivedAt: z.string().nullable(),
      lastArchivedAgeSeconds: seconds.nullable(),
      lastFailedAt: z.string().nullable(),
      /** The last attempt failed: nothing written since the last archived segment could be restored. */
      failing: z.boolean(),
    })
    .nullable(),
  jobs: z.array(systemJob),
  /** The chain watcher of deposit addresses per member (docs/decisions/019-deposit-addresses.md). */
  depositWatcher: depositWatcherStatus,
  reconciliation: z
    .object({
      checkedAt: z.string(),
      ageSeconds: seconds,
      problemCount: z.number().int(),
      stale: z.boolean(),
    })
    .nullable(),
  /**
   * What the answering replica served (each replica counts its own; the health probes left out), from the same
   * hook as /metrics' request counters.
   */
  traffic: z.object({
    /** Requests answered in about the last minute (six ten-second slots). */
    requestsPerMinute: z.number().int().min(0),
    /** The window the error rate and the p99 are read over. */
    windowSeconds: seconds,
    requests: z.number().int().min(0),
    /** Answers with a 5xx status, in percent of `requests`; null with no requests. */
    serverErrorPercent: z.number().min(0).max(100).nullable(),
    /** 99 of 100 answers took at most this long (read from the duration buckets); null with no requests. */
    p99Seconds: z.number().min(0).nullable(),
  }),
  /** The work waiting, cluster-wide: each queue's count and its oldest's age. */
  queues: z.object({
    /** Deposits waiting for an operator's (or the chain's) check. */
    depositReview: systemQueue,
    /** Verified withdrawals waiting for an operator's review. */
    withdrawalReview: systemQueue,
    /** Automatic payouts queued or on their way to the chain. */
    payout: systemQueue,
    /** Notifications whose mail is not sent yet. */
    mailOutbox: systemQueue,
  }),
});
export type SystemStatus = z.infer<typeof systemStatus>;
export const systemResponse = envelope(systemStatus);
