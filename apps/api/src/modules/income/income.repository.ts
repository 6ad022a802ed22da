import { type EarningKind, earningKind } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../db/pg-array';
import type { incomes } from '../../db/schema';

// The member's income totals and the rollup they read (income_daily: one row per member, kind and platform day).
// Every kind counted as income is in it, operators' bonuses included (docs/decisions/014-bonuses-are-income.md), so
// each total that reads it (profile, dashboard, lists, chart, digest) counts them by this one rule.

export type IncomeTotals = Record<EarningKind, { total: bigint; today: bigint }>;

export const EARNING_KINDS = earningKind.options;

/**
 * The totals as columns of a lateral subquery (`<kind>_total`, `<kind>_today`), for reads that want them in the one
 * statement that also reads the member's other figures.
 */
export function incomeTotalsLateral(userId: SQL, today: string | SQL): SQL {
  // Quoted, so a kind named in camelCase (firstDeposit) keeps its case as the column's name.
  const columns = EARNING_KINDS.flatMap((kind) => [
    sql`coalesce(sum(k.total) filter (where k.kind = ${kind}), 0)::text as ${sql.identifier(`${kind}_total`)}`,
    sql`coalesce(sum(k.today) filter (where k.kind = ${kind}), 0)::text as ${sql.identifier(`${kind}_today`)}`,
  ]);
  // One row of each table per kind, found by its key: the same cost for any length of history.
  return sql`lateral (select ${sql.join(columns, sql`, `)}
    from (select t.kind, t.amount_micros as total, d.amount_micros as today
          from income_totals t
          left join income_daily d on d.user_id = t.user_id and d.kind = t.kind and d.day = ${today}
          where t.user_id = ${userId}) k) totals`;
}

export type IncomeTotalsColumns = Record<`${EarningKind}_${'total' | 'today'}`, string>;

export function toIncomeTotals(row: IncomeTotalsColumns): IncomeTotals {
  const totals = {} as IncomeTotals;
  for (const kind of EARNING_KINDS) {
    totals[kind] = { total: BigInt(row[`${kind}_total`]), today: BigInt(row[`${kind}_today`]) };
  }
  return totals;
}

/** All income, or today's, every kind included: the one sum behind point, totalPoints and Total Income. */
export function sumTotals(totals: IncomeTotals, field: 'total' | 'today'): bigint {
  return Object.values(totals).reduce((sum, entry) => sum + entry[field], 0n);
}

/**
 * Adds to the rollup what `rows` selects (user_id, kind, day, amount_micros, income_count), and to each member's
 * totals by kind, in key order so that concurrent writers lock their rows in one order. The one writer of income_daily
 * and income_totals: incomes and bonuses alike. Two CTEs, `name` and `name`_totals.
 */
function rollupUpsert(name: string, rows: SQL): SQL {
  return sql`${sql.raw(name)} as (
      insert into income_daily (user_id, kind, day, amount_micros, income_count)
      select user_id, kind, day, amount_micros, income_count from (${rows}) rolled
      order by user_id, kind collate "C", day collate "C"
      on conflict (user_id, kind, day) do update
        set amount_micros = income_daily.amount_micros + excluded.amount_micros,
            income_count = income_daily.income_count + excluded.income_count),
    ${sql.raw(name)}_totals as (
      insert into income_totals (user_id, kind, amount_micros, income_count)
      select user_id, kind, sum(amount_micros), sum(income_count) from (${rows}) rolled
      group by user_id, kind
      order by user_id, kind collate "C"
      on conflict (user_id, kind) do update
        set amount_micros = income_totals.amount_micros + excluded.amount_micros,
            income_count = income_totals.income_count + excluded.income_count)`;
}

/**
 * A bonus's place in the rollup, as a CTE of the statement that posts its ledger entry (console/adjustment-ledger.ts):
 * added only if that statement wrote the entry (`written`, the money event's name for them), so a replayed key counts it once.
 */
export function bonusRollup(bonus: { userId: string; day: string; amountMicros: bigint }, written: SQL): SQL {
  return rollupUpsert(
    'bonus_rollup',
    sql`select ${bonus.userId}::uuid as user_id, 'bonus'::text as kind, ${bonus.day}::text as day,
               ${bonus.amountMicros}::bigint as amount_micros, 1 as income_count
        from ${written}`,
  );
}

export type NewIncome = typeof incomes.$inferInsert;

/**
 * Income rows and their per-day rollup (docs/product.md#incomes), as CTEs of the statement that writes their journal
 * entries (ledger/money-event.ts): each row takes the id of its entry from `written`, and a row whose entry was written
 * before (a replayed key) is not inserted. The rollup sums what was inserted and upserts it in key order, so
 * concurrent writers lock it in one order. Each column travels as one array (unnest): a settlement batch of 1,500
 * incomes as row values was 24,000 parameters, which cost more to build and parse than to write.
 */
export function incomesWithRollup(rows: Omit<NewIncome, 'entryId'>[], written: SQL): SQL {
  const column = (pick: (row: Omit<NewIncome, 'entryId'>) => string | bigint | number | null | undefined) =>
    pgArray(rows.map((row) => pick(row) ?? null));
  return sql`inserted_incomes as (
      insert into incomes (user_id, kind, amount_micros, source_user_id, order_id, level, day, base_micros, rate_bp,
                           order_day, order_days, rank, entry_id, idempotency_key, created_at)
      select r.user_id, r.kind, r.amount_micros, r.source_user_id, r.order_id, r.level, r.day, r.base_micros,
             r.rate_bp, r.order_day, r.order_days, r.rank, w.id, r.idempotency_key, r.created_at
      from unnest(${column((row) => row.userId)}::uuid[], ${column((row) => row.kind)}::text[],
                  ${column((row) => row.amountMicros)}::bigint[], ${column((row) => row.sourceUserId)}::uuid[],
                  ${column((row) => row.orderId)}::uuid[], ${column((row) => row.level)}::int[],
                  ${column((row) => row.day)}::text[], ${column((row) => row.baseMicros)}::bigint[],
                  ${column((row) => row.rateBasisPoints)}::int[], ${column((row) => row.orderDay)}::int[],
                  ${column((row) => row.orderDays)}::int[], ${column((row) => row.rank)}::int[],
                  ${column((row) => row.idempotencyKey)}::text[],
                  ${column((row) => row.createdAt.toISOString())}::timestamptz[])
        as r(user_id, kind, amount_micros, source_user_id, order_id, level, day, base_micros, rate_bp, order_day,
             order_days, rank, idempotency_key, created_at)
      join ${written} w using (idempotency_key)
      returning user_id, kind, day, amount_micros),
    ${rollupUpsert(
      'income_rollup',
      sql`select user_id, kind, day, sum(amount_micros)::bigint as amount_micros, count(*)::int as income_count
          from inserted_incomes group by user_id, kind, day`,
    )}`;
}
