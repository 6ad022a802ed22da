import path from 'node:path';
import { loadConfig } from '../config/env';
import { type Db, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';

/** Opens the database for a command-line tool; a directory held by a running server ends it with the reason. */
export async function openForCli() {
  const config = loadConfig();
  try {
    const database = openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
    await database.migrate();
    return database;
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Runs a consistency check (ledger:check, team:check): prints every problem and exits 1, or says what passed. */
export async function runCheck(options: {
  name: string;
  check: (db: Db) => Promise<{ rule: string; row: unknown }[]>;
  passed: string;
}) {
  const database = await openForCli();
  const problems = await options.check(database.db);
  await database.close();
  if (problems.length) {
    console.error(`${options.name} FAILED: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  ${problem.rule}: ${JSON.stringify(problem.row)}`);
    process.exit(1);
  }
  console.log(`${options.name} passed: ${options.passed}`);
}
