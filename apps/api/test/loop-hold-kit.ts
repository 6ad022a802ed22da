import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread } from 'node:worker_threads';

// How long the server's event loop was held while some work ran (docs/product.md#security), for work that takes
// seconds of waiting, such as a text parsed in the Markdown worker (docs/decisions/021-markdown-on-save.md). The
// event loop's delay counts wall-clock time, and on a host whose cores are busy with other work a gap of 100 ms comes
// every few seconds while this thread only waits for a core, whatever the server does. So the hold is also measured
// as this thread's own CPU time within each gap of the loop: what the server's code kept the loop for.

/** This thread's CPU time in ms (Linux's per-thread accounting, in hundredths of a second); undefined elsewhere. */
function threadCpuMs(): number | undefined {
  if (!isMainThread) return undefined;
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface LoopHold {
  /** The longest the event loop waited, wall clock, in ms. */
  delayMs: number;
  /** The most CPU time this thread spent within one gap of its loop, in ms; the delay where it cannot be read. */
  heldMs: number;
}

/** Runs `work` and answers its result with how long the event loop was held meanwhile. */
export async function loopHoldOf<T>(work: () => Promise<T>): Promise<LoopHold & { result: T }> {
  const histogram = monitorEventLoopDelay({ resolution: 2 });
  let lastWall = performance.now();
  let lastCpu = threadCpuMs();
  let heldMs = lastCpu === undefined ? undefined : 0;
  const ticks = setInterval(() => {
    const wall = performance.now();
    const cpu = threadCpuMs();
    // A short gap holds less than its length anyway: only a long one needs its CPU time read.
    if (heldMs !== undefined && cpu !== undefined && lastCpu !== undefined && wall - lastWall > 20) {
      heldMs = Math.max(heldMs, cpu - lastCpu);
    }
    lastWall = wall;
    lastCpu = cpu;
  }, 1);
  histogram.enable();
  try {
    const result = await work();
    // One more sample after the answer, so a hold at its very end is counted too.
    await sleep(10);
    const delayMs = histogram.max / 1e6;
    return { result, delayMs, heldMs: heldMs ?? delayMs };
  } finally {
    clearInterval(ticks);
    histogram.disable();
  }
}
