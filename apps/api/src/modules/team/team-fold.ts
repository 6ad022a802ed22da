import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { moneyTransaction } from '../../db/money-transaction';
import { platformDay } from '../../lib/platform-day';
import { payIncomes } from '../income/pay-income';
import { promote } from './ranks';
import { foldTeamDeltas, TEAM_FOLD_BATCH } from './team-deltas';

/**
 * Folds the uplines' queued counter changes and promotes the uplines they moved, paying each new rank's reward, a
 * batch per transaction until the queue is empty (docs/decisions/013-performance-budgets.md). Run after each write
 * that queued changes (core/after-commit.ts) and by the background job. Lock order: the fold's advisory lock, counter
 * rows by member id, ranks, then balances, as every writer of them takes them.
 */
export async function foldTeamCounters(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const settings = await getSettings(ctx.db);
    const now = ctx.clock();
    const day = platformDay(now, settings.timezone);
    const folded = await moneyTransaction(ctx.db, async (tx) => {
      const result = await foldTeamDeltas(tx);
      const rewards = await promote(tx, { userIds: result.userIds, settings, day, now });
      await payIncomes(tx, rewards);
      return result.folded;
    });
    total += folded;
    if (folded < TEAM_FOLD_BATCH) return total;
  }
}
