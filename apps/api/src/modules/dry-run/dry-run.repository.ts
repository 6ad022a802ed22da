import type { DryRunMonth, DryRunRow } from '@app/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type DryRunRecord, dryRuns } from '../../db/schema';

// The live database's side of dry runs: one row per run, written by the server that runs it.

/** The last runs shown in the list. */
export const DRY_RUN_LIST_LENGTH = 20;

type ListedRecord = Omit<DryRunRecord, 'months' | 'startedBy' | 'heartbeatAt'>;

/** A row of the list: everything but the months. */
export function toListedDryRunRow(record: ListedRecord): Omit<DryRunRow, 'months'> {
  const { months: _months, ...listed } = toDryRunRow({ ...record, months: [] });
  return listed;
}

export function toDryRunRow(record: ListedRecord & Pick<DryRunRecord, 'months'>): DryRunRow {
  return {
    _id: record.id,
    status: record.status,
    progress: record.progressBasisPoints / 100,
    input: record.input,
    months: record.months as DryRunMonth[],
    firstNegativeMonth: record.firstNegativeMonth,
    firstUncoveredMonth: record.firstUncoveredMonth,
    error: record.error,
    startedAt: record.startedAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
    durationMs: record.finishedAt ? record.finishedAt.getTime() - record.startedAt.getTime() : null,
  };
}

/** A new running row; the partial unique index refuses it while another run is running. */
export async function insertRunningRow(
  db: Queryable,
  values: { input: Record<string, unknown>; startedBy: string; now: Date },
) {
  const [row] = await db
    .insert(dryRuns)
    .values({
      input: values.input,
      startedBy: values.startedBy,
      startedAt: values.now,
      heartbeatAt: values.now,
    })
    .returning();
  if (!row) throw new Error('dry run row not stored');
  return row;
}

/** Marks failed, with `error`, a running row whose server stopped telling it is alive before `staleBefore`. */
export async function failStaleRuns(db: Queryable, options: { staleBefore: Date; now: Date; error: string }) {
  return db
    .update(dryRuns)
    .set({ status: 'failed', error: options.error, finishedAt: options.now })
    .where(and(eq(dryRuns.status, 'running'), lt(dryRuns.heartbeatAt, options.staleBefore)))
    .returning({ id: dryRuns.id });
}

export async function findDryRun(db: Queryable, id: string) {
  const [row] = await db.select().from(dryRuns).where(eq(dryRuns.id, id));
  return row;
}

/** The newest runs first, without their months (a list never shows them). */
export async function listDryRuns(db: Queryable) {
  return db
    .select({
      id: dryRuns.id,
      status: dryRuns.status,
      progressBasisPoints: dryRuns.progressBasisPoints,
      input: dryRuns.input,
      firstNegativeMonth: dryRuns.firstNegativeMonth,
      firstUncoveredMonth: dryRuns.firstUncoveredMonth,
      error: dryRuns.error,
      startedAt: dryRuns.startedAt,
      finishedAt: dryRuns.finishedAt,
    })
    .from(dryRuns)
    .orderBy(desc(dryRuns.startedAt), desc(dryRuns.id))
    .limit(DRY_RUN_LIST_LENGTH);
}

/**
 * What the server running a run writes as it goes, only while the row is still running: a row cancelled (or found
 * abandoned) meanwhile is left as it is. Answers whether the row was still running.
 */
export async function updateRunningRow(
  db: Queryable,
  id: string,
  values: {
    now: Date;
    progressBasisPoints?: number;
    month?: DryRunMonth;
    finish?: { status: 'done' | 'failed'; error?: string };
  },
): Promise<boolean> {
  const { month, finish } = values;
  const rows = await db
    .update(dryRuns)
    .set({
      heartbeatAt: values.now,
      ...(values.progressBasisPoints !== undefined
        ? { progressBasisPoints: sql`greatest(${dryRuns.progressBasisPoints}, ${values.progressBasisPoints})` }
        : {}),
      ...(month
        ? {
            months: sql`${dryRuns.months} || ${JSON.stringify([month])}::jsonb`,
            firstNegativeMonth:
              month.position < 0 ? sql`coalesce(${dryRuns.firstNegativeMonth}, ${month.month})` : undefined,
            firstUncoveredMonth:
              month.cover < 0 ? sql`coalesce(${dryRuns.firstUncoveredMonth}, ${month.month})` : undefined,
          }
        : {}),
      ...(finish
        ? {
            status: finish.status,
            error: finish.error ?? null,
            finishedAt: values.now,
            ...(finish.status === 'done' ? { progressBasisPoints: 10_000 } : {}),
          }
        : {}),
    })
    .where(and(eq(dryRuns.id, id), eq(dryRuns.status, 'running')))
    .returning({ id: dryRuns.id });
  return rows.length > 0;
}

/** Cancels a running run; answers the row when it was running. */
export async function cancelRunningRow(db: Queryable, options: { id: string; now: Date }) {
  const [row] = await db
    .update(dryRuns)
    .set({ status: 'cancelled', finishedAt: options.now })
    .where(and(eq(dryRuns.id, options.id), eq(dryRuns.status, 'running')))
    .returning();
  return row;
}
