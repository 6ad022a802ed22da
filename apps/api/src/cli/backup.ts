// npm run backup -- --out FILE: a backup of the embedded database now, written to FILE (by default a new file in
// BACKUP_DIR). Through the running server when one holds the data directory, directly otherwise. On PostgreSQL,
// backups are pgBackRest's (docs/operations.md#backups).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BackupAnswer, requestsDir } from '../backup/backup-schedule';
import { backupName, writeBackupFile } from '../backup/embedded-backup';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { lockHolder } from '../db/data-dir-lock';

const ANSWER_WAIT_MS = 120_000;

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: PostgreSQL is backed up with pgBackRest (docs/operations.md#backups).');
  process.exit(2);
}
const { values } = parseArgs({ options: { out: { type: 'string' } } });
// npm runs this from apps/api; a relative path is the caller's, where npm was started.
const out = values.out
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out)
  : path.join(config.BACKUP_DIR, backupName(new Date()));
const dataDir = path.join(config.DATA_DIR, 'pglite');

async function throughServer(pid: number): Promise<BackupAnswer> {
  const dir = requestsDir(config);
  mkdirSync(dir, { recursive: true });
  const id = randomUUID();
  const answerFile = path.join(dir, `${id}.answer.json`);
  writeFileSync(path.join(dir, `${id}.request.json`), JSON.stringify({ out }));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + ANSWER_WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(answerFile)) {
      const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as BackupAnswer;
      rmSync(answerFile, { force: true });
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  rmSync(path.join(dir, `${id}.request.json`), { force: true });
  return { ok: false, error: `the server (process ${pid}) did not answer within ${ANSWER_WAIT_MS / 1000} s` };
}

async function directly(): Promise<BackupAnswer> {
  const database = openDatabase({ dataDir });
  try {
    const snapshot = await database.snapshot?.();
    if (!snapshot) return { ok: false, error: 'this database cannot be copied' };
    writeBackupFile(out, new Uint8Array(await snapshot.arrayBuffer()));
    return { ok: true, file: out };
  } finally {
    await database.close();
  }
}

const holder = lockHolder(dataDir);
if (!holder && !existsSync(dataDir)) {
  console.error(`There is no embedded database in ${dataDir} to back up.`);
  process.exit(1);
}
const answer = holder ? await throughServer(holder) : await directly();
if (!answer.ok) {
  console.error(`Backup FAILED: ${answer.error}`);
  process.exit(1);
}
console.log(`Backup written to ${answer.file}${holder ? ` by the running server (process ${holder})` : ''}.`);
