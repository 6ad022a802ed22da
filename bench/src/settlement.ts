import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/api/src/config/env';
import type { AppContext } from '../../apps/api/src/context';
import { openDatabase } from '../../apps/api/src/db/client';
import { percentToBasisPoints } from '../../apps/api/src/lib/basis-points';
import { createOutboxMailer } from '../../apps/api/src/lib/mailer';
import { platformDay } from '../../apps/api/src/lib/platform-day';
import { settleAllMembers } from '../../apps/api/src/modules/packages/settlement.service';
import { SessionCache } from '../../apps/api/src/modules/sessions/session-cache';
import { SETTING_DEFAULTS } from '../../apps/api/src/modules/settings/settings.service';
import { fmt, log } from './log';
import type { BenchContext, BenchModule } from './module';

// Daily settlement of every due order through the app's own settleAllMembers, against the floor of writing the
// same number of income-like rows in one INSERT ... SELECT into a copy of the incomes table (its indexes and
// checks included). Budgets: at most 10x that floor, and linear: twice the orders take at most 2.2x the time.
//
// N and 2N come from the data, not from editing it: half the active orders were already paid for today, half
// are due, so settling today pays N; settling tomorrow pays all of them, 2N (less the few that matured today).

const FLOOR_BUDGET = 10;
const LINEARITY_BUDGET = 1.1;

interface Due {
  orders: number;
  incomes: number;
}

async function dueOn(ctx: BenchContext, day: string): Promise<Due> {
  const [r1, r2, r3] = SETTING_DEFAULTS.levelIncomePercents.map(percentToBasisPoints);
  const { rows } = await ctx.db.query<{ orders: string; incomes: string }>(
    `with due as (
       select o.id, o.user_id, o.price_micros * o.daily_yield_bp / 10000 as profit from orders o
       where o.status = 'active' and (o.last_paid_day is null or o.last_paid_day < $1)),
     earning as (select distinct user_id from orders where status = 'active' or last_paid_day = $1),
     uplines as (
       select d.profit, r.rate, r.up from due d
       join users u on u.id = d.user_id
       left join users a on a.id = u.sponsor_id
       left join users b on b.id = a.sponsor_id
       cross join lateral (values (u.sponsor_id, ${r1}), (a.sponsor_id, ${r2}), (b.sponsor_id, ${r3})) as r(up, rate)
       where r.up is not null)
     select (select count(*) from due) as orders,
       (select count(*) from due where profit > 0)
       + (select count(*) from uplines where profit * rate / 10000 > 0 and up in (select user_id from earning)) as incomes`,
    [day],
  );
  return { orders: Number(rows[0]?.orders ?? 0), incomes: Number(rows[0]?.incomes ?? 0) };
}

async function floorSeconds(ctx: BenchContext, rows: number, day: string): Promise<number> {
  await ctx.db.query('truncate bench.floor_income');
  const start = performance.now();
  await ctx.db.query(
    `insert into bench.floor_income (id, user_id, kind, amount_micros, source_user_id, order_id, level, day, base_micros,
                                     rate_bp, order_day, order_days, rank, entry_id, idempotency_key, created_at)
     select gen_random_uuid(), m.id, 'level', 1000 + g % 1000, s.id, null, 1 + g % 3, $2, 100000, 1000, null, null, null,
       gen_random_uuid(), 'floor:' || $2 || ':' || g, now()
     from generate_series(1, $1::int) g
     join bench.mem m on m.idx = g % $3
     left join bench.mem s on s.idx = m.sponsor_idx`,
    [rows, day, ctx.fixtures.members],
  );
  return (performance.now() - start) / 1000;
}

async function run(ctx: BenchContext) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-settlement-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: ctx.databaseUrl,
    APP_SECRET: ctx.appSecret,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  // As the server opens it: the same timeouts and pool, so a batch meets the limits it would meet in production.
  const database = openDatabase({
    url: ctx.databaseUrl,
    applicationName: 'bench-settlement',
    timeouts: { connectMs: config.DB_CONNECT_TIMEOUT_MS, statementMs: config.DB_STATEMENT_TIMEOUT_MS },
  });
  const mailer = createOutboxMailer({ dir: path.join(dataDir, 'outbox') });
  await ctx.db.query('create table bench.floor_income (like incomes including all)');
  try {
    const now = new Date();
    const today = platformDay(now, SETTING_DEFAULTS.timezone);
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000);
    const runs: { label: string; seconds: number; orders: number }[] = [];
    for (const [label, at] of [
      ['N', () => new Date()],
      ['2N', () => tomorrow],
    ] as const) {
      const day = platformDay(at(), SETTING_DEFAULTS.timezone);
      const due = await dueOn(ctx, day);
      const before = await floorSeconds(ctx, due.incomes, day);
      const appCtx: AppContext = {
        config,
        db: database.db,
        mailer,
        clock: at,
        chain: null,
        sessions: new SessionCache(),
      };
      const incomesBefore = await incomesOn(ctx, day);
      const start = performance.now();
      const totals = await settleAllMembers(appCtx);
      const seconds = (performance.now() - start) / 1000;
      const incomes = (await incomesOn(ctx, day)) - incomesBefore;
      const after = await floorSeconds(ctx, incomes, day);
      const floor = (before + after) / 2;
      log(
        `  settlement ${label} (${day}): ${fmt.int(totals.paidOrders)} orders of ${fmt.int(due.orders)} due, ` +
          `${fmt.int(incomes)} incomes (${fmt.int(due.incomes)} expected) in ${seconds.toFixed(2)} s ` +
          `(${fmt.int(totals.paidOrders / seconds)} orders/s); floor ${before.toFixed(2)} / ${after.toFixed(2)} s`,
      );
      ctx.report.ratio({
        name: `settlement.${label}.seconds`,
        value: seconds,
        unit: 's',
        floor,
        budget: { atMost: FLOOR_BUDGET },
      });
      ctx.report.info({ name: `settlement.${label}.orders`, value: totals.paidOrders, unit: 'orders' });
      runs.push({ label, seconds, orders: totals.paidOrders });
    }
    const [single, double] = runs;
    if (single && double && single.orders > 0) {
      ctx.report.ratio({
        name: 'settlement.linearity',
        value: double.seconds / single.seconds,
        unit: 'x time',
        floor: double.orders / single.orders,
        budget: { atMost: LINEARITY_BUDGET },
      });
    }
  } finally {
    await database.close();
    await mailer.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function incomesOn(ctx: BenchContext, day: string): Promise<number> {
  const { rows } = await ctx.db.query<{ n: string }>('select count(*) as n from incomes where day = $1', [day]);
  return Number(rows[0]?.n ?? 0);
}

export const settlementModule: BenchModule = { name: 'settlement', server: false, run };
