import { allRoutes, MSG } from '@app/contract';
import type { ApiProcess } from './api-process';
import type { Drain } from './drain';
import type { Faults, FaultWindow } from './faults';
import { type Sample, UNAVAILABLE } from './http';
import type { Journal } from './journal';
import type { Plan } from './plan';
import type { CliResult, DatabaseFindings, PayoutFindings } from './verify';

// What the traffic says about the faults: how long calls took, and how the API answered while the database was away.

/** Calls still finishing this long after a fault ended are counted with it: recovery is part of the fault. */
const GRACE_MS = 10_000;
const LATENCY_LIMIT_MS = 15_000;

export interface TrafficFigures {
  calls: number;
  duringFaults: number;
  longestDuringFaults: { ms: number; call: string } | null;
  /** The slowest calls during faults, with their answer, to show which paths wait on the database longest. */
  slowestDuringFaults: string[];
  longestOverall: { ms: number; call: string } | null;
  slowCalls: string[];
  answered503: number;
  /** How long the 503 answers took: while the database is away they must come fast. */
  latency503: { median: number; max: number } | null;
  wrong503: string[];
  answered500: string[];
  outside503: number;
  /** 503 MAINTENANCE answers: members' money writes refused while the owner had maintenance on. */
  maintenanceRefusals: number;
  /** A maintenance refusal outside maintenance, of a call that is not a member's money write, or of an operator. */
  wrongMaintenance: string[];
  rateLimited: number;
  lost: number;
}

/** A server reads the switch with its settings, kept a second: a refusal that close after the switch-off is right. */
const MAINTENANCE_GRACE_MS = 2_000;
const MONEY_WRITE_PATHS = new Set(
  allRoutes()
    .filter((route) => route.moneyWrite)
    .map((route) => route.path),
);

const callName = (sample: Sample) => `${sample.method} ${sample.path} by ${sample.who}`;

export function analyseTraffic(samples: Sample[], windows: FaultWindow[]): TrafficFigures {
  const inFault = (sample: Sample) =>
    windows.some((window) => sample.startedAt <= window.endedAt + GRACE_MS && sample.endedAt >= window.startedAt);
  const figures: TrafficFigures = {
    calls: samples.length,
    duringFaults: 0,
    longestDuringFaults: null,
    slowestDuringFaults: [],
    longestOverall: null,
    slowCalls: [],
    answered503: 0,
    latency503: null,
    wrong503: [],
    answered500: [],
    outside503: 0,
    maintenanceRefusals: 0,
    wrongMaintenance: [],
    rateLimited: 0,
    lost: 0,
  };
  const unavailableMs: number[] = [];
  for (const sample of samples) {
    const ms = sample.endedAt - sample.startedAt;
    const during = inFault(sample);
    if (!figures.longestOverall || ms > figures.longestOverall.ms) {
      figures.longestOverall = { ms, call: callName(sample) };
    }
    if (during) {
      figures.duringFaults += 1;
      if (!figures.longestDuringFaults || ms > figures.longestDuringFaults.ms) {
        figures.longestDuringFaults = { ms, call: callName(sample) };
      }
    }
    if (ms > LATENCY_LIMIT_MS) {
      figures.slowCalls.push(`${callName(sample)}: ${ms} ms (${sample.status})${during ? '' : ' outside any fault'}`);
    }
    if (sample.status === 503 && sample.code === 'MAINTENANCE') {
      figures.maintenanceRefusals += 1;
      const inMaintenance = windows.some(
        (window) =>
          window.kind === 'maintenance' &&
          sample.startedAt <= window.endedAt + MAINTENANCE_GRACE_MS &&
          sample.endedAt >= window.startedAt,
      );
      if (!inMaintenance || !MONEY_WRITE_PATHS.has(sample.path)) {
        figures.wrongMaintenance.push(`${callName(sample)}${inMaintenance ? '' : ' outside maintenance'}`);
      }
      continue;
    }
    if (sample.status === 503) {
      figures.answered503 += 1;
      unavailableMs.push(ms);
      if (!during) figures.outside503 += 1;
      if (!sample.unavailableEnvelope) {
        const body = JSON.stringify({ code: sample.code, message: sample.message });
        figures.wrong503.push(`${callName(sample)}: ${body}, expected ${JSON.stringify(UNAVAILABLE)}`);
      }
    }
    if (typeof sample.status === 'number' && sample.status >= 500 && sample.status !== 503) {
      figures.answered500.push(
        `${callName(sample)}: ${sample.status} ${sample.code ?? ''} ${sample.message ?? ''}${during ? '' : ' (outside any fault)'}`,
      );
    }
    if (sample.status === 429) figures.rateLimited += 1;
    if (sample.status === 'lost') figures.lost += 1;
  }
  figures.slowestDuringFaults = samples
    .filter(inFault)
    .sort((a, b) => b.endedAt - b.startedAt - (a.endedAt - a.startedAt))
    .slice(0, 5)
    .map(
      (sample) =>
        `${sample.endedAt - sample.startedAt} ms ${callName(sample)} -> ${sample.status} ${sample.code ?? ''}`,
    );
  unavailableMs.sort((a, b) => a - b);
  if (unavailableMs.length) {
    figures.latency503 = {
      median: unavailableMs[Math.floor(unavailableMs.length / 2)] ?? 0,
      max: unavailableMs[unavailableMs.length - 1] ?? 0,
    };
  }
  return figures;
}

