import type { TeamCount, TeamCountRange } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { daysUpTo } from '../../lib/platform-day';

type Figures = Record<'a' | 'b' | 'c', { members: number; valid: number }>;

/** The platform days a range covers, oldest first; `all` covers every day and needs none. */
export function daysOfRange(range: TeamCountRange, today: string): readonly string[] {
  if (range === 'today') return [today];
  if (range === 'yesterday') return daysUpTo(today, 2).slice(0, 1);
  if (range === 'week') return daysUpTo(today, 7);
  return [];
}

/**
 * GET myTeamCount (docs/product.md#team): one row of team_stats for `all`, at most seven rows of
 * team_daily_stats for a range, so it costs the same for a team of ten or of a million.
 */
export async function countTeam(
  db: Queryable,
  options: { userId: string; range: TeamCountRange; today: string },
): Promise<TeamCount> {
  const days = daysOfRange(options.range, options.today);
  const [row] =
    options.range === 'all'
      ? await queryRows<Record<string, number | string>>(
          db,
          sql`select coalesce(sum(a_members), 0) as a_members, coalesce(sum(a_active), 0) as a_valid,
                     coalesce(sum(b_members), 0) as b_members, coalesce(sum(b_active), 0) as b_valid,
                     coalesce(sum(c_members), 0) as c_members, coalesce(sum(c_active), 0) as c_valid
              from team_stats where user_id = ${options.userId}`,
        )
      : await queryRows<Record<string, number | string>>(
          db,
          sql`select coalesce(sum(a_joined), 0) as a_members, coalesce(sum(a_active), 0) as a_valid,
                     coalesce(sum(b_joined), 0) as b_members, coalesce(sum(b_active), 0) as b_valid,
                     coalesce(sum(c_joined), 0) as c_members, coalesce(sum(c_active), 0) as c_valid
              from team_daily_stats
              where user_id = ${options.userId} and day between ${days[0]}::date and ${days.at(-1)}::date`,
        );
  const level = (prefix: 'a' | 'b' | 'c') => ({
    members: Number(row?.[`${prefix}_members`] ?? 0),
    valid: Number(row?.[`${prefix}_valid`] ?? 0),
  });
  const figures: Figures = { a: level('a'), b: level('b'), c: level('c') };
  return {
    range: options.range,
    from: days[0] ?? null,
    to: days.at(-1) ?? null,
    total: {
      members: figures.a.members + figures.b.members + figures.c.members,
      valid: figures.a.valid + figures.b.valid + figures.c.valid,
    },
    teamA: figures.a,
    teamB: figures.b,
    teamC: figures.c,
  };
}
