import type { OperatorSettings, RankStep } from '@app/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { usdtSettingToMicros } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { teamStats, users } from '../../db/schema';
import { INCOME_KEY } from '../../ledger/movements';
import { BASIS_POINTS } from '../../lib/basis-points';
import type { IncomeEvent } from '../income/pay-income';
import { rankReached } from '../notifications/notification-events';
import { notificationsInsert } from '../notifications/notify';
import { type TeamStats, teamCapitalMicros } from './team-counters';

/**
 * Moves members up the rank ladder as far as their counters allow (docs/product.md#ranks) and answers the
 * reward of each new rank as an income for the caller to pay with the rest of its incomes. Rank 1 comes with
 * the first package; a rank is never lost, and a reward's key (member + rank) pays it once.
 *
 * Call it after this transaction changed the members' counters: their rows are locked until commit, so a
 * concurrent change of the same counters waits and then promotes on top of this one.
 */
export async function promote(
  tx: Queryable,
  options: { userIds: string[]; settings: OperatorSettings; day: string; now: Date },
): Promise<IncomeEvent[]> {
  const ids = [...new Set(options.userIds)].sort();
  if (ids.length === 0) return [];
  // Each member's rank with its counters, in one read; a member without counters has nothing to reach.
  const members = await tx
    .select({ id: users.id, selfRank: users.selfRank, stats: teamStats })
    .from(users)
    .innerJoin(teamStats, eq(teamStats.userId, users.id))
    // A closed member climbs no rank and earns no reward (docs/decisions/033-closing-an-account.md).
    .where(and(inArray(users.id, ids), isNull(users.closedAt)));
  const { rewards, raised } = planPromotions(members, options);
  const raise = raiseRanks(raised, options.now);
  for (const statement of raise) await tx.execute(statement);
  return rewards;
}

/** A member's rank and counters, as promote reads them or as the caller read them with its own change. */
export interface RankedMember {
  id: string;
  selfRank: number;
  stats: TeamStats;
}

/**
 * What the members' counters reach: the rewards to pay (as incomes) and the new rank of each member raised. Pure, so
 * a caller that read the counters with its own change (a purchase's upsert answers them) plans without a read.
 */
export function planPromotions(
  members: RankedMember[],
  options: { settings: OperatorSettings; day: string; now: Date },
): { rewards: IncomeEvent[]; raised: RaisedRank[] } {
  const rewards: IncomeEvent[] = [];
  const raised: RaisedRank[] = [];
  for (const member of members) {
    const reached = reachedSteps(options.settings, rankFigures(member.stats), member.selfRank);
    for (const step of reached) {
      const rewardMicros = step.reward > 0 ? usdtSettingToMicros(step.reward) : 0n;
      if (rewardMicros === 0n) continue;
      rewards.push({
        userId: member.id,
        kind: 'reward',
        baseMicros: rewardMicros,
        rateBasisPoints: Number(BASIS_POINTS),
        idempotencyKey: INCOME_KEY.reward(member.id, step.rank),
        rank: step.rank,
        day: options.day,
        now: options.now,
      });
    }
    const top = reached.at(-1);
    if (top) raised.push({ id: member.id, rank: top.rank });
  }
  return { rewards, raised };
}

export interface RaisedRank {
  id: string;
  rank: number;
}

/**
 * The writes of the ranks raised: the members' new ranks (never lowered) and one notice per member and rank (the key
 * tells each rank once). Statements a caller runs, or writes as CTEs beside its ledger entry (`onlyIf` a condition of
 * that statement, for one with no transaction to roll them back); none when none rose.
 */
export function raiseRanks(raised: RaisedRank[], now: Date, options: { onlyIf?: SQL } = {}): SQL[] {
  if (raised.length === 0) return [];
  return [
    sql`update users u set self_rank = v.rank
      from unnest(${pgArray(raised.map((row) => row.id))}::uuid[], ${pgArray(raised.map((row) => row.rank))}::int[])
        as v(id, rank)
      where u.id = v.id and u.self_rank < v.rank ${options.onlyIf ? sql`and ${options.onlyIf}` : sql``}`,
    notificationsInsert(
      raised.map((row) => rankReached({ userId: row.id, rank: row.rank, now })),
      options,
    ),
  ];
}

/** The rank steps above `rank` the member's figures reach, in order; a step is reached only after the one below. */
export function reachedSteps(settings: Pick<OperatorSettings, 'rankTable'>, figures: RankFigures, rank: number) {
  const reached: OperatorSettings['rankTable'] = [];
  let current = rank;
  for (const step of settings.rankTable) {
    if (step.rank <= current) continue;
    if (current !== step.rank - 1 || !rankRequirements(step, figures).every((requirement) => requirement.met)) break;
    current = step.rank;
    reached.push(step);
  }
  return reached;
}

/** The counters a rank step reads (docs/decisions/009-investment-figures.md: the team's capital now, not business). */
export interface RankFigures {
  orderCount: number;
  teamCapitalMicros: bigint;
  activeDirects: number;
}

export function rankFigures(stats: TeamStats): RankFigures {
  return { orderCount: stats.orderCount, teamCapitalMicros: teamCapitalMicros(stats), activeDirects: stats.aActive };
}

export type RankRequirementCheck =
  | { key: 'firstPackage' | 'activeDirects'; current: number; required: number; met: boolean }
  | { key: 'teamCapital'; current: bigint; required: bigint; met: boolean };

/**
 * What one step asks of the member's figures, each threshold with the member's figure and whether it is met:
 * rank 1 a first package, a higher rank the team's capital and active directs. The engine promotes when all are
 * met and the rank progress card shows the same list, so the two cannot disagree.
 */
export function rankRequirements(step: RankStep, figures: RankFigures): RankRequirementCheck[] {
  if (step.rank === 1) {
    return [{ key: 'firstPackage', current: figures.orderCount, required: 1, met: figures.orderCount > 0 }];
  }
  const capital = usdtSettingToMicros(step.teamBusiness);
  return [
    {
      key: 'teamCapital',
      current: figures.teamCapitalMicros,
      required: capital,
      met: figures.teamCapitalMicros >= capital,
    },
    {
      key: 'activeDirects',
      current: figures.activeDirects,
      required: step.activeDirects,
      met: figures.activeDirects >= step.activeDirects,
    },
  ];
}
