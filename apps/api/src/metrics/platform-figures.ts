import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query';
import { PG_BOSS_SCHEMA } from '../jobs/background-jobs';
import { epochSeconds, REVIEWS_WAITING } from './reviews-waiting';

// The cluster-wide figures /metrics and the System page read: each an aggregate over an index, in one statement, so a
// scrape every 15 seconds costs the database next to nothing. Times come back as epoch seconds (reviews-waiting.ts).

export interface WaitingWork {
  depositsPending: number;
  /** Epoch seconds of the oldest, null when none waits. */
  depositsOldest: number | null;
  withdrawalsPending: number;
  withdrawalsOldest: number | null;
  adjustmentsPending: number;
  /** The oldest pending deposit the chain recheck settles (chain verification mode). */
  chainOldest: number | null;
  reserveSnapshotAt: number | null;
}

/** What waits for an operator or the chain, and when reserves were last proven. */
export async function readWaitingWork(db: Queryable): Promise<WaitingWork> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${REVIEWS_WAITING},
               (select count(*) from balance_adjustments where status = 'pending')::int as adjustments_pending,
               (select extract(epoch from min(created_at))::float8 from deposits
                 where status = 'pending' and verification = 'chain') as chain_oldest,
               (select extract(epoch from max(taken_at))::float8 from reserve_snapshots) as reserve_snapshot_at`,
  );
  if (!row) throw new Error('the waiting-work figures returned no row');
  return {
    depositsPending: Number(row.deposits_pending),
    depositsOldest: epochSeconds(row.deposits_oldest),
    withdrawalsPending: Number(row.withdrawals_pending),
    withdrawalsOldest: epochSeconds(row.withdrawals_oldest),
    adjustmentsPending: Number(row.adjustments_pending),
    chainOldest: epochSeconds(row.chain_oldest),
    reserveSnapshotAt: epochSeconds(row.reserve_snapshot_at),
  };
}

export interface QueueFigures {
  /** Runs created or waiting to retry, not yet taken by a worker. */
  queued: number;
  /** Failed runs pg-boss still keeps in its job table (it archives them after 12 hours). */
  failed: number;
}

/**
 * pg-boss's queues, by job name; null where pg-boss has no tables (the embedded database, whose jobs are timers, or
 * a server that has not started its jobs yet).
 */
export async function readJobQueues(db: Queryable): Promise<Map<string, QueueFigures> | null> {
  const [present] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass(${`${PG_BOSS_SCHEMA}.job`}) is not null as found`,
  );
  if (!present?.found) return null;
  const rows = await queryRows<{ name: string; queued: number; failed: number }>(
    db,
    sql`select name,
               count(*) filter (where state in ('created', 'retry'))::int as queued,
               count(*) filter (where state = 'failed')::int as failed
        from ${sql.identifier(PG_BOSS_SCHEMA)}.job group by name`,
  );
  return new Map(rows.map((row) => [row.name, { queued: Number(row.queued), failed: Number(row.failed) }]));
}
