import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Pool } from './db';
import type { PgbenchResult } from './pgbench';
import { repoRoot } from './server';
import { copyTables } from './table-copies';

// The money path's floors: for each operation, the rows it writes, written by pgbench in one transaction per member
// (bench/pgbench/<operation>.sql), into copies of the app's tables with their rows, checks, indexes, foreign keys and
// triggers (`bench.money_*`, table-copies.ts). Each floor run writes the rows of the very members the operation's run
// serves (the same uplines, so the same hot rows), planned in SQL from the state prepared for that run, before it:
// `bench.plan_<operation>` holds a transaction's own rows, `bench.plan_<operation>_entries` its journal entries (two
// lines each) with the income each pays and the member figure each moves, if any. Between floor runs an untimed step gives every entry, order and key
// a new id and puts back what the run before changed, so runs before and after the subject write the same rows.

const run = promisify(execFile);

export type FloorOperation = 'purchase' | 'claim' | 'approval' | 'verify';

/** The tables the four operations write, copied once per benchmark. */
const TABLES = [
  'users',
  'accounts',
  'journal_entries',
  'postings',
  'platform_deltas',
  'incomes',
  'income_daily',
  'income_totals',
  'member_figures',
  'orders',
  'team_stats',
  'team_deltas',
  'notifications',
  'deposits',
  'audit_log',
  'withdrawals',
  'otps',
  'rate_limits',
] as const;

export const T = (table: (typeof TABLES)[number]) => `bench.money_${table}`;

export async function copyMoneyTables(db: Pool) {
  await copyTables(db, 'money_', TABLES);
}

const ENTRIES_COLUMNS = `
  n int not null, base_key text not null, key text, entry_id uuid, kind text not null, memo jsonb not null,
  debit uuid not null, debit_member boolean not null, credit uuid not null, credit_member boolean not null,
  amount bigint not null check (amount > 0),
  income_user uuid, income_kind text, source_user uuid, order_id uuid, level int, day text, base bigint, rate int,
  order_day int, order_days int, rank int, figure_user uuid, figure text`;

export async function newPlan(db: Pool, operation: FloorOperation) {
  await db.query(
    `drop table if exists bench.plan_${operation}, bench.plan_${operation}_entries, bench.plan_${operation}_uplines`,
  );
  await db.query(`create table bench.plan_${operation}_entries (${ENTRIES_COLUMNS})`);
}

export async function finishPlan(db: Pool, operation: FloorOperation): Promise<number> {
  await db.query(`create index on bench.plan_${operation} (n)`);
  await db.query(`create index on bench.plan_${operation}_entries (n)`);
  await db.query(`analyze bench.plan_${operation}`);
  await db.query(`analyze bench.plan_${operation}_entries`);
  const { rows } = await db.query<{ n: string }>(`select count(*) as n from bench.plan_${operation}`);
  return Number(rows[0]?.n ?? 0);
}

/** Opens in the copy every member wallet the plan names by owner and kind (as the app opens one on first use). */
export async function openWallets(db: Pool, owners: string) {
  await db.query(
    `insert into ${T('accounts')} (owner_id, kind) select distinct owner_id, kind from (${owners}) w
     where owner_id is not null on conflict (owner_id, kind) do nothing`,
  );
}

export const wallet = (owner: string, kind: string) =>
  `(select id from ${T('accounts')} where owner_id = ${owner} and kind = '${kind}')`;
export const platform = (kind: string) =>
  `(select id from ${T('accounts')} where owner_id is null and kind = '${kind}')`;

/**
 * Untimed, before each floor run: new entry ids and keys (and order ids, notice and rate-limit keys) for run `run`,
 * the state the run changes put back (orders' paid days, deposits pending, requests unverified, codes issued, earlier
 * floor orders of the package closed), and every debited member wallet topped up to cover the run's debits.
 */
