import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';

/** An upline at depth 1 (the sponsor), 2 or 3. */
export interface Upline {
  userId: string;
  depth: 1 | 2 | 3;
}

/**
 * Rows (member_id, upline_id, depth) of the members `memberIds` (an SQL uuid[]) and each of their uplines at depth
 * 1, 2 and 3, as far as they exist: the one place the tree's three levels are read from sponsor_id.
 */
export function uplineRows(memberIds: SQL) {
  return sql`select u.id as member_id, up.upline_id, up.depth
    from users u
    left join users a on a.id = u.sponsor_id
    left join users b on b.id = a.sponsor_id
    cross join lateral (values (u.sponsor_id, 1), (a.sponsor_id, 2), (b.sponsor_id, 3)) as up(upline_id, depth)
    where u.id = any(${memberIds}) and up.upline_id is not null`;
}

/** The uplines of many members in one statement. */
export async function findUplinesOf(db: Queryable, userIds: string[]): Promise<Map<string, Upline[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ member_id: string; upline_id: string; depth: Upline['depth'] }>(
    db,
    sql`${uplineRows(sql`${pgArray(userIds)}::uuid[]`)} order by member_id, depth`,
  );
  const found = new Map<string, Upline[]>();
  for (const row of rows) {
    const uplines = found.get(row.member_id) ?? [];
    uplines.push({ userId: row.upline_id, depth: row.depth });
    found.set(row.member_id, uplines);
  }
  return found;
}

/** Writes a new member's rows in team_ancestors (one per upline), so team levels read from an index. */
export async function recordAncestors(db: Queryable, userId: string) {
  await db.execute(sql`insert into team_ancestors (ancestor_id, depth, member_id, joined_at)
    select r.upline_id, r.depth, r.member_id, u.created_at
    from (${uplineRows(sql`array[${userId}]::uuid[]`)}) r join users u on u.id = r.member_id
    on conflict do nothing`);
}
