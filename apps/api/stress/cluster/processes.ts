import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { sleep } from '../chaos/util';

export interface RunAs {
  uid: number;
  gid: number;
}

// PostgreSQL and Patroni refuse to run as root: as root, they run as the postgres system user.
export { serverUser } from '../chaos/cluster';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie still answers signal 0 but runs no more.
    return !/^\S+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

export function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

export function cwdOf(pid: number): string | undefined {
  try {
    // A directory removed under a running process reads as "<path> (deleted)".
    return readlinkSync(`/proc/${pid}/cwd`).replace(/ \(deleted\)$/, '');
  } catch {
    // Ended, or not ours to look at.
    return undefined;
  }
}

/** Processes whose working directory lies under `dir`: what was started there, and what those started. */
export function processesUnder(dir: string): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const cwd = cwdOf(Number(name));
    if (cwd && (cwd === dir || cwd.startsWith(`${dir}/`))) found.push(Number(name));
  }
  return found.filter(isAlive);
}

export function tail(file: string, lines = 30): string {
  if (!existsSync(file)) return '(no log)';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

/** Every process started for the topology, by name, each writing to its own log file. */
export class Children {
  private readonly running = new Map<string, Running>();
  private closed = false;

  constructor(private readonly cwd: string) {}

  /** From now on nothing starts: a start() still under way cannot leave a process behind a teardown. */
  close() {
    this.closed = true;
  }

  start(
    name: string,
    file: string,
    args: string[],
    options: { env: NodeJS.ProcessEnv; logFile: string; runAs?: RunAs; cwd?: string },
  ) {
    if (this.closed) throw new Error(`not starting ${name}: the topology is being destroyed`);
    if (this.isRunning(name)) throw new Error(`${name} is already running`);
    const fd = openSync(options.logFile, 'a');
    const child = spawn(file, args, {
      cwd: options.cwd ?? this.cwd,
      env: options.env,
      stdio: ['ignore', fd, fd],
      ...(options.runAs ?? {}),
    });
    closeSync(fd);
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.once('error', () => resolve());
    });
    this.running.set(name, { child, exited });
    void exited.then(() => {
      if (this.running.get(name)?.child === child) this.running.delete(name);
    });
    return child;
  }

  isRunning(name: string): boolean {
    const entry = this.running.get(name);
    return !!entry && entry.child.exitCode === null && entry.child.signalCode === null;
  }

  pid(name: string): number | undefined {
    return this.isRunning(name) ? this.running.get(name)?.child.pid : undefined;
  }

  /** Throws with the end of the log if `name` has exited: a wait on it would otherwise run into its timeout. */
  assertRunning(name: string, logFile: string) {
    if (!this.isRunning(name)) throw new Error(`${name} exited; the end of ${logFile}:\n${tail(logFile)}`);
  }

  kill(name: string) {
    const pid = this.pid(name);
    if (pid) signal(pid, 'SIGKILL');
  }

  /** SIGTERM, then SIGKILL after `graceMs`. */
  async stop(name: string, graceMs: number) {
    const entry = this.running.get(name);
    if (!entry) return;
    entry.child.kill('SIGTERM');
    const stopped = await Promise.race([entry.exited.then(() => true), sleep(graceMs).then(() => false)]);
    if (!stopped) {
      entry.child.kill('SIGKILL');
      await entry.exited;
    }
  }

  /** Pids of the children not yet reaped: still ours, never reused by another process. */
  pids(): number[] {
    return [...this.running.keys()].flatMap((name) => this.pid(name) ?? []);
  }
}
