import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// README "Running it for real": a process manager stops `npm start` by signalling the process it started, npm.
// The signal must reach the server, which closes, so the port is free for the next start. The build is the one
// this suite made, so `npm start` starts at once.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function startNpm(port: number): Promise<{ npm: ChildProcess; exited: Promise<string>; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'npm-start-'));
  const npm = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false' },
    stdio: 'ignore',
  });
  const exited = new Promise<string>((resolve) =>
    npm.once('exit', (code, signal) => resolve(signal ?? `code ${code}`)),
  );
  const ready = await until(async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    return answer?.ok === true;
  }, 90_000);
  expect(ready, 'npm start answered /readyz').toBe(true);
  return { npm, exited, dataDir };
}

test.describe('npm start under a process manager', () => {
  test.setTimeout(150_000);

  for (const [signal, port] of [
    ['SIGTERM', 3191],
    ['SIGINT', 3192],
  ] as const) {
    test(`${signal} to the npm process closes the server and frees the port`, async () => {
      const { npm, exited, dataDir } = await startNpm(port);
      npm.kill(signal);
      expect(await exited).toBe(signal);
      expect(await until(async () => !(await isPortOpen(port)), 20_000), 'the port closed').toBe(true);
      rmSync(dataDir, { recursive: true, force: true });
    });
  }

  test('an npm killed without a word (SIGKILL) leaves no server behind', async () => {
    const port = 3193;
    const { npm, exited, dataDir } = await startNpm(port);
    npm.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(await until(async () => !(await isPortOpen(port)), 20_000), 'the port closed').toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
