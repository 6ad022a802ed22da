import { microsToUsdt, type TeamMemberRow } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { pageWindow, toPage } from '../../lib/paging';

// The members `level` steps below: level 1 are the direct referrals (team A), 2 theirs, 3 the next.
function levelMembers(userId: string, level: 1 | 2 | 3) {
  if (level === 1) return sql`select id from users where sponsor_id = ${userId}`;
  if (level === 2)
    return sql`select b.id from users b join users a on b.sponsor_id = a.id where a.sponsor_id = ${userId}`;
  return sql`select c.id from users c join users b on c.sponsor_id = b.id join users a on b.sponsor_id = a.id
             where a.sponsor_id = ${userId}`;
}

export async function listTeam(db: Queryable, options: { userId: string; level: 1 | 2 | 3; page: number }) {
  const { limit, offset } = pageWindow(options.page);
  const members = levelMembers(options.userId, options.level);
  const [rows, counted] = await Promise.all([
    queryRows<{
      full_name: string;
      refer_id: string | null;
      sponsor_name: string;
      created_at: string | Date;
      active_order_count: number | null;
      self_investment_micros: string | null;
    }>(
      db,
      sql`select u.full_name, u.refer_id, s.full_name as sponsor_name, u.created_at,
                 t.active_order_count, t.self_investment_micros
          from users u
          join users s on s.id = u.sponsor_id
          left join team_stats t on t.user_id = u.id
          where u.id in (${members})
          order by u.created_at desc, u.id desc
          limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: string | number }>(db, sql`select count(*) as total from (${members}) m`),
  ]);
  const docs: TeamMemberRow[] = rows.map((row) => ({
    fullName: row.full_name,
    referId: row.refer_id ?? '',
    sponsorName: row.sponsor_name,
    joinedAt: new Date(row.created_at).toISOString(),
    active: (row.active_order_count ?? 0) > 0,
    investment: microsToUsdt(BigInt(row.self_investment_micros ?? 0)),
  }));
  return toPage({ docs, totalDocs: Number(counted[0]?.total ?? 0), page: options.page });
}
