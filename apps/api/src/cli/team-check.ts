// npm run team:check - exits 1 and prints every difference between team_stats and a recount of the tree.
import { checkTeamStats } from '../modules/team/team-check';
import { runCheck } from './run-check';

await runCheck({
  name: 'Team check',
  check: checkTeamStats,
  passed: 'every member, level and own counter in team_stats equals a recount of the tree and the orders.',
});
