import { MSG, microsToUsdt, type RankProgress, type RankRequirement } from '@app/contract';
import { eq } from 'drizzle-orm';
import { getSettings, usdtSettingToMicros } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { type RankRequirementCheck, rankFigures, rankRequirements } from './ranks';
import { getTeamStatsOf, type TeamStats } from './team-counters';

/** Counters of a member the team tables have no row for yet: nothing bought, nobody below. */
function emptyStats(userId: string): TeamStats {
  return {
    userId,
    joinedDay: null,
    aMembers: 0,
    bMembers: 0,
    cMembers: 0,
    aActive: 0,
    bActive: 0,
    cActive: 0,
    aInvestmentMicros: 0n,
    bInvestmentMicros: 0n,
    cInvestmentMicros: 0n,
    selfInvestmentMicros: 0n,
    aCapitalMicros: 0n,
    bCapitalMicros: 0n,
    cCapitalMicros: 0n,
    selfCapitalMicros: 0n,
    orderCount: 0,
    activeOrderCount: 0,
  };
}

function toRequirement(check: RankRequirementCheck): RankRequirement {
  if (check.key === 'teamCapital') {
    return {
      key: check.key,
      unit: 'usdt',
      current: microsToUsdt(check.current),
      required: microsToUsdt(check.required),
      met: check.met,
    };
  }
  return { key: check.key, unit: 'count', current: check.current, required: check.required, met: check.met };
}

/**
 * GET rankProgress (docs/product.md#rank-progress): the member's rank and the next step of the operator's table
 * with the member's figures against each threshold, read through the rank engine's own functions.
 */
export async function getRankProgress(db: Queryable, userId: string): Promise<RankProgress> {
  const [settings, [member], stats] = await Promise.all([
    getSettings(db),
    db.select({ rank: users.selfRank }).from(users).where(eq(users.id, userId)),
    getTeamStatsOf(db, [userId]),
  ]);
  if (!member) throw new AppError('NOT_FOUND', MSG.notFound);
  const table = settings.rankTable;
  const step = table.find((candidate) => candidate.rank === member.rank + 1);
  const figures = rankFigures(stats.get(userId) ?? emptyStats(userId));
  return {
    rank: member.rank,
    topRank: table.at(-1)?.rank ?? 0,
    next: step
      ? {
          rank: step.rank,
          reward: microsToUsdt(usdtSettingToMicros(step.reward)),
          requirements: rankRequirements(step, figures).map(toRequirement),
        }
      : null,
  };
}