export interface RunOutcome {
  plan: Plan;
  tookMs: number;
  membersSignedIn: number;
  journal: Journal;
  faults: Faults;
  api: ApiProcess;
  clis: CliResult[];
  database: DatabaseFindings;
  figures: TrafficFigures;
  samples: Sample[];
  /** Automatic payouts against the chain, with the drain before the API stopped; absent in a run without a chain. */
  payouts?: PayoutFindings;
  drain?: Drain;
  chainSends?: { sends: number; retries: number; abandoned: number };
  /** The operator's rejects in the automatic mode: applied, and refused because the engine had the withdrawal. */
  rejects?: { won: number; refused: number };
}

const isForwarded = (address: string) => address.startsWith('10.');
const rateLimitedCalls = (samples: Sample[]) =>
  samples.filter((sample) => sample.status === 429 && sample.message === MSG.rateLimited);

/** Every reason the run fails; empty when it passes. */
export function verdicts(run: RunOutcome): string[] {
  const { database, figures, faults, api, journal } = run;
  const failures: string[] = [];
  for (const cli of run.clis) if (cli.code !== 0) failures.push(`${cli.name} failed:\n${indent(cli.output)}`);
  if (database.lost.length) failures.push(`lost acknowledged operations:\n${list(database.lost)}`);
  if (database.duplicated.length) failures.push(`duplicated:\n${list(database.duplicated)}`);
  if (database.mismatched.length) failures.push(`stored differently than acknowledged:\n${list(database.mismatched)}`);
  if (database.negative.length) failures.push(`balances below zero:\n${list(database.negative)}`);
  for (const exit of api.unexpectedExits) {
    failures.push(`the API exited by itself (code ${exit.code}, signal ${exit.signal}):\n${indent(exit.tail)}`);
  }
  if (api.stopTimedOut) failures.push('the API did not stop within 20 s of SIGTERM');
  for (const window of faults.windows) {
    if (window.readyAfterMs === null) failures.push(`/readyz never answered 200 again after ${window.name}`);
    if (window.kind === 'db-freeze' && !faults.notReadySeen.get(window.name)) {
      failures.push(`/readyz never answered 503 UNAVAILABLE while ${window.name}`);
    }
  }
  if (faults.findings.length) {
    failures.push(
      `liveness/readiness broken:\n${list(faults.findings.map((finding) => `${finding.path}: ${finding.text}`))}`,
    );
  }
  if (figures.slowCalls.length) failures.push(`calls over ${LATENCY_LIMIT_MS} ms:\n${list(figures.slowCalls)}`);
  if (figures.wrong503.length) failures.push(`503 answers not in the UNAVAILABLE envelope:\n${list(figures.wrong503)}`);
  if (figures.wrongMaintenance.length) {
    failures.push(`maintenance refusals where none belongs:\n${list(figures.wrongMaintenance)}`);
  }
  if (faults.windows.some((window) => window.kind === 'maintenance') && figures.maintenanceRefusals === 0) {
    failures.push('maintenance refused no money write: the run proves nothing about it');
  }
  if (figures.answered500.length) failures.push(`5xx answers other than 503:\n${list(figures.answered500)}`);
  // The load stays under every per-member limit, so a rate limit here means the members were not told apart.
  const limited = rateLimitedCalls(run.samples);
  if (limited.length) {
    failures.push(
      `rate limits refused ${limited.length} call(s) (is X-Forwarded-For trusted?):\n` +
        list([...new Set(limited.map((sample) => `${sample.method} ${sample.path}`))]),
    );
  }
  const others = database.clientAddresses.filter((address) => !isForwarded(address));
  if (others.length || database.clientAddresses.length === 0) {
    failures.push(
      `per-address limits counted addresses other than the members' X-Forwarded-For (TRUST_PROXY not honoured?): ` +
        (others.join(', ') || 'none counted at all'),
    );
  }
  if (journal.surprises.length) failures.push(`unexpected refusals:\n${list(journal.surprises)}`);
  if (run.payouts?.problems.length) failures.push(`automatic payouts:\n${list(run.payouts.problems, 25)}`);
  if (run.payouts && run.payouts.confirmed.count === 0) {
    failures.push('the engine confirmed no payout: the run proves nothing about automatic payouts');
  }
  const acked = journal.countBy(journal.acknowledged);
  // With a chain, deposits credit themselves and the engine pays: no operator approves or pays.
  const kinds = run.payouts
    ? ['signup', 'deposit', 'purchase', 'claim', 'withdrawal']
    : ['signup', 'deposit', 'approve', 'purchase', 'claim', 'withdrawal', 'pay'];
  for (const kind of kinds) {
    if (!acked[kind]) failures.push(`the load never got a ${kind} acknowledged: the run proves nothing about it`);
  }
  return failures;
}

