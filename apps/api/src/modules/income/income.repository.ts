import { type IncomeDetail, type IncomeKind, type IncomeRow, incomeRuleText, microsToUsdt } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import type { incomes } from '../../db/schema';
import { pageWindow, toPage } from '../../lib/paging';
import { daysUpTo } from '../../lib/platform-day';
import type { TeamStats } from '../team/team-stats';

const CHART_DAYS = 30;

export type IncomeTotals = Record<IncomeKind, { total: bigint; today: bigint }>;

const KINDS = ['trading', 'level', 'direct', 'reward'] as const;

/**
 * The same totals as columns of a lateral subquery (`<kind>_total`, `<kind>_today`), for reads that want them
 * in the one statement that also reads the member's other figures.
 */
export function incomeTotalsLateral(userId: SQL, today: string): SQL {
  const columns = KINDS.flatMap((kind) => [
    sql`coalesce(sum(amount_micros) filter (where kind = ${kind}), 0)::text as ${sql.raw(`${kind}_total`)}`,
    sql`coalesce(sum(amount_micros) filter (where kind = ${kind} and day = ${today}), 0)::text as ${sql.raw(`${kind}_today`)}`,
  ]);
  return sql`lateral (select ${sql.join(columns, sql`, `)} from income_daily where user_id = ${userId}) totals`;
}

export type IncomeTotalsColumns = Record<`${IncomeKind}_${'total' | 'today'}`, string>;

export function toIncomeTotals(row: IncomeTotalsColumns): IncomeTotals {
  const totals = {} as IncomeTotals;
  for (const kind of KINDS) totals[kind] = { total: BigInt(row[`${kind}_total`]), today: BigInt(row[`${kind}_today`]) };
  return totals;
}

/** The dashboard's figures in one statement: the member's counters, income totals and paid-out withdrawals. */
export async function readDashboardFigures(db: Queryable, options: { userId: string; today: string }) {
  const [row] = await queryRows<
    IncomeTotalsColumns & Record<(typeof TEAM_COUNTERS)[number], string | number> & { withdrawn_micros: string }
  >(
    db,
    sql`select ${sql.raw(TEAM_COUNTERS.map((column) => `coalesce(t.${column}, 0) as ${column}`).join(', '))},
               (select coalesce(sum(w.amount_micros), 0) from withdrawals w
                where w.user_id = u.id and w.status = 'success')::text as withdrawn_micros,
               totals.*
        from (select ${options.userId}::uuid as id) u
        left join team_stats t on t.user_id = u.id
        cross join ${incomeTotalsLateral(sql`u.id`, options.today)}`,
  );
  if (!row) throw new Error('the dashboard query answers one row');
  const stats: TeamStats = {
    userId: options.userId,
    aMembers: Number(row.a_members),
    bMembers: Number(row.b_members),
    cMembers: Number(row.c_members),
    aActive: Number(row.a_active),
    bActive: Number(row.b_active),
    cActive: Number(row.c_active),
    aInvestmentMicros: BigInt(row.a_investment_micros),
    bInvestmentMicros: BigInt(row.b_investment_micros),
    cInvestmentMicros: BigInt(row.c_investment_micros),
    selfInvestmentMicros: BigInt(row.self_investment_micros),
    aCapitalMicros: BigInt(row.a_capital_micros),
    bCapitalMicros: BigInt(row.b_capital_micros),
    cCapitalMicros: BigInt(row.c_capital_micros),
    selfCapitalMicros: BigInt(row.self_capital_micros),
    joinedDay: null,
    orderCount: Number(row.order_count),
    activeOrderCount: Number(row.active_order_count),
  };
  return { stats, totals: toIncomeTotals(row), withdrawnMicros: BigInt(row.withdrawn_micros) };
}

const TEAM_COUNTERS = [
  'a_members',
  'b_members',
  'c_members',
  'a_active',
  'b_active',
  'c_active',
  'a_investment_micros',
  'b_investment_micros',
  'c_investment_micros',
  'self_investment_micros',
  'a_capital_micros',
  'b_capital_micros',
  'c_capital_micros',
  'self_capital_micros',
  'order_count',
  'active_order_count',
] as const;

export function sumTotals(totals: IncomeTotals, field: 'total' | 'today'): bigint {
  return Object.values(totals).reduce((sum, entry) => sum + entry[field], 0n);
}

/**
 * The ids of one income page, newest first, read from `incomes_user_kind_page_idx` alone: ten entries of a leader's
 * history instead of all of it (a plan test holds the two together). All kinds are the four kinds' reads merged
 * (each stops at the page's last row), so no second index offers the planner a way to filter one member's history
 * by kind. Ids only, with every column they need in the index: in the one plan a named statement keeps, costed
 * for a member with a few incomes, fetching the whole rows and sorting them had been as cheap, and a leader's page
 * then sorted its whole history.
 */
export function incomePageSql(options: { userId: string; kind?: IncomeKind; page: number; pageSize?: number }): SQL {
  const { limit, offset } = pageWindow(options.page, options.pageSize);
  // The page size and the kind are ours, not the caller's: in the text, the planner knows a page is a few rows of
  // many, and how many incomes of that kind a member has.
  const newestOf = (kind: IncomeKind, window: SQL) =>
    sql`select id, created_at from incomes where user_id = ${options.userId} and kind = ${sql.raw(`'${kindOf(kind)}'`)}
        order by created_at desc, id desc ${window}`;
  const rows = sql.raw(String(Math.trunc(limit)));
  if (options.kind) return newestOf(options.kind, sql`limit ${rows} offset ${offset}`);
  const merged = sql.join(
    KINDS.map((kind) => sql`(${newestOf(kind, sql`limit ${offset + limit}`)})`),
    sql` union all `,
  );
  return sql`select id, created_at from (${merged}) newest order by created_at desc, id desc
             limit ${rows} offset ${offset}`;
}

