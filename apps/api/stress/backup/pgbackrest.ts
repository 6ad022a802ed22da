import { chownSync, copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { runProgram } from '../chaos/run-program';

export const PGBACKREST_BIN = '/usr/bin/pgbackrest';
/** The stanza of deploy/pgbackrest.conf and of the archive_command in deploy/patroni. */
export const STANZA = 'nexatech';

/** What deploy/patroni sets on every node, for a server started without Patroni. */
export const ARCHIVE_SETTINGS = [
  "archive_mode = 'on'",
  `archive_command = 'pgbackrest --stanza=${STANZA} archive-push "%p"'`,
];

/** A PostgreSQL data directory pgBackRest works on, as pg1 of the stanza. */
export interface PgNode {
  dataDir: string;
  port: number;
  socketDir: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * A repository of a run's own, under `base`, with deploy/pgbackrest.conf copied unchanged and the run's paths given as
 * PGBACKREST_* variables, which take precedence over the file. PostgreSQL's archive_command inherits them from the
 * server's environment.
 */
export class PgBackRest {
  readonly dir: string;
  readonly repoPath: string;
  private readonly configFile: string;

  constructor(
    repoRoot: string,
    base: string,
    private readonly runAs: RunAs | undefined,
  ) {
    this.dir = path.join(base, 'pgbackrest');
    this.repoPath = path.join(this.dir, 'repo');
    this.configFile = path.join(this.dir, 'pgbackrest.conf');
    this.makeDirs([this.dir, this.repoPath]);
    copyFileSync(path.join(repoRoot, 'deploy/pgbackrest.conf'), this.configFile);
    if (runAs) chownSync(this.configFile, runAs.uid, runAs.gid);
  }

  private makeDirs(dirs: string[]) {
    for (const dir of dirs) {
      mkdirSync(dir, { recursive: true });
      if (this.runAs) chownSync(dir, this.runAs.uid, this.runAs.gid);
    }
  }

  /**
   * The variables for one node. The repository is shared, as in production; the spool, lock and log directories
   * are each node's own, as they are on separate machines: two nodes' asynchronous archivers sharing a spool would
   * take each other's queues.
   */
  env(node: PgNode): Record<string, string> {
    const own = path.join(this.dir, `node-${node.port}`);
    const [log, spool, lock] = ['log', 'spool', 'lock'].map((name) => path.join(own, name)) as [string, string, string];
    this.makeDirs([own, log, spool, lock]);
    return {
      PGBACKREST_CONFIG: this.configFile,
      PGBACKREST_REPO1_PATH: this.repoPath,
      PGBACKREST_LOG_PATH: log,
      PGBACKREST_SPOOL_PATH: spool,
      PGBACKREST_LOCK_PATH: lock,
      PGBACKREST_PG1_PATH: node.dataDir,
      PGBACKREST_PG1_PORT: String(node.port),
      PGBACKREST_PG1_SOCKET_PATH: node.socketDir,
    };
  }

  /** `pgbackrest --stanza=nexatech <args>` on `node`, as the postgres user; answers its output or throws with it. */
  async run(args: string[], node: PgNode, timeoutMs = 120_000): Promise<string> {
    const output = await runProgram(PGBACKREST_BIN, [`--stanza=${STANZA}`, ...args], {
      cwd: this.dir,
      env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', ...this.env(node) },
      runAs: this.runAs,
      timeoutMs,
    });
    return output.trim();
  }

  /** An empty data directory for a restore, owned by whoever runs PostgreSQL, as initdb would leave it. */
  emptyDataDir(dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (this.runAs) chownSync(dir, this.runAs.uid, this.runAs.gid);
  }
}
