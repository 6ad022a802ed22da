import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { onCleanup } from './cleanup';
import { log } from './log';

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'bench-admin' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => {
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to touch database ${name}: not a bench database`);
  return `"${name}"`;
};

/**
 * A database of this run's own, dropped at the end however the run ends (unless --keep). Created through
 * the admin URL's database; nothing in that database is read or written.
 */
export async function createBenchDatabase(options: { adminUrl: string; name: string; keep: boolean }) {
  const { adminUrl, name } = options;
  await onAdmin(adminUrl, (client) => client.query(`create database ${ident(name)}`));
  const url = withDatabase(adminUrl, name);
  if (options.keep) {
    log(`database ${name} is kept (--keep): drop it with  psql "${adminUrl}" -c 'drop database ${name}'`);
  } else {
    onCleanup(`database ${name}`, () => dropBenchDatabase(adminUrl, name));
  }
  return url;
}

export async function dropBenchDatabase(adminUrl: string, name: string) {
  // FORCE ends connections still open to it (a killed server's pool), PostgreSQL 13 and later.
  await onAdmin(adminUrl, (client) => client.query(`drop database if exists ${ident(name)} with (force)`));
  log(`dropped database ${name}`);
}

/** Applies the app's own migrations, exactly as the server does at start-up. */
export async function migrate(url: string) {
  const database = openDatabase({ url, applicationName: 'bench-migrate' });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

/** A pool for the benchmark's own SQL: the generator and the state each money-path run needs. */
export function benchPool(url: string, max = 4) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: 'bench',
    // The generator's statements take minutes at a million members; days are computed in UTC like the platform's.
    options: '-c statement_timeout=0 -c timezone=UTC',
  });
  pool.on('error', (error) => log(`bench pool: ${error.message}`));
  return pool;
}

export type Pool = pg.Pool;