function kindOf(kind: IncomeKind): IncomeKind {
  if (!KINDS.includes(kind)) throw new Error(`not a kind of income: ${kind}`);
  return kind;
}

type IncomePageRow = IncomeDetail & {
  id: string;
  amount_micros: string;
  day: string;
  /** ISO 8601 in UTC with milliseconds, as `toISOString` writes it. */
  created_at: string;
  base_micros: string;
  rate_bp: number;
  source_name: string | null;
  source_refer_id: string | null;
};

/**
 * One member's incomes of one kind (or all), newest first, with totals and the last 30 days, in one statement: the
 * page's rows as JSON, and the count, totals and chart from the daily rollup (one row per day, whatever the number
 * of incomes). Raw SQL: the query builder cost more CPU than the database did for this list.
 */
export async function listIncomes(
  db: Queryable,
  options: { userId: string; kind?: IncomeKind; page: number; today: string; pageSize?: number },
) {
  const days = daysUpTo(options.today, CHART_DAYS);
  const ofKind = options.kind ? sql`and kind = ${options.kind}` : sql``;
  const [row] = await queryRows<{
    docs: IncomePageRow[];
    total_micros: string;
    total_docs: string;
    daily: [day: string, micros: string][];
  }>(
    db,
    sql`with page_ids as (${incomePageSql(options)}),
        rollup as (select day, sum(amount_micros) as amount, sum(income_count) as count
                   from income_daily where user_id = ${options.userId} ${ofKind} group by day)
        select (select coalesce(json_agg(json_build_object(
                  'id', i.id, 'kind', i.kind, 'amount_micros', i.amount_micros::text, 'level', i.level, 'day', i.day,
                  'created_at', to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                  'base_micros', i.base_micros::text, 'rate_bp', i.rate_bp, 'orderDay', i.order_day,
                  'orderDays', i.order_days, 'rank', i.rank,
                  'source_name', source.full_name, 'source_refer_id', source.refer_id
                ) order by page_ids.created_at desc, page_ids.id desc), '[]'::json)
                from page_ids join incomes i on i.id = page_ids.id
                left join users source on source.id = i.source_user_id) as docs,
               (select coalesce(sum(amount), 0)::text from rollup) as total_micros,
               (select coalesce(sum(count), 0)::text from rollup) as total_docs,
               (select coalesce(json_agg(json_build_array(day, amount::text)), '[]'::json)
                from rollup where day >= ${days[0] ?? options.today}) as daily`,
  );
  if (!row) throw new Error('the income list query answers one row');
  const byDay = new Map(row.daily.map(([day, micros]) => [day, BigInt(micros)]));
  return {
    ...toPage({
      docs: row.docs.map((income) =>
        toIncomeRow(
          income,
          income.source_name === null ? null : { fullName: income.source_name, referId: income.source_refer_id ?? '' },
        ),
      ),
      totalDocs: Number(row.total_docs),
      page: options.page,
    }),
    totalAmount: microsToUsdt(BigInt(row.total_micros)),
    todayAmount: microsToUsdt(byDay.get(options.today) ?? 0n),
    daily: days.map((day) => ({ day, amount: microsToUsdt(byDay.get(day) ?? 0n) })),
  };
}

function toIncomeRow(row: IncomePageRow, source: IncomeRow['source']): IncomeRow {
  return {
    _id: row.id,
    kind: row.kind,
    amount: microsToUsdt(BigInt(row.amount_micros)),
    level: row.level,
    source,
    day: row.day,
    createdAt: row.created_at,
    basis: {
      baseAmount: microsToUsdt(BigInt(row.base_micros)),
      ratePercent: row.rate_bp / 100,
      rule: incomeRuleText(row),
    },
  };
}

export type NewIncome = typeof incomes.$inferInsert;

/**
 * Income rows and their per-day rollup (docs/product.md#incomes), as CTEs of the statement that writes their journal
 * entries (ledger/post.ts): each row takes the id of its entry from `written`, and a row whose entry was written
 * before (a replayed key) is not inserted. The rollup sums what was inserted and upserts it in key order, so
 * concurrent writers lock it in one order. Each column travels as one array (unnest): a settlement batch of 1,500
 * incomes as row values was 24,000 parameters, which cost more to build and parse than to write.
 */
export function incomesWithRollup(rows: Omit<NewIncome, 'entryId'>[], names: { written: SQL; moved: SQL }): SQL {
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
      join ${names.written} w using (idempotency_key)
      where ${names.moved}
      returning user_id, kind, day, amount_micros),
    income_rollup as (
      insert into income_daily (user_id, kind, day, amount_micros, income_count)
      select user_id, kind, day, sum(amount_micros)::bigint, count(*)::int from inserted_incomes
      group by user_id, kind, day
      order by user_id, kind collate "C", day collate "C"
      on conflict (user_id, kind, day) do update
        set amount_micros = income_daily.amount_micros + excluded.amount_micros,
            income_count = income_daily.income_count + excluded.income_count)`;
}
