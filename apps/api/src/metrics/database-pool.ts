import pg from 'pg';
import type { Db } from '../db/client';

/**
 * The node-postgres pool under a handle opened on PostgreSQL, or null on the embedded PGlite, which is one
 * connection in this process and has no pool to report. Drizzle keeps the driver's client as `$client`.
 */
export function poolOf(db: Db): pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export function databaseKind(db: Db): 'postgres' | 'pglite' {
  return poolOf(db) ? 'postgres' : 'pglite';
}
