// npm run ledger:check - exits 1 and prints the offending rows when the ledger does not reconcile.
import path from 'node:path';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { checkLedger } from '../ledger/check';
import { openOrExit } from './open-or-exit';

const config = loadConfig();
const database = openOrExit(() =>
  openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') }),
);
await database.migrate();
const problems = await checkLedger(database.db);
await database.close();
if (problems.length) {
  console.error(`Ledger check FAILED: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem.rule}: ${JSON.stringify(problem.row)}`);
  process.exit(1);
}
console.log('Ledger check passed: every balance equals its postings, every entry sums to zero, no member below zero.');
