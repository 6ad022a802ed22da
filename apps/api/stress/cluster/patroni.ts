import { chownSync, copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PgBackRest, PgNode } from '../backup/pgbackrest';
import { type Children, cwdOf, isAlive, processesUnder, type RunAs, signal } from './processes';

export const PATRONI_BIN = '/usr/bin/patroni';

export interface Secrets {
  superuser: string;
  replication: string;
  restapiUser: string;
  restapi: string;
}

/** A member as GET /cluster lists it. */
export interface Member {
  name: string;
  role: 'leader' | 'sync_standby' | 'replica' | 'standby_leader';
  state: string;
  timeline?: number;
  lag?: number | 'unknown';
}

/** GET /patroni on a primary lists its walsenders. */
export interface NodeStatus {
  state: string;
  role: string;
  replication?: { application_name: string; state: string; sync_state: string }[];
}

/**
 * One Patroni node started from its deploy/patroni/<name>.yml, unchanged, with ports and directories set
 * through the PATRONI_* variables Patroni 3.0.2 reads (patroni/config.py). The one setting no variable
 * reaches, postgresql.parameters.unix_socket_directories, comes from a second file: given a directory,
 * Patroni merges every *.yml in it in name order.
 */
export class PatroniNode {
  readonly dir: string;
  readonly dataDir: string;
  readonly configDir: string;
  readonly logFile: string;
  readonly env: NodeJS.ProcessEnv;
  /** This node as pgBackRest's pg1. */
  readonly pgNode: PgNode;

  constructor(
    readonly name: string,
    private readonly children: Children,
    deployFile: string,
    base: string,
    readonly restPort: number,
    readonly pgPort: number,
    etcdHosts: string,
    private readonly secrets: Secrets,
    private readonly runAs: RunAs | undefined,
    pgbackrest: PgBackRest,
  ) {
    this.dir = path.join(base, name);
    this.dataDir = path.join(this.dir, 'data');
    this.configDir = path.join(this.dir, 'config');
    this.logFile = path.join(base, `${name}.log`);
    this.pgNode = { dataDir: this.dataDir, port: pgPort, socketDir: base };
    mkdirSync(this.configDir, { recursive: true });
    copyFileSync(deployFile, path.join(this.configDir, `10-${name}.yml`));
    writeFileSync(
      path.join(this.configDir, '20-loopback.yml'),
      [
        "# The run's own socket directory: the machine's /var/run/postgresql may be missing or another's.",
        'postgresql:',
        '  parameters:',
        `    unix_socket_directories: '${base}'`,
        '',
      ].join('\n'),
    );
    if (runAs) {
      for (const dir of [this.dir, this.configDir]) chownSync(dir, runAs.uid, runAs.gid);
    }
    this.env = {
      PATH: '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      HOME: this.dir,
      PATRONI_NAME: name,
      PATRONI_RESTAPI_LISTEN: `127.0.0.1:${restPort}`,
      PATRONI_RESTAPI_CONNECT_ADDRESS: `127.0.0.1:${restPort}`,
      PATRONI_RESTAPI_USERNAME: secrets.restapiUser,
      PATRONI_RESTAPI_PASSWORD: secrets.restapi,
      PATRONI_POSTGRESQL_LISTEN: `127.0.0.1:${pgPort}`,
      PATRONI_POSTGRESQL_CONNECT_ADDRESS: `127.0.0.1:${pgPort}`,
      PATRONI_POSTGRESQL_DATA_DIR: this.dataDir,
      PATRONI_POSTGRESQL_PGPASS: path.join(this.dir, 'pgpass'),
      PATRONI_ETCD3_HOSTS: etcdHosts,
      PATRONI_SUPERUSER_PASSWORD: secrets.superuser,
      PATRONI_REPLICATION_PASSWORD: secrets.replication,
      // The archive_command and restore_command PostgreSQL runs find the run's repository here.
      ...pgbackrest.env(this.pgNode),
    };
  }

  get restUrl(): string {
    return `http://127.0.0.1:${this.restPort}`;
  }

  get url(): string {
    return `postgres://postgres:${this.secrets.superuser}@127.0.0.1:${this.pgPort}/postgres`;
  }

  get isRunning(): boolean {
    return this.children.isRunning(this.name);
  }

  start() {
    this.children.start(this.name, PATRONI_BIN, [this.configDir], {
      env: this.env,
      logFile: this.logFile,
      runAs: this.runAs,
      cwd: this.dir,
    });
  }

  assertRunning() {
    this.children.assertRunning(this.name, this.logFile);
  }

  /** The REST API's JSON answer, or undefined while it does not answer. */
  async get<T>(route: string): Promise<T | undefined> {
    if (!this.isRunning) return undefined;
    try {
      const response = await fetch(`${this.restUrl}${route}`, { signal: AbortSignal.timeout(3000) });
      return (await response.json()) as T;
    } catch {
      return undefined;
    }
  }

  async post(route: string, body: unknown, timeoutMs: number): Promise<{ status: number; text: string }> {
    const credentials = Buffer.from(`${this.secrets.restapiUser}:${this.secrets.restapi}`).toString('base64');
    const response = await fetch(`${this.restUrl}${route}`, {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, text: (await response.text()).trim() };
  }

  postmasterPid(): number | undefined {
    const file = path.join(this.dataDir, 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    // A stale file's pid may belong to another process by now; a postmaster runs in its data directory.
    return pid && isAlive(pid) && cwdOf(pid) === this.dataDir ? pid : undefined;
  }

  /** A lost machine: Patroni, the postmaster and every backend die at once, with no shutdown of any kind. */
  kill() {
    this.children.kill(this.name);
    const postmaster = this.postmasterPid();
    if (postmaster) signal(postmaster, 'SIGKILL');
    for (const pid of processesUnder(this.dir)) signal(pid, 'SIGKILL');
  }

  /** Patroni stops its PostgreSQL on SIGTERM; a postmaster left without Patroni gets an immediate shutdown. */
  async stop(graceMs: number) {
    await this.children.stop(this.name, graceMs);
    const postmaster = this.postmasterPid();
    if (postmaster) signal(postmaster, 'SIGQUIT');
  }
}
