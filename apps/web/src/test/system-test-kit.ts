// Test data for the console's System page (test files only).
import type { SystemStatus } from '@app/contract';

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
