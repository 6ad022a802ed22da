import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { AppContext } from '../context';
import type { DatabaseErrorKind } from '../db/errors';
import { backupFigures } from './backup-metrics';
import { poolOf } from './database-pool';
import { registerPlatformGauges } from './platform-gauges';

// What GET /metrics answers (docs/operations.md#metrics): this process's runtime, its HTTP traffic, its database pool
// and errors, its backups, and the cluster's figures read from the database.

let processRegistry: Registry | undefined;

/**
 * Event-loop lag, heap and GC belong to the process, not to an app: the tests build many apps in one process, and
 * each collector started for each of them would keep observing after the app closed.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface AppMetrics {
  /** Counts a database error the error handler answered with a 5xx. */
  countDatabaseError(kind: DatabaseErrorKind): void;
  contentType: string;
  render(): Promise<string>;
  /** The app's own registry, where the HTTP metrics are added. */
  registry: Registry;
}

export function createAppMetrics(ctx: AppContext): AppMetrics {
  const registry = new Registry();
  const databaseErrors = new Counter({
    name: 'nexatech_db_errors_total',
    help: 'Database errors answered with a 5xx, by kind: timeout, connection_lost, read_only or other',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const kinds: DatabaseErrorKind[] = ['timeout', 'connection_lost', 'read_only', 'other'];
  for (const kind of kinds) databaseErrors.inc({ kind }, 0);

  registerPoolGauges(registry, ctx);
  registerBackupMetrics(registry);
  const platform = registerPlatformGauges(registry, ctx);

  return {
    countDatabaseError: (kind) => databaseErrors.inc({ kind }),
    contentType: registry.contentType,
    render: async () => {
      platform.beginScrape();
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
    registry,
  };
}

/** PostgreSQL only: the embedded PGlite is one connection inside this process, with no pool to report. */
function registerPoolGauges(registry: Registry, ctx: AppContext) {
  const pool = poolOf(ctx.db);
  if (!pool) return;
  const gauges: [string, string, () => number][] = [
    ['nexatech_db_pool_connections', 'Connections the pool holds open to PostgreSQL', () => pool.totalCount],
    ['nexatech_db_pool_idle_connections', 'Open connections no query is using', () => pool.idleCount],
    ['nexatech_db_pool_waiting_clients', 'Queries waiting for a free connection', () => pool.waitingCount],
  ];
  for (const [name, help, value] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(value());
      },
    });
  }
}

/** From the backup work's own calls in this process (backup-metrics.ts); absent until a backup is known. */
function registerBackupMetrics(registry: Registry) {
  new Gauge({
    name: 'nexatech_backup_last_success_timestamp_seconds',
    help: 'When the newest backup this process took or found was written (epoch seconds); absent before the first',
    registers: [registry],
    collect() {
      const { lastSuccess } = backupFigures();
      if (lastSuccess) this.set(lastSuccess.getTime() / 1000);
      else this.remove({});
    },
  });
  new Counter({
    name: 'nexatech_backup_failures_total',
    help: 'Backups this process attempted that failed',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(backupFigures().failures);
    },
  });
}
