import { type DepositWatcherStatus, PAYOUT_WAITING_REASONS, type PayoutHealth } from '@app/contract';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { AppContext } from '../context';
import { getSettings } from '../core/settings';
import { platformJobs } from '../jobs/background-jobs';
import { type JobRun, jobPeriodSeconds, readJobRuns } from '../jobs/job-runs';
import { latestReconciliation, type ReconciliationRecord } from '../ledger/reconciliation';
import { depositWatcherStatus } from '../modules/deposits/deposit-addresses.service';
import { payoutsFrozen } from '../modules/payout-safety/freeze';
import { getPayoutHealth } from '../modules/payouts/payouts.service';
import { ticketGauges } from '../modules/tickets/tickets-console.repository';
import { poolOf } from './database-pool';
import { type QueueFigures, readJobQueues, readWaitingWork, type WaitingWork } from './platform-figures';

// The platform's own figures, read from the database when Prometheus scrapes, so every replica reports the cluster's
// state. A figure that cannot be read is left out of the scrape, never reported as 0 (a 0 would read as "nothing
// waits"), and counted in nexatech_metrics_collect_errors_total by what could not be read.

/** Past this a read is given up: the scrape still answers in time, with the figure left out. */
const READ_TIMEOUT_MS = 3_000;

interface Snapshot {
  now: Date;
  waiting?: WaitingWork;
  /** Null before the first reconciliation. */
  reconciliation?: ReconciliationRecord | null;
  frozen?: boolean;
  jobRuns?: Map<string, JobRun>;
  /** Null where pg-boss keeps no queue (the embedded database). */
  queues?: Map<string, QueueFigures> | null;
  depositWatcher?: DepositWatcherStatus;
  payouts?: PayoutFigures;
  tickets?: TicketFigures;
}

/** Support tickets not closed, by status, the longest wait for the platform, and the setting the alert reads. */
interface TicketFigures {
  byStatus: Record<string, number>;
  oldestWaitingSeconds: number;
  responseHours: number;
}

/** The hot wallet and its queue as the System page shows them, with the gas minimum the alert compares against. */
interface PayoutFigures {
  health: PayoutHealth;
  gasMinimumBnb: number;
}

type Source =
  | 'waiting_work'
  | 'reconciliation'
  | 'payout_freeze'
  | 'job_runs'
  | 'job_queues'
  | 'deposit_watcher'
  | 'payouts'
  | 'tickets';
const SOURCES: Source[] = [
  'waiting_work',
  'reconciliation',
  'payout_freeze',
  'job_runs',
  'job_queues',
  'deposit_watcher',
  'payouts',
  'tickets',
];

async function readPayoutFigures(ctx: AppContext): Promise<PayoutFigures> {
  const [health, settings] = await Promise.all([getPayoutHealth(ctx), getSettings(ctx.db)]);
  return { health, gasMinimumBnb: settings.payoutGasMinimumBnb };
}

async function readTicketFigures(ctx: AppContext): Promise<TicketFigures> {
  const [figures, settings] = await Promise.all([ticketGauges(ctx.db, ctx.clock()), getSettings(ctx.db)]);
  return { ...figures, responseHours: settings.supportResponseHours };
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('metrics read timed out')), READ_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Registers the gauges; `beginScrape` before each scrape makes its gauges share one fresh read of each source, taken
 * when the first of them collects.
 */
