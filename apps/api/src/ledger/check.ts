import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { queryRows } from '../db/query';

export interface LedgerProblem {
  rule:
    | 'balance-equals-postings'
    | 'entry-sums-to-zero'
    | 'member-not-negative'
    | 'income-has-its-posting'
    | 'income-rollup-equals-incomes'
    | 'payable-equals-pending-withdrawals'
    | 'withdrawal-has-its-entries';
  row: Record<string, unknown>;
}

/**
 * Reconciles the whole ledger: cached balance = sum of postings, entries sum to zero, members >= 0, and
 * the income and withdrawal records agree with the money the ledger moved.
 */
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
  // Income rows explain money the ledger moved: each has its credit, and the daily rollup adds up.
  const unposted = await queryRows<Record<string, unknown>>(
    db,
    sql`select i.id, i.kind, i.user_id, i.amount_micros::text as amount from incomes i
        where not exists (select 1 from postings p join accounts a on a.id = p.account_id
                          where p.entry_id = i.entry_id and a.owner_id = i.user_id and p.amount_micros = i.amount_micros)`,
  );
  const rollup = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.user_id, d.kind, d.day, d.amount_micros::text as rolled, coalesce(sum(i.amount_micros), 0)::text as paid
        from income_daily d
        left join incomes i on i.user_id = d.user_id and i.kind = d.kind and i.day = d.day
        group by d.user_id, d.kind, d.day, d.amount_micros
        having d.amount_micros <> coalesce(sum(i.amount_micros), 0)`,
  );
  // Withdrawals payable holds exactly the pending requests; every verified request has its entries.
  const payable = await queryRows<Record<string, unknown>>(
    db,
    sql`with totals as (
          select coalesce((select balance_micros from accounts
                           where owner_id is null and kind = 'platform:withdrawals-payable'), 0) as payable,
                 coalesce((select sum(amount_micros) from withdrawals where status = 'pending'), 0) as pending)
        select payable::text, pending::text from totals where payable <> pending`,
  );
  const withdrawalEntries = await queryRows<Record<string, unknown>>(
    db,
    sql`select w.id, w.status from withdrawals w
        where (w.status <> 'unverified') <> exists (select 1 from journal_entries e where e.idempotency_key = 'withdrawal:hold:' || w.id)
           or (w.status = 'success') <> exists (select 1 from journal_entries e where e.idempotency_key = 'withdrawal:payout:' || w.id)
           or (w.status = 'reject') <> exists (select 1 from journal_entries e where e.idempotency_key = 'withdrawal:return:' || w.id)`,
  );
  return [
    ...payable.map((row) => ({ rule: 'payable-equals-pending-withdrawals' as const, row })),
    ...withdrawalEntries.map((row) => ({ rule: 'withdrawal-has-its-entries' as const, row })),
    ...unposted.map((row) => ({ rule: 'income-has-its-posting' as const, row })),
    ...rollup.map((row) => ({ rule: 'income-rollup-equals-incomes' as const, row })),
    ...drifted.map((row) => ({ rule: 'balance-equals-postings' as const, row })),
    ...unbalanced.map((row) => ({ rule: 'entry-sums-to-zero' as const, row })),
    ...negative.map((row) => ({ rule: 'member-not-negative' as const, row })),
  ];
}
