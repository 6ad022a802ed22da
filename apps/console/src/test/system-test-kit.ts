// Test data for the console's System page (test files only).
import { MSG, type PayoutHealth, routes, type SystemStatus } from '@app/contract';
import { ok, on, type Responder } from '@app/web-kit/test/stub-routes';
import { settingsOf } from './console-test-kit';

export const CHECKED_AT = new Date(2024, 4, 6, 13, 2, 3);

/** An ISO time `seconds` before CHECKED_AT. */
export const secondsBefore = (seconds: number) => new Date(CHECKED_AT.getTime() - seconds * 1000).toISOString();

type Job = SystemStatus['jobs'][number];
type Replica = SystemStatus['replicas'][number];

export function replicaOf(overrides: Partial<Replica> = {}): Replica {
  return {
    instanceId: 'api-1:3001',
    host: 'api-1',
    pid: 4242,
    version: 'abc123def456',
    startedAt: secondsBefore(7200),
    lastSeenAt: secondsBefore(4),
    ageSeconds: 4,
    seen: true,
    ...overrides,
  };
}

export function jobOf(overrides: Partial<Job> = {}): Job {
  return {
    name: 'ledger-reconciliation',
    periodSeconds: 900,
    queueDepth: 0,
    lastSuccessAt: secondsBefore(180),
    lastSuccessAgeSeconds: 180,
    lastFailureAt: null,
    stale: false,
    ...overrides,
  };
}

/** A healthy cluster: two replicas seen, PostgreSQL primary archiving its WAL, every job on time. */
export function systemOf(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    checkedAt: CHECKED_AT.toISOString(),
    database: { kind: 'postgres', role: 'primary' },
    replicas: [replicaOf(), replicaOf({ instanceId: 'api-2:3002', host: 'api-2', ageSeconds: 9 })],
    backup: { lastSuccessAt: null, ageSeconds: null, failures: 0, stale: false },
    archiving: {
      mode: 'on',
      lastArchivedAt: secondsBefore(40),
      lastArchivedAgeSeconds: 40,
      lastFailedAt: null,
      failing: false,
    },
    jobs: [jobOf(), jobOf({ name: 'notification-mail', periodSeconds: 60, lastSuccessAgeSeconds: 30, queueDepth: 2 })],
    reconciliation: { checkedAt: secondsBefore(180), ageSeconds: 180, problemCount: 0, stale: false },
    depositWatcher: watcherOf(),
    traffic: { requestsPerMinute: 42, windowSeconds: 300, requests: 200, serverErrorPercent: 0, p99Seconds: 0.18 },
    queues: {
      depositReview: { waiting: 3, oldestAgeSeconds: 600 },
      withdrawalReview: { waiting: 0, oldestAgeSeconds: null },
      payout: { waiting: 1, oldestAgeSeconds: 45 },
      mailOutbox: { waiting: 2, oldestAgeSeconds: 30 },
    },
    ...overrides,
  };
}

/** The deposit watcher in shared mode (nothing to watch), ready to be switched on; `per-member` overrides show it at work. */
export function watcherOf(overrides: Partial<SystemStatus['depositWatcher']> = {}): SystemStatus['depositWatcher'] {
  return {
    mode: 'shared',
    ready: true,
    addressCount: 0,
    cursorBlock: null,
    headBlock: null,
    lagBlocks: null,
    lastSuccessAt: null,
    lastSuccessAgeSeconds: null,
    lastFailureAt: null,
    lastError: null,
    pendingCount: 0,
    dustCount: 0,
    stale: false,
    ...overrides,
  };
}

export const HOT_WALLET = `0x${'5e'.repeat(20)}`;

/** The hot wallet at work: automatic, paying, two payouts queued and one on its way, a quarter of the day's limit sent. */
export function payoutHealthOf(overrides: Partial<PayoutHealth> = {}): PayoutHealth {
  return {
    mode: 'automatic',
    paused: false,
    wallet: HOT_WALLET,
    usdt: 12_345.5,
    bnb: 0.42,
    checkedAt: secondsBefore(20),
    waitingReason: null,
    waitingDetail: null,
    queued: 2,
    inFlight: 1,
    queuedTotal: 310.5,
    oldestWaitingSeconds: 600,
    stuck: 0,
    paidToday: 1_250,
    dailyLimit: 5_000,
    ...overrides,
  };
}

/** A server without a hot wallet key, as every platform starts: manual payouts, nothing ever read. */
export const NO_HOT_WALLET = payoutHealthOf({
  mode: 'manual',
  wallet: null,
  usdt: null,
  bnb: null,
  checkedAt: null,
  waitingReason: 'noSigner',
  queued: 0,
  inFlight: 0,
  queuedTotal: 0,
  oldestWaitingSeconds: null,
  paidToday: 0,
});

/**
 * What the System page reads besides its status: the hot wallet card's GET /adminApi/payouts, and the settings its
 * address links to the block explorer with.
 */
export function hotWalletStubs(payouts: Responder<typeof routes.adminPayouts> = ok(MSG.loaded, payoutHealthOf())) {
  return [on(routes.adminPayouts, payouts), on(routes.adminSettings, ok(MSG.loaded, settingsOf()))];
}
