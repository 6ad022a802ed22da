import {
  type AllIncomeList,
  type AnyIncomeRow,
  type BonusIncomeRow,
  type BonusList,
  type BonusRow,
  type EarningKind,
  type IncomeDetail,
  type IncomeKind,
  type IncomeList,
  type IncomeRow,
  incomeKind,
  incomeRuleText,
  type Locale,
  microsToUsdt,
} from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fixedStatement } from '../../db/fixed-statement';
import { queryRows, type Statement } from '../../db/query';
import { pageWindow, toPage } from '../../lib/paging';
import { daysUpTo } from '../../lib/platform-day';
import { EARNING_KINDS } from './income.repository';

// The income lists (docs/product.md#incomes): one kind, the engine's four (the console), every income with the
// bonuses (/earn), or the bonuses alone (/bonus-income). One statement builds them all, so their rows, counts,
// totals and charts come from the same rules.

const CHART_DAYS = 30;
const INCOME_KINDS = incomeKind.options;

/**
 * The newest entries of one kind, ids only, each from an index that holds its whole sort key: the engine's incomes
 * from `incomes_user_kind_page_idx`, bonuses from `balance_adjustments_bonus_idx` (credited ones, by the time they
 * were credited). The kind is ours, not the caller's: in the text, the planner knows how many of that kind a member has.
 */
function newestOf(userId: string | SQL, kind: EarningKind, window: SQL, before: SQL | null = null): SQL {
  if (kind === 'bonus') {
    return sql`select id, posted_at as created_at, true as bonus from balance_adjustments
               where user_id = ${userId} and kind = 'bonus' and status = 'posted' ${olderThan(sql`posted_at`, before)}
               order by posted_at desc, id desc ${window}`;
  }
  return sql`select id, created_at, false as bonus from incomes
             where user_id = ${userId} and kind = ${sql.raw(`'${kindOf(kind)}'`)} ${olderThan(sql`created_at`, before)}
             order by created_at desc, id desc ${window}`;
}

/** `and (<at>, id) < <before>` when a keyset cursor is given: the rows after it in the lists' order. */
function olderThan(at: SQL, before: SQL | null): SQL {
  return before ? sql`and (${at}, id) < ${before}` : sql``;
}

function kindOf(kind: EarningKind): EarningKind {
  if (!EARNING_KINDS.includes(kind)) throw new Error(`not a kind of income: ${kind}`);
  return kind;
}

/**
 * The ids of one page, newest first: ten entries of a leader's history instead of all of it (a plan test holds the
 * two together). Several kinds are their reads merged (each stops at the page's last row), so no second index offers
 * the planner a way to filter one member's history by kind. Ids only, with every column they need in the index: in
 * the one plan a named statement keeps, costed for a member with a few incomes, fetching the whole rows and sorting
 * them had been as cheap, and a leader's page then sorted its whole history.
 */
export function incomePageSql(options: {
  userId: string;
  kinds: readonly EarningKind[];
  page: number;
  pageSize?: number;
}): SQL {
  const { limit, offset } = pageWindow(options.page, options.pageSize);
  return pageIdsSql({ userId: options.userId, kinds: options.kinds, limit, offset, depth: offset + limit });
}

/** incomePageSql with the member, the offset and the depth (offset + limit) as values or a fixed statement's places. */
function pageIdsSql(options: {
  userId: string | SQL;
  kinds: readonly EarningKind[];
  limit: number;
  offset: number | SQL;
  depth: number | SQL;
}): SQL {
  const { userId, kinds, offset } = options;
  // The page size is ours too: in the text, the planner knows a page is a few rows of many.
  const rows = sql.raw(String(Math.trunc(options.limit)));
  const [only] = kinds;
  if (kinds.length === 1 && only) return newestOf(userId, only, sql`limit ${rows} offset ${offset}`);
  const merged = sql.join(
    kinds.map((kind) => sql`(${newestOf(userId, kind, sql`limit ${options.depth}`)})`),
    sql` union all `,
  );
  return sql`select id, created_at, bonus from (${merged}) newest order by created_at desc, id desc
             limit ${rows} offset ${offset}`;
}

type PageDoc =
  | (IncomeDetail & {
      id: string;
      amount_micros: string;
      day: string;
      /** ISO 8601 in UTC with milliseconds, as `toISOString` writes it. */
      created_at: string;
      base_micros: string;
      rate_bp: number;
      source_name: string | null;
      source_refer_id: string | null;
    })
  | { kind: 'bonus'; id: string; amount_micros: string; day: string; created_at: string; reason: string };

