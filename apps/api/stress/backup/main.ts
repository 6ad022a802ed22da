// npm run test:backup (BACKUP_QUICK=1 for the CI size): backups proved by restoring them. On a throw-away PostgreSQL
// archiving to pgBackRest as deploy/ configures it: a full backup, members' money traffic, a named restore point,
// more traffic; a restore to the point must hold everything acknowledged before it and nothing after, with the
// balances read at the point; a restore to the latest must hold everything. Then the embedded database: a backup
// through the running server, more traffic, `npm run restore`, the same checks.
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { ApiProcess } from '../chaos/api-process';
import { Cluster, serverUser } from '../chaos/cluster';
import { Traffic } from '../chaos/http';
import { Journal } from '../chaos/journal';
import { startLoad } from '../chaos/load';
import { freePort, log, sleep, waitFor } from '../chaos/util';
import { type Query, type Row, runCli, verifyWith, withPostgres } from '../chaos/verify';
import { ensurePackages } from '../cluster/install';
import { balanceDifferences, balances, present } from './books';
import { ARCHIVE_SETTINGS, PGBACKREST_BIN, PgBackRest, type PgNode } from './pgbackrest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const quick = process.env.BACKUP_QUICK === '1';
const plan = quick
  ? { name: 'quick', members: 4, loadSeconds: 8, watchdogSeconds: 300 }
  : { name: 'full', members: 10, loadSeconds: 40, watchdogSeconds: 900 };
const keepFiles = process.env.BACKUP_KEEP_FILES === '1';
const runId = Date.now().toString(36);
const runDir = mkdtempSync(path.join(tmpdir(), 'backup-run-'));
const user = serverUser();
// The repository lives in here and is written by PostgreSQL's user.
if (user) chownSync(runDir, user.uid, user.gid);
const clusters: Cluster[] = [];
const apis: ApiProcess[] = [];
const failures: string[] = [];
const summary: string[] = [];

