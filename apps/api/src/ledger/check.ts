import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query';

export interface LedgerProblem {
  rule: 'balance-equals-postings' | 'entry-sums-to-zero' | 'member-not-negative';
  row: Record<string, unknown>;
}

/** Reconciles the whole ledger: cached balance = sum of postings, entries sum to zero, members >= 0. */
export async function checkLedger(db: Queryable): Promise<LedgerProblem[]> {
  const drifted = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.id, a.kind, a.owner_id, a.balance_micros::text as cached, coalesce(sum(p.amount_micros), 0)::text as posted
        from accounts a left join postings p on p.account_id = a.id
        group by a.id having a.balance_micros <> coalesce(sum(p.amount_micros), 0)`,
  );
  const unbalanced = await queryRows<Record<string, unknown>>(
    db,
    sql`select e.id, e.kind, e.idempotency_key, coalesce(sum(p.amount_micros), 0)::text as total, count(p.id)::int as lines
        from journal_entries e left join postings p on p.entry_id = e.id
        group by e.id having coalesce(sum(p.amount_micros), 0) <> 0 or count(p.id) < 2`,
  );
  const negative = await queryRows<Record<string, unknown>>(
    db,
    sql`select id, kind, owner_id, balance_micros::text as balance from accounts
        where owner_id is not null and balance_micros < 0`,
  );
  return [
    ...drifted.map((row) => ({ rule: 'balance-equals-postings' as const, row })),
    ...unbalanced.map((row) => ({ rule: 'entry-sums-to-zero' as const, row })),
    ...negative.map((row) => ({ rule: 'member-not-negative' as const, row })),
  ];
}
