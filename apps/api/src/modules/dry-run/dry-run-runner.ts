import { Worker } from 'node:worker_threads';
import type { DryRunMonth } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { updateRunningRow } from './dry-run.repository';
import type { SimulationPlan } from './dry-run-simulation';

// The server's side of a running dry run (docs/product.md#dry-run): it starts the worker thread, writes what the worker
// tells it to the run's row (only while the row is still running), keeps the row's heartbeat fresh while it lives,
// and ends the worker when the row was cancelled, when the worker failed, or when the server closes.

/** What the worker posts: each simulated day's progress, each month's row, and how it ended. */
export type WorkerMessage =
  | { type: 'progress'; basisPoints: number }
  | { type: 'month'; month: DryRunMonth; basisPoints: number }
  | { type: 'done' }
  | { type: 'failed'; error: string };

/** How often the row says its server is alive, whatever the worker is doing. */
const HEARTBEAT_MS = 30_000;
export const SERVER_STOPPED = 'The server running it stopped.';
const WORKER_STOPPED = 'The dry run stopped unexpectedly.';

// The build puts dry-run-worker.js beside server.js (scripts/build.mjs); from source (tests, `npm run dev`) the worker
// is TypeScript, imported through tsx's API, as lib/markdown-tree.ts does: a worker takes no loader flag.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(`./dry-run-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);

/** What the worker is handed: the plan. */
export interface DryRunWorkerData {
  plan: SimulationPlan;
}

export function startDryRunWorker(workerData: DryRunWorkerData): Worker {
  const options = { workerData, stdout: false, stderr: false };
  if (!fromSource) return new Worker(workerUrl, options);
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const load = `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(workerUrl.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { ...options, eval: true });
}

interface Runner {
  ctx: AppContext;
  worker: Worker;
  /** The row's writes, one after another in the order the worker told them. */
  writes: Promise<void>;
  /** Set once the run ended here (finished, failed, cancelled, or the server closing): nothing more is written. */
  ended: boolean;
  heartbeat: NodeJS.Timeout;
}

const runners = new Map<string, Runner>();

/** Starts the worker of the run `runId`, whose row is running. */
export function launchDryRun(
  ctx: AppContext,
  options: { runId: string; data: SimulationPlan; log: FastifyBaseLogger },
) {
  const { runId, log } = options;
  const worker = startDryRunWorker({ plan: options.data });
  const runner: Runner = {
    ctx,
    worker,
    writes: Promise.resolve(),
    ended: false,
    heartbeat: setInterval(() => write({}), HEARTBEAT_MS),
  };
  runner.heartbeat.unref();
  runners.set(runId, runner);

  const end = () => {
    if (runner.ended) return;
    runner.ended = true;
    clearInterval(runner.heartbeat);
    runners.delete(runId);
    void worker.terminate();
  };
  function write(values: Omit<Parameters<typeof updateRunningRow>[2], 'now'>) {
    if (runner.ended) return;
    runner.writes = runner.writes.then(async () => {
      if (runner.ended) return;
      try {
        const running = await updateRunningRow(ctx.db, runId, { ...values, now: ctx.clock() });
        // Cancelled (here or on another server) or found abandoned: the worker's work is no longer wanted.
        if (!running || values.finish) end();
      } catch (error) {
        log.warn({ err: error, dryRun: runId }, 'dry run row not written');
        if (values.finish) end();
      }
    });
  }
  worker.on('message', (message: WorkerMessage) => {
    if (message.type === 'progress') write({ progressBasisPoints: message.basisPoints });
    else if (message.type === 'month') write({ month: message.month, progressBasisPoints: message.basisPoints });
    else if (message.type === 'done') write({ finish: { status: 'done' } });
    else if (message.type === 'failed') {
      log.warn({ dryRun: runId, error: message.error }, 'dry run failed');
      write({ finish: { status: 'failed', error: message.error } });
    }
  });
  worker.on('error', (error) => {
    log.warn({ err: error, dryRun: runId }, 'dry run worker failed');
    write({ finish: { status: 'failed', error: error.message || WORKER_STOPPED } });
  });
  // A worker that ended without saying how (its heap, say) leaves a failed run, not one that runs forever.
  worker.on('exit', () => write({ finish: { status: 'failed', error: WORKER_STOPPED } }));
}

/** Ends this server's worker of `runId`, if it runs one (its row was cancelled). */
export async function stopDryRun(runId: string) {
  const runner = runners.get(runId);
  if (!runner) return;
  runner.ended = true;
  clearInterval(runner.heartbeat);
  runners.delete(runId);
  await runner.writes;
  await runner.worker.terminate();
}

/**
 * Ends every run of `ctx`'s server as it closes: the workers are ended and their rows marked failed, as a server that
 * stopped, before the database closes.
 */
export async function stopDryRuns(ctx: AppContext) {
  const mine = [...runners.entries()].filter(([, runner]) => runner.ctx === ctx).map(([runId]) => runId);
  await Promise.all(
    mine.map(async (runId) => {
      await stopDryRun(runId);
      await updateRunningRow(ctx.db, runId, {
        now: ctx.clock(),
        finish: { status: 'failed', error: SERVER_STOPPED },
      }).catch(() => undefined);
    }),
  );
}

/** Whether this server runs a worker for `runId` (tests). */
export function isRunningHere(runId: string) {
  return runners.has(runId);
}
