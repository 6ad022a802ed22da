import { readdirSync, readFileSync } from 'node:fs';
import { markWindow } from './timeline';

// Where a run's CPU went: the server, PostgreSQL and the load generator share this machine's cores, so a read's
// ratio to /readyz is a ratio of CPU per request, and this says whose. Linux only (/proc); elsewhere it says nothing.

const TICK_MS = 10; // USER_HZ, 100 on every Linux build that matters

/**
 * A process's CPU in ticks, with the time of children it has reaped (the postmaster's, for backends that ended):
 * `fields` picks user time (utime, cutime), kernel time (stime, cstime) or both.
 */
function ticksOf(pid: number, fields: readonly number[] = ALL): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is the 3rd field, utime the 14th.
    const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields.reduce((sum, index) => sum + Number(after[index] ?? 0), 0);
  } catch {
    return 0; // gone between the listing and the read
  }
}

const ALL = [11, 12, 13, 14];
const KERNEL = [12, 14];

/** Every PostgreSQL process on this machine: the server measured is the one the benchmark runs on when local. */
function postgresTicks(): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') sum += ticksOf(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return sum;
}

interface CpuSample {
  server: number;
  /** The server's share spent in the kernel: on loopback, a socket write runs the receiver's side of TCP too. */
  serverKernel: number;
  database: number;
  client: number;
}

function sample(serverPid: number): CpuSample {
  const client = process.cpuUsage();
  return {
    server: ticksOf(serverPid) * TICK_MS,
    serverKernel: ticksOf(serverPid, KERNEL) * TICK_MS,
    database: postgresTicks() * TICK_MS,
    client: (client.user + client.system) / 1000,
  };
}

/**
 * Runs `work` and says the CPU per answer it cost each side, or nothing where /proc is not there. `label` names the
 * run in the profile timeline (bench/profiles/README.md).
 */
export async function withCpu<T extends { ok: number }>(
  serverPid: number | undefined,
  label: string,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: string }> {
  const measurable = serverPid !== undefined && process.platform === 'linux';
  const before = measurable ? sample(serverPid) : null;
  const result = await markWindow(label, work);
  if (!before || serverPid === undefined || result.ok === 0) return { result, cpu: '' };
  const after = sample(serverPid);
  const per = (key: keyof CpuSample) => ((after[key] - before[key]) / result.ok).toFixed(3);
  return {
    result,
    cpu: `; CPU ms per answer: server ${per('server')} (kernel ${per('serverKernel')}), postgres ${per('database')}, load generator ${per('client')}`,
  };
}