const UTC_MILLIS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/** The page's rows as JSON documents, the engine's incomes and the bonuses each from its own table. */
function pageDocsSql(kinds: readonly EarningKind[]): SQL {
  const parts: SQL[] = [];
  if (kinds.some((kind) => kind !== 'bonus')) {
    parts.push(sql`select page_ids.created_at, page_ids.id, json_build_object(
                    'id', i.id, 'kind', i.kind, 'amount_micros', i.amount_micros::text, 'level', i.level, 'day', i.day,
                    'created_at', to_char(i.created_at at time zone 'UTC', ${UTC_MILLIS}),
                    'base_micros', i.base_micros::text, 'rate_bp', i.rate_bp, 'orderDay', i.order_day,
                    'orderDays', i.order_days, 'rank', i.rank,
                    'source_name', source.full_name, 'source_refer_id', source.refer_id) as doc
                  from page_ids join incomes i on i.id = page_ids.id and not page_ids.bonus
                  left join users source on source.id = i.source_user_id`);
  }
  if (kinds.includes('bonus')) {
    parts.push(sql`select page_ids.created_at, page_ids.id, json_build_object(
                    'id', b.id, 'kind', 'bonus', 'amount_micros', b.amount_micros::text, 'day', b.posted_day,
                    'created_at', to_char(b.posted_at at time zone 'UTC', ${UTC_MILLIS}), 'reason', b.reason) as doc
                  from page_ids join balance_adjustments b on b.id = page_ids.id and page_ids.bonus`);
  }
  return sql`select coalesce(json_agg(page.doc order by page.created_at desc, page.id desc), '[]'::json)
             from (${sql.join(parts, sql` union all `)}) page`;
}

/** Which rows of the rollups a list's count, totals and chart sum: its kinds, found by key in either table. */
function rollupKindsSql(kinds: readonly EarningKind[]): SQL {
  const [only] = kinds;
  if (kinds.length === 1 && only) return sql`and kind = ${only}`;
  return sql`and kind in (${sql.raw(kinds.map((kind) => `'${kindOf(kind)}'`).join(', '))})`;
}

/**
 * The list's kinds as rows (`k.kind`), so each kind's last 30 days are one range of the rollup's key (member, kind,
 * day): with `kind in (...)` beside the range of days, the planner read the member's whole history and filtered it.
 */
function kindsValues(kinds: readonly EarningKind[]): SQL {
  return sql.raw(`(values ${kinds.map((kind) => `('${kindOf(kind)}')`).join(', ')}) k(kind)`);
}

type ListArgs = { userId: string; firstDay: string; offset: number; depth: number };

/** One fixed statement (db/fixed-statement.ts) per set of kinds and page size: a list's text never changes. */
const listStatements = new Map<string, (args: ListArgs) => Statement>();

function listStatement(kinds: readonly EarningKind[], limit: number) {
  const key = `${limit}:${kinds.join(',')}`;
  let statement = listStatements.get(key);
  if (!statement) {
    statement = fixedStatement<ListArgs>(
      (args) =>
        sql`with page_ids as (${pageIdsSql({ userId: args.userId, offset: args.offset, depth: args.depth, kinds, limit })}),
            recent as (select d.day, sum(d.amount_micros) as amount
                       from ${kindsValues(kinds)}
                       join income_daily d on d.user_id = ${args.userId} and d.kind = k.kind
                         and d.day >= ${args.firstDay}
                       group by d.day),
            totals as (select coalesce(sum(amount_micros), 0) as amount, coalesce(sum(income_count), 0) as count
                       from income_totals where user_id = ${args.userId} ${rollupKindsSql(kinds)})
            select (${pageDocsSql(kinds)}) as docs,
                   (select amount::text from totals) as total_micros,
                   (select count::text from totals) as total_docs,
                   (select coalesce(json_agg(json_build_array(day, amount::text)), '[]'::json) from recent) as daily`,
    );
    listStatements.set(key, statement);
  }
  return statement;
}

/**
 * One member's list of some kinds, newest first, with totals and the last 30 days, in one statement: the page's rows
 * as JSON, the count and totals from the member's totals by kind, and the chart from the daily rollup's last 30 days.
 * Raw SQL, its text built once: the query builder cost more CPU than the database did for this list.
 */
