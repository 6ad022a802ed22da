import type { Sample } from '../chaos/http';
import type { ClusterFault } from './plan';

// What members saw during each fault, read from every call the harness made through the balancer.

/**
 * Calls finishing this long after a fault ended still count with it: recovery is part of the fault. Never past the
 * start of the next fault, whose own failures (a switchover's 503s) are not the last one's.
 */
const GRACE_MS = 10_000;

export interface FaultWindow {
  name: string;
  fault: ClusterFault;
  startedAt: number;
  endedAt: number;
  /** For a replica kill: the moment of the kill, after which no call may fail. */
  killedAt?: number;
  note?: string;
}

export interface WindowFigures {
  window: FaultWindow;
  /** From the first write refused or lost in the window to the next write that succeeded; 0 when none failed. */
  writesUnavailableMs: number;
  /** The first failed write never followed by a success. */
  writesNeverBack: boolean;
  outcomes: { ok: number; refused4xx: number; unavailable503: number; other: number };
  p99Ms: number;
  /** Calls that started after the replica was killed and still failed: the balancer should have sent them on. */
  failedAfterKill: string[];
}

const isWrite = (sample: Sample) => sample.method === 'POST';
const failed = (sample: Sample) => typeof sample.status !== 'number' || sample.status >= 500;
const succeeded = (sample: Sample) => typeof sample.status === 'number' && sample.status < 400;
export const describeSample = (sample: Sample) =>
  `${sample.method} ${sample.path} by ${sample.who} -> ${sample.status} ${sample.code ?? ''}`.trim();

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function figuresOf(window: FaultWindow, samples: Sample[], nextStartedAt = Infinity): WindowFigures {
  const countsUntil = Math.min(window.endedAt + GRACE_MS, nextStartedAt);
  const inWindow = samples.filter((sample) => sample.endedAt >= window.startedAt && sample.startedAt < countsUntil);
  const outcomes = { ok: 0, refused4xx: 0, unavailable503: 0, other: 0 };
  for (const sample of inWindow) {
    if (succeeded(sample)) outcomes.ok += 1;
    else if (typeof sample.status === 'number' && sample.status < 500) outcomes.refused4xx += 1;
    else if (sample.status === 503) outcomes.unavailable503 += 1;
    else outcomes.other += 1;
  }
  const writes = inWindow.filter(isWrite).sort((a, b) => a.endedAt - b.endedAt);
  const firstFailure = writes.find(failed);
  const backAt = firstFailure
    ? writes.find((sample) => succeeded(sample) && sample.startedAt >= firstFailure.endedAt)
    : undefined;
  const failedAfterKill =
    window.killedAt === undefined
      ? []
      : inWindow
          // A call still running when the next fault began may have failed of that one.
          .filter(
            (sample) =>
              sample.startedAt > (window.killedAt ?? 0) + 50 && sample.endedAt < nextStartedAt && failed(sample),
          )
          .map(
            (sample) =>
              `${describeSample(sample)}: sent ${sample.startedAt - (window.killedAt ?? 0)} ms after the kill, ` +
              `ended after ${sample.endedAt - sample.startedAt} ms${sample.message ? ` (${sample.message})` : ''}`,
          );
  return {
    window,
    writesUnavailableMs: firstFailure && backAt ? backAt.endedAt - firstFailure.startedAt : 0,
    writesNeverBack: Boolean(firstFailure && !backAt),
    outcomes,
    p99Ms: percentile(
      inWindow.map((sample) => sample.endedAt - sample.startedAt),
      99,
    ),
    failedAfterKill,
  };
}

export interface TrafficVerdicts {
  /** Answers whose body was not the contract's envelope. */
  outsideEnvelope: string[];
  /** 5xx answers other than 503. */
  other5xx: string[];
  total: { ok: number; refused4xx: number; unavailable503: number; other: number };
}

export function judgeTraffic(samples: Sample[]): TrafficVerdicts {
  const verdicts: TrafficVerdicts = {
    outsideEnvelope: [],
    other5xx: [],
    total: { ok: 0, refused4xx: 0, unavailable503: 0, other: 0 },
  };
  for (const sample of samples) {
    if (typeof sample.status === 'number') {
      if (!sample.enveloped) verdicts.outsideEnvelope.push(`${describeSample(sample)} ${sample.message ?? ''}`);
      if (sample.status >= 500 && sample.status !== 503) verdicts.other5xx.push(describeSample(sample));
      if (sample.status === 503 && !sample.unavailableEnvelope) verdicts.outsideEnvelope.push(describeSample(sample));
    }
    if (succeeded(sample)) verdicts.total.ok += 1;
    else if (typeof sample.status === 'number' && sample.status < 500) verdicts.total.refused4xx += 1;
    else if (sample.status === 503) verdicts.total.unavailable503 += 1;
    else verdicts.total.other += 1;
  }
  return verdicts;
}
