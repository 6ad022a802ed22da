// npm run restore -- --from FILE: replaces the embedded database with a backup (npm run backup, or one of the
// server's in BACKUP_DIR). Refuses while a server holds the data directory; checks the file before touching anything;
// keeps the replaced data directory aside, never deletes it; then runs ledger:check and team:check on what it
// restored and prints their verdicts (docs/operations.md#backups). Exits 1 when any of that fails.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { BackupFileError, readBackup } from '../backup/embedded-backup';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { checkLedger } from '../ledger/check';
import { checkTeamStats } from '../modules/team/team-check';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
if (!values.from) {
  console.error('Usage: npm run restore -- --from <backup file>');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: PostgreSQL is restored with pgBackRest (docs/operations.md#backups).');
  process.exit(2);
}
// npm runs this from apps/api; a relative path is the caller's, where npm was started.
const from = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
const dataDir = path.join(config.DATA_DIR, 'pglite');

let lock: { release(): void };
try {
  lock = lockDataDir(dataDir);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exit(1);
}

let backup: Blob;
try {
  backup = await readBackup(from);
} catch (error) {
  lock.release();
  console.error(`Restore refused, nothing changed: ${(error as Error).message}`);
  process.exit(error instanceof BackupFileError ? 1 : 2);
}

const aside = `${dataDir}.replaced-${new Date().toISOString().replace(/[-:.]/g, '')}`;
if (existsSync(dataDir)) renameSync(dataDir, aside);
try {
  const restored = new PGlite({ dataDir, loadDataDir: backup });
  await restored.waitReady;
  await restored.close();
} catch (error) {
  // Whatever was half written goes aside too, and the data directory is what it was.
  if (existsSync(dataDir)) renameSync(dataDir, `${aside}.failed`);
  if (existsSync(aside)) renameSync(aside, dataDir);
  lock.release();
  console.error(`Restore FAILED, the data directory is as it was: ${(error as Error).message}`);
  process.exit(1);
}
lock.release();
console.log(`Restored ${from} into ${dataDir}.`);
if (existsSync(aside)) console.log(`The data it replaced is kept in ${aside}.`);

const database = openDatabase({ dataDir });
await database.migrate();
const ledger = await checkLedger(database.db);
const team = await checkTeamStats(database.db);
await database.close();
for (const [name, problems] of [
  ['ledger:check', ledger],
  ['team:check', team],
] as const) {
  if (problems.length === 0) console.log(`${name}: passed`);
  else {
    console.error(`${name}: FAILED, ${problems.length} problem(s)`);
    for (const problem of problems.slice(0, 20)) console.error(`  ${problem.rule}: ${JSON.stringify(problem.row)}`);
  }
}
process.exit(ledger.length || team.length ? 1 : 0);
