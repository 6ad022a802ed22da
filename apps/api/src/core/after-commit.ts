import { outsideRequestDeadline } from '../db/request-deadline';

// Work a write asks for once it committed, such as folding the team counters it queued
// (docs/decisions/013-performance-budgets.md). One run of a piece of work at a time per app: a request made while
// it runs is served by the next run, which starts when it ends and takes every request made meanwhile, so under
// load each run carries many writes' work. A failed run leaves its work for the next one, and the background jobs
// run the same work every few seconds whatever happens here (their failures are logged there).

type Work<Ctx> = (ctx: Ctx) => Promise<unknown>;

interface Scheduler {
  running: Promise<void> | null;
  queued: Promise<void> | null;
}

const schedulers = new WeakMap<object, Map<Work<never>, Scheduler>>();
const pending = new Set<Promise<void>>();

/** Asks for `work` to run on `ctx` after the caller's write; answers when a run that started after the ask ended. */
export function afterCommit<Ctx extends object>(ctx: Ctx, work: Work<Ctx>): Promise<void> {
  const byWork = schedulers.get(ctx) ?? new Map<Work<never>, Scheduler>();
  schedulers.set(ctx, byWork);
  const scheduler = byWork.get(work as Work<never>) ?? { running: null, queued: null };
  byWork.set(work as Work<never>, scheduler);
  if (scheduler.queued) return scheduler.queued;
  const start = () => {
    // One run serves every write that asked meanwhile: none of their requests' database deadlines is its own
    // (db/request-deadline.ts).
    const run: Promise<void> = outsideRequestDeadline(() => work(ctx)).then(
      () => undefined,
      () => undefined,
    );
    scheduler.running = run;
    track(run);
    void run.finally(() => {
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
  track(queued);
  return queued;
}

function track(run: Promise<void>) {
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Waits for every run asked for so far (tests read what the work wrote; shutdown may wait too). */
export async function afterCommitSettled() {
  while (pending.size) await Promise.all([...pending]);
}
