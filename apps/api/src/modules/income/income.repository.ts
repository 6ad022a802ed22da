import { type IncomeKind, type IncomeRow, incomeRuleText, microsToUsdt } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { incomeDaily, incomes, users } from '../../db/schema';
import { pageWindow, toPage } from '../../lib/paging';
import { daysUpTo } from './platform-day';

const CHART_DAYS = 30;
const source = alias(users, 'source');

export type IncomeTotals = Record<IncomeKind, { total: bigint; today: bigint }>;

/** Lifetime and today's income per kind, from the daily rollup (a row per member, kind and day). */
export async function incomeTotals(db: Queryable, options: { userId: string; today: string }): Promise<IncomeTotals> {
  const rows = await db
    .select({
      kind: incomeDaily.kind,
      total: sql<string>`sum(${incomeDaily.amountMicros})`,
      today: sql<string>`sum(case when ${incomeDaily.day} = ${options.today} then ${incomeDaily.amountMicros} else 0 end)`,
    })
    .from(incomeDaily)
    .where(eq(incomeDaily.userId, options.userId))
    .groupBy(incomeDaily.kind);
  const totals: IncomeTotals = {
    trading: { total: 0n, today: 0n },
    level: { total: 0n, today: 0n },
    direct: { total: 0n, today: 0n },
    reward: { total: 0n, today: 0n },
  };
  for (const row of rows) totals[row.kind] = { total: BigInt(row.total), today: BigInt(row.today) };
  return totals;
}

export function sumTotals(totals: IncomeTotals, field: 'total' | 'today'): bigint {
  return Object.values(totals).reduce((sum, entry) => sum + entry[field], 0n);
}

/** One member's incomes of one kind (or all), newest first, with totals and the last 30 days. */
export async function listIncomes(
  db: Queryable,
  options: { userId: string; kind?: IncomeKind; page: number; today: string },
) {
  const where = and(eq(incomes.userId, options.userId), options.kind ? eq(incomes.kind, options.kind) : undefined);
  const { limit, offset } = pageWindow(options.page);
  const days = daysUpTo(options.today, CHART_DAYS);
  const dailyWhere = and(
    eq(incomeDaily.userId, options.userId),
    options.kind ? eq(incomeDaily.kind, options.kind) : undefined,
  );
  const [rows, rollup] = await Promise.all([
    db
      .select({ income: incomes, sourceName: source.fullName, sourceReferId: source.referId })
      .from(incomes)
      .leftJoin(source, eq(source.id, incomes.sourceUserId))
      .where(where)
      .orderBy(desc(incomes.createdAt), desc(incomes.id))
      .limit(limit)
      .offset(offset),
    // Count, totals and the chart from the daily rollup: one row per day, whatever the number of incomes.
    db
      .select({
        day: incomeDaily.day,
        amount: sql<string>`sum(${incomeDaily.amountMicros})`,
        count: sql<string>`sum(${incomeDaily.incomeCount})`,
      })
      .from(incomeDaily)
      .where(dailyWhere)
      .groupBy(incomeDaily.day),
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
      docs: rows.map(({ income, sourceName, sourceReferId }) =>
        toIncomeRow(income, sourceName ? { fullName: sourceName, referId: sourceReferId ?? '' } : null),
      ),
      totalDocs,
      page: options.page,
    }),
    totalAmount: microsToUsdt(totalMicros),
    todayAmount: microsToUsdt(byDay.get(options.today) ?? 0n),
    daily: days.map((day) => ({ day, amount: microsToUsdt(byDay.get(day) ?? 0n) })),
  };
}

function toIncomeRow(row: typeof incomes.$inferSelect, source: IncomeRow['source']): IncomeRow {
  return {
    _id: row.id,
    kind: row.kind,
    amount: microsToUsdt(row.amountMicros),
    level: row.level,
    source,
    day: row.day,
    createdAt: row.createdAt.toISOString(),
    basis: {
      baseAmount: microsToUsdt(row.baseMicros),
      ratePercent: row.rateBasisPoints / 100,
      rule: incomeRuleText(row),
    },
  };
}

export type NewIncome = typeof incomes.$inferInsert;

/** Many income rows in one statement. */
export async function insertIncomes(db: Queryable, rows: NewIncome[]) {
  if (rows.length === 0) return;
  await db.insert(incomes).values(rows);
}

/**
 * Adds to the per-day rollup, one row per member, kind and day, in one statement. The rows are summed and
 * sorted first, so concurrent writers lock them in the same order.
 */
export async function addToIncomeDaily(
  db: Queryable,
  additions: { userId: string; kind: IncomeKind; day: string; amountMicros: bigint }[],
) {
  type Row = { userId: string; kind: IncomeKind; day: string; amountMicros: bigint; incomeCount: number };
  const summed = new Map<string, Row>();
  for (const addition of additions) {
    const key = `${addition.userId}|${addition.kind}|${addition.day}`;
    const row = summed.get(key);
    summed.set(
      key,
      row
        ? { ...row, amountMicros: row.amountMicros + addition.amountMicros, incomeCount: row.incomeCount + 1 }
        : { ...addition, incomeCount: 1 },
    );
  }
  const rows = [...summed.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  if (rows.length === 0) return;
  await db
    .insert(incomeDaily)
    .values(rows)
    .onConflictDoUpdate({
      target: [incomeDaily.userId, incomeDaily.kind, incomeDaily.day],
      set: {
        amountMicros: sql`${incomeDaily.amountMicros} + excluded.amount_micros`,
        incomeCount: sql`${incomeDaily.incomeCount} + excluded.income_count`,
      },
    });
}
