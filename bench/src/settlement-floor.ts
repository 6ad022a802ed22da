import { MEMBER_WALLET, PLATFORM_ACCOUNT } from '../../apps/api/src/ledger/accounts';
import { percentToBasisPoints } from '../../apps/api/src/lib/basis-points';
import { SETTLEMENT_BATCH } from '../../apps/api/src/modules/packages/settlement.service';
import { SETTING_DEFAULTS } from '../../apps/api/src/modules/settings/settings.service';
import type { Pool } from './db';
import { copyTables } from './table-copies';

// The settlement's floor: the rows a settlement writes for each income, in the six tables it writes them to, by one
// set-based statement per table in one transaction. They go into copies of those tables (schema bench, with their
// rows, checks, indexes and foreign keys), so the app's tables and the settlement being measured are left alone.

const TABLES = [
  'journal_entries',
  'postings',
  'accounts',
  'platform_deltas',
  'incomes',
  'income_daily',
  'income_totals',
] as const;

/** Copies the six tables with their rows, indexes, checks and foreign keys (table-copies.ts). */
export async function copyLedgerTables(db: Pool) {
  await copyTables(db, 'floor_', TABLES);
}

/**
 * The incomes settling `day` pays, planned from the due orders as settleAllMembers plans them (the owner's trading
 * profit, level income to each of three uplines earning that day), each with the income wallet it is paid into and
 * the settlement batch it falls in. Untimed: the floor times writing them. Answers how many there are.
 */
export async function planIncomes(db: Pool, day: string): Promise<number> {
  const [r1, r2, r3] = SETTING_DEFAULTS.levelIncomePercents.map(percentToBasisPoints);
  await db.query('drop table if exists bench.floor_plan');
  await db.query(
    `create table bench.floor_plan as
     with due as (
       select o.id, o.user_id, o.price_micros, o.daily_yield_bp, o.paid_days + 1 as order_day, o.maturity_days,
         o.price_micros * o.daily_yield_bp / 10000 as profit,
         (row_number() over (order by o.user_id, o.id) - 1) / ${SETTLEMENT_BATCH} as batch
       from orders o where o.status = 'active' and (o.last_paid_day is null or o.last_paid_day < $1)),
     earning as (select distinct user_id from orders where status = 'active' or last_paid_day = $1),
     paid as (
       select d.user_id, 'trading' as kind, d.profit as amount, d.price_micros as base, d.daily_yield_bp as rate,
         null::uuid as source_user_id, d.id as order_id, null::int as level, d.order_day, d.maturity_days as order_days,
         'trading:' || d.id || ':' || $1 as key, d.batch
       from due d
       union all
       select r.up, 'level', d.profit * r.rate / 10000, d.profit, r.rate, d.user_id, d.id, r.depth, null, null,
         'level:' || d.id || ':' || $1 || ':' || r.depth, d.batch
       from due d
       join users u on u.id = d.user_id
       left join users a on a.id = u.sponsor_id
       left join users b on b.id = a.sponsor_id
       cross join lateral (values (u.sponsor_id, ${r1}, 1), (a.sponsor_id, ${r2}, 2), (b.sponsor_id, ${r3}, 3))
         as r(up, rate, depth)
       where r.up in (select user_id from earning))
     select p.*, null::uuid as wallet_id from paid p where p.amount > 0`,
    [day],
  );
  // Wallets a settlement would open on the way are opened in the copy now, so the timed part only writes.
  await db.query(
    `insert into bench.floor_accounts (owner_id, kind)
     select distinct user_id, $1 from bench.floor_plan on conflict do nothing`,
    [MEMBER_WALLET.income],
  );
  await db.query(
    `update bench.floor_plan p set wallet_id = a.id from bench.floor_accounts a
     where a.owner_id = p.user_id and a.kind = $1`,
    [MEMBER_WALLET.income],
  );
  await db.query('analyze bench.floor_plan');
  const { rows } = await db.query<{ n: string }>('select count(*) as n from bench.floor_plan');
  return Number(rows[0]?.n ?? 0);
}

/**
 * Writes the planned incomes as a settlement does (journal entry, two postings, the member balances, the
 * platform's queued side once per batch, the income row, the daily rollup), one statement per table in one
 * transaction; `run` keeps each run's keys and entry ids apart. Answers the seconds it took, commit included.
 */
export async function floorSeconds(db: Pool, day: string, run: number): Promise<number> {
  const client = await db.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from bench.floor_accounts where owner_id is null and kind = $1',
      [PLATFORM_ACCOUNT.incomesPaid],
    );
    const pool = rows[0]?.id;
    if (!pool) throw new Error('no incomes-paid account to take the other side');
    const entry = `md5('${run}:' || p.key)::uuid`;
    const key = `p.key || ':floor${run}'`;
    const start = performance.now();
    await client.query('begin');
    await client.query(
      `insert into bench.floor_journal_entries (id, kind, idempotency_key, memo, created_at)
       select ${entry}, 'income:' || p.kind, ${key},
         jsonb_build_object('day', $1::text, 'level', p.level, 'orderDay', p.order_day, 'orderDays', p.order_days,
                            'rank', null),
         now()
       from bench.floor_plan p`,
      [day],
    );
    await client.query(
      `insert into bench.floor_postings (entry_id, account_id, amount_micros)
       select ${entry}, v.account_id, v.amount from bench.floor_plan p
       cross join lateral (values ($1::uuid, -p.amount), (p.wallet_id, p.amount)) as v(account_id, amount)`,
      [pool],
    );
    await client.query(
      `update bench.floor_accounts a set balance_micros = a.balance_micros + s.amount
       from (select wallet_id, sum(amount) as amount from bench.floor_plan group by wallet_id) s
       where a.id = s.wallet_id`,
    );
    await client.query(
      `insert into bench.floor_platform_deltas (account_id, amount_micros)
       select $1, -sum(amount) from bench.floor_plan group by batch`,
      [pool],
    );
    await client.query(
      `insert into bench.floor_incomes (user_id, kind, amount_micros, source_user_id, order_id, level, day, base_micros,
                                        rate_bp, order_day, order_days, rank, entry_id, idempotency_key, created_at)
       select p.user_id, p.kind, p.amount, p.source_user_id, p.order_id, p.level, $1, p.base, p.rate, p.order_day,
         p.order_days, null, ${entry}, ${key}, now()
       from bench.floor_plan p`,
      [day],
    );
    await client.query(
      `insert into bench.floor_income_daily (user_id, kind, day, amount_micros, income_count)
       select user_id, kind, $1, sum(amount), count(*) from bench.floor_plan group by user_id, kind
       on conflict (user_id, kind, day) do update
         set amount_micros = bench.floor_income_daily.amount_micros + excluded.amount_micros,
             income_count = bench.floor_income_daily.income_count + excluded.income_count`,
      [day],
    );
    await client.query(
      `insert into bench.floor_income_totals (user_id, kind, amount_micros, income_count)
       select user_id, kind, sum(amount), count(*) from bench.floor_plan group by user_id, kind
       on conflict (user_id, kind) do update
         set amount_micros = bench.floor_income_totals.amount_micros + excluded.amount_micros,
             income_count = bench.floor_income_totals.income_count + excluded.income_count`,
    );
    await client.query('commit');
    return (performance.now() - start) / 1000;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
