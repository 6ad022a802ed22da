import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';

export interface TopRow {
  id: string;
  fullName: string;
  referId: string | null;
  amountMicros: bigint;
  members: number;
}

type Row = { id: string; full_name: string; refer_id: string | null; amount: string; members: number };

const toTopRow = (row: Row): TopRow => ({
  id: row.id,
  fullName: row.full_name,
  referId: row.refer_id,
  amountMicros: BigInt(row.amount),
  members: Number(row.members),
});

/**
 * The `limit` members with the most income ever: the totals by kind (income_totals), bonuses included as every income
 * total members see counts them (docs/decisions/014-bonuses-are-income.md). Ties by member id, so the order is stable;
 * members with no income are not listed.
 */
export async function topEarners(db: Queryable, limit: number): Promise<TopRow[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select u.id, u.full_name, u.refer_id, t.amount::text as amount, 0 as members
        from (select user_id, sum(amount_micros) as amount from income_totals group by user_id) t
        join users u on u.id = t.user_id
        where t.amount > 0
        order by t.amount desc, u.id
        limit ${limit}`,
  );
  return rows.map(toTopRow);
}

/**
 * The `limit` largest teams by business: the capital team A+B+C hold in active orders now, from the team counters
 * (docs/product.md#team; what a fold has not reached yet is a moment behind, as on every screen that reads them),
 * with the three levels' sizes. Ties by member id; members whose team holds nothing are not listed.
 */
export async function topTeams(db: Queryable, limit: number): Promise<TopRow[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select u.id, u.full_name, u.refer_id, t.business::text as amount, t.members
        from (select user_id, a_capital_micros + b_capital_micros + c_capital_micros as business,
                     a_members + b_members + c_members as members
              from team_stats) t
        join users u on u.id = t.user_id
        where t.business > 0
        order by t.business desc, u.id
        limit ${limit}`,
  );
  return rows.map(toTopRow);
}
