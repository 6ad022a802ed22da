import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const firstPort = Number(process.env.E2E_PORT ?? 3100);
const firstDataDir = process.env.E2E_DATA_DIR ?? path.join(here, '.data');
/**
 * Journeys run this many at once, each worker on a server and an embedded database of its own (each with its own
 * demo), a journey mostly waiting on a page or a mail: on two cores the 105 journeys took 6.2 minutes with two,
 * where one had taken about 14.
 */
const SERVERS = Number(process.env.E2E_WORKERS ?? 2);

/** Server n: the first on E2E_PORT and E2E_DATA_DIR, each next one ten ports on and in a directory beside it. */
function serverOf(index: number) {
  return {
    port: firstPort + 10 * index,
    dataDir: index === 0 ? firstDataDir : `${firstDataDir}-${index}`,
  };
}

// Each worker process reads this file too, with its own TEST_PARALLEL_INDEX: its journeys and mailbox reads go to
// its own server.
const own = serverOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const dataDir = own.dataDir;
export const baseURL = `http://127.0.0.1:${own.port}`;

/** The real built server as `npm start` starts it, on server n's port and data. */
export function webServerOf(index: number) {
  const { port, dataDir } = serverOf(index);
  return {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Journeys say which visitor they are with X-Forwarded-For (tests/support.ts).
      TRUST_PROXY: 'loopback',
    },
  };
}

// The real built server on a fresh embedded database, driven by Debian's Chromium (no browser download). It starts
// as `npm start` does, so a run of `playwright test` alone rebuilds what is older than its sources and never tests
// a stale build: the servers start one after the other, so only the first builds.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: SERVERS,
  // A retry would turn a flaky test green and hide it: a test that cannot pass first time is a bug to fix.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A service worker sees a controlled page's requests before page.route() can: journeys that stub a request
    // would depend on whether the worker had taken control yet. Only tests/install.spec.ts allows it.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: Array.from({ length: SERVERS }, (_, index) => webServerOf(index)),
});
