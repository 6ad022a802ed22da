import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { AppContext } from '../context';
import { purgeExpiredCodes } from '../core/otp';
import { purgeEndedWindows } from '../core/rate-limit';
import { getSettings } from '../core/settings';
import { foldPlatformDeltas } from '../ledger/platform-balances';
import { RECONCILIATION_SECONDS, recordReconciliation } from '../ledger/reconciliation';
import { buildPendingExports } from '../modules/data-export/data-export.job';
import { purgeExpiredExports } from '../modules/data-export/data-export.repository';
import { recheckPendingChainDeposits } from '../modules/deposits/chain-deposits.service';
import { runDepositWatcher } from '../modules/deposits/deposit-watcher';
import { makeIncomeDigests } from '../modules/notifications/income-digest.job';
import { sendNotificationMails } from '../modules/notifications/notification-mail.job';
import { settleAllMembers } from '../modules/packages/settlement.service';
import { runPayouts } from '../modules/payouts/payout-engine';
import { takeScheduledSnapshot } from '../modules/reserves/reserves.service';
import { purgeOldRevocations } from '../modules/sessions/revocation-feed';
import { foldTeamCounters } from '../modules/team/team-fold';
import { purgeExpiredTransfers } from '../modules/transfers/transfers.repository';
import { purgeExpiredRequests } from '../modules/withdrawals/withdrawals.repository';
import { recordJobRun } from './job-runs';

/** Work done in the background: what it does, how often on a timer, and its schedule on PostgreSQL. */
export interface JobSpec {
  name: string;
  everySeconds: number;
  cron: string;
  run: () => Promise<unknown>;
  /**
   * On pg-boss, whose cron fires once a minute: each run repeats every `everySeconds` for this long, so a job members
   * wait on (automatic payouts) is not held to the minute. A stop ends it after the repeat under way.
   */
  repeatForSeconds?: number;
  /**
   * On pg-boss: how long a run may stay active before another server may take the job. A server killed mid-run
   * holds its singleton until then; pg-boss's default is 15 minutes.
   */
  expireInSeconds?: number;
}

/** Where server.ts starts pg-boss; /metrics reads its queues there. */
export const PG_BOSS_SCHEMA = 'pgboss';

