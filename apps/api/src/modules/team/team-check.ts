import { ROLE } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';

/** Which part of a member's counters a difference is in: its own orders or one of its three team levels. */
export type TeamLevel = 'self' | 'A' | 'B' | 'C';

export interface TeamProblem {
  rule:
    | 'team-stats-row-missing'
    | 'team-stats-differs'
    | 'team-ancestor-missing'
    | 'team-ancestor-extra'
    | 'team-day-differs';
  row: {
    userId: string;
    email?: string;
    ancestorId?: string;
    depth?: number;
    level?: TeamLevel;
    column?: string;
    stored?: string;
    expected?: string;
    day?: string;
  };
}

// The stored column, the recount it must equal, and the level it belongs to.
const COLUMNS = [
  { column: 'order_count', level: 'self' },
  { column: 'active_order_count', level: 'self' },
  { column: 'self_investment_micros', level: 'self' },
  { column: 'self_capital_micros', level: 'self' },
  { column: 'a_members', level: 'A' },
  { column: 'a_active', level: 'A' },
  { column: 'a_investment_micros', level: 'A' },
  { column: 'a_capital_micros', level: 'A' },
  { column: 'b_members', level: 'B' },
  { column: 'b_active', level: 'B' },
  { column: 'b_investment_micros', level: 'B' },
  { column: 'b_capital_micros', level: 'B' },
  { column: 'c_members', level: 'C' },
  { column: 'c_active', level: 'C' },
  { column: 'c_investment_micros', level: 'C' },
  { column: 'c_capital_micros', level: 'C' },
] as const;
const LEVELS = [
  { depth: 1, level: 'A', prefix: 'a' },
  { depth: 2, level: 'B', prefix: 'b' },
  { depth: 3, level: 'C', prefix: 'c' },
] as const;

type Column = (typeof COLUMNS)[number]['column'];
type Recount = { user_id: string; email: string; role: string; has_row: boolean } & Record<
  `stored_${Column}` | `expected_${Column}`,
  string | null
>;

// What team_stats holds once the queued deltas are folded: the check reads the counters as the next fold leaves them.
const QUEUED_FIELDS = ['members', 'active', 'investment_micros', 'capital_micros'];
const queuedSums = LEVELS.flatMap(({ depth, prefix }) =>
  QUEUED_FIELDS.map((field) => `sum(${field}) filter (where depth = ${depth}) as ${prefix}_${field}`),
);
const withQueued = LEVELS.flatMap(({ prefix }) =>
  QUEUED_FIELDS.map((field) => `ts.${prefix}_${field} + coalesce(q.${prefix}_${field}, 0) as ${prefix}_${field}`),
);
const storedWithQueued = sql.raw(`select ts.user_id, ts.order_count, ts.active_order_count, ts.self_investment_micros,
    ts.self_capital_micros, ${withQueued.join(', ')}
  from team_stats ts left join (select user_id, ${queuedSums.join(', ')} from team_deltas group by user_id) q
    on q.user_id = ts.user_id`);

/**
 * Recounts every member's team_stats from the tree (sponsor_id) and the orders, the way the writers in
 * team-stats.ts move them: members per level as they join; an upline's active count for each member
 * holding at least one active order; investment as the price of every order ever bought (a matured or
 * withdrawn order keeps counting); capital as the price of active orders; and the member's own orders.
 * Answers one problem per difference.
 */
