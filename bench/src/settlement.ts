import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/api/src/config/env';
import type { AppContext } from '../../apps/api/src/context';
import { SessionCache } from '../../apps/api/src/core/session-cache';
import { openDatabase } from '../../apps/api/src/db/client';
import { createOutboxMailer } from '../../apps/api/src/lib/mailer';
import { platformDay } from '../../apps/api/src/lib/platform-day';
import { settleAllMembers } from '../../apps/api/src/modules/packages/settlement.service';
import { SETTING_DEFAULTS } from '../../apps/api/src/modules/settings/settings.service';
import { fmt, log } from './log';
import type { BenchContext, BenchModule } from './module';
import { copyLedgerTables, floorSeconds, planIncomes } from './settlement-floor';

// Daily settlement of every due order through the app's own settleAllMembers, against the floor of writing the same
// rows into the same six tables set-based (settlement-floor.ts). Budgets: at most 3x that floor (decision 013), and
// linear: twice the orders take at most 2.2x the time.
//
// N and 2N come from the data, not from editing it: half the active orders were already paid for today, half
// are due, so settling today pays N; settling tomorrow pays all of them, 2N (less the few that matured today).

const FLOOR_BUDGET = 3;
const LINEARITY_BUDGET = 1.1;

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
  const copyStart = performance.now();
  await copyLedgerTables(ctx.db);
  log(
    `  copies of the six ledger and income tables for the floor: ${((performance.now() - copyStart) / 1000).toFixed(1)} s`,
  );
  let floorRun = 0;
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
      const due = await dueOrders(ctx, day);
      const planned = await planIncomes(ctx.db, day);
      floorRun += 1;
      const before = await floorSeconds(ctx.db, day, floorRun);
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
      floorRun += 1;
      const after = await floorSeconds(ctx.db, day, floorRun);
      const floor = (before + after) / 2;
      log(
        `  settlement ${label} (${day}): ${fmt.int(totals.paidOrders)} orders of ${fmt.int(due)} due, ` +
          `${fmt.int(incomes)} incomes (${fmt.int(planned)} planned) in ${seconds.toFixed(2)} s ` +
          `(${fmt.int(totals.paidOrders / seconds)} orders/s); floor ${before.toFixed(2)} / ${after.toFixed(2)} s`,
      );
      ctx.report.ratio({
        name: `settlement ${label} vs same rows set-based`,
        value: seconds,
        unit: 's',
        floor,
        budget: { atMost: FLOOR_BUDGET },
      });
      ctx.report.info({ name: `settlement ${label} orders`, value: totals.paidOrders, unit: 'orders' });
      runs.push({ label, seconds, orders: totals.paidOrders });
    }
    const [single, double] = runs;
    if (single && double && single.orders > 0) {
      ctx.report.ratio({
        name: 'settlement linearity: time ratio vs order ratio',
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

async function dueOrders(ctx: BenchContext, day: string): Promise<number> {
  const { rows } = await ctx.db.query<{ n: string }>(
    `select count(*) as n from orders where status = 'active' and (last_paid_day is null or last_paid_day < $1)`,
    [day],
  );
  return Number(rows[0]?.n ?? 0);
}

async function incomesOn(ctx: BenchContext, day: string): Promise<number> {
  const { rows } = await ctx.db.query<{ n: string }>('select count(*) as n from incomes where day = $1', [day]);
  return Number(rows[0]?.n ?? 0);
}

export const settlementModule: BenchModule = { name: 'settlement', server: false, run };
