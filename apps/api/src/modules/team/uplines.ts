import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';

/** An upline at depth 1 (the sponsor), 2 or 3. */
export interface Upline {
  userId: string;
  depth: 1 | 2 | 3;
}

/** The sponsor, the sponsor's sponsor and the next one up, as far as they exist. */
export async function findUplines(db: Queryable, userId: string): Promise<Upline[]> {
  return (await findUplinesOf(db, [userId])).get(userId) ?? [];
}

/** The uplines of many members in one statement. */
export async function findUplinesOf(db: Queryable, userIds: string[]): Promise<Map<string, Upline[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; d1: string | null; d2: string | null; d3: string | null }>(
    db,
    sql`select u.id, u.sponsor_id as d1, a.sponsor_id as d2, b.sponsor_id as d3
        from users u
        left join users a on a.id = u.sponsor_id
        left join users b on b.id = a.sponsor_id
        where u.id = any(${pgArray(userIds)}::uuid[])`,
  );
  const found = new Map<string, Upline[]>();
  for (const row of rows) {
    const uplines: Upline[] = [];
    [row.d1, row.d2, row.d3].forEach((id, index) => {
      if (id) uplines.push({ userId: id, depth: (index + 1) as Upline['depth'] });
    });
    found.set(row.id, uplines);
  }
  return found;
}

/** Writes a new member's rows in team_ancestors (one per upline), so team levels read from an index. */
export async function recordAncestors(db: Queryable, userId: string) {
  await db.execute(sql`insert into team_ancestors (ancestor_id, depth, member_id, joined_at)
    select up.ancestor_id, up.depth, u.id, u.created_at
    from users u
    left join users a on a.id = u.sponsor_id
    left join users b on b.id = a.sponsor_id
    cross join lateral (values (u.sponsor_id, 1), (a.sponsor_id, 2), (b.sponsor_id, 3)) as up(ancestor_id, depth)
    where u.id = ${userId} and up.ancestor_id is not null
    on conflict do nothing`);
}
