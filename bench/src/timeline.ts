import { writeFileSync } from 'node:fs';

// When each measured run began and ended, on the clock a V8 CPU profile keeps its samples by (the machine's monotonic
// clock, in microseconds), so a profile of the server taken over a whole run can be cut into the runs
// (bench/profile-summary.ts). Written only when BENCH_TIMELINE names a file.

export interface Window {
  label: string;
  startUs: number;
  endUs: number;
}

const windows: Window[] = [];
const file = process.env.BENCH_TIMELINE;
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

export async function markWindow<T>(label: string, work: () => Promise<T>): Promise<T> {
  const startUs = nowUs();
  try {
    return await work();
  } finally {
    windows.push({ label, startUs, endUs: nowUs() });
    if (file) writeFileSync(file, JSON.stringify(windows, null, 1));
  }
}
