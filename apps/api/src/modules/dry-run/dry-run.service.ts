import { DRY_RUN_MSG, type DryRunInput, microsToUsdt } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { getSettings, usdtSettingToMicros } from '../../core/settings';
import { isUniqueViolation } from '../../db/errors';
import { packages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  cancelRunningRow,
  failStaleRuns,
  findDryRun,
  insertRunningRow,
  listDryRuns,
  toDryRunRow,
  toListedDryRunRow,
  updateRunningRow,
} from './dry-run.repository';
import { catalogueTakesRange, fromLivePackage, fromPackageBody } from './dry-run-packages';
import { launchDryRun, SERVER_STOPPED, stopDryRun } from './dry-run-runner';

// Dry runs of the plan (docs/product.md#dry-run), for the owner: one at a time across replicas (a partial unique index
// on the running row), each simulated in a worker thread on a database of its own; the live database gets the run's
// row and the owner's audit rows, nothing else.

/** A running row whose server has not said it is alive for this long lost its server. */
export const DRY_RUN_STALE_MS = 2 * 60_000;
const DAY_MS = 86_400_000;

/** The body as the owner sent it, for the row: amounts in USDT, as JSON holds them. */
function jsonSafe(input: DryRunInput): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(input, (_key, value: unknown) => (typeof value === 'bigint' ? microsToUsdt(value) : value)),
  );
}

export async function startDryRun(ctx: AppContext, options: Actor & { body: DryRunInput; log: FastifyBaseLogger }) {
  const { body } = options;
  const settings = await getSettings(ctx.db);
  const onSale = (await ctx.db.select().from(packages).where(eq(packages.status, 'active'))).map(fromLivePackage);
  const catalogue = body.settings?.packages ? body.settings.packages.map(fromPackageBody) : onSale;
  const minMicros = usdtSettingToMicros(body.minInvestment);
  const maxMicros = usdtSettingToMicros(body.maxInvestment);
  if (!catalogueTakesRange(catalogue, minMicros, maxMicros)) throw new AppError('VALIDATION', DRY_RUN_MSG.noPackage);
  const now = ctx.clock();
  await failStaleRuns(ctx.db, { staleBefore: new Date(now.getTime() - DRY_RUN_STALE_MS), now, error: SERVER_STOPPED });
  const input = jsonSafe(body);
  let runId: string;
  try {
    runId = await ctx.db.transaction(async (tx) => {
      const row = await insertRunningRow(tx, { input, startedBy: options.actorId, now });
      await writeAudit(tx, {
        actorId: options.actorId,
        ip: options.ip,
        action: 'dryRun.start',
        targetType: 'dryRun',
        targetId: row.id,
        details: input,
        now,
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'dry_runs_one_running')) throw new AppError('CONFLICT', DRY_RUN_MSG.busy);
    throw error;
  }
  try {
    launchDryRun(ctx, {
      runId,
      log: options.log,
      // The simulated platform opens at the start of today (UTC); the worker never reads the real clock.
      data: { input: body, settings, packages: onSale, startAt: Math.floor(now.getTime() / DAY_MS) * DAY_MS },
    });
  } catch (error) {
    // No worker started: the row must not hold the one running place until its heartbeat is old.
    await updateRunningRow(ctx.db, runId, {
      now: ctx.clock(),
      finish: { status: 'failed', error: error instanceof Error ? error.message : String(error) },
    });
    throw error;
  }
  return { message: DRY_RUN_MSG.started, data: { _id: runId } };
}

export async function readDryRun(ctx: AppContext, runId: string) {
  const row = await findDryRun(ctx.db, runId);
  if (!row) throw new AppError('NOT_FOUND', DRY_RUN_MSG.notFound);
  return { message: DRY_RUN_MSG.loaded, data: toDryRunRow(row) };
}

export async function listRecentDryRuns(ctx: AppContext) {
  const rows = await listDryRuns(ctx.db);
  return { message: DRY_RUN_MSG.loaded, data: { docs: rows.map(toListedDryRunRow) } };
}

/** Cancels a running run: its row first (the months it finished stay), then the worker, if this server runs it. */
export async function cancelDryRun(ctx: AppContext, options: Actor & { runId: string }) {
  const now = ctx.clock();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const row = await cancelRunningRow(tx, { id: options.runId, now });
    if (!row) return null;
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'dryRun.cancel',
      targetType: 'dryRun',
      targetId: row.id,
      now,
    });
    return row;
  });
  if (!cancelled) {
    if (!(await findDryRun(ctx.db, options.runId))) throw new AppError('NOT_FOUND', DRY_RUN_MSG.notFound);
    throw new AppError('CONFLICT', DRY_RUN_MSG.notRunning);
  }
  // Another server's worker ends when it next reports and finds the row cancelled.
  await stopDryRun(options.runId);
  return { message: DRY_RUN_MSG.cancelled };
}
