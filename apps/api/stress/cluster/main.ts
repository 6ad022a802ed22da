// npm run test:cluster (CLUSTER_QUICK=1 for the CI size): etcd, two PostgreSQL nodes under Patroni, HAProxy and
// two API replicas, started from the files in deploy/, with members' money traffic through the balancer while a
// replica is killed, the primary switched over, the primary's machine lost and brought back, and etcd taken away.
// Then nothing acknowledged may be lost or doubled, the books must balance, and the report gives what members saw.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '@app/contract';
import { ApiProcess } from '../chaos/api-process';
import { Traffic } from '../chaos/http';
import { startLoad } from '../chaos/load';
import { freePort, log, sleep } from '../chaos/util';
import { runCli, verifyDatabase } from '../chaos/verify';
import { jobsOncePerPeriod, revocationDelays, serverOnStandby, serverWithAnotherSecret } from './checks';
import { type FaultWindow, figuresOf, judgeTraffic } from './figures';
import { clusterPlanFromEnv } from './plan';
import { type ClusterRun, reportLines, verdicts } from './report';
import { Topology } from './topology';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const plan = clusterPlanFromEnv();
const keepFiles = process.env.CLUSTER_KEEP === '1';
const runId = Date.now().toString(36);
const runDir = mkdtempSync(path.join(tmpdir(), 'cluster-run-'));
/** Both replicas write mail into one outbox, where the members read their codes. */
const dataDir = path.join(runDir, 'data');
const APP_SECRET = `cluster-run-secret-${runId}-0123456789abcdef`;
let topology: Topology | undefined;
const replicas: ApiProcess[] = [];

let cleaned: Promise<void> | undefined;
function cleanUp() {
  cleaned ??= (async () => {
    await Promise.all(replicas.map((replica) => replica.stop().catch(() => undefined)));
    await topology?.destroy({ keepFiles }).catch((error: Error) => log(`tearing down failed: ${error.message}`));
    if (keepFiles) log(`kept ${runDir} (API logs, outbox)`);
    else rmSync(runDir, { recursive: true, force: true });
  })();
  return cleaned;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.once(event, (error) => {
    console.log(`\nRESULT: FAIL - the harness broke: ${(error as Error)?.stack ?? error}`);
    void cleanUp().finally(() => process.exit(1));
  });
}
const watchdog = setTimeout(() => {
  console.log(`\nRESULT: FAIL - the run passed its ${plan.watchdogSeconds} s watchdog`);
  void cleanUp().finally(() => process.exit(1));
}, plan.watchdogSeconds * 1000);

function replicaEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    APP_SECRET,
    LOG_LEVEL: 'warn',
    // The balancer on loopback adds the member's address; the harness names each member's with X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  };
}

