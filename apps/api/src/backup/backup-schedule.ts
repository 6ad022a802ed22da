import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env';
import type { Database } from '../db/client';
import { recordBackupFailure, recordBackupSuccess } from '../metrics/backup-metrics';
import { backupName, listBackups, pruneBackups, writeBackupFile } from './embedded-backup';

const CHECK_EVERY_MS = 10 * 60_000;
const FIRST_CHECK_MS = 60_000;

/** Where `npm run backup` leaves a request for the running server, which SIGUSR2 tells to look. */
export const requestsDir = (config: Pick<Config, 'BACKUP_DIR'>) => path.join(config.BACKUP_DIR, '.requests');

export interface BackupRequest {
  out: string;
}
export interface BackupAnswer {
  ok: boolean;
  file?: string;
  error?: string;
}

export interface EmbeddedBackups {
  /** Writes a backup now, to `file` or a new one in BACKUP_DIR; answers its path. */
  takeNow(file?: string): Promise<string>;
  stop(): void;
}

/**
 * The embedded database's backups: one when the newest is older than BACKUP_EVERY_HOURS (looked at every 10
 * minutes, first a minute after start), the newest BACKUP_KEEP kept, and one whenever `npm run backup` asks. A
 * failure (a full disk, a directory not writable) is logged and counted, and the server goes on serving.
 */
export function startEmbeddedBackups(options: {
  database: Database;
  config: Pick<Config, 'BACKUP_DIR' | 'BACKUP_KEEP' | 'BACKUP_EVERY_HOURS'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}): EmbeddedBackups {
  const { database, config, log } = options;
  const now = options.now ?? (() => new Date());
  let running: Promise<string> | null = null;

  const takeNow = (file?: string): Promise<string> => {
    const snapshot = database.snapshot;
    if (!snapshot) return Promise.reject(new Error('only the embedded database is backed up by the server'));
    // One at a time: a second asks after the first is written.
    const previous = running ?? Promise.resolve('');
    const next = previous
      .catch(() => '')
      .then(async () => {
        const at = now();
        const target = file ?? path.join(config.BACKUP_DIR, backupName(at));
        writeBackupFile(target, new Uint8Array(await (await snapshot()).arrayBuffer()));
        if (!file) pruneBackups(config.BACKUP_DIR, config.BACKUP_KEEP);
        recordBackupSuccess(at);
        return target;
      });
    running = next;
    next.catch(() => recordBackupFailure());
    return next;
  };

  const due = () => {
    const newest = listBackups(config.BACKUP_DIR)[0];
    return !newest || now().getTime() - newest.at.getTime() >= config.BACKUP_EVERY_HOURS * 3600_000;
  };
  const check = () => {
    if (!due()) return;
    takeNow()
      .then((file) => log.info({ file }, 'database backed up'))
      .catch((error) => log.error({ err: error }, 'the scheduled backup failed; the server goes on'));
  };
  const newest = listBackups(config.BACKUP_DIR)[0];
  if (newest) recordBackupSuccess(newest.at);
  const first = setTimeout(check, FIRST_CHECK_MS);
  const timer = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  timer.unref();

  const answerRequests = () => {
    const dir = requestsDir(config);
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.request.json'));
    } catch {
      return;
    }
    for (const name of names) {
      const file = path.join(dir, name);
      const answerFile = file.replace(/\.request\.json$/, '.answer.json');
      let request: BackupRequest;
      try {
        request = JSON.parse(readFileSync(file, 'utf8')) as BackupRequest;
        rmSync(file);
      } catch {
        continue;
      }
      const answer = (body: BackupAnswer) => writeFileSync(answerFile, JSON.stringify(body));
      takeNow(request.out)
        .then((written) => answer({ ok: true, file: written }))
        .catch((error: Error) => answer({ ok: false, error: error.message }));
    }
  };
  mkdirSync(requestsDir(config), { recursive: true });
  process.on('SIGUSR2', answerRequests);

  return {
    takeNow,
    stop() {
      clearTimeout(first);
      clearInterval(timer);
      process.off('SIGUSR2', answerRequests);
    },
  };
}