export function summaryLines(run: RunOutcome): string[] {
  const { plan, database, figures, faults, api, journal } = run;
  const seconds = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`;
  const call = (entry: { ms: number; call: string } | null) => (entry ? `${entry.ms} ms (${entry.call})` : 'n/a');
  const forwarded = database.clientAddresses.filter(isForwarded).length;
  return [
    '',
    `==== chaos summary (${plan.name}: ${plan.members} members, ${plan.loadSeconds} s of load, ${seconds(run.tookMs)} in all) ====`,
    `members signed in:          ${run.membersSignedIn} of ${plan.members}`,
    `operations acknowledged:    ${journal.acknowledged.length} ${formatCounts(journal.countBy(journal.acknowledged))}`,
    `unknown outcomes:           ${journal.unknown.length} ${formatCounts(journal.countBy(journal.unknown))}`,
    `faults injected:            ${faults.windows.length}`,
    ...faults.windows.map(
      (window) =>
        `  ${window.name.padEnd(28)}${seconds(window.endedAt - window.startedAt)}, ready again after ${seconds(window.readyAfterMs)}` +
        (window.kind === 'db-restart' || window.kind === 'db-freeze'
          ? `, /readyz 503 seen ${faults.notReadySeen.get(window.name) ?? 0}x`
          : ''),
    ),
    `API restarts by harness:    ${api.restartsAfterKill} (after its own kill -9); exits by itself: ${api.unexpectedExits.length}`,
    `lost:                       ${database.lost.length}`,
    `duplicated:                 ${database.duplicated.length}`,
    `mismatched / negative:      ${database.mismatched.length} / ${database.negative.length}`,
    `longest latency in faults:  ${call(figures.longestDuringFaults)}`,
    ...figures.slowestDuringFaults.map((line) => `  ${line}`),
    `longest latency overall:    ${call(figures.longestOverall)}`,
    `calls:                      ${figures.calls} (${figures.duringFaults} during faults, ${figures.lost} without an answer)`,
    `503 answered:               ${figures.answered503} (${figures.answered503 - figures.wrong503.length} in the UNAVAILABLE envelope, ${figures.outside503} outside faults)`,
    `503 latency:                ${figures.latency503 ? `median ${figures.latency503.median} ms, max ${figures.latency503.max} ms` : 'n/a'}`,
    `other 5xx answered:         ${figures.answered500.length}`,
    `maintenance refusals:       ${figures.maintenanceRefusals} (${figures.wrongMaintenance.length} where none belongs)`,
    `429 answered:               ${figures.rateLimited} (${rateLimitedCalls(run.samples).length} rate limits)`,
    `client addresses seen:      ${database.clientAddresses.length} (${forwarded} from X-Forwarded-For)`,
    `ledger:check / team:check:  ${run.clis.map((cli) => (cli.code === 0 ? 'passed' : 'FAILED')).join(' / ')}`,
    `database:                   ${formatCounts(database.counts)}`,
    ...(run.payouts ? payoutLines(run) : []),
  ];
}

function payoutLines(run: RunOutcome): string[] {
  const { payouts, drain, chainSends, rejects } = run;
  if (!payouts) return [];
  const usdt = (micros: bigint) => `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')} USDT`;
  const { withdrawals, confirmed, withdrawalsPaid, onChain } = payouts;
  return [
    `chain sends (harness):      ${chainSends ? `${chainSends.sends} (${chainSends.retries} waits for the node, ${chainSends.abandoned} deposits given up)` : 'n/a'}`,
    `payout drain:               ${drain ? `${(drain.ms / 1000).toFixed(1)} s${drain.left ? ` - GAVE UP: ${drain.left}` : ', all settled'}` : 'n/a'}`,
    `payouts by state:           ${formatCounts(payouts.states) || 'none'}`,
    `withdrawals acknowledged:   ${withdrawals.acknowledged}: ${withdrawals.paid} paid by the engine, ${withdrawals.rejected} rejected`,
    `operator rejects:           ${rejects ? `${rejects.won} applied, ${rejects.refused} refused (the engine had it)` : 'n/a'}`,
    `paid, platform:             ${confirmed.count} confirmed payouts, ${usdt(confirmed.micros)}; ${withdrawalsPaid.count} withdrawals paid, ${usdt(withdrawalsPaid.micros)}`,
    `paid, chain:                ${onChain.count} Transfers from the hot wallet, ${usdt(onChain.micros)}`,
    `hot wallet:                 ${payouts.wallets.join('; ') || 'never read'}`,
    `payout problems:            ${payouts.problems.length}`,
  ];
}

function list(items: string[], max = 15): string {
  const shown = items.slice(0, max).map((item) => `    - ${item}`);
  if (items.length > max) shown.push(`    ... and ${items.length - max} more`);
  return shown.join('\n');
}

export function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

function formatCounts(counts: Record<string, number>): string {
  const entries = Object.entries(counts);
  return entries.length ? `(${entries.map(([kind, n]) => `${kind} ${n}`).join(', ')})` : '';
}