async function readIncomeList(db: Queryable, options: ListOptions & { kinds: readonly EarningKind[] }) {
  const days = daysUpTo(options.today, CHART_DAYS);
  const { limit, offset } = pageWindow(options.page, options.pageSize);
  const [row] = await queryRows<{
    docs: PageDoc[];
    total_micros: string;
    total_docs: string;
    daily: [day: string, micros: string][];
  }>(
    db,
    listStatement(
      options.kinds,
      limit,
    )({
      userId: options.userId,
      firstDay: days[0] ?? options.today,
      offset,
      depth: offset + limit,
    }),
  );
  if (!row) throw new Error('the income list query answers one row');
  const byDay = new Map(row.daily.map(([day, micros]) => [day, BigInt(micros)]));
  return {
    ...toPage({
      docs: row.docs.map((doc) => toRow(doc, options.locale)),
      totalDocs: Number(row.total_docs),
      page: options.page,
    }),
    totalAmount: microsToUsdt(BigInt(row.total_micros)),
    todayAmount: microsToUsdt(byDay.get(options.today) ?? 0n),
    daily: days.map((day) => ({ day, amount: microsToUsdt(byDay.get(day) ?? 0n) })),
  };
}

/** `locale`: the reader's language, which the "How" line of each income is worded in (English when none). */
type ListOptions = { userId: string; page: number; today: string; pageSize?: number; locale?: Locale };

/** The engine's incomes of one kind, or of all four (the console's member page). */
export async function listIncomes(db: Queryable, options: ListOptions & { kind?: IncomeKind }): Promise<IncomeList> {
  const list = await readIncomeList(db, { ...options, kinds: options.kind ? [options.kind] : INCOME_KINDS });
  return { ...list, docs: list.docs.filter((row): row is IncomeRow => row.kind !== 'bonus') };
}

/** Every income of the member, bonuses included (/earn): its rows add up to the totals every screen shows. */
export function listAllIncome(db: Queryable, options: ListOptions): Promise<AllIncomeList> {
  return readIncomeList(db, { ...options, kinds: EARNING_KINDS });
}

/** Where the next batch of `incomesBefore` starts: the last row's time, as the database holds it, and id. */
export interface IncomeCursor {
  createdAt: string;
  id: string;
}

/**
 * Up to `limit` of every income of the member, bonuses included, older than the cursor (from the newest when null),
 * newest first, with the cursor of the next batch: the same rows as /earn's pages, read by key instead of by page
 * number, so each batch of a leader's years of history costs what the first does (the data export,
 * docs/decisions/032-data-export.md, reads them all on the server's thread).
 */
export async function incomesBefore(
  db: Queryable,
  options: { userId: string; before: IncomeCursor | null; limit: number; locale?: Locale },
): Promise<{ rows: AnyIncomeRow[]; next: IncomeCursor | null }> {
  const before = options.before ? sql`(${options.before.createdAt}::timestamptz, ${options.before.id}::uuid)` : null;
  const merged = sql.join(
    EARNING_KINDS.map((kind) => sql`(${newestOf(options.userId, kind, sql`limit ${options.limit}`, before)})`),
    sql` union all `,
  );
  const [row] = await queryRows<{ docs: PageDoc[]; last: [createdAt: string, id: string] | null }>(
    db,
    sql`with page_ids as (select id, created_at, bonus from (${merged}) newest
                          order by created_at desc, id desc limit ${options.limit})
        select (${pageDocsSql(EARNING_KINDS)}) as docs,
               (select json_build_array(created_at::text, id::text) from page_ids
                order by created_at, id limit 1) as last`,
  );
  const docs = row?.docs ?? [];
  const last = row?.last;
  return {
    rows: docs.map((doc) => toRow(doc, options.locale)),
    next: last && docs.length === options.limit ? { createdAt: last[0], id: last[1] } : null,
  };
}

/** The bonuses operators credited to the member (/bonus-income); a pending or rejected one was never credited. */
export async function listBonuses(db: Queryable, options: ListOptions): Promise<BonusList> {
  const list = await readIncomeList(db, { ...options, kinds: ['bonus'] });
  return { ...list, docs: list.docs.flatMap((row) => (row.kind === 'bonus' ? [withoutKind(row)] : [])) };
}

function withoutKind({ kind: _kind, ...row }: BonusIncomeRow): BonusRow {
  return row;
}

function toRow(doc: PageDoc, locale: Locale | undefined): AnyIncomeRow {
  if (doc.kind === 'bonus') {
    return {
      _id: doc.id,
      kind: 'bonus',
      amount: microsToUsdt(BigInt(doc.amount_micros)),
      reason: doc.reason,
      day: doc.day,
      createdAt: doc.created_at,
    };
  }
  return {
    _id: doc.id,
    kind: doc.kind,
    amount: microsToUsdt(BigInt(doc.amount_micros)),
    level: doc.level,
    source: doc.source_name === null ? null : { fullName: doc.source_name, referId: doc.source_refer_id ?? '' },
    day: doc.day,
    createdAt: doc.created_at,
    basis: {
      baseAmount: microsToUsdt(BigInt(doc.base_micros)),
      ratePercent: doc.rate_bp / 100,
      rule: incomeRuleText(doc, locale),
    },
  };
}
