// npm run team:check - exits 1 and prints every difference between team_stats and a recount of the tree.
import path from 'node:path';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { checkTeamStats } from '../modules/team/team-check';

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') });
await database.migrate();
const problems = await checkTeamStats(database.db);
await database.close();
if (problems.length) {
  console.error(`Team check FAILED: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem.rule}: ${JSON.stringify(problem.row)}`);
  process.exit(1);
}
console.log(
  'Team check passed: every member, level and own counter in team_stats equals a recount of the tree and the orders.',
);
