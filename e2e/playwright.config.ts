import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const port = Number(process.env.E2E_PORT ?? 3100);
export const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, '.data');
export const baseURL = `http://127.0.0.1:${port}`;

// The real built server on a fresh embedded database, driven by Debian's Chromium (no browser download). It starts
// as `npm start` does, so a run of `playwright test` alone rebuilds what is older than its sources and never tests
// a stale build.
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // Journeys say which visitor they are with X-Forwarded-For (tests/support.ts).
      TRUST_PROXY: 'loopback',
    },
  },
});