export function registerPlatformGauges(registry: Registry, ctx: AppContext): { beginScrape(): void } {
  const collectErrors = new Counter({
    name: 'nexatech_metrics_collect_errors_total',
    help: 'Scrapes that could not read a source of figures from the database; its figures were left out',
    labelNames: ['source'] as const,
    registers: [registry],
    // Collected with the gauges, so a scrape counts its own failures.
    async collect() {
      await snapshot();
    },
  });
  for (const source of SOURCES) collectErrors.inc({ source }, 0);

  const read = async <T>(source: Source, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await withTimeout(work());
    } catch {
      collectErrors.inc({ source });
      return undefined;
    }
  };
  let current: Promise<Snapshot> | null = null;
  const snapshot = (): Promise<Snapshot> => {
    current ??= (async () => {
      const [waiting, reconciliation, frozen, jobRuns, queues, depositWatcher, payouts, tickets] = await Promise.all([
        read('waiting_work', () => readWaitingWork(ctx.db)),
        read('reconciliation', () => latestReconciliation(ctx.db)),
        read('payout_freeze', () => payoutsFrozen(ctx.db)),
        read('job_runs', () => readJobRuns(ctx.db)),
        read('job_queues', () => readJobQueues(ctx.db)),
        read('deposit_watcher', () => depositWatcherStatus(ctx)),
        read('payouts', () => readPayoutFigures(ctx)),
        read('tickets', () => readTicketFigures(ctx)),
      ]);
      return { now: ctx.clock(), waiting, reconciliation, frozen, jobRuns, queues, depositWatcher, payouts, tickets };
    })();
    return current;
  };

  const ageOf = (s: Snapshot, epochSeconds: number | null | undefined) =>
    epochSeconds === null || epochSeconds === undefined
      ? undefined
      : Math.max(0, s.now.getTime() / 1000 - epochSeconds);
  /** An unlabelled gauge from the snapshot; undefined leaves its sample out of this scrape. */
  const figure: Figure = (name, help, value) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const found = value(await snapshot());
        if (found === undefined) this.remove({});
        else this.set(found);
      },
    });
  const waitingSince = (s: Snapshot, oldest: number | null | undefined) =>
    s.waiting ? (oldest === null ? 0 : ageOf(s, oldest)) : undefined;
  const latest = (s: Snapshot) => s.reconciliation ?? undefined;

  figure(
    'nexatech_deposits_pending',
    'Deposits waiting for an operator or the chain',
    (s) => s.waiting?.depositsPending,
  );
  figure(
    'nexatech_deposits_pending_oldest_age_seconds',
    'Seconds the oldest pending deposit has waited; 0 when none waits',
    (s) => waitingSince(s, s.waiting?.depositsOldest),
  );
  figure(
    'nexatech_withdrawals_pending',
    'Verified withdrawals waiting for an operator to pay or reject',
    (s) => s.waiting?.withdrawalsPending,
  );
  figure(
    'nexatech_withdrawals_pending_oldest_age_seconds',
    'Seconds since the oldest pending withdrawal was verified; 0 when none waits',
    (s) => waitingSince(s, s.waiting?.withdrawalsOldest),
  );
  figure(
    'nexatech_balance_adjustments_pending',
    'Balance adjustments waiting for a second operator',
    (s) => s.waiting?.adjustmentsPending,
  );
  figure(
    'nexatech_chain_recheck_lag_seconds',
    'Seconds the oldest pending chain-verified deposit has waited for its recheck; 0 without a chain node',
    (s) => (ctx.chain ? waitingSince(s, s.waiting?.chainOldest) : 0),
  );
  figure(
    'nexatech_reserve_snapshot_age_seconds',
    'Seconds since the last proof-of-reserves snapshot; absent before the first',
    (s) => ageOf(s, s.waiting?.reserveSnapshotAt),
  );
  figure(
    'nexatech_reconciliation_ok',
    'Whether the last ledger reconciliation found no problem (1) or some (0)',
    (s) => {
      const run = latest(s);
      return run && (run.problemCount === 0 ? 1 : 0);
    },
  );
  figure(
    'nexatech_reconciliation_problems',
    'Problems the last ledger reconciliation found',
    (s) => latest(s)?.problemCount,
  );
  figure('nexatech_reconciliation_age_seconds', 'Seconds since the last ledger reconciliation ran', (s) => {
    const run = latest(s);
    return run && ageOf(s, run.checkedAt.getTime() / 1000);
  });
  figure(
    'nexatech_payouts_frozen',
    'Whether withdrawal payouts are frozen by a failed, unacknowledged reconciliation (1) or open (0)',
    (s) => (s.frozen === undefined ? undefined : Number(s.frozen)),
  );

  // docs/operations.md#metrics: absent until the first member deposit address started the watcher.
  figure(
    'nexatech_deposit_watcher_lag_blocks',
    "Blocks between the chain's head and the deposit watcher's cursor at its last successful run (the confirmations included)",
    (s) => s.depositWatcher?.lagBlocks ?? undefined,
  );
  figure(
    'nexatech_deposit_watcher_last_success_age_seconds',
    'Seconds since the deposit watcher last read the chain successfully; absent before it started',
    (s) => {
      const watcher = s.depositWatcher;
      if (!watcher || watcher.cursorBlock === null) return undefined;
      // Started but never succeeded: as old as it can be, so the alert fires rather than stays silent.
      return watcher.lastSuccessAgeSeconds ?? Number.MAX_SAFE_INTEGER;
    },
  );

  registerPayoutGauges(registry, snapshot, figure, ageOf);
  registerTicketGauges(registry, snapshot, figure);
  registerJobGauges(registry, ctx, snapshot, ageOf);
  return {
    beginScrape: () => {
      current = null;
    },
  };
}

