import { type IncomeDetail, type IncomeKind, type IncomeRow, incomeRuleText, microsToUsdt } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { PLANNED_PER_CALL } from '../../db/prepared-statements';
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
 * The rows of one income page in the order of `incomes_user_page_idx` / `incomes_user_kind_page_idx`, so the
 * database reads ten index entries instead of sorting a member's whole history (a plan test holds the two together).
 */
export function incomePageSql(options: { userId: string; kind?: IncomeKind; page: number; pageSize?: number }): SQL {
  const { limit, offset } = pageWindow(options.page, options.pageSize);
  const ofKind = options.kind ? sql`and kind = ${options.kind}` : sql``;
  return sql`select id, kind, amount_micros::text, level, day, created_at, base_micros::text, rate_bp, order_day,
                    order_days, rank, source_user_id
             from incomes where user_id = ${options.userId} ${ofKind}
             order by created_at desc, id desc limit ${limit} offset ${offset}`;
}

type IncomePageRow = IncomeDetail & {
  id: string;
  amount_micros: string;
  day: string;
  created_at: string | Date;
  base_micros: string;
  rate_bp: number;
  source_name: string | null;
  source_refer_id: string | null;
};

/**
 * One member's incomes of one kind (or all), newest first, with totals and the last 30 days. Raw SQL: the query
 * builder cost more CPU than the database did for this list (a third of the server's time in a profile).
 */
export async function listIncomes(
  db: Queryable,
  options: { userId: string; kind?: IncomeKind; page: number; today: string; pageSize?: number },
) {
  const days = daysUpTo(options.today, CHART_DAYS);
  const ofKind = options.kind ? sql`and kind = ${options.kind}` : sql``;
  const [rows, rollup] = await Promise.all([
    // The page first, on its index, then the source members of its ten rows: joined before the limit, the
    // planner would join and sort a leader's whole history to keep ten. Planned per call: the generic plan,
    // costed for a member with a few incomes of the kind, sorted a leader's whole level history for each page.
    queryRows<Omit<IncomePageRow, 'orderDay' | 'orderDays'> & { order_day: number | null; order_days: number | null }>(
      db,
      sql`${sql.raw(PLANNED_PER_CALL)} with page_rows as (${incomePageSql(options)})
          select page_rows.*, source.full_name as source_name, source.refer_id as source_refer_id
          from page_rows left join users source on source.id = page_rows.source_user_id
          order by page_rows.created_at desc, page_rows.id desc`,
    ),
    // Count, totals and the chart from the daily rollup: one row per day, whatever the number of incomes.
    queryRows<{ day: string; amount: string; count: string }>(
      db,
      sql`select day, sum(amount_micros)::text as amount, sum(income_count)::text as count
          from income_daily where user_id = ${options.userId} ${ofKind} group by day`,
    ),
  ]);
  let totalMicros = 0n;
  let totalDocs = 0;
  for (const row of rollup) {
    totalMicros += BigInt(row.amount);
    totalDocs += Number(row.count);
  }
  const daily = rollup.filter((row) => row.day >= (days[0] ?? options.today));
  const byDay = new Map(daily.map((row) => [row.day, BigInt(row.amount)]));
  return {
    ...toPage({
      docs: rows.map((row) =>
        toIncomeRow(
          { ...row, orderDay: row.order_day, orderDays: row.order_days },
          row.source_name === null ? null : { fullName: row.source_name, referId: row.source_refer_id ?? '' },
        ),
      ),
      totalDocs,
      page: options.page,
    }),
    totalAmount: microsToUsdt(totalMicros),
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
    createdAt: new Date(row.created_at).toISOString(),
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
