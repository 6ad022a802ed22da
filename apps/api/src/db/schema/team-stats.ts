import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { micros, moment } from './columns';
import { userRef } from './user-columns';

// Counters kept as the team changes (docs/product.md#team), so reading them costs the same at any team size.
// Level a = direct referrals, b = theirs, c = the next level.
export const teamStats = pgTable('team_stats', {
  userId: userRef('user_id').primaryKey(),
  aMembers: integer('a_members').notNull().default(0),
  bMembers: integer('b_members').notNull().default(0),
  cMembers: integer('c_members').notNull().default(0),
  aActive: integer('a_active').notNull().default(0),
  bActive: integer('b_active').notNull().default(0),
  cActive: integer('c_active').notNull().default(0),
  aInvestmentMicros: micros('a_investment_micros').notNull().default(sql`0`),
  bInvestmentMicros: micros('b_investment_micros').notNull().default(sql`0`),
  cInvestmentMicros: micros('c_investment_micros').notNull().default(sql`0`),
  selfInvestmentMicros: micros('self_investment_micros').notNull().default(sql`0`),
  // The *Investment* counters are business ever bought (a purchase adds, nothing subtracts); the *Capital*
  // counters are capital invested now, in active orders (docs/decisions/009-investment-figures.md).
  aCapitalMicros: micros('a_capital_micros').notNull().default(sql`0`),
  bCapitalMicros: micros('b_capital_micros').notNull().default(sql`0`),
  cCapitalMicros: micros('c_capital_micros').notNull().default(sql`0`),
  selfCapitalMicros: micros('self_capital_micros').notNull().default(sql`0`),
  orderCount: integer('order_count').notNull().default(0),
  // The platform day the member joined on, kept so that later activations move that day's counters in
  // team_daily_stats even if the operator changed the time zone since.
  joinedDay: date('joined_day', { mode: 'string' }),
  activeOrderCount: integer('active_order_count').notNull().default(0),
});

// Each member's uplines, at most three (depth 1 = sponsor), written when the member joins: a level of a team is
// read in join order from the index, however large the team, instead of walking the tree.
export const teamAncestors = pgTable(
  'team_ancestors',
  {
    ancestorId: userRef('ancestor_id').notNull(),
    depth: integer('depth').notNull(),
    memberId: userRef('member_id').notNull(),
    joinedAt: moment('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.depth] }),
    index('team_ancestors_level_idx').on(
      table.ancestorId,
      table.depth,
      table.joinedAt.desc().nullsFirst(),
      table.memberId.desc().nullsFirst(),
    ),
    check('team_ancestors_depth_check', sql`${table.depth} between 1 and 3`),
  ],
);

// Members who joined on a platform day (the day in the platform's time zone when they signed up), per upline and
// level, and how many of them are active now: /totalMember's Today, Yesterday and Week read a few of these rows
// whatever the team's size. Moved with the uplines' team_stats counters, by the fold of team_deltas.
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    userId: userRef('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    aJoined: integer('a_joined').notNull().default(0),
    bJoined: integer('b_joined').notNull().default(0),
    cJoined: integer('c_joined').notNull().default(0),
    aActive: integer('a_active').notNull().default(0),
    bActive: integer('b_active').notNull().default(0),
    cActive: integer('c_active').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

// What a member's join, purchase or closed order changes in its uplines' counters, queued by the money transaction
// instead of written there: a popular sponsor's row would otherwise be locked by every purchase in its team. A
// background fold adds these to team_stats and team_daily_stats and promotes the uplines they reached
// (docs/decisions/013-performance-budgets.md). One row per upline and event; depth says which level's counters.
export const teamDeltas = pgTable(
  'team_deltas',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    // No foreign key, as platform_deltas: its check would lock the upline's users row in every purchase of its team.
    userId: uuid('user_id').notNull(),
    depth: smallint('depth').notNull(),
    members: integer('members').notNull().default(0),
    active: integer('active').notNull().default(0),
    investmentMicros: micros('investment_micros').notNull().default(sql`0`),
    capitalMicros: micros('capital_micros').notNull().default(sql`0`),
    // The platform day the member behind the change joined on: its members and active changes move that day's row of
    // team_daily_stats too. Null for a member without one (rows older than the day counters).
    joinedDay: date('joined_day', { mode: 'string' }),
  },
  (table) => [check('team_deltas_depth_check', sql`${table.depth} between 1 and 3`)],
);
