import { SYSTEM_LIMITS, type SystemStatus } from '@app/contract';
import type { AppContext } from '../../context';
import { type Archiver, databaseRole, readArchiver } from '../../db/database-role';
import { platformJobs } from '../../jobs/background-jobs';
import { jobPeriodSeconds, readJobRuns } from '../../jobs/job-runs';
import { latestReconciliation } from '../../ledger/reconciliation';
import { backupFigures } from '../../metrics/backup-metrics';
import { databaseKind } from '../../metrics/database-pool';
import { listHeartbeats } from '../../metrics/heartbeat';
import { readJobQueues } from '../../metrics/platform-figures';
import { type QueueAge, readQueueAges } from '../../metrics/queue-ages';
import { type RecentTraffic, TRAFFIC_WINDOW_SECONDS } from '../../metrics/recent-traffic';
import { depositWatcherStatus } from '../deposits/deposit-addresses.service';

/**
 * The console's System page (docs/operations.md#metrics): the same cluster-wide tables /metrics reads, with every
 * age counted to this server's clock and each limit of SYSTEM_LIMITS already applied, so the page only words them.
 */
export async function getSystemStatus(ctx: AppContext, options: { traffic: RecentTraffic }): Promise<SystemStatus> {
  const now = ctx.clock();
  const ageOf = (at: Date) => Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  const kind = databaseKind(ctx.db);
  const [role, archiver, heartbeats, runs, queues, reconciled, depositWatcher, waiting] = await Promise.all([
    databaseRole(ctx.db),
    kind === 'postgres' ? readArchiver(ctx.db) : null,
    listHeartbeats(ctx.db),
    readJobRuns(ctx.db),
    readJobQueues(ctx.db),
    latestReconciliation(ctx.db),
    depositWatcherStatus(ctx),
    readQueueAges(ctx.db),
  ]);
  const queueOf = ({ waiting: count, oldestAt }: QueueAge) => ({
    waiting: count,
    oldestAgeSeconds: oldestAt === null ? null : ageOf(new Date(oldestAt * 1000)),
  });
  const { lastSuccess: backedUp, failures } = backupFigures();
  // How long jobs have had to run: since the earliest start of a server still seen. With none, nothing tells.
  const seenStarts = heartbeats
    .filter((beat) => ageOf(beat.lastSeenAt) <= SYSTEM_LIMITS.replicaSeenSeconds)
    .map((beat) => ageOf(beat.startedAt));
  const runningFor = seenStarts.length ? Math.max(...seenStarts) : Number.POSITIVE_INFINITY;
  const backupAge = backedUp ? ageOf(backedUp) : null;
  return {
    checkedAt: now.toISOString(),
    database: { kind, role },
    replicas: heartbeats.map((beat) => ({
      instanceId: beat.instanceId,
      host: beat.host,
      pid: beat.pid,
      version: beat.version,
      startedAt: beat.startedAt.toISOString(),
      lastSeenAt: beat.lastSeenAt.toISOString(),
      ageSeconds: ageOf(beat.lastSeenAt),
      seen: ageOf(beat.lastSeenAt) <= SYSTEM_LIMITS.replicaSeenSeconds,
    })),
    backup: {
      lastSuccessAt: backedUp?.toISOString() ?? null,
      ageSeconds: backupAge,
      failures,
      stale: backupAge !== null && backupAge > SYSTEM_LIMITS.backupStaleSeconds,
    },
    archiving: archiver && archivingOf(archiver, ageOf),
    jobs: platformJobs(ctx).map((job) => {
      const run = runs.get(job.name);
      const periodSeconds = jobPeriodSeconds(job, kind === 'postgres');
      const successAge = run?.lastSuccessAt ? ageOf(run.lastSuccessAt) : null;
      return {
        name: job.name,
        periodSeconds,
        queueDepth: queues ? (queues.get(job.name)?.queued ?? 0) : null,
        lastSuccessAt: run?.lastSuccessAt?.toISOString() ?? null,
        lastSuccessAgeSeconds: successAge,
        lastFailureAt: run?.lastFailureAt?.toISOString() ?? null,
        // Never run is late only once the servers have been up that long: right after a start, an hourly job's first
        // run is simply not due yet.
        stale: (successAge ?? runningFor) > (periodSeconds ?? 3600) * SYSTEM_LIMITS.jobStalePeriods,
      };
    }),
    depositWatcher,
    reconciliation: reconciled && {
      checkedAt: reconciled.checkedAt.toISOString(),
      ageSeconds: ageOf(reconciled.checkedAt),
      problemCount: reconciled.problemCount,
      stale: ageOf(reconciled.checkedAt) > SYSTEM_LIMITS.reconciliationStaleSeconds,
    },
    traffic: trafficOf(options.traffic),
    queues: {
      depositReview: queueOf(waiting.depositReview),
      withdrawalReview: queueOf(waiting.withdrawalReview),
      payout: queueOf(waiting.payout),
      mailOutbox: queueOf(waiting.mailOutbox),
    },
  };
}

/** The traffic over real time (not the test clock): the requests are timed by the process' own clock. */
function trafficOf(traffic: RecentTraffic): SystemStatus['traffic'] {
  const figures = traffic.figures(Date.now());
  return {
    requestsPerMinute: figures.requestsLastMinute,
    windowSeconds: TRAFFIC_WINDOW_SECONDS,
    requests: figures.requests,
    serverErrorPercent: figures.requests ? Math.round((figures.serverErrors / figures.requests) * 10_000) / 100 : null,
    p99Seconds: figures.p99Seconds === null ? null : Math.round(figures.p99Seconds * 1000) / 1000,
  };
}

/** Archiving fails while its last failure is newer than its last success (alert-ArchivingFailing reads the same). */
export function archivingOf(archiver: Archiver, ageOf: (at: Date) => number): SystemStatus['archiving'] {
  const { mode, lastArchivedAt, lastFailedAt } = archiver;
  return {
    mode,
    lastArchivedAt: lastArchivedAt?.toISOString() ?? null,
    lastArchivedAgeSeconds: lastArchivedAt ? ageOf(lastArchivedAt) : null,
    lastFailedAt: lastFailedAt?.toISOString() ?? null,
    failing: lastFailedAt !== null && (lastArchivedAt === null || lastFailedAt > lastArchivedAt),
  };
}
