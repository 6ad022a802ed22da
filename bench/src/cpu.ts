import { readdirSync, readFileSync } from 'node:fs';

// Where a run's CPU went: the server, PostgreSQL and the load generator share this machine's cores, so a read's
// ratio to /readyz is a ratio of CPU per request, and this says whose. Linux only (/proc); elsewhere it says nothing.

const TICK_MS = 10; // USER_HZ, 100 on every Linux build that matters

/** utime + stime + cutime + cstime of a process, in ticks; the last two hold the time of children it has reaped. */
function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is the 3rd field, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  } catch {
    return 0; // gone between the listing and the read
  }
}

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
  database: number;
  client: number;
}

function sample(serverPid: number): CpuSample {
  const client = process.cpuUsage();
  return {
    server: ticksOf(serverPid) * TICK_MS,
    database: postgresTicks() * TICK_MS,
    client: (client.user + client.system) / 1000,
  };
}

/** Runs `work` and says the CPU per answer it cost each side, or nothing where /proc is not there. */
export async function withCpu<T extends { ok: number }>(
  serverPid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: string }> {
  const measurable = serverPid !== undefined && process.platform === 'linux';
  const before = measurable ? sample(serverPid) : null;
  const result = await work();
  if (!before || serverPid === undefined || result.ok === 0) return { result, cpu: '' };
  const after = sample(serverPid);
  const per = (key: keyof CpuSample) => ((after[key] - before[key]) / result.ok).toFixed(3);
  return {
    result,
    cpu: `; CPU ms per answer: server ${per('server')}, postgres ${per('database')}, load generator ${per('client')}`,
  };
}
