import { type GenealogyNode, microsToUsdt, ROLE } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { pageWindow } from '../../lib/paging';

// The genealogy (docs/product.md#team): a member's downline a level at a time, any depth.

/**
 * The id of the member whose UID is `referId`, when that member is `userId` or below it at any depth (its sponsor
 * chain reaches `userId`); undefined otherwise, so a node outside the caller's downline reads as not found.
 */
export async function findInDownline(db: Queryable, options: { userId: string; referId: string }) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`with recursive up(id, sponsor_id, start) as (
          select u.id, u.sponsor_id, u.id from users u
          where u.refer_id = ${options.referId} and u.role in (${ROLE.user}, ${ROLE.vendor})
          union all
          select s.id, s.sponsor_id, up.start from up join users s on s.id = up.sponsor_id
          where up.id <> ${options.userId})
        select start as id from up where id = ${options.userId} limit 1`,
  );
  return row?.id;
}

type ChildRow = {
  full_name: string;
  refer_id: string | null;
  self_rank: number;
  active_order_count: number | null;
  investment_micros: string;
  team_size: number | null;
  children: number | null;
  total: string;
};

/** One page of a member's direct referrals, oldest first, with what each holds and how many are below it. */
export async function listChildren(db: Queryable, options: { parentId: string; page: number }) {
  const { limit, offset } = pageWindow(options.page);
  const rows = await queryRows<ChildRow>(
    db,
    sql`select u.full_name, u.refer_id, u.self_rank, t.active_order_count,
               (select coalesce(sum(o.price_micros), 0) from orders o
                where o.user_id = u.id and o.status = 'active')::text as investment_micros,
               t.a_members + t.b_members + t.c_members as team_size, t.a_members as children,
               count(*) over ()::text as total
        from users u left join team_stats t on t.user_id = u.id
        where u.sponsor_id = ${options.parentId}
        order by u.created_at, u.id
        limit ${limit} offset ${offset}`,
  );
  const docs: GenealogyNode[] = rows.map((row) => ({
    fullName: row.full_name,
    referId: row.refer_id ?? '',
    rank: row.self_rank,
    active: (row.active_order_count ?? 0) > 0,
    investment: microsToUsdt(BigInt(row.investment_micros)),
    teamSize: Number(row.team_size ?? 0),
    children: Number(row.children ?? 0),
  }));
  return { docs, totalDocs: Number(rows[0]?.total ?? 0) };
}