type Figure = (name: string, help: string, value: (s: Snapshot) => number | undefined) => Gauge;

/**
 * Automatic payouts from the hot wallet (docs/operations.md#automatic-payouts): the figures of the console's System
 * page (getPayoutHealth), so the page and the alerts never disagree. The wallet's balances are the payout engine's
 * last reading of the chain; they are absent before its first.
 */
function registerPayoutGauges(
  registry: Registry,
  snapshot: () => Promise<Snapshot>,
  figure: Figure,
  ageOf: (s: Snapshot, epochSeconds: number | null | undefined) => number | undefined,
) {
  const payouts = (s: Snapshot) => s.payouts?.health;
  /** 1 or 0 by what the health says, absent when it could not be read. */
  const whether = (s: Snapshot, test: (health: PayoutHealth) => boolean) => {
    const health = payouts(s);
    return health && Number(test(health));
  };
  figure(
    'nexatech_payout_wallet_usdt',
    "USDT the hot wallet held at the payout engine's last reading; absent before the first",
    (s) => payouts(s)?.usdt ?? undefined,
  );
  figure(
    'nexatech_payout_wallet_bnb',
    "BNB (gas) the hot wallet held at the payout engine's last reading; absent before the first",
    (s) => payouts(s)?.bnb ?? undefined,
  );
  figure(
    'nexatech_payout_wallet_gas_minimum_bnb',
    'The setting payoutGasMinimumBnb: BNB the hot wallet keeps for gas',
    (s) => s.payouts?.gasMinimumBnb,
  );
  figure(
    'nexatech_payout_wallet_check_age_seconds',
    'Seconds since the payout engine last read the hot wallet on chain; absent before the first',
    (s) => {
      const checkedAt = payouts(s)?.checkedAt;
      return checkedAt ? ageOf(s, new Date(checkedAt).getTime() / 1000) : undefined;
    },
  );
  figure('nexatech_payouts_queued', 'Automatic payouts queued, not yet signed', (s) => payouts(s)?.queued);
  figure(
    'nexatech_payouts_in_flight',
    'Automatic payouts signed or broadcast, not yet confirmed',
    (s) => payouts(s)?.inFlight,
  );
  figure(
    'nexatech_payouts_open_usdt',
    'USDT of the automatic payouts queued or in flight',
    (s) => payouts(s)?.queuedTotal,
  );
  figure(
    'nexatech_payouts_open_oldest_age_seconds',
    'Seconds since the oldest automatic payout still queued or in flight was queued; 0 when none is',
    (s) => {
      const health = payouts(s);
      return health && (health.oldestWaitingSeconds ?? 0);
    },
  );
  figure(
    'nexatech_payouts_stuck',
    'Automatic payouts whose newest transaction has waited payoutStuckMinutes or longer to be mined',
    (s) => payouts(s)?.stuck,
  );
  figure(
    'nexatech_payouts_paid_today_usdt',
    "USDT of the platform day's automatic payouts, queued to confirmed: what counts against autoPayoutDailyLimit",
    (s) => payouts(s)?.paidToday,
  );
  figure(
    'nexatech_payouts_daily_limit_usdt',
    'The setting autoPayoutDailyLimit: USDT automatic payouts may send in one platform day',
    (s) => payouts(s)?.dailyLimit,
  );
  figure('nexatech_payouts_automatic', 'Whether payoutMode is automatic (1) or manual (0)', (s) =>
    whether(s, (health) => health.mode === 'automatic'),
  );
  figure('nexatech_payouts_paused', 'Whether an operator paused automatic payouts (1) or not (0)', (s) =>
    whether(s, (health) => health.paused),
  );
  figure(
    'nexatech_payouts_nonce_gap',
    "Whether a transaction the platform did not sign used the hot wallet's nonces (1): payouts wait for an owner",
    (s) => whether(s, (health) => health.waitingReason === 'nonceGap'),
  );
  new Gauge({
    name: 'nexatech_payouts_waiting',
    help: 'Why the payout engine sends nothing new (1 for the reason, 0 for the others); every reason 0 while it pays',
    labelNames: ['reason'] as const,
    registers: [registry],
    async collect() {
      const health = payouts(await snapshot());
      this.reset();
      if (!health) return;
      for (const reason of PAYOUT_WAITING_REASONS) this.set({ reason }, Number(health.waitingReason === reason));
    },
  });
}

