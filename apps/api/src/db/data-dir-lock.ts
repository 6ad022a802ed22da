import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

// PGlite keeps its database in the process: two processes on one directory each hold their own copy and
// the last to write wins, losing what the other acknowledged. A lock file beside the directory refuses the
// second process; a lock left by a process that died (kill -9) is taken over.

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** The live process holding `dataDir` on this machine, if any: a tool asks it rather than opening the directory. */
export function lockHolder(dataDir: string): number | null {
  const owner = readOwner(`${dataDir}.lock`);
  return owner && owner.host === hostname() && isAlive(owner.pid) ? owner.pid : null;
}

/** Takes the lock of `dataDir` for this process, or throws DataDirLockedError naming the holder. */
export function lockDataDir(dataDir: string): { release(): void } {
  const lockPath = `${dataDir}.lock`;
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      return {
        release() {
          if (readOwner(lockPath)?.pid === me.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    const stale = owner && owner.host === me.host && owner.pid !== me.pid && !isAlive(owner.pid);
    if (!owner || !stale) {
      const holder = owner
        ? `process ${owner.pid} on ${owner.host}, since ${owner.startedAt}`
        : `another process (if none runs, delete ${lockPath})`;
      throw new DataDirLockedError(
        `The embedded database in ${dataDir} is in use by ${holder}. ` +
          'Stop that server first, or point DATA_DIR (or DATABASE_URL) elsewhere.',
      );
    }
    unlinkSync(lockPath);
  }
  throw new DataDirLockedError(`Could not lock ${dataDir}: another process keeps taking it.`);
}
