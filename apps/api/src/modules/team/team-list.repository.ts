import { microsToUsdt, type TeamMemberRow } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { containing } from '../../lib/like-pattern';
import { pageWindow, toPage } from '../../lib/paging';

const LEVEL_COUNT = { 1: 'a_members', 2: 'b_members', 3: 'c_members' } as const;

/** The members of one team page in the order of `team_ancestors_level_idx` (a plan test holds the two together). */
export function teamPageSql(options: { userId: string; level: 1 | 2 | 3; page: number }) {
  const { limit, offset } = pageWindow(options.page);
  return sql`select member_id, joined_at from team_ancestors
             where ancestor_id = ${options.userId} and depth = ${options.level}
             order by joined_at desc, member_id desc
             limit ${limit} offset ${offset}`;
}

type TeamRow = {
  full_name: string;
  refer_id: string | null;
  sponsor_name: string;
  created_at: string | Date;
  active_order_count: number | null;
  self_capital_micros: string | null;
};

function toTeamMemberRow(row: TeamRow): TeamMemberRow {
  return {
    fullName: row.full_name,
    referId: row.refer_id ?? '',
    sponsorName: row.sponsor_name,
    joinedAt: new Date(row.created_at).toISOString(),
    active: (row.active_order_count ?? 0) > 0,
    investment: microsToUsdt(BigInt(row.self_capital_micros ?? 0)),
  };
}

interface TeamFilters {
  userId: string;
  level: 1 | 2 | 3;
  page: number;
  /** Part of a name or UID, any case. */
  search?: string;
}

/**
 * One page of the members `level` steps below (1 = direct referrals, team A), newest first: read in index order
 * from team_ancestors, counted from team_stats, so a page costs the same for a team of ten or of a million. A
 * search reads the level's members and counts what matches.
 */
export async function listTeam(db: Queryable, options: TeamFilters) {
  if (options.search) return searchTeam(db, { ...options, search: options.search });
  // One round trip: the level's count from team_stats on a row of its own, joined to the page's rows (none past the
  // last page, or for a member without a team), so the answer is always at least that row.
  const rows = await queryRows<Partial<TeamRow> & { total: number }>(
    db,
    sql`with page as (${teamPageSql(options)})
        select counted.total, u.full_name, u.refer_id, s.full_name as sponsor_name, u.created_at,
               t.active_order_count, t.self_capital_micros
        from (select coalesce((select ${sql.raw(LEVEL_COUNT[options.level])} from team_stats
                               where user_id = ${options.userId}), 0) as total) counted
        left join (page
                   join users u on u.id = page.member_id
                   join users s on s.id = u.sponsor_id
                   left join team_stats t on t.user_id = u.id) on true
        order by page.joined_at desc, page.member_id desc`,
  );
  const docs = rows.filter((row): row is TeamRow & { total: number } => row.full_name != null);
  return toPage({ docs: docs.map(toTeamMemberRow), totalDocs: Number(rows[0]?.total ?? 0), page: options.page });
}

async function searchTeam(db: Queryable, options: TeamFilters & { search: string }) {
  const { limit, offset } = pageWindow(options.page);
  const pattern = containing(options.search);
  const rows = await queryRows<TeamRow & { total: string }>(
    db,
    sql`select u.full_name, u.refer_id, s.full_name as sponsor_name, u.created_at,
               t.active_order_count, t.self_capital_micros, count(*) over ()::text as total
        from team_ancestors a
        join users u on u.id = a.member_id
        join users s on s.id = u.sponsor_id
        left join team_stats t on t.user_id = u.id
        where a.ancestor_id = ${options.userId} and a.depth = ${options.level}
          and (u.full_name ilike ${pattern} or u.refer_id ilike ${pattern})
        order by a.joined_at desc, a.member_id desc
        limit ${limit} offset ${offset}`,
  );
  return toPage({ docs: rows.map(toTeamMemberRow), totalDocs: Number(rows[0]?.total ?? 0), page: options.page });
}
