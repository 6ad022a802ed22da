import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query';
import type { PlatformAccount } from './accounts';

/**
 * Folds the queued platform deltas into the platform accounts' balances, in one statement: what it deletes
 * is exactly what it adds, and deltas committed meanwhile wait for the next fold. Runs in the background;
 * nothing depends on it for correctness, only on keeping the queue short.
 */
export async function foldPlatformDeltas(db: Queryable): Promise<number> {
  const [row] = await queryRows<{ folded: number }>(
    db,
    sql`with moved as (delete from platform_deltas returning account_id, amount_micros),
        summed as (select account_id, sum(amount_micros) as amount, count(*) as n from moved group by account_id),
        applied as (
          update accounts a set balance_micros = a.balance_micros + s.amount
          from summed s where a.id = s.account_id
          returning s.n)
        select coalesce(sum(n), 0)::int as folded from applied`,
  );
  return row?.folded ?? 0;
}

/** Every platform account's balance now: its folded balance plus what is still queued. */
export async function platformBalances(db: Queryable): Promise<Map<PlatformAccount, bigint>> {
  const rows = await queryRows<{ kind: PlatformAccount; balance: string }>(
    db,
    sql`select a.kind, (a.balance_micros + coalesce(d.pending, 0))::text as balance
        from accounts a
        left join (select account_id, sum(amount_micros) as pending from platform_deltas group by account_id) d
          on d.account_id = a.id
        where a.owner_id is null`,
  );
  return new Map(rows.map((row) => [row.kind, BigInt(row.balance)]));
}