/** The support desk (docs/operations.md#alert-supportticketwaiting): what waits for an answer, and for how long. */
function registerTicketGauges(registry: Registry, snapshot: () => Promise<Snapshot>, figure: Figure) {
  new Gauge({
    name: 'nexatech_tickets',
    help: 'Support tickets not closed, by status: open (waiting for the platform), answered, waiting (for the member)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { tickets } = await snapshot();
      this.reset();
      if (!tickets) return;
      for (const status of ['open', 'answered', 'waiting']) this.set({ status }, tickets.byStatus[status] ?? 0);
    },
  });
  figure(
    'nexatech_tickets_oldest_waiting_seconds',
    "Seconds since the member's last message on the open ticket waiting longest for the platform; 0 when none waits",
    (s) => s.tickets?.oldestWaitingSeconds,
  );
  figure(
    'nexatech_tickets_response_hours',
    'The setting supportResponseHours: a ticket waiting longer for an answer fires SupportTicketWaiting',
    (s) => s.tickets?.responseHours,
  );
}

function registerJobGauges(
  registry: Registry,
  ctx: AppContext,
  snapshot: () => Promise<Snapshot>,
  ageOf: (s: Snapshot, epochSeconds: number | null | undefined) => number | undefined,
) {
  const onPgBoss = poolOf(ctx.db) !== null;
  const jobs = platformJobs(ctx);
  // Labelled background_job, not job: Prometheus gives every series its target's `job` and would rename ours.
  const period = new Gauge({
    name: 'nexatech_job_period_seconds',
    help: 'Seconds between two scheduled runs of a background job on this server (cron on PostgreSQL, timer otherwise)',
    labelNames: ['background_job'] as const,
    registers: [registry],
  });
  for (const job of jobs) {
    const seconds = jobPeriodSeconds(job, onPgBoss);
    if (seconds !== null) period.set({ background_job: job.name }, seconds);
  }
  new Gauge({
    name: 'nexatech_job_last_success_age_seconds',
    help: 'Seconds since a background job last succeeded on any server; absent for a job that never has',
    labelNames: ['background_job'] as const,
    registers: [registry],
    async collect() {
      const s = await snapshot();
      this.reset();
      for (const job of jobs) {
        const succeeded = s.jobRuns?.get(job.name)?.lastSuccessAt;
        const age = succeeded ? ageOf(s, succeeded.getTime() / 1000) : undefined;
        if (age !== undefined) this.set({ background_job: job.name }, age);
      }
    },
  });
  const queueGauge = (name: string, help: string, value: (figures: QueueFigures | undefined) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['background_job'] as const,
      registers: [registry],
      async collect() {
        const { queues } = await snapshot();
        this.reset();
        if (!queues) return;
        for (const job of jobs) this.set({ background_job: job.name }, value(queues.get(job.name)));
      },
    });
  const pgBossOnly = 'PostgreSQL only: on the embedded database the jobs are timers with no queue, and it is absent';
  queueGauge(
    'nexatech_job_queue_depth',
    `Runs of a background job waiting in its pg-boss queue. ${pgBossOnly}`,
    (figures) => figures?.queued ?? 0,
  );
  queueGauge(
    'nexatech_job_failed_runs',
    `Failed runs of a background job pg-boss still keeps (about the last 12 hours). ${pgBossOnly}`,
    (figures) => figures?.failed ?? 0,
  );
}