export async function checkTeamStats(db: Queryable): Promise<TeamProblem[]> {
  const rows = await queryRows<Recount>(
    db,
    sql`with own as (
          select u.id as user_id,
                 count(o.id) as order_count,
                 count(o.id) filter (where o.status = 'active') as active_order_count,
                 coalesce(sum(o.price_micros), 0) as self_investment_micros,
                 coalesce(sum(o.price_micros) filter (where o.status = 'active'), 0) as self_capital_micros
          from users u left join orders o on o.user_id = u.id
          group by u.id),
        lines as (
          select u.sponsor_id as upline_id, u.id as member_id, 1 as depth
          from users u where u.sponsor_id is not null
          union all
          select a.sponsor_id, u.id, 2
          from users u join users a on a.id = u.sponsor_id where a.sponsor_id is not null
          union all
          select b.sponsor_id, u.id, 3
          from users u join users a on a.id = u.sponsor_id join users b on b.id = a.sponsor_id
          where b.sponsor_id is not null),
        team as (
          select l.upline_id,
                 count(*) filter (where l.depth = 1) as a_members,
                 count(*) filter (where l.depth = 1 and own.active_order_count > 0) as a_active,
                 coalesce(sum(own.self_investment_micros) filter (where l.depth = 1), 0) as a_investment_micros,
                 coalesce(sum(own.self_capital_micros) filter (where l.depth = 1), 0) as a_capital_micros,
                 count(*) filter (where l.depth = 2) as b_members,
                 count(*) filter (where l.depth = 2 and own.active_order_count > 0) as b_active,
                 coalesce(sum(own.self_investment_micros) filter (where l.depth = 2), 0) as b_investment_micros,
                 coalesce(sum(own.self_capital_micros) filter (where l.depth = 2), 0) as b_capital_micros,
                 count(*) filter (where l.depth = 3) as c_members,
                 count(*) filter (where l.depth = 3 and own.active_order_count > 0) as c_active,
                 coalesce(sum(own.self_investment_micros) filter (where l.depth = 3), 0) as c_investment_micros,
                 coalesce(sum(own.self_capital_micros) filter (where l.depth = 3), 0) as c_capital_micros
          from lines l join own on own.user_id = l.member_id
          group by l.upline_id)
        select u.id as user_id, u.email, u.role, (ts.user_id is not null) as has_row,
               ts.order_count::text as stored_order_count,
               ts.active_order_count::text as stored_active_order_count,
               ts.self_investment_micros::text as stored_self_investment_micros,
               ts.self_capital_micros::text as stored_self_capital_micros,
               ts.a_members::text as stored_a_members,
               ts.a_active::text as stored_a_active,
               ts.a_investment_micros::text as stored_a_investment_micros,
               ts.a_capital_micros::text as stored_a_capital_micros,
               ts.b_members::text as stored_b_members,
               ts.b_active::text as stored_b_active,
               ts.b_investment_micros::text as stored_b_investment_micros,
               ts.b_capital_micros::text as stored_b_capital_micros,
               ts.c_members::text as stored_c_members,
               ts.c_active::text as stored_c_active,
               ts.c_investment_micros::text as stored_c_investment_micros,
               ts.c_capital_micros::text as stored_c_capital_micros,
               own.order_count::text as expected_order_count,
               own.active_order_count::text as expected_active_order_count,
               own.self_investment_micros::text as expected_self_investment_micros,
               own.self_capital_micros::text as expected_self_capital_micros,
               coalesce(team.a_members, 0)::text as expected_a_members,
               coalesce(team.a_active, 0)::text as expected_a_active,
               coalesce(team.a_investment_micros, 0)::text as expected_a_investment_micros,
               coalesce(team.a_capital_micros, 0)::text as expected_a_capital_micros,
               coalesce(team.b_members, 0)::text as expected_b_members,
               coalesce(team.b_active, 0)::text as expected_b_active,
               coalesce(team.b_investment_micros, 0)::text as expected_b_investment_micros,
               coalesce(team.b_capital_micros, 0)::text as expected_b_capital_micros,
               coalesce(team.c_members, 0)::text as expected_c_members,
               coalesce(team.c_active, 0)::text as expected_c_active,
               coalesce(team.c_investment_micros, 0)::text as expected_c_investment_micros,
               coalesce(team.c_capital_micros, 0)::text as expected_c_capital_micros
        from users u
        join own on own.user_id = u.id
        left join team on team.upline_id = u.id
        left join (${storedWithQueued}) ts on ts.user_id = u.id
        order by u.created_at, u.id`,
  );
  const problems: TeamProblem[] = [];
  for (const row of rows) {
    if (!row.has_row) {
      // Operators are never given counters; anyone else without a row has lost every bump sent its way.
      const hasAnything = COLUMNS.some(({ column }) => row[`expected_${column}`] !== '0');
      if (row.role !== ROLE.admin || hasAnything) {
        problems.push({ rule: 'team-stats-row-missing', row: { userId: row.user_id, email: row.email } });
      }
      continue;
    }
    for (const { column, level } of COLUMNS) {
      const stored = row[`stored_${column}`] ?? '0';
      const expected = row[`expected_${column}`] ?? '0';
      if (BigInt(stored) !== BigInt(expected)) {
        problems.push({
          rule: 'team-stats-differs',
          row: { userId: row.user_id, email: row.email, level, column, stored, expected },
        });
      }
    }
  }
  return [...problems, ...(await checkAncestors(db)), ...(await checkDailyStats(db))];
}

