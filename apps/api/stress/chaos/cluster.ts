import { execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runProgram } from './run-program';
import { freePort, log } from './util';

// A throw-away PostgreSQL cluster run with the machine's own binaries, on 127.0.0.1 only.

function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) throw new Error(`no PostgreSQL binaries under ${root}/*/bin (apt-get install postgresql)`);
  return path.join(root, newest, 'bin');
}

// initdb and postgres refuse to run as root: as root, everything runs as the postgres system user.
export function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name sits in parentheses and may hold spaces; the parent pid is the second field after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(name));
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/** What a run adds to a cluster once its port is known: lines for postgresql.conf, and the server's environment. */
export interface ClusterExtras {
  settings?: string[];
  env?: Record<string, string>;
}

export class Cluster {
  readonly base: string;
  readonly dataDir: string;
  readonly logFile: string;
  port = 0;
  private readonly bin = findBinDir();
  private readonly user = serverUser();
  private frozen: number[] = [];
  private env: Record<string, string> = {};

  constructor(prefix = 'chaos-pg-') {
    this.base = mkdtempSync(path.join(tmpdir(), prefix));
    this.dataDir = path.join(this.base, 'data');
    this.logFile = path.join(this.base, 'postgres.log');
    if (this.user) chownSync(this.base, this.user.uid, this.user.gid);
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private run(program: string, args: string[], timeoutMs = 90_000): Promise<string> {
    return runProgram(path.join(this.bin, program), args, {
      cwd: this.base,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C', ...this.env },
      runAs: this.user,
      timeoutMs,
      endsOn: 'exit',
    });
  }

  async init(extras?: (cluster: Cluster) => ClusterExtras) {
    this.port = await freePort();
    await this.run('initdb', ['-D', this.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '-N']);
    await this.configureAndStart(['max_connections = 200'], extras);
  }

  /**
   * Starts a data directory something else wrote into `dataDir` (a restore), on a port of its own; the lines
   * appended here override what the copied postgresql.conf says.
   */
  async startCopy(extras?: (cluster: Cluster) => ClusterExtras) {
    this.port = await freePort();
    await this.configureAndStart([], extras);
  }

  private async configureAndStart(settings: string[], extras?: (cluster: Cluster) => ClusterExtras) {
    const extra = extras?.(this) ?? {};
    this.env = extra.env ?? {};
    appendFileSync(
      path.join(this.dataDir, 'postgresql.conf'),
      [
        '',
        "listen_addresses = '127.0.0.1'",
        `port = ${this.port}`,
        `unix_socket_directories = '${this.base}'`,
        'log_min_messages = warning',
        ...settings,
        ...(extra.settings ?? []),
        '',
      ].join('\n'),
    );
    await this.start();
  }

  async start() {
    await this.run('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-w', '-t', '60', 'start']);
  }

  /** A clean restart: every connection the API holds is cut, and the API must reconnect by itself. */
  async restart() {
    await this.run('pg_ctl', ['-D', this.dataDir, '-l', this.logFile, '-m', 'fast', '-w', '-t', '60', 'restart']);
  }

  postmasterPid(): number {
    const pid = Number(readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (!pid) throw new Error('postmaster.pid holds no pid');
    return pid;
  }

  /** Stops the postmaster first so it forks nothing new, then every process it started. */
  freeze() {
    const postmaster = this.postmasterPid();
    process.kill(postmaster, 'SIGSTOP');
    this.frozen = [postmaster];
    for (const pid of childrenOf(postmaster)) {
      try {
        process.kill(pid, 'SIGSTOP');
        this.frozen.push(pid);
      } catch {
        // Already gone.
      }
    }
    return this.frozen.length;
  }

  thaw() {
    for (const pid of [...this.frozen].reverse()) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // Already gone.
      }
    }
    this.frozen = [];
  }

  /** Stops the cluster and deletes its files (unless kept); safe to call twice, and after a failure anywhere. */
  async destroy(options: { keepFiles?: boolean } = {}) {
    this.thaw();
    if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) {
      try {
        await this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop'], 40_000);
      } catch (error) {
        log(`pg_ctl stop failed (${(error as Error).message.split('\n')[0]}); killing the postmaster`);
        try {
          process.kill(this.postmasterPid(), 'SIGKILL');
        } catch {
          // Nothing left to stop.
        }
      }
    }
    if (!options.keepFiles) rmSync(this.base, { recursive: true, force: true });
  }
}