export async function readyFloor(db: Pool, operation: FloorOperation, run: number) {
  const suffix = `:floor${run}`;
  if (operation === 'purchase') {
    await db.query(
      `update ${T('orders')} o set status = 'withdrawn', closed_at = now() from bench.plan_purchase p
       where o.user_id = p.user_id and o.package_id = p.package_id and o.status = 'active'`,
    );
    await db.query(
      `update bench.plan_purchase set order_id = gen_random_uuid(), event_key = 'rank-reached:' || rank || $1`,
      [suffix],
    );
    await db.query(
      `update bench.plan_purchase_entries e set order_id = p.order_id,
         base_key = regexp_replace(e.base_key, '^(purchase|direct):.*$', '\\1:' || p.order_id)
       from bench.plan_purchase p where p.n = e.n and e.base_key ~ '^(purchase|direct):'`,
    );
  } else if (operation === 'claim') {
    await db.query(
      `update ${T('orders')} o set paid_days = c.paid_days, last_paid_day = c.last_paid_day
       from bench.plan_claim c where o.id = c.order_id`,
    );
  } else if (operation === 'approval') {
    await db.query(
      `update ${T('deposits')} d set status = 'pending', reviewed_by = null, reviewed_at = null, credited_micros = null
       from bench.plan_approval p where d.id = p.deposit_id`,
    );
    await db.query(`update bench.plan_approval set event_key = 'deposit-approved:' || deposit_id || $1`, [suffix]);
  } else {
    await db.query(
      `update ${T('withdrawals')} w set status = 'unverified', verified_at = null, hold_until = null,
         cancel_token_hash = null
       from bench.plan_verify p where w.id = p.withdrawal_id`,
    );
    await db.query(
      `insert into ${T('otps')} (id, subject, purpose, code_hash, attempts, payload, sent_at, expires_at)
       select otp_id, subject, purpose, code_hash, 0, payload, sent_at, expires_at from bench.plan_verify
       on conflict do nothing`,
    );
    await db.query(`update bench.plan_verify set rate_key = 'otp-verify:ip:' || n || $1`, [suffix]);
  }
  await db.query(`update bench.plan_${operation}_entries set entry_id = gen_random_uuid(), key = base_key || $1`, [
    suffix,
  ]);
  await db.query(
    `update ${T('accounts')} a set balance_micros = a.balance_micros + d.amount
     from (select debit, sum(amount) as amount from bench.plan_${operation}_entries where debit_member group by debit) d
     where a.id = d.debit`,
  );
  await db.query(`vacuum analyze bench.plan_${operation}, bench.plan_${operation}_entries`);
}

const SCRIPTS = path.join(repoRoot, 'bench/pgbench');
/** Each include file's own first lines say what it is; the script it goes into says the rest. */
const INCLUDE_HEADER_LINES = 2;

/**
 * bench/pgbench/<operation>.sql with its parts put in (`-- include ledger.sql`: the rows every entry writes, the same
 * in every operation), written to a file of its own for pgbench; answers its path.
 */
async function composedScript(operation: FloorOperation): Promise<string> {
  const read = (name: string) => readFile(path.join(SCRIPTS, name), 'utf8');
  const own = await read(`${operation}.sql`);
  const includes = [...own.matchAll(/^-- include (\S+)$/gm)].map((match) => match[1] ?? '');
  let script = own;
  for (const name of includes) {
    const part = (await read(name)).split('\n').slice(INCLUDE_HEADER_LINES).join('\n');
    script = script.replace(`-- include ${name}\n`, part.replaceAll('{entries}', `bench.plan_${operation}_entries`));
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-floor-'));
  const file = path.join(dir, `${operation}.sql`);
  await writeFile(file, script);
  return file;
}

/**
 * The floor's run: bench/pgbench/<operation>.sql (with its includes) by `clients` clients, `transactions` in all (each client its own
 * members: n = client + clients x its k-th transaction), prepared statements as the app's named ones.
 */
export async function runFloor(
  url: string,
  operation: FloorOperation,
  options: { clients: number; transactions: number },
): Promise<PgbenchResult & { ok: number }> {
  const perClient = Math.max(1, Math.floor(options.transactions / options.clients));
  const script = await composedScript(operation);
  const { stdout } = await run(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(options.clients),
      '-j',
      String(Math.min(options.clients, 2)),
      '-t',
      String(perClient),
      '-D',
      'k=0',
      '-D',
      `clients=${options.clients}`,
      '-f',
      script,
      url,
    ],
    {
      maxBuffer: 16 * 1024 * 1024,
      // The sessions the app's connections have (apps/api/src/db/client.ts): one generic plan a statement, planned
      // for SSD storage.
      env: { ...process.env, PGOPTIONS: '-c plan_cache_mode=force_generic_plan -c random_page_cost=1.1' },
    },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  const failed = /number of failed transactions: (\d+)/.exec(stdout)?.[1];
  const processed = /number of transactions actually processed: (\d+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench (${operation}) printed no tps:\n${stdout}`);
  if (failed && Number(failed) > 0)
    throw new Error(`pgbench (${operation}): ${failed} transactions failed:\n${stdout}`);
  return { tps: Number(tps), latencyMs: Number(latency ?? Number.NaN), ok: Number(processed ?? 0) };
}
