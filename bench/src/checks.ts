import { openDatabase } from '../../apps/api/src/db/client';
import { checkLedger } from '../../apps/api/src/ledger/check';
import { checkTeamStats } from '../../apps/api/src/modules/team/team-check';
import { log } from './log';

export interface CheckOutcome {
  ledger: number;
  team: number;
}

/** The app's own reconciliations (ledger:check and team:check), on the benchmark database. */
export async function runAppChecks(url: string, when: string): Promise<CheckOutcome> {
  // The recounts scan every posting and walk the whole tree: far longer than a request's statement timeout.
  const database = openDatabase({ url, applicationName: 'bench-check', timeouts: { statementMs: 3_600_000 } });
  try {
    const start = performance.now();
    const ledger = await checkLedger(database.db);
    const ledgerSeconds = (performance.now() - start) / 1000;
    const team = await checkTeamStats(database.db);
    const teamSeconds = (performance.now() - start) / 1000 - ledgerSeconds;
    log(
      `${when}: ledger check ${ledger.length === 0 ? 'passed' : `FAILED (${ledger.length} problems)`} in ` +
        `${ledgerSeconds.toFixed(1)} s, team check ${team.length === 0 ? 'passed' : `FAILED (${team.length} problems)`} ` +
        `in ${teamSeconds.toFixed(1)} s`,
    );
    for (const problem of [...ledger, ...team].slice(0, 10)) {
      log(`  ${problem.rule}: ${JSON.stringify(problem.row)}`);
    }
    return { ledger: ledger.length, team: team.length };
  } finally {
    await database.close();
  }
}
