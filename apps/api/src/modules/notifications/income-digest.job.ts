import { byKind, EARNING_KINDS, type EarningKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { daysUpTo, platformDay } from '../../lib/platform-day';
import type { NotificationEvent } from './notify';
import { notify } from './notify';

// Incomes are told once a day, not one by one (docs/product.md#notifications): settlement pays many incomes in a
// few statements and writes no notification; this job sums each member's finished platform day afterwards.

/** Finished days looked at each run: yesterday, and the day before in case the job did not run in between. */
const DAYS_BACK = 2;
const BATCH = 1000;

type DayTotal = { user_id: string; day: string; total: string } & Record<EarningKind, string>;

/** The digest of one member's day: its total and what it was made of, worded when read. */
export function incomeDigest(row: DayTotal, now: Date): NotificationEvent {
  return {
    userId: row.user_id,
    kind: 'income-digest',
    params: {
      day: row.day,
      totalMicros: row.total,
      parts: byKind(EARNING_KINDS, (kind) => row[kind]),
    },
    eventKey: `income-digest:${row.day}`,
    link: '/earn',
    now,
  };
}

/** Writes the digest of every finished day not told yet; answers how many were written. Idempotent by key. */
export async function makeIncomeDigests(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const settings = await getSettings(ctx.db);
  const days = daysUpTo(platformDay(now, settings.timezone), DAYS_BACK + 1).slice(0, DAYS_BACK);
  let written = 0;
  for (;;) {
    const rows = await queryRows<DayTotal>(
      ctx.db,
      sql`select d.user_id, d.day, sum(d.amount_micros)::text as total,
          ${sql.join(
            EARNING_KINDS.map(
              (kind) =>
                sql`coalesce(sum(d.amount_micros) filter (where d.kind = ${kind}), 0)::text as ${sql.identifier(kind)}`,
            ),
            sql`, `,
          )}
        from income_daily d
        where d.day = any(${pgArray(days)}::text[]) and d.amount_micros > 0
          and not exists (select 1 from notifications n
            where n.user_id = d.user_id and n.event_key = 'income-digest:' || d.day)
        group by d.user_id, d.day
        order by d.user_id, d.day
        limit ${BATCH}`,
    );
    await notify(
      ctx.db,
      rows.map((row) => incomeDigest(row, now)),
    );
    written += rows.length;
    if (rows.length < BATCH) return written;
  }
}
