import { ROLE } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';

export interface CohortFigures {
  month: string;
  members: number;
  invested: number;
  reinvested1: number;
  reinvested3: number;
  reinvested6: number;
  deposited: number;
  withdrew: number;
}

/**
 * Members and vendors (vendors buy packages too, through the vendor twins) by the month they joined in `timeZone`,
 * oldest first, in one statement: each member's first and last purchase, then counts. Bought again after N months
 * means a purchase at or after the first one plus N calendar months (not N x 30 days), counted on the platform's
 * calendar (31 Jan + 1 month is the last day of February), so the last purchase decides. Deposited: a credited deposit
 * (`success`, however it was credited); withdrew: a withdrawal paid out (`success`), of either kind.
 */
export async function cohortFigures(db: Queryable, timeZone: string): Promise<CohortFigures[]> {
  const zone = sql`${timeZone}::text`;
  const after = (months: number) =>
    sql`b.last_at >= ((b.first_at at time zone ${zone}) + make_interval(months => ${months}::int)) at time zone ${zone}`;
  const rows = await queryRows<CohortFigures>(
    db,
    sql`with bought as (
          select user_id, min(created_at) as first_at, max(created_at) as last_at from orders group by user_id),
        deposited as (select distinct user_id from deposits where status = 'success'),
        withdrew as (select distinct user_id from withdrawals where status = 'success')
        select to_char(u.created_at at time zone ${zone}, 'YYYY-MM') as month,
               count(*)::int as members,
               count(b.user_id)::int as invested,
               (count(*) filter (where ${after(1)}))::int as reinvested1,
               (count(*) filter (where ${after(3)}))::int as reinvested3,
               (count(*) filter (where ${after(6)}))::int as reinvested6,
               count(d.user_id)::int as deposited,
               count(w.user_id)::int as withdrew
        from users u
        left join bought b on b.user_id = u.id
        left join deposited d on d.user_id = u.id
        left join withdrew w on w.user_id = u.id
        where u.role in (${ROLE.user}, ${ROLE.vendor})
        group by 1
        order by 1`,
  );
  return rows.map((row) => ({
    month: row.month,
    members: Number(row.members),
    invested: Number(row.invested),
    reinvested1: Number(row.reinvested1),
    reinvested3: Number(row.reinvested3),
    reinvested6: Number(row.reinvested6),
    deposited: Number(row.deposited),
    withdrew: Number(row.withdrew),
  }));
}
