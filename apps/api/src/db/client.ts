import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { prepareNamedStatements } from './prepared-statements';
import { cutStatementsToDeadline, keepRequestDeadlines } from './request-deadline';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A handle that can run queries: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /** Answers when the database answers a trivial query, or throws. */
  ping(): Promise<void>;
  /** The embedded database only: its data directory as a gzipped tar, taken between transactions. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const opened = new WeakSet<object>();

/**
 * Each database opened here gets a copy of the schema of its own. Drizzle hands that copy (`_.fullSchema`) to the
 * handle and to every transaction and savepoint opened on it, so the copy names the database a handle runs on: what a
 * process remembers per database (ledger/accounts.ts) is keyed by it.
 */
function schemaOfItsOwn(): typeof schema {
  const own = { ...schema };
  opened.add(own);
  return own;
}

/** The key of the database a handle or transaction runs on; undefined for a handle not opened by openDatabase. */
export function databaseKey(db: Queryable): object | undefined {
  const own: object = db._.fullSchema;
  return opened.has(own) ? own : undefined;
}

/** How long the server waits on PostgreSQL before it gives up and answers 503 (decision 006). */
export interface DbTimeouts {
  connectMs: number;
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  lockMs: 5_000,
  idleInTransactionMs: 30_000,
};

export interface OpenDatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string;
  /** PGlite: a dump of a migrated database to start from (tests open many; loading one skips initdb). */
  pgliteTemplate?: Blob;
  /** PGlite: an embedded database already open, used as it is and left open on close (the tests reuse theirs). */
  pgliteClient?: PGlite;
  /** A PostgreSQL schema to live in (the tests give each file its own). */
  schemaName?: string;
  poolSize?: number;
  /** Shown in pg_stat_activity, so an operator can tell the API's connections from others. */
  applicationName?: string;
  timeouts?: Partial<DbTimeouts>;
  /** Told about connections the server ended while idle (restart, failover); the pool replaces them. */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only: settings every session starts with (`default_transaction_read_only: 'on'` acts as a standby). */
  sessionSettings?: Record<string, string>;
}

export function openDatabase(options: OpenDatabaseOptions): Database {
  const migrationsSchema = options.schemaName ?? 'drizzle';
  if (options.url) return openPostgres(options.url, options, migrationsSchema);
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const lock = options.dataDir ? lockDataDir(options.dataDir) : null;
  const client = options.pgliteClient ?? new PGlite({ dataDir: options.dataDir, loadDataDir: options.pgliteTemplate });
  const db = drizzlePglite(client, { schema: schemaOfItsOwn() }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder, migrationsSchema }),
    ping: async () => {
      await client.query('select 1');
    },
    snapshot: () => snapshotOf(client),
    close: async () => {
      if (!options.pgliteClient) await client.close();
      lock?.release();
    },
  };
}

/**
 * A checkpoint first writes every page out, so the copy opens without replaying WAL; PGlite's dump keeps other
 * statements out while it runs. A transaction open at that moment is not in the copy: it never committed there.
 */
async function snapshotOf(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return client.dumpDataDir('gzip');
}

/** A freshly migrated, empty embedded database as a dump, for `pgliteTemplate`. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder, migrationsSchema: 'drizzle' });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function openPostgres(url: string, options: OpenDatabaseOptions, migrationsSchema: string): Database {
  const timeouts = { ...DEFAULT_DB_TIMEOUTS, ...options.timeouts };
  const settings = [
    options.schemaName ? `-c search_path=${options.schemaName}` : '',
    `-c statement_timeout=${timeouts.statementMs}`,
    `-c lock_timeout=${timeouts.lockMs}`,
    `-c idle_in_transaction_session_timeout=${timeouts.idleInTransactionMs}`,
    // A named statement keeps one generic plan (db/prepared-statements.ts). Left to choose, PostgreSQL planned the
    // money path's statements again on every run: their arrays (unnest) look costlier in a generic plan than in a
    // plan for the two or three rows given, so the choice never settled.
    '-c plan_cache_mode=force_generic_plan',
    // The cost of a page read out of order, as on SSD storage, against PostgreSQL's default of 4 for spinning disks.
    // At 4 a generic plan read an income page from the index only once VACUUM had marked most of the table visible;
    // planned right after a bulk of new incomes it fetched and sorted a leader's whole history instead.
    '-c random_page_cost=1.1',
    ...Object.entries(options.sessionSettings ?? {}).map(([name, value]) => `-c ${name}=${value}`),
  ];
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    application_name: options.applicationName ?? 'nexatech-api',
    options: settings.filter(Boolean).join(' '),
    connectionTimeoutMillis: timeouts.connectMs,
    // A frozen server enforces no statement_timeout: the client stops waiting a little after it would have.
    query_timeout: timeouts.statementMs + 2_000,
    keepAlive: true,
  });
  const onError = (error: Error) => options.onConnectionError?.(error);
  // Without these listeners Node ends the process when PostgreSQL closes a connection (restart, failover).
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    prepareNamedStatements(client);
    cutStatementsToDeadline(client, timeouts.statementMs + 2_000);
  });
  // A request's statements share one deadline, DB_STATEMENT_TIMEOUT_MS in all (db/request-deadline.ts).
  keepRequestDeadlines(pool);
  const db = drizzlePg(pool, { schema: schemaOfItsOwn() }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      withMigrationLock(pool, migrationsSchema, () => migratePg(db as never, { migrationsFolder, migrationsSchema })),
    ping: async () => {
      await pool.query({ text: 'select 1', query_timeout: timeouts.connectMs } as pg.QueryConfig);
    },
    close: () => pool.end(),
  };
}

/** A key of this application's own, with the migrations' schema: replicas starting together take turns. */
const MIGRATION_LOCK_KEY = 72_153_006;

/**
 * Drizzle's migrator takes no lock: two replicas started at once would both apply a new migration. The first to take
 * this session lock migrates; the other waits, then finds nothing left to apply (docs/operations.md#rolling-upgrade).
 */
async function withMigrationLock<T>(pool: pg.Pool, schema: string, migrate: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    // A replica waits as long as the other takes, not a statement_timeout.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1, hashtext($2))', [MIGRATION_LOCK_KEY, schema]);
    try {
      return await migrate();
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [MIGRATION_LOCK_KEY, schema]);
    }
  } finally {
    client.release(true);
  }
}
