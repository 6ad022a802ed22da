// npm run bench [-- --quick]: generates a platform's worth of data in a PostgreSQL database of its own, starts
// the real server on it and measures each part against a floor taken in the same run. See bench/README.md.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { runAppChecks } from './checks';
import { cleanup, cleanupOnSignals } from './cleanup';
import { benchPool, createBenchDatabase, migrate } from './db';
import { flatnessModule } from './flatness';
import { generate } from './generate';
import { loadModule } from './load';
import { elapsedSeconds, fmt, log } from './log';
import type { BenchContext, BenchModule } from './module';
import { moneyModule } from './money';
import { parseOptions } from './options';
import { Report } from './report';
import { reportsModule } from './reports';
import { repoRoot, startServer } from './server';
import { settlementModule } from './settlement';
import { webModule } from './web';

// In this order; each declares whether it needs the server. A new module is one more entry.
const MODULES: BenchModule[] = [loadModule, moneyModule, flatnessModule, settlementModule, reportsModule, webModule];

const RESULTS_PATH = path.join(repoRoot, 'bench/results.json');

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const unknown = [...(options.only ?? [])].filter(
    (name) => name !== 'generate' && !MODULES.some((module) => module.name === name),
  );
  if (unknown.length > 0) {
    throw new Error(
      `--only: no module ${unknown.join(', ')} (there are generate, ${MODULES.map((m) => m.name).join(', ')})`,
    );
  }
  cleanupOnSignals();
  const report = new Report();
  const name = `bench_${process.pid}`;
  log(
    `${options.quick ? 'quick' : 'full'} run: ${fmt.int(options.members)} members, ${options.recentDays} days of ` +
      `history (${options.leaderDays} for the largest leader), database ${name} on ${new URL(options.adminUrl).host}`,
  );
  const databaseUrl = await createBenchDatabase({ adminUrl: options.adminUrl, name, keep: options.keep });
  await migrate(databaseUrl);
  log('migrated with the app’s migrations');
  const db = benchPool(databaseUrl);
  try {
    const generated = await generate(db, options);
    const { fixtures } = generated;
    report.info({ name: 'generate.rows_per_second', value: generated.appRows / generated.seconds, unit: 'rows/s' });
    log(
      `tables: ${Object.entries(generated.tables)
        .map(([table, count]) => `${table} ${fmt.int(count)}`)
        .join(', ')}`,
    );
    log(
      `largest leader: ${fmt.int(fixtures.leader.below)} members below, levels 1-3: ` +
        `${fixtures.leader.levels.map(fmt.int).join(' / ')}, ${fmt.int(fixtures.leader.incomes)} incomes over ` +
        `${fixtures.leader.incomeDays} days; ` +
        `leaf: ${fixtures.leaf.incomes} incomes; ` +
        (fixtures.fullPage
          ? `full page: a team of ${fixtures.fullPage.team}`
          : 'no member with a small team fills a page'),
    );
    const checked = await runAppChecks(databaseUrl, 'after generating');
    if (checked.ledger + checked.team > 0) throw new Error('the generated data does not reconcile: see above');

    const selected = MODULES.filter((module) => !options.only || options.only.has(module.name));
    const appSecret = randomBytes(32).toString('hex');
    const ctx: BenchContext = {
      options,
      db,
      databaseUrl,
      adminUrl: options.adminUrl,
      fixtures,
      server: null,
      appSecret,
      report,
    };
    for (const module of selected) {
      if (module.server && !ctx.server) ctx.server = await startServer({ databaseUrl, appSecret });
      if (!module.server && ctx.server) {
        await ctx.server.stop();
        ctx.server = null;
      }
      log(`— ${module.name} —`);
      await module.run(ctx);
    }
    if (ctx.server) await ctx.server.stop();
    if (selected.length > 0) {
      const after = await runAppChecks(databaseUrl, 'after the measurements');
      report.zero({ name: 'integrity.ledger_problems_after_run', value: after.ledger, unit: 'problems' });
      report.zero({ name: 'integrity.team_problems_after_run', value: after.team, unit: 'problems' });
    }
  } finally {
    await db.end();
  }
  report.write(RESULTS_PATH);
  console.log(`\n${report.markdown()}\n`);
  const failed = report.failed();
  log(
    `${report.results.length} results written to bench/results.json in ${fmt.num(elapsedSeconds() / 60, 1)} min; ` +
      `${failed.length === 0 ? 'every budget holds' : `${failed.length} over budget: ${failed.map((r) => r.name).join(', ')}`}`,
  );
  return failed.length === 0 ? 0 : 1;
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(2);
  });
