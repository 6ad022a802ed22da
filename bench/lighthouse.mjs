// Lighthouse (mobile emulation, its default) against the real built server: a report, with no verdict. Its score
// simulates a phone from this machine's CPU, so on a shared machine the same page scores 69 in one run and 99 in the
// next (decision 013, "The budgets, decided"); each page's line says the host's CPU index beside its score. The web's
// verdicts are its bytes and render-blocking JavaScript (`npm run bench`, `npm run bench:bytes`).
// Run `npm run build` first; then `npm run bench:lighthouse`. Exits 0 whatever the scores, 1 only when it cannot run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolRequire } from '../scripts/tools.mjs';

// `/my` is a signed-in member's: the demo member (seeded, README.md), signed in as the app signs in.
const PAGES = ['/', '/login', '/my'];
const SIGNED_IN_PAGES = new Set(['/my']);
const DEMO_MEMBER = { email: 'demo@example.com', password: 'Demo@12345' };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Lighthouse and its browser driver are heavy and only this benchmark needs them (scripts/tools.mjs).
const lighthouseRequire = toolRequire('lighthouse@12.8.2');
const lighthouseCli = lighthouseRequire.resolve('lighthouse/cli/index.js');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /healthz within 60 s');
}

// Production mode, as a visitor meets it; a throw-away data directory, seeded with the demo for `/my`.
function startServer(options) {
  return spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      APP_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
  });
}

// The session as the web app keeps it (apps/web/src/lib/storage.ts setSession), from the log-in route
// (packages/contract auth-routes: POST /publicApi/signinSeller).
async function memberSession(baseUrl) {
  const response = await fetch(`${baseUrl}/publicApi/signinSeller`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!response.ok) throw new Error(`the demo member's log-in answered ${response.status}: ${await response.text()}`);
  const { api_token, data } = await response.json();
  return {
    access_token: api_token,
    access_user: JSON.stringify(data),
    user_name: data.fullName,
    user_email: data.email,
    user_phone: data.phone,
  };
}

/**
 * A Chrome of our own whose storage holds the member's session, written from `/readyz` (nothing of the app is
 * cached by it); Lighthouse then runs in it without resetting storage.
 */
async function signedInChrome(baseUrl, session) {
  const { launch } = lighthouseRequire('chrome-launcher');
  const puppeteer = lighthouseRequire('puppeteer-core');
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/readyz`);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, session);
  await page.close();
  await browser.disconnect();
  return chrome;
}

function runLighthouse(options) {
  const args = [
    lighthouseCli,
    options.url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${options.reportPath}`,
    ...(options.port
      ? [`--port=${options.port}`, '--disable-storage-reset']
      : ['--chrome-flags=--headless=new --no-sandbox --disable-gpu']),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: chromePath },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited with code ${code}`))));
  });
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function summarise(page, report) {
  const score = Math.round((report.categories.performance.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.displayValue ?? 'n/a';
  const resources = report.audits['resource-summary']?.details?.items ?? [];
  const scriptBytes = resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const totalBytes = resources.find((item) => item.resourceType === 'total')?.transferSize ?? 0;
  console.log(`${page.padEnd(8)} performance ${score}`);
  console.log(
    `         FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · ` +
      `TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')}`,
  );
  console.log(`         JS transferred ${kib(scriptBytes)} of ${kib(totalBytes)} in total`);
  // The score is a phone simulated from this machine's CPU at a fixed slowdown: a slower host scores lower for the
  // same page. Lighthouse rates the host (about 1,000 and up is the desktop its slowdown assumes) and says so when
  // it is too slow for the simulation to hold.
  const host = report.environment?.benchmarkIndex;
  if (host !== undefined) console.log(`         host CPU benchmark index ${Math.round(host)}`);
  for (const warning of report.runWarnings ?? []) console.log(`         Lighthouse warns: ${warning}`);
  // What Lighthouse itself blames, so a low score says where to look.
  const low = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `           - ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  if (low.length > 0) console.log(`         audits below 90:\n${low.join('\n')}`);
  return { page, score, host };
}

async function main() {
  const builds = ['apps/web/dist/index.html', 'apps/api/dist/server.js'];
  if (!builds.every((file) => existsSync(path.join(root, file)))) {
    console.error('No build of the web app or the server found: run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServer({ port, dataDir });
  try {
    await waitForHealth(baseUrl, server);
    const scores = [];
    for (const page of PAGES) {
      // LIGHTHOUSE_REPORT_DIR keeps the full JSON reports for a closer look at the audits.
      const reportDir = process.env.LIGHTHOUSE_REPORT_DIR ? path.resolve(process.env.LIGHTHOUSE_REPORT_DIR) : dataDir;
      await mkdir(reportDir, { recursive: true });
      const reportPath = path.join(reportDir, `lighthouse${page.replaceAll('/', '-') || '-'}.json`);
      const chrome = SIGNED_IN_PAGES.has(page) ? await signedInChrome(baseUrl, await memberSession(baseUrl)) : null;
      try {
        await runLighthouse({ url: `${baseUrl}${page}`, reportPath, port: chrome?.port });
      } finally {
        chrome?.kill();
      }
      const report = JSON.parse(await readFile(reportPath, 'utf8'));
      // Sent back to /login, the score would be the log-in page's.
      if (new URL(report.finalDisplayedUrl).pathname !== page) {
        throw new Error(`${page} ended on ${report.finalDisplayedUrl}: the member was not signed in`);
      }
      scores.push(summarise(page, report));
    }
    // One line per page, as the suite's report reads: no budget, so no verdict.
    for (const { page, score, host } of scores) {
      const index = host === undefined ? 'unknown' : Math.round(host);
      console.log(`lighthouse ${page}: performance ${score} (no budget; host CPU index ${index})`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