// The day rows as the next fold leaves them: each queued delta's members and active on its member's join day.
const DAY_COLUMNS = LEVELS.flatMap(({ prefix }) => [`${prefix}_joined`, `${prefix}_active`]);
const queuedDays = LEVELS.flatMap(({ depth }) => [
  `case when depth = ${depth} then members else 0 end`,
  `case when depth = ${depth} then active else 0 end`,
]);
const dailyWithQueued = sql.raw(`select user_id, day, ${DAY_COLUMNS.map((c) => `sum(${c}) as ${c}`).join(', ')}
  from (select user_id, day, ${DAY_COLUMNS.join(', ')} from team_daily_stats
        union all
        select user_id, joined_day, ${queuedDays.join(', ')} from team_deltas where joined_day is not null) rows
  group by user_id, day`);

/**
 * team_daily_stats must hold, per upline and the day each member joined on (team_stats.joined_day), how many
 * joined at each level and how many of those hold an active order now.
 */
async function checkDailyStats(db: Queryable): Promise<TeamProblem[]> {
  const counted = LEVELS.flatMap(({ depth, prefix }) => [
    `count(*) filter (where a.depth = ${depth}) as ${prefix}_joined`,
    `count(*) filter (where a.depth = ${depth} and exists (
       select 1 from orders o where o.user_id = a.member_id and o.status = 'active')) as ${prefix}_active`,
  ]);
  const compared = LEVELS.flatMap(({ prefix }) =>
    ['joined', 'active'].map(
      (what) => `coalesce(s.${prefix}_${what}, 0) as stored_${prefix}_${what},
                 coalesce(e.${prefix}_${what}, 0) as expected_${prefix}_${what}`,
    ),
  );
  const rows = await queryRows<Record<string, string | number>>(
    db,
    sql`with expected as (
          select a.ancestor_id as user_id, ts.joined_day as day, ${sql.raw(counted.join(', '))}
          from team_ancestors a join team_stats ts on ts.user_id = a.member_id
          group by 1, 2)
        select coalesce(s.user_id, e.user_id) as user_id, coalesce(s.day, e.day)::text as day,
               ${sql.raw(compared.join(', '))}
        from (${dailyWithQueued}) s full join expected e on e.user_id = s.user_id and e.day = s.day`,
  );
  const problems: TeamProblem[] = [];
  for (const row of rows) {
    for (const { level, prefix } of LEVELS) {
      for (const what of ['joined', 'active']) {
        const stored = String(row[`stored_${prefix}_${what}`]);
        const expected = String(row[`expected_${prefix}_${what}`]);
        if (BigInt(stored) === BigInt(expected)) continue;
        problems.push({
          rule: 'team-day-differs',
          row: {
            userId: String(row.user_id),
            day: String(row.day),
            level,
            column: `${prefix}_${what}`,
            stored,
            expected,
          },
        });
      }
    }
  }
  return problems;
}

/** team_ancestors must hold exactly each member's uplines at depth 1, 2 and 3 as the tree has them. */
async function checkAncestors(db: Queryable): Promise<TeamProblem[]> {
  const rows = await queryRows<{ which: 'missing' | 'extra'; ancestor_id: string; depth: number; member_id: string }>(
    db,
    sql`with expected as (
          select u.sponsor_id as ancestor_id, 1 as depth, u.id as member_id from users u where u.sponsor_id is not null
          union all
          select a.sponsor_id, 2, u.id from users u join users a on a.id = u.sponsor_id where a.sponsor_id is not null
          union all
          select b.sponsor_id, 3, u.id from users u join users a on a.id = u.sponsor_id join users b on b.id = a.sponsor_id
          where b.sponsor_id is not null),
        stored as (select ancestor_id, depth, member_id from team_ancestors)
        (select 'missing' as which, * from (select * from expected except select * from stored) m)
        union all
        (select 'extra' as which, * from (select * from stored except select * from expected) e)`,
  );
  return rows.map((row) => ({
    rule: row.which === 'missing' ? 'team-ancestor-missing' : 'team-ancestor-extra',
    row: { userId: row.member_id, ancestorId: row.ancestor_id, depth: Number(row.depth) },
  }));
}
