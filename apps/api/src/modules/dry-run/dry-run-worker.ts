import { totalmem } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { DRY_RUN_MONTH_DAYS } from '@app/contract';
import { openDatabase } from '../../db/client';
import type { DryRunWorkerData, WorkerMessage } from './dry-run-runner';
import { simulate } from './dry-run-simulation';

// The worker thread of a dry run (modules/dry-run/dry-run-runner.ts): an embedded database in memory that holds the
// simulated platform's books, the simulation, each day's progress and each month's row posted to the server. It reads
// no clock, sends no mail, and its database goes with it: nothing it does reaches the live database or anyone outside.
if (!parentPort) throw new Error('dry-run-worker runs as a worker thread');
const port = parentPort;
const { plan } = workerData as DryRunWorkerData;

/**
 * The run's database lives in this process's memory and grows with the members and months simulated: past this
 * share of the machine's (or the container's) memory the run stops, rather than the server running out of it.
 */
const MEMORY_SHARE = 0.7;
const OUT_OF_MEMORY = 'The dry run needed more memory than the server can spare. Try fewer members or months.';

function memoryLimit(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  return (constrained > 0 ? Math.min(constrained, totalmem()) : totalmem()) * MEMORY_SHARE;
}

function post(message: WorkerMessage) {
  port.postMessage(message);
}

async function run() {
  const database = openDatabase({});
  try {
    const totalDays = plan.input.months * DRY_RUN_MONTH_DAYS;
    const basisPoints = (days: number) => Math.floor((days * 10_000) / totalDays);
    let daysDone = 0;
    const limit = memoryLimit();
    await simulate(database.db, plan, {
      day(done) {
        if (process.memoryUsage.rss() > limit) throw new Error(OUT_OF_MEMORY);
        daysDone = done;
        post({ type: 'progress', basisPoints: basisPoints(done) });
      },
      month(month) {
        post({ type: 'month', month, basisPoints: basisPoints(daysDone) });
      },
    });
    post({ type: 'done' });
  } catch (error) {
    post({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  } finally {
    await database.close().catch(() => undefined);
  }
}

void run();