export interface BackgroundJobs {
  kind: 'pg-boss' | 'timer';
  /** Runs a job now, as its schedule would (on pg-boss: queued, and worked by any server). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Daily settlement when the operator switched it on, platform balances and team counters folded, the ledger
 * reconciled, expired withdrawal requests forgotten, notification mails sent and daily income digests written, chain
 * deposit rechecks and the deposit watcher when a node is configured.
 */
export function platformJobs(ctx: AppContext): JobSpec[] {
  const jobs: JobSpec[] = [
    {
      name: 'daily-settlement',
      everySeconds: ctx.config.SETTLEMENT_CHECK_SECONDS,
      cron: '*/5 * * * *',
      run: async () => {
        const settings = await getSettings(ctx.db);
        if (settings.autoSettlement) return settleAllMembers(ctx);
        return null;
      },
    },
    {
      name: 'platform-balance-fold',
      everySeconds: 60,
      cron: '* * * * *',
      run: () => foldPlatformDeltas(ctx.db),
    },
    {
      // Requests fold right after they commit; this catches what a failed or skipped fold left queued.
      name: 'team-counter-fold',
      everySeconds: 5,
      cron: '* * * * *',
      run: () => foldTeamCounters(ctx),
    },
    {
      name: 'ledger-reconciliation',
      everySeconds: RECONCILIATION_SECONDS,
      cron: '*/15 * * * *',
      run: () => recordReconciliation(ctx.db, ctx.clock),
    },
    {
      name: 'withdrawal-request-expiry',
      everySeconds: 3600,
      cron: '17 * * * *',
      // Transfers expire with their codes the same way; the session revocation feed keeps a day; unused codes and
      // rate-limit counters whose window ended go too, so neither table grows with every address ever seen.
      run: async () =>
        (await purgeExpiredRequests(ctx.db, ctx.clock())) +
        (await purgeExpiredTransfers(ctx.db, ctx.clock())) +
        (await purgeOldRevocations(ctx.db, ctx.clock())) +
        (await purgeExpiredCodes(ctx.db, ctx.clock())) +
        (await purgeEndedWindows(ctx.db, ctx.clock())) +
        (await purgeExpiredExports(ctx.db, ctx.clock())),
    },
    {
      // docs/decisions/032-data-export.md: members' data exports, one at a time (FOR UPDATE SKIP LOCKED), every few
      // seconds within each minute's run, so the mail leaves within seconds of the request.
      name: 'data-export',
      everySeconds: 5,
      cron: '* * * * *',
      run: () => buildPendingExports(ctx),
      repeatForSeconds: 50,
      expireInSeconds: 120,
    },
    {
      // docs/product.md#notifications: mails leave here, never inside a request; a failed one is retried.
      name: 'notification-mail',
      everySeconds: ctx.config.NOTIFICATION_MAIL_SECONDS,
      cron: '* * * * *',
      run: () => sendNotificationMails(ctx),
    },
    {
      name: 'income-digest',
      everySeconds: 3600,
      cron: '7 * * * *',
      run: () => makeIncomeDigests(ctx),
    },
    {
      // docs/product.md#proof-of-reserves: one scheduled snapshot per platform day, the first run after midnight.
      name: 'reserve-snapshot',
      everySeconds: 3600,
      cron: '23 * * * *',
      run: () => takeScheduledSnapshot(ctx),
    },
  ];
  if (ctx.chain) {
    jobs.push({
      name: 'chain-deposit-recheck',
      everySeconds: ctx.config.CHAIN_RECHECK_SECONDS,
      cron: '* * * * *',
      run: () => recheckPendingChainDeposits(ctx),
    });
    // docs/decisions/019-deposit-addresses.md: idle until the first member address is handed out.
    jobs.push({
      name: 'deposit-watcher',
      everySeconds: ctx.config.CHAIN_RECHECK_SECONDS,
      cron: '* * * * *',
      run: () => runDepositWatcher(ctx),
    });
  }
  // docs/decisions/025-automatic-payouts.md: one signer at a time across replicas (a singleton queue).
  if (ctx.chain && ctx.payoutSigner) {
    jobs.push({
      name: 'automatic-payouts',
      everySeconds: ctx.config.PAYOUT_CHECK_SECONDS,
      cron: '* * * * *',
      run: () => runPayouts(ctx),
      repeatForSeconds: 50,
      // A replica killed while paying holds the payouts up for a minute at most, plus pg-boss's maintenance round.
      expireInSeconds: 60,
    });
  }
  return jobs.map((job) => recordingRuns(ctx, job));
}

/**
 * Each run's outcome goes to job_runs, on either scheduler, so any replica can say when a job last succeeded
 * (docs/operations.md#metrics). Best effort: the run's own work is done or failed either way, and a success left
 * unrecorded only looks like an older one, which alerts if it keeps happening.
 */
function recordingRuns(ctx: AppContext, job: JobSpec): JobSpec {
  const record = (outcome: 'success' | 'failure') =>
    recordJobRun(ctx.db, job.name, outcome, ctx.clock()).catch(() => undefined);
  return {
    ...job,
    run: async () => {
      let result: unknown;
      try {
        result = await job.run();
      } catch (error) {
        await record('failure');
        throw error;
      }
      await record('success');
      return result;
    },
  };
}

/**
 * On PGlite (one process by design) a timer per job. A run that fails is logged and retried on the
 * next tick; every job is idempotent, so a run that overlaps or repeats pays nothing twice.
 */
export function startTimerJobs(jobs: JobSpec[], log: FastifyBaseLogger): BackgroundJobs {
  const running = new Set<string>();
  const runOnce = async (job: JobSpec) => {
    if (running.has(job.name)) return;
    running.add(job.name);
    try {
      await job.run();
    } catch (error) {
      log.warn({ err: error, job: job.name }, 'background job failed; retrying on the next tick');
    } finally {
      running.delete(job.name);
    }
  };
  const timers = jobs.map((job) => {
    const timer = setInterval(() => void runOnce(job), job.everySeconds * 1000);
    timer.unref();
    return timer;
  });
  return {
    kind: 'timer',
    runNow: async (name) => {
      const job = jobs.find((each) => each.name === name);
      if (job) await runOnce(job);
    },
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
    },
  };
}

