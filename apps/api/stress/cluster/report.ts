import type { ApiProcess } from '../chaos/api-process';
import type { Journal } from '../chaos/journal';
import type { CliResult, DatabaseFindings } from '../chaos/verify';
import type { JobFindings } from './checks';
import type { TrafficVerdicts, WindowFigures } from './figures';
import type { ClusterPlan } from './plan';

// The report and its verdicts: the budgets of docs/operations.md#the-cluster-test.

/** After the primary is lost, writes must succeed again within Patroni's ttl and this much. */
const FAILOVER_SLACK_MS = 10_000;
/** Sessions revoked on one replica are refused on every other within this (decision 013). */
const REVOCATION_MS = 2_000;

export interface ClusterRun {
  plan: ClusterPlan;
  tookMs: number;
  membersSignedIn: number;
  journal: Journal;
  figures: WindowFigures[];
  traffic: TrafficVerdicts;
  database: DatabaseFindings;
  clis: CliResult[];
  revocation: (number | null)[];
  jobs: JobFindings;
  misconfigured: { onStandby: string[]; anotherSecret: string[] };
  /** pgBackRest's check on the final primary: the leader that passed it, or what failed. */
  archiving: { leader?: string; problem?: string };
  replicas: ApiProcess[];
  ttlSeconds: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function list(items: string[], max = 12): string {
  const shown = items.slice(0, max).map((item) => `    - ${item}`);
  if (items.length > max) shown.push(`    ... and ${items.length - max} more`);
  return shown.join('\n');
}

export function verdicts(run: ClusterRun): string[] {
  const failures: string[] = [];
  const { database, traffic, jobs } = run;
  for (const cli of run.clis) if (cli.code !== 0) failures.push(`${cli.name} failed:\n${cli.output}`);
  if (database.lost.length) failures.push(`acknowledged and lost:\n${list(database.lost)}`);
  if (database.duplicated.length) failures.push(`done twice:\n${list(database.duplicated)}`);
  if (database.mismatched.length) failures.push(`stored differently than acknowledged:\n${list(database.mismatched)}`);
  if (database.negative.length) failures.push(`balances below zero:\n${list(database.negative)}`);
  if (traffic.outsideEnvelope.length) failures.push(`answers outside the envelope:\n${list(traffic.outsideEnvelope)}`);
  if (traffic.other5xx.length) failures.push(`5xx answers other than 503:\n${list(traffic.other5xx)}`);
  for (const figures of run.figures) {
    const { window } = figures;
    if (figures.writesNeverBack) failures.push(`${window.name}: writes never succeeded again`);
    if (window.fault === 'primary-kill' && figures.writesUnavailableMs > run.ttlSeconds * 1000 + FAILOVER_SLACK_MS) {
      failures.push(
        `${window.name}: writes unavailable ${seconds(figures.writesUnavailableMs)}, over ttl ${run.ttlSeconds} s + 10 s`,
      );
    }
    if (figures.failedAfterKill.length) {
      failures.push(`${window.name}: calls sent after the kill failed:\n${list(figures.failedAfterKill)}`);
    }
  }
  run.revocation.forEach((ms, index) => {
    if (ms === null || ms > REVOCATION_MS) {
      failures.push(`replica ${index + 1} accepted a revoked session for ${ms === null ? 'over 10 s' : `${ms} ms`}`);
    }
  });
  if (run.revocation.length === 0) failures.push('the revocation check did not run');
  const doubled = jobs.doubled.filter((double) => !double.inFault).map((double) => double.what);
  if (doubled.length) failures.push(`background jobs run twice in one period outside any fault:\n${list(doubled)}`);
  if (jobs.failed.length) failures.push(`background jobs failed for good:\n${list(jobs.failed)}`);
  const unexplained = jobs.missed.filter((miss) => !miss.inFault).map((miss) => miss.what);
  if (unexplained.length) failures.push(`background jobs missed a period outside any fault:\n${list(unexplained)}`);
  if (run.misconfigured.onStandby.length) {
    failures.push(`a server pointed at the standby:\n${list(run.misconfigured.onStandby)}`);
  }
  if (run.misconfigured.anotherSecret.length) {
    failures.push(`a server with another APP_SECRET:\n${list(run.misconfigured.anotherSecret)}`);
  }
  if (run.archiving.problem) failures.push(`WAL archiving from the final primary:\n${run.archiving.problem}`);
  for (const [index, replica] of run.replicas.entries()) {
    for (const exit of replica.unexpectedExits) failures.push(`replica ${index + 1} exited by itself:\n${exit.tail}`);
  }
  if (run.journal.surprises.length) failures.push(`unexpected refusals:\n${list(run.journal.surprises)}`);
  const acked = run.journal.countBy(run.journal.acknowledged);
  for (const kind of ['signup', 'deposit', 'approve', 'purchase', 'claim', 'withdrawal', 'pay', 'transfer']) {
    if (!acked[kind]) failures.push(`no ${kind} was acknowledged: the run proves nothing about it`);
  }
  return failures;
}

const counts = (entries: Record<string, number>) =>
  Object.entries(entries)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');

export function reportLines(run: ClusterRun): string[] {
  const { traffic } = run;
  const lines = [
    '',
    `==== cluster report (${run.plan.name}: ${run.plan.members} members, ${run.plan.loadSeconds} s of load, ${seconds(run.tookMs)} in all; Patroni ttl ${run.ttlSeconds} s) ====`,
    `members signed in:        ${run.membersSignedIn} of ${run.plan.members}`,
    `acknowledged:             ${run.journal.acknowledged.length} (${counts(run.journal.countBy(run.journal.acknowledged))})`,
    `outcome unknown:          ${run.journal.unknown.length} (${counts(run.journal.countBy(run.journal.unknown))})`,
    `all calls:                2xx ${traffic.total.ok}, 4xx ${traffic.total.refused4xx}, 503 ${traffic.total.unavailable503}, other ${traffic.total.other}`,
    '',
    'fault                        writes unavailable  2xx    4xx   503  other  p99',
  ];
  for (const figures of run.figures) {
    const { outcomes } = figures;
    lines.push(
      `${figures.window.name.padEnd(29)}${(figures.writesNeverBack ? 'NEVER BACK' : seconds(figures.writesUnavailableMs)).padEnd(20)}` +
        `${String(outcomes.ok).padEnd(7)}${String(outcomes.refused4xx).padEnd(6)}${String(outcomes.unavailable503).padEnd(5)}` +
        `${String(outcomes.other).padEnd(7)}${figures.p99Ms} ms`,
    );
    if (figures.window.note) lines.push(`  ${figures.window.note}`);
  }
  const lostOrDoubled = run.database.lost.length + run.database.duplicated.length + run.database.mismatched.length;
  lines.push(
    '',
    `acknowledged lost or doubled:   ${lostOrDoubled} (budget 0)`,
    `answers outside the envelope:   ${traffic.outsideEnvelope.length} (budget 0)`,
    `5xx other than 503:             ${traffic.other5xx.length} (budget 0)`,
    `session revoked, refused after: ${run.revocation.map((ms, i) => `replica ${i + 1} ${ms === null ? 'never' : `${ms} ms`}`).join(', ')} (budget 2 s)`,
    `background jobs:                ${counts(run.jobs.runs)}; twice in a period ${run.jobs.doubled.length} (${run.jobs.doubled.filter((double) => double.inFault).length} during faults), failed ${run.jobs.failed.length}, periods missed ${run.jobs.missed.length} (${run.jobs.missed.filter((miss) => miss.inFault).length} during faults)`,
    `server on the standby:          ${run.misconfigured.onStandby.length ? run.misconfigured.onStandby.join('; ') : 'not ready, writes 503, log says why'}`,
    `server with another APP_SECRET: ${run.misconfigured.anotherSecret.length ? run.misconfigured.anotherSecret.join('; ') : 'refused to start'}`,
    `WAL archiving (pgBackRest):     ${run.archiving.leader ? `${run.archiving.leader}, the final primary, archives (pgbackrest check)` : 'FAILED'}`,
    `ledger:check / team:check:      ${run.clis.map((cli) => (cli.code === 0 ? 'clean' : 'FAILED')).join(' / ')}`,
    `database:                       ${counts(run.database.counts)}`,
  );
  return lines;
}
