// npm run test:alerts: deploy/prometheus/ as Prometheus itself reads it. promtool checks the configuration and the
// rules and runs alerts.test.yml; this script also holds every alert to a firing and a quiet test and to a runbook
// section that exists in docs/operations.md. promtool comes with Debian's prometheus, installed here when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anchorOf } from './check-doc-links.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dir = path.join(root, 'deploy/prometheus');
const PROMTOOL = '/usr/bin/promtool';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Process ids of running Prometheus servers. */
function prometheusDaemons() {
  try {
    return new Set(execFileSync('pgrep', ['-x', 'prometheus'], { encoding: 'utf8' }).split(/\s+/).filter(Boolean));
  } catch {
    return new Set();
  }
}

/**
 * The package starts its server where services may start (systemd): this script wants promtool only, so a server the
 * install started is stopped, by its process id, and one that ran before is left alone.
 */
function installPromtool() {
  if (process.getuid?.() !== 0) {
    throw new Error(`${PROMTOOL} is missing: run as root, or apt-get install prometheus`);
  }
  const before = prometheusDaemons();
  const install = () => run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus']);
  // The package lists are refreshed only when they turn out to be stale.
  const installed = install() || (run('apt-get', ['update', '-qq']) && install());
  for (const pid of prometheusDaemons()) {
    if (before.has(pid)) continue;
    if (existsSync('/run/systemd/system')) run('systemctl', ['disable', '--now', '-q', 'prometheus']);
    try {
      process.kill(Number(pid));
    } catch {
      // Stopped by systemctl already.
    }
  }
  if (!installed || !existsSync(PROMTOOL)) throw new Error('apt-get could not install prometheus (promtool)');
}

/** Each alert: whether some test expects it firing and some expects it quiet. */
function testCoverage(testsText) {
  const coverage = new Map();
  for (const [, name, expected] of testsText.matchAll(/alertname: (\w+)\n\s+exp_alerts:(.*)/g)) {
    const seen = coverage.get(name) ?? { fires: false, quiet: false };
    if (expected.trim() === '[]') seen.quiet = true;
    else seen.fires = true;
    coverage.set(name, seen);
  }
  return coverage;
}

/** What the files say beyond promtool: every alert tested both ways, every runbook section there. */
function checkAlertFiles() {
  const rules = readFileSync(path.join(dir, 'alerts.yml'), 'utf8');
  const coverage = testCoverage(readFileSync(path.join(dir, 'alerts.test.yml'), 'utf8'));
  const operations = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
  const anchors = new Set([...operations.matchAll(/^#{1,6}\s+(.*)$/gm)].map((heading) => anchorOf(heading[1])));
  const problems = [];
  const names = new Set([...rules.matchAll(/- alert: (\w+)/g)].map((match) => match[1]));
  for (const name of names) {
    const tested = coverage.get(name);
    if (!tested?.fires) problems.push(`${name}: no test in alerts.test.yml makes it fire`);
    if (!tested?.quiet) problems.push(`${name}: no test in alerts.test.yml keeps it quiet`);
    if (!anchors.has(`alert-${name.toLowerCase()}`))
      problems.push(`${name}: docs/operations.md has no ### alert-${name}`);
  }
  const expected = new Set([...names].map((name) => `alert-${name.toLowerCase()}`));
  for (const anchor of new Set([...rules.matchAll(/docs\/operations\.md#([\w-]+)/g)].map((match) => match[1]))) {
    if (!anchors.has(anchor) && !expected.has(anchor)) {
      problems.push(`alerts.yml cites docs/operations.md#${anchor}, a heading it lacks`);
    }
  }
  return problems;
}

/**
 * promtool check config also opens the files the configuration names: the scrape token, which lives only on the
 * Prometheus machine, is stood in for by a file of its own, in a copy beside the rules.
 */
function checkConfig() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'check-alerts-'));
  try {
    const token = path.join(scratch, 'nexatech-metrics-token');
    writeFileSync(token, 'x'.repeat(32));
    const config = readFileSync(path.join(dir, 'prometheus.yml'), 'utf8');
    writeFileSync(
      path.join(scratch, 'prometheus.yml'),
      config.replaceAll('/etc/prometheus/nexatech-metrics-token', token),
    );
    copyFileSync(path.join(dir, 'alerts.yml'), path.join(scratch, 'alerts.yml'));
    return run(PROMTOOL, ['check', 'config', path.join(scratch, 'prometheus.yml')]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (!existsSync(PROMTOOL)) installPromtool();
const failures = [];
if (!checkConfig()) failures.push('promtool check config deploy/prometheus/prometheus.yml');
if (!run(PROMTOOL, ['check', 'rules', path.join(dir, 'alerts.yml')])) {
  failures.push('promtool check rules deploy/prometheus/alerts.yml');
}
if (!run(PROMTOOL, ['test', 'rules', path.join(dir, 'alerts.test.yml')])) {
  failures.push('promtool test rules deploy/prometheus/alerts.test.yml');
}
failures.push(...checkAlertFiles());
if (failures.length > 0) {
  console.error(`\nnpm run test:alerts failed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAlerts: configuration, rules, unit tests and runbook sections all pass.');
