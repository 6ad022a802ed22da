// npm run test:chaos (CHAOS_QUICK=1 for the CI size): the real API on a throw-away PostgreSQL cluster and a local
// chain node, many members at once depositing with real transfers and withdrawing, paid by the automatic payout
// engine; the API killed, the database restarted and frozen, the chain node stopped and maintenance switched on and
// off under them. Then nothing the API acknowledged may be lost or doubled, every withdrawal must be paid exactly once
// on chain (or rejected), and the API must have recovered from the faults by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiProcess } from './api-process';
import { PayoutChain } from './chain';
import { Cluster } from './cluster';
import { type Drain, drainPayouts } from './drain';
import { Faults } from './faults';
import { Traffic } from './http';
import { startLoad } from './load';
import { planFromEnv } from './plan';
import { analyseTraffic, indent, type RunOutcome, summaryLines, verdicts } from './report';
import { sabotage } from './sabotage';
import { freePort, log, sleep } from './util';
import { runCli, verifyDatabase, verifyPayouts, withPostgres } from './verify';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const plan = planFromEnv();
const keepFiles = process.env.CHAOS_KEEP === '1';
const runId = Date.now().toString(36);
const runDir = mkdtempSync(path.join(tmpdir(), 'chaos-run-'));
const dataDir = path.join(runDir, 'data');
const outboxDir = path.join(dataDir, 'outbox');
let cluster: Cluster | undefined;
let api: ApiProcess | undefined;
let chain: PayoutChain | undefined;