/**
 * On PostgreSQL, pg-boss: each job is scheduled by cron and worked by whichever server takes it, one
 * run at a time across all of them (singleton queues), with retries.
 */
export async function startPgBossJobs(
  jobs: JobSpec[],
  options: { connectionString: string; schema: string; log: FastifyBaseLogger; pollingSeconds?: number },
): Promise<BackgroundJobs> {
  // Maintenance expires the runs of servers that died; every half minute, so an expiry of a minute means about that.
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    max: 4,
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => options.log.warn({ err: error }, 'pg-boss error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'singleton',
      retryLimit: 3,
      retryDelay: 30,
      ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
    });
    await boss.schedule(job.name, job.cron);
  }
  const loops = jobs.map((job) => workLoop(boss, job, (options.pollingSeconds ?? 2) * 1000, options.log));
  return {
    kind: 'pg-boss',
    runNow: async (name) => {
      // Told apart from the schedule's runs (which carry no data) by whoever counts runs per period.
      await boss.send(name, { trigger: 'now' });
    },
    stop: async () => {
      await Promise.all(loops.map((loop) => loop.stop()));
      await boss.stop({ graceful: true });
    },
  };
}

/** How long a run's outcome is retried while the database fails over: a switchover takes seconds. */
const RECORD_ATTEMPTS = 15;
const RECORD_RETRY_MS = 2000;

/**
 * One job's worker, instead of pg-boss's `work()`: that one records a run's outcome without awaiting it, so a
 * database going away at that moment (a failover, a restart) rejected with nobody listening and ended the whole
 * process. Here every call to pg-boss is awaited: an outcome that cannot be written is retried for about half a
 * minute, then logged, and the job stays active until pg-boss expires it and runs it again (every job is
 * idempotent). The loop itself never stops before `stop()`.
 */
function workLoop(boss: PgBoss, job: JobSpec, pollingMs: number, log: FastifyBaseLogger) {
  let stopping = false;
  let wake = () => {};
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const record = async (write: () => Promise<void>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS || stopping) throw error;
        await pause(RECORD_RETRY_MS);
      }
    }
  };
  const runRepeated = async () => {
    const until = Date.now() + (job.repeatForSeconds ?? 0) * 1000;
    await job.run();
    while (!stopping && Date.now() + job.everySeconds * 1000 < until) {
      await pause(job.everySeconds * 1000);
      if (!stopping) await job.run();
    }
  };
  const runOne = async () => {
    const [claimed] = await boss.fetch(job.name);
    if (!claimed) return;
    try {
      await runRepeated();
    } catch (error) {
      log.warn({ err: error, job: job.name }, 'background job failed; pg-boss retries it');
      await record(() => boss.fail(job.name, claimed.id, { message: String(error) }));
      return;
    }
    await record(() => boss.complete(job.name, claimed.id));
  };
  const done = (async () => {
    while (!stopping) {
      try {
        await runOne();
      } catch (error) {
        log.warn({ err: error, job: job.name }, 'pg-boss unreachable; the job runs again once it expires');
      }
      if (!stopping) await pause(pollingMs);
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      wake();
      await done;
    },
  };
}
