import { sql } from 'drizzle-orm';
import type { Queryable } from './client';
import { queryRows } from './query';

/**
 * What the database the server reached can do. Behind a proxy that follows the primary (docs/operations.md) this is
 * `primary` but for the seconds of a failover; a DATABASE_URL naming a standby reaches a `read-only` one for good.
 */
export type DatabaseRole = 'primary' | 'read-only';

export async function databaseRole(db: Queryable): Promise<DatabaseRole> {
  const [row] = await queryRows<{ recovery: boolean; read_only: string }>(
    db,
    sql`select pg_is_in_recovery() as recovery, current_setting('transaction_read_only') as read_only`,
  );
  return row && !row.recovery && row.read_only === 'off' ? 'primary' : 'read-only';
}

export const READ_ONLY_EXPLAINED =
  'the database is read-only (a standby, or a primary being demoted): not ready, and every write is refused with ' +
  '503 until DATABASE_URL reaches the primary';

export interface Archiver {
  mode: string;
  lastArchivedAt: Date | null;
  lastFailedAt: Date | null;
}

/** PostgreSQL's WAL archiving as pg_stat_archiver counts it since its statistics were last reset (docs/operations.md#backups). */
export async function readArchiver(db: Queryable): Promise<Archiver> {
  const [row] = await queryRows<{ mode: string; archived: string | Date | null; failed: string | Date | null }>(
    db,
    sql`select current_setting('archive_mode') as mode, last_archived_time as archived, last_failed_time as failed
        from pg_stat_archiver`,
  );
  const date = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return { mode: row?.mode ?? 'off', lastArchivedAt: date(row?.archived), lastFailedAt: date(row?.failed) };
}