let cleaned: Promise<void> | undefined;
function cleanUp() {
  cleaned ??= (async () => {
    for (const api of apis) await api.stop().catch(() => undefined);
    for (const cluster of clusters) await cluster.destroy({ keepFiles });
    if (keepFiles) log(`kept ${runDir} and the clusters under ${tmpdir()}/backup-*`);
    else rmSync(runDir, { recursive: true, force: true });
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
const watchdog = setTimeout(() => {
  log(`WATCHDOG: the run passed ${plan.watchdogSeconds} s; abandoning it`);
  void cleanUp().finally(() => process.exit(1));
}, plan.watchdogSeconds * 1000);

const nodeOf = (cluster: Cluster): PgNode => ({
  dataDir: cluster.dataDir,
  port: cluster.port,
  socketDir: cluster.base,
});

async function startApi(name: string, env: Record<string, string>): Promise<{ api: ApiProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = new ApiProcess({
    repoRoot,
    baseUrl,
    logFile: path.join(runDir, `${name}.log`),
    env: {
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Each member's own address comes in X-Forwarded-For, as in the chaos suite: per-address limits apply per member.
      TRUST_PROXY: 'loopback',
      ...env,
    },
  });
  apis.push(api);
  await api.start();
  return { api, baseUrl };
}

/** Members' money traffic for the plan's time; answers what the API acknowledged. */
async function traffic(what: string, phase: number, baseUrl: string, dataDir: string): Promise<Journal> {
  const calls = new Traffic(baseUrl);
  const load = await startLoad({
    traffic: calls,
    outboxDir: path.join(dataDir, 'outbox'),
    runId: `${runId}${what.toLowerCase()}`,
    members: plan.members,
    staggerMs: 300,
    firstMember: phase * plan.members + 1,
  });
  await sleep(plan.loadSeconds * 1000);
  await load.stop();
  const { journal } = load;
  const counts = Object.entries(journal.countBy(journal.acknowledged));
  summary.push(`traffic ${what}: ${counts.map(([kind, n]) => `${n} ${kind}`).join(', ') || 'nothing acknowledged'}`);
  if (!counts.some(([kind]) => kind === 'purchase')) {
    const answers = new Map<string, number>();
    for (const sample of calls.samples) {
      const key = `${sample.method} ${sample.path} ${sample.status}${sample.message ? ` ${sample.message}` : ''}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    const seen = [...answers].map(([key, n]) => `${n}x ${key}`).join('; ');
    failures.push(`traffic ${what}: no purchase acknowledged; the answers: ${seen}`);
  }
  for (const surprise of journal.surprises) failures.push(`traffic ${what}: ${surprise}`);
  return journal;
}

function both(first: Journal, second: Journal): Journal {
  const journal = new Journal();
  journal.acknowledged.push(...first.acknowledged, ...second.acknowledged);
  return journal;
}

/** The checks every restore must pass: `expected` whole and once, nothing of `absent`, the balances read. */
async function judgeRestore(
  what: string,
  query: Query,
  expected: { journal: Journal; absent?: Journal; balances: Map<string, string> },
) {
  const findings = await verifyWith(query, expected.journal);
  const problems = [
    ...findings.lost.map((item) => `lost ${item}`),
    ...findings.duplicated.map((item) => `doubled ${item}`),
    ...findings.mismatched,
    ...findings.negative.map((item) => `negative ${item}`),
    ...(expected.absent ? (await present(query, expected.absent)).map((item) => `from after the point: ${item}`) : []),
    ...balanceDifferences(expected.balances, await balances(query)),
  ];
  for (const problem of problems.slice(0, 10)) failures.push(`${what}: ${problem}`);
  summary.push(
    `${what}: ${expected.journal.acknowledged.length} acknowledged operations checked, ${expected.balances.size} balances compared` +
      `${expected.absent ? `, ${expected.absent.acknowledged.length} later ones absent` : ''}: ${problems.length ? `${problems.length} problem(s)` : 'all as expected'}`,
  );
}

async function checkClis(what: string, env: Record<string, string>) {
  for (const script of ['ledger-check.ts', 'team-check.ts']) {
    const result = await runCli({ repoRoot, script, env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env } });
    summary.push(`${what}: ${script.replace('.ts', '')} exit ${result.code}`);
    if (result.code !== 0) failures.push(`${what}: ${script} exited ${result.code}: ${result.output.slice(-500)}`);
  }
}

async function postgresRestore(
  repo: PgBackRest,
  what: string,
  args: string[],
  expected: Parameters<typeof judgeRestore>[2],
) {
  const started = Date.now();
  const copy = new Cluster('backup-restore-');
  clusters.push(copy);
  repo.emptyDataDir(copy.dataDir);
  await repo.run(['restore', ...args], nodeOf(copy));
  // Its own port, and no archiving: a restored copy must not write into the history it came from.
  await copy.startCopy((cluster) => ({ settings: ["archive_mode = 'off'"], env: repo.env(nodeOf(cluster)) }));
  await waitFor(`${what} to finish recovery`, 120_000, () =>
    withPostgres(copy.url, async (query) => {
      const [row] = await query('select pg_is_in_recovery() as recovering');
      return (row as Row & { recovering: boolean }).recovering ? undefined : true;
    }).catch(() => undefined),
  );
  summary.push(`${what}: restored and promoted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await withPostgres(copy.url, (query) => judgeRestore(what, query, expected));
  await checkClis(what, { DATABASE_URL: copy.url, DATA_DIR: path.join(runDir, 'cli') });
  await copy.destroy({ keepFiles });
}

async function postgresPath() {
  const source = new Cluster('backup-pg-');
  clusters.push(source);
  const repo = new PgBackRest(repoRoot, runDir, user);
  await source.init((cluster) => ({ settings: ARCHIVE_SETTINGS, env: repo.env(nodeOf(cluster)) }));
  await repo.run(['stanza-create'], nodeOf(source));
  await repo.run(['check'], nodeOf(source));
  await repo.run(['backup', '--type=full'], nodeOf(source));
  log(`PostgreSQL on 127.0.0.1:${source.port} archiving to ${repo.repoPath}; full backup taken`);

  const dataDir = path.join(runDir, 'postgres-api');
  const { api, baseUrl } = await startApi('postgres-api', { DATABASE_URL: source.url, DATA_DIR: dataDir });
  const before = await traffic('A', 0, baseUrl, dataDir);
  // Writers wait while the point is made and the balances read, so both see the same commits.
  const atPoint = await withPostgres(source.url, async (query) => {
    await query('begin');
    await query('lock table accounts in share mode');
    await query(`select pg_create_restore_point('before')`);
    const read = await balances(query);
    await query('commit');
    return read;
  });
  log(`restore point "before" made; ${atPoint.size} balances read`);
  const after = await traffic('B', 1, baseUrl, dataDir);
  await api.stop();
  const atEnd = await withPostgres(source.url, balances);
  // Closes the current WAL segment and waits until it is archived: the latest commits are in the repository.
  await repo.run(['check'], nodeOf(source));
  const info = await repo.run(['info'], nodeOf(source));
  summary.push(`pgbackrest info: ${info.split('\n').find((line) => line.includes('wal archive min/max')) ?? info}`);

  await postgresRestore(
    repo,
    'PostgreSQL restored to "before"',
    ['--type=name', '--target=before', '--target-action=promote'],
    {
      journal: before,
      absent: after,
      balances: atPoint,
    },
  );
  await postgresRestore(repo, 'PostgreSQL restored to the latest', [], {
    journal: both(before, after),
    balances: atEnd,
  });
}

/** The embedded database in `dir`, opened by this harness while no server holds it. */
async function withEmbedded<T>(dir: string, work: (query: Query) => Promise<T>): Promise<T> {
  const database = new PGlite(dir);
  try {
    return await work(async (text, values = []) => (await database.query<Row>(text, values)).rows);
  } finally {
    await database.close();
  }
}

async function embeddedPath() {
  const dataDir = path.join(runDir, 'embedded');
  const database = path.join(dataDir, 'pglite');
  const env = { DATA_DIR: dataDir };
  const first = await startApi('embedded-api', env);
  const before = await traffic('C', 0, first.baseUrl, dataDir);
  await first.api.stop();
  const atBackup = await withEmbedded(database, balances);

  const second = await startApi('embedded-api-again', env);
  const file = path.join(runDir, 'embedded-backup.tar.gz');
  const backup = await runCli({ repoRoot, script: 'backup.ts', args: ['--out', file], env });
  summary.push(`embedded: ${backup.output.split('\n').at(-1)}`);
  if (backup.code !== 0 || !backup.output.includes('by the running server')) {
    failures.push(`embedded: npm run backup through the server failed (exit ${backup.code}): ${backup.output}`);
  }
  const after = await traffic('D', 1, second.baseUrl, dataDir);
  await second.api.stop();

  const restore = await runCli({ repoRoot, script: 'restore.ts', args: ['--from', file], env });
  summary.push(`embedded restore: ${restore.output.split('\n').join('; ')}`);
  if (restore.code !== 0) failures.push(`embedded: npm run restore exited ${restore.code}: ${restore.output}`);
  await withEmbedded(database, (query) =>
    judgeRestore('embedded restored', query, { journal: before, absent: after, balances: atBackup }),
  );
  const aside = readdirSync(dataDir).find((name) => name.startsWith('pglite.replaced-'));
  if (!aside) failures.push('embedded: the replaced data directory was not kept');
  else {
    const kept = await withEmbedded(path.join(dataDir, aside), (query) => present(query, after));
    if (kept.length === 0) failures.push(`embedded: ${aside} does not hold the traffic after the backup`);
  }
}

async function run() {
  const started = Date.now();
  log(`${plan.name} run: ${plan.members} members, ${plan.loadSeconds} s of traffic per phase; files in ${runDir}`);
  await ensurePackages({ [PGBACKREST_BIN]: 'pgbackrest' });
  await postgresPath();
  await embeddedPath();
  summary.push(`took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

let exitCode = 1;
try {
  await run();
  console.log(`\n${summary.map((line) => `  ${line}`).join('\n')}`);
  if (failures.length === 0) {
    console.log('\nRESULT: PASS');
    exitCode = 0;
  } else {
    console.log(
      `\nRESULT: FAIL - ${failures.length} problem(s)\n${failures.map((failure) => `  * ${failure}`).join('\n')}`,
    );
  }
} catch (error) {
  console.log(`\n${summary.map((line) => `  ${line}`).join('\n')}`);
  console.log(`\nRESULT: FAIL - the run itself broke: ${(error as Error).stack ?? error}`);
  for (const api of apis) console.log(`\nAPI output (last lines):\n${api.recentOutput(15)}`);
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
process.exit(exitCode);