let cleaned: Promise<void> | undefined;
function cleanUp() {
  cleaned ??= (async () => {
    cluster?.thaw();
    await api?.stop().catch(() => undefined);
    await chain?.close().catch((error: Error) => log(`closing the chain node failed: ${error.message}`));
    await cluster?.destroy({ keepFiles });
    if (keepFiles) log(`kept ${runDir} (API log, outbox) and ${cluster?.base} (cluster, stopped)`);
    else rmSync(runDir, { recursive: true, force: true });
  })();
  return cleaned;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the API and the cluster`);
    void cleanUp().finally(() => process.exit(130));
  });
}
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (error) => {
    console.log(`\nRESULT: FAIL - the harness broke: ${(error as Error)?.stack ?? error}`);
    void cleanUp().finally(() => process.exit(1));
  });
}
const watchdog = setTimeout(() => {
  log(`WATCHDOG: the run passed ${plan.watchdogSeconds} s; abandoning it`);
  void cleanUp().finally(() => process.exit(1));
}, plan.watchdogSeconds * 1000);

async function run(): Promise<string[]> {
  const failures: string[] = [];
  const started = Date.now();
  log(`${plan.name} run: ${plan.members} members for ${plan.loadSeconds} s; files in ${runDir}`);
  chain = await PayoutChain.start({ members: plan.members });
  log(`chain node on ${chain.rpcUrl}: USDT ${chain.token}, hot wallet ${chain.hotWallet.address}`);
  const chainEnv = await chain.writeKeystore(runDir);
  cluster = new Cluster();
  await cluster.init();
  log(`PostgreSQL on 127.0.0.1:${cluster.port}`);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  api = new ApiProcess({
    repoRoot,
    baseUrl,
    logFile: path.join(runDir, 'api.log'),
    env: {
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: cluster.url,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: process.env.CHAOS_TRUST_PROXY ?? 'loopback',
      ...chainEnv,
      CHAIN_RECHECK_SECONDS: '5',
      PAYOUT_CHECK_SECONDS: '3',
    },
  });
  await api.start();
  log(`API on ${baseUrl} (started in ${((Date.now() - started) / 1000).toFixed(1)} s from nothing)`);

  const traffic = new Traffic(baseUrl);
  const faults = new Faults(traffic, api, cluster, chain);
  const probing = faults.probe();
  const setUpAt = new Date();
  const load = await startLoad({
    traffic,
    outboxDir,
    runId,
    members: plan.members,
    staggerMs: plan.staggerMs,
    chain: { settings: chain.settings, members: chain },
  });
  const { journal, members } = load;

  const at = (seconds: number) => sleep(Math.max(0, load.startedAt + seconds * 1000 - Date.now()));
  let kills = 0;
  for (const step of plan.faults) {
    await at(step.atSeconds);
    if (step.fault === 'api-kill') await faults.killApi(`API kill -9 #${++kills}`);
    if (step.fault === 'db-restart') await faults.restartDb('PostgreSQL restart -m fast');
    if (step.fault === 'db-freeze')
      await faults.freezeDb(`PostgreSQL frozen ${plan.freezeSeconds} s`, plan.freezeSeconds);
    if (step.fault === 'chain-down')
      await faults.chainDown(`chain node down ${plan.chainDownSeconds} s`, plan.chainDownSeconds);
    if (step.fault === 'maintenance')
      await faults.maintenance(`maintenance on ${plan.maintenanceSeconds} s`, plan.maintenanceSeconds, load.operator);
  }
  await at(plan.loadSeconds);
  log('load over: members finish what they are doing');
  await load.stop();
  faults.stopProbing();
  await probing;

  const readyWait = Date.now();
  while (!(await api.answersReadyz()) && Date.now() - readyWait < 30_000) await sleep(250);
  if (!(await api.answersReadyz())) failures.push('/readyz did not answer 200 within 30 s after the load');
  log('draining: the engine settles every withdrawal it may pay, pending chain deposits are checked again');
  const drain: Drain = await drainPayouts({ url: cluster.url, chain, seconds: plan.drainSeconds });
  log(drain.left ? `drain gave up after ${drain.ms} ms: ${drain.left}` : `drained in ${drain.ms} ms`);
  if (drain.left)
    failures.push(`payouts and deposits did not settle within ${plan.drainSeconds} s after the load: ${drain.left}`);
  await api.stop();
  log('API stopped; checking the books and the chain');

  if (process.env.CHAOS_SABOTAGE === '1') {
    log(`SABOTAGE (this run must fail): ${(await sabotage(cluster.url, journal, chain)).join('; ')}`);
  }
  const cliEnv = { NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: cluster.url, LOG_LEVEL: 'warn' };
  const clis = [
    await runCli({ repoRoot, script: 'ledger-check.ts', env: cliEnv }),
    await runCli({ repoRoot, script: 'team-check.ts', env: cliEnv }),
  ];
  const database = await verifyDatabase(cluster.url, journal);
  const transfers = await chain.hotWalletTransfers();
  const payouts = await withPostgres(cluster.url, (query) =>
    verifyPayouts(query, journal, { transfers, since: setUpAt }),
  );
  const figures = analyseTraffic(traffic.samples, faults.windows);

  const outcome: RunOutcome = {
    plan,
    tookMs: Date.now() - started,
    membersSignedIn: members.filter((member) => member.signedUp).length,
    journal,
    faults,
    api,
    clis,
    database,
    figures,
    samples: traffic.samples,
    payouts,
    drain,
    chainSends: { sends: chain.sends, retries: chain.retries, abandoned: chain.abandoned },
    rejects: load.operator.rejects,
  };
  failures.push(...verdicts(outcome));
  console.log(summaryLines(outcome).join('\n'));
  if (failures.length) console.log(`\nAPI output (last lines):\n${indent(api.recentOutput(30))}`);
  return failures;
}

let exitCode = 1;
try {
  const failures = await run();
  if (failures.length === 0) {
    console.log('\nRESULT: PASS');
    exitCode = 0;
  } else {
    console.log(`\nRESULT: FAIL (${failures.length})\n${failures.map((failure) => `  * ${failure}`).join('\n')}`);
  }
} catch (error) {
  console.log(`\nRESULT: FAIL - the run itself broke: ${(error as Error).stack ?? error}`);
  if (api) console.log(`\nAPI output (last lines):\n${indent(api.recentOutput(30))}`);
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
process.exit(exitCode);
