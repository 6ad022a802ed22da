import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';
import { log } from './log';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const compiledServer = path.join(repoRoot, 'apps/api/dist/server.js');

export interface RunningServer {
  baseUrl: string;
  /** The server's process, for its CPU time (bench/src/cpu.ts). */
  pid: number | undefined;
  /** Where the outbox mailer writes (no SMTP in the benchmark). */
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

/** The compiled bundle when it exists (what production runs), else the TypeScript sources through tsx. */
function serverCommand(): string[] {
  if (!existsSync(compiledServer)) {
    log('server: apps/api/dist/server.js not built; running apps/api/src/server.ts through tsx');
    return ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')];
  }
  const builtAt = statSync(compiledServer).mtimeMs;
  const sources = ['apps/api/src', 'packages/contract/src'].map((dir) => newestChange(path.join(repoRoot, dir)));
  if (Math.max(...sources) > builtAt) {
    log(
      'server: WARNING apps/api/dist/server.js is older than the sources; `npm -w apps/api run build` to measure them',
    );
  }
  log('server: apps/api/dist/server.js');
  return ['--enable-source-maps', compiledServer];
}

async function waitForReady(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server was not ready within 60 s');
}

/** Node flags for the server, for a profile under load: BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
function nodeFlags(): string[] {
  return (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
}

/**
 * The server under test in production mode on the benchmark database, on loopback. TRUST_PROXY=loopback (an
 * existing setting, as behind a reverse proxy) lets each simulated member arrive from an address of its own in
 * X-Forwarded-For, so the per-address limits apply per member as they would in production.
 */
export async function startServer(options: { databaseUrl: string; appSecret: string }): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags(), ...serverCommand()], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      APP_SECRET: options.appSecret,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      SEED_DEMO: 'false',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    log('server stopped');
  };
  const forget = onCleanup('server', stop);
  try {
    await waitForReady(baseUrl, child);
  } catch (error) {
    await stop();
    forget();
    throw error;
  }
  log(`server ready at ${baseUrl} (pid ${child.pid})`);
  return {
    baseUrl,
    pid: child.pid,
    dataDir,
    stop: async () => {
      forget();
      await stop();
    },
  };
}
