import { readFileSync } from 'node:fs';

// Linux reports each thread's CPU time in clock ticks, and its user-visible tick is 100 a second on every
// architecture Node runs on.
const MS_PER_TICK = 10;

/**
 * The CPU time (user and system, ms, at 10 ms precision) a thread of this process has used, or undefined where the
 * system does not say (not Linux, or the thread has ended).
 */
export function threadCpuMs(tid: number | undefined): number | undefined {
  if (tid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // The thread's name, in parentheses, may hold spaces: the fields are counted after it (utime and stime are the
    // 14th and 15th of the whole line).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : undefined;
  } catch {
    return undefined;
  }
}
