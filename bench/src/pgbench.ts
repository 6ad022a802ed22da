import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createBenchDatabase } from './db';
import { log } from './log';

const run = promisify(execFile);

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
}

/**
 * The database's ceiling for a small transaction, printed for context without a verdict: pgbench's TPC-B-like
 * transaction (three updates, a select and an insert, committed) in a small database of its own, dropped with the
 * run. The money path's budgets are against the rows each operation writes (money-floor.ts).
 */
export async function preparePgbench(options: { adminUrl: string; name: string; scale: number; keep: boolean }) {
  const url = await createBenchDatabase({ adminUrl: options.adminUrl, name: options.name, keep: options.keep });
  const start = performance.now();
  await run('pgbench', ['-i', '-q', '-s', String(options.scale), url], { maxBuffer: 16 * 1024 * 1024 });
  log(`pgbench database (scale ${options.scale}) initialised in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return url;
}

export async function runPgbench(url: string, clients: number, seconds: number): Promise<PgbenchResult> {
  const { stdout } = await run(
    'pgbench',
    ['-n', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps: Number(tps), latencyMs: Number(latency ?? Number.NaN) };
}
