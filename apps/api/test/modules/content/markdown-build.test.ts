import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, rmdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../pglite-pool';

// The build puts the Markdown worker beside server.js (scripts/build.mjs), where lib/markdown-tree.ts starts it from
// (docs/decisions/021-markdown-on-save.md). A built server, started on a fresh embedded database, writes the demo's
// news through the posts service, each text rendered in that worker: a worker it cannot find stops its start.

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));
let outdir: string;
let dataDir: string;
let server: ChildProcess | undefined;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  // Inside the workspace: the build leaves installed packages as imports, resolved from its node_modules.
  await mkdir(path.join(apiRoot, '.tmp'), { recursive: true });
  outdir = await mkdtemp(path.join(apiRoot, '.tmp', 'build-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'built-api-'));
  await migratedDataDir(path.join(dataDir, 'pglite'));
  await run(process.execPath, ['scripts/build.mjs'], {
    cwd: apiRoot,
    env: { ...process.env, API_BUILD_OUTDIR: outdir },
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
  await rm(outdir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
  // Gone once empty: another run may still be building in it.
  await rmdir(path.join(apiRoot, '.tmp')).catch(() => undefined);
}, 30_000);

describe('the built server', () => {
  it('has the Markdown worker beside it', () => {
    expect(existsSync(path.join(outdir, 'server.js'))).toBe(true);
    expect(existsSync(path.join(outdir, 'markdown-worker.js'))).toBe(true);
  });

  it('renders the texts it saves in that worker', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    };
    delete env.DATABASE_URL;
    server = spawn(process.execPath, [path.join(outdir, 'server.js')], { cwd: dataDir, env, stdio: 'ignore' });
    const origin = `http://127.0.0.1:${port}`;
    const deadline = performance.now() + 100_000;
    while (performance.now() < deadline && server.exitCode === null) {
      if ((await fetch(`${origin}/readyz`).catch(() => undefined))?.ok) break;
      await sleep(500);
    }
    expect(server.exitCode).toBeNull();
    const list = (await (await fetch(`${origin}/publicApi/posts`)).json()) as { data: { docs: { slug: string }[] } };
    const [first] = list.data.docs;
    expect(first).toBeDefined();
    const post = (await (await fetch(`${origin}/publicApi/posts/${first?.slug}`)).json()) as {
      data: { tree: { children: { tagName?: string }[] } };
    };
    expect(post.data.tree.children.map((node) => node.tagName)).toContain('h2');
  }, 120_000);
});