async function run(): Promise<ClusterRun> {
  const started = Date.now();
  await Topology.ensureInstalled();
  const apiPorts: [number, number] = [await freePort(), await freePort()];
  topology = new Topology({ apiPorts });
  await topology.start();
  const cluster = topology;
  log(`cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: primary ${await cluster.leader()}`);
  const env = replicaEnv(cluster.databaseUrl);
  for (const [index, port] of apiPorts.entries()) {
    const replica = new ApiProcess({
      repoRoot,
      baseUrl: `http://127.0.0.1:${port}`,
      logFile: path.join(runDir, `api${index + 1}.log`),
      env: { ...env, PORT: String(port) },
    });
    replicas.push(replica);
    // The first migrates and seeds; the second finds it done.
    await replica.start();
  }
  const replicaUrls = apiPorts.map((port) => `http://127.0.0.1:${port}`);
  log(`replicas up behind ${cluster.apiUrl}`);

  const traffic = new Traffic(cluster.apiUrl);
  const outboxDir = path.join(dataDir, 'outbox');
  const load = await startLoad({ traffic, outboxDir, runId, members: plan.members, staggerMs: plan.staggerMs });
  const { journal, members } = load;
  // Members stop writing while their reads fail: a write every 250 ms times how long writes were refused.
  let probing = true;
  const probe = (async () => {
    for (let n = 1; probing; n += 1) {
      await traffic.call({
        who: 'probe',
        method: 'POST',
        path: routes.login.path,
        body: { email: 'vendor@example.com', password: 'Vendor@12345', role_name: 'Vendor' },
        ip: `10.202.${(n >> 8) & 255}.${n & 255}`,
        timeoutMs: 5_000,
      });
      await sleep(250);
    }
  })();
  const loadStart = load.startedAt;

  const windows: FaultWindow[] = [];
  let revocation: (number | null)[] = [];
  let killed: string | undefined;
  const at = (seconds: number) => sleep(Math.max(0, loadStart + seconds * 1000 - Date.now()));
  const inject = async (
    window: Omit<FaultWindow, 'startedAt' | 'endedAt'>,
    fault: (w: FaultWindow) => Promise<void>,
  ) => {
    const current: FaultWindow = { ...window, startedAt: Date.now(), endedAt: 0 };
    windows.push(current);
    log(`fault: ${current.name}`);
    await fault(current);
    current.endedAt = Date.now();
    log(`fault over: ${current.name} (${((current.endedAt - current.startedAt) / 1000).toFixed(1)} s)`);
  };
  for (const step of plan.faults) {
    await at(step.atSeconds);
    if (step.fault === 'replica-kill') {
      await inject({ name: 'API replica kill -9', fault: step.fault }, async (w) => {
        w.killedAt = Date.now();
        const ms = await replicas[0]?.killAndRestart();
        w.note = `replica back on /healthz after ${ms} ms`;
      });
    }
    if (step.fault === 'switchover') {
      await inject({ name: 'Patroni switchover', fault: step.fault }, async (w) => {
        const from = await cluster.leader();
        w.note = `${from} -> ${await cluster.switchover()}`;
        // Only the synchronous standby may be promoted: the next fault waits until the old primary is one again.
        await cluster.waitForStandby(from, 90_000);
        w.note += `; ${from} streams as the synchronous standby again`;
      });
    }
    if (step.fault === 'primary-kill') {
      await inject({ name: 'primary lost (kill -9)', fault: step.fault }, async (w) => {
        killed = await cluster.killPrimary();
        await cluster.waitForWritablePrimary(90_000);
        w.note = `${killed} killed; ${await cluster.leader()} took over`;
      });
      // Right after the failover: a session revoked on one replica must be refused on the other within 2 s.
      revocation = (await revocationDelays(replicaUrls)).delaysMs;
    }
    if (step.fault === 'old-primary-back' && killed) {
      const name = killed;
      await inject({ name: 'old primary back', fault: step.fault }, async (w) => {
        await cluster.restartNode(name);
        await cluster.waitForStandby(name, 90_000);
        w.note = `${name} rejoined as the synchronous standby`;
      });
    }
    if (step.fault === 'etcd-down') {
      await inject({ name: `etcd away ${plan.etcdDownSeconds} s`, fault: step.fault }, async () => {
        await cluster.stopEtcd();
        await sleep(plan.etcdDownSeconds * 1000);
        await cluster.startEtcd();
      });
    }
  }
  await at(plan.loadSeconds);
  const loadEnd = Date.now();
  log('load over: members finish what they are doing');
  await load.stop();
  probing = false;
  await probe;

  const jobs = await jobsOncePerPeriod(cluster.databaseUrl, { from: loadStart, to: loadEnd }, windows);
  const standbyName = await cluster.syncStandby();
  const misconfigured = {
    onStandby: standbyName
      ? await serverOnStandby({ repoRoot, runDir, env, standbyUrl: cluster.nodeUrl(standbyName) })
      : ['no standby to point a server at'],
    anotherSecret: await serverWithAnotherSecret({ repoRoot, runDir, env }),
  };
  await Promise.all(replicas.map((replica) => replica.stop()));
  // After a switchover and a failover, the primary of the moment must be the one archiving.
  const archiving = await cluster
    .checkArchiving()
    .then((leader) => ({ leader }))
    .catch((error: Error) => ({ problem: error.message }));
  log('replicas stopped; checking the books on the final primary');
  const cliEnv = { NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: cluster.databaseUrl, LOG_LEVEL: 'warn' };
  const clis = [
    await runCli({ repoRoot, script: 'ledger-check.ts', env: cliEnv }),
    await runCli({ repoRoot, script: 'team-check.ts', env: cliEnv }),
  ];
  return {
    plan,
    tookMs: Date.now() - started,
    membersSignedIn: members.filter((member) => member.signedUp).length,
    journal,
    figures: windows.map((window, at) => figuresOf(window, traffic.samples, windows[at + 1]?.startedAt)),
    traffic: judgeTraffic(traffic.samples),
    database: await verifyDatabase(cluster.databaseUrl, journal),
    clis,
    revocation,
    jobs,
    misconfigured,
    archiving,
    replicas,
    ttlSeconds: cluster.ttlSeconds,
  };
}

let exitCode = 1;
try {
  const outcome = await run();
  console.log(reportLines(outcome).join('\n'));
  const failures = verdicts(outcome);
  if (failures.length === 0) {
    console.log('\nRESULT: PASS');
    exitCode = 0;
  } else {
    console.log(`\nRESULT: FAIL - ${failures.length} reason(s)\n${failures.map((line) => `  * ${line}`).join('\n')}`);
    for (const [index, replica] of replicas.entries()) {
      console.log(`\nreplica ${index + 1} output (last lines):\n${replica.recentOutput(20)}`);
    }
  }
} catch (error) {
  console.log(`\nRESULT: FAIL - the run itself broke: ${(error as Error).stack ?? error}`);
  for (const [index, replica] of replicas.entries()) {
    console.log(`\nreplica ${index + 1} output (last lines):\n${replica.recentOutput(20)}`);
  }
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
process.exit(exitCode);
