import type { AppContext } from '../../context';
import { moneyTransaction } from '../../db/money-transaction';
import { platformDay } from '../../lib/platform-day';
import { getSettings } from '../settings/settings.service';
import { foldTeamDeltas, TEAM_FOLD_BATCH } from '../team/team-deltas';
import { payIncomes } from './pay-income';
import { promote } from './ranks';

/**
 * Folds the uplines' queued counter changes and promotes the uplines they moved, paying each new rank's reward, a
 * batch per transaction until the queue is empty (docs/decisions/013-performance-budgets.md). Lock order: the fold's
 * advisory lock, counter rows by member id, ranks, then balances, as in every money transaction.
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

interface Scheduler {
  running: Promise<void> | null;
  queued: Promise<void> | null;
}

const schedulers = new WeakMap<AppContext, Scheduler>();
const pending = new Set<Promise<void>>();

/**
 * Asks for a fold once a transaction that queued team deltas committed. One fold at a time per app: a request made
 * while one runs is served by the next, which starts when it ends and takes every request made meanwhile, so under
 * load each fold carries many transactions' deltas. A failed fold leaves its deltas queued for the next one, and
 * the background job folds every few seconds whatever happens here (its failures are logged there).
 */
export function foldTeamCountersSoon(ctx: AppContext): Promise<void> {
  const scheduler = schedulers.get(ctx) ?? { running: null, queued: null };
  schedulers.set(ctx, scheduler);
  if (scheduler.queued) return scheduler.queued;
  const start = () => {
    const run: Promise<void> = foldTeamCounters(ctx).then(
      () => undefined,
      () => undefined,
    );
    scheduler.running = run;
    pending.add(run);
    void run.finally(() => {
      pending.delete(run);
      if (scheduler.running === run) scheduler.running = null;
    });
    return run;
  };
  if (!scheduler.running) return start();
  const queued = scheduler.running.then(() => {
    scheduler.queued = null;
    return start();
  });
  scheduler.queued = queued;
  pending.add(queued);
  void queued.finally(() => pending.delete(queued));
  return queued;
}

/** Waits for every fold asked for so far (tests read the counters after a call; shutdown may wait too). */
export async function teamFoldsSettled() {
  while (pending.size) await Promise.all([...pending]);
}
