import type { OperatorSettings } from '@app/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { BASIS_POINTS } from '../../lib/basis-points';
import { usdtSettingToMicros } from '../settings/settings.service';
import { getTeamStats, teamBusinessMicros } from '../team/team-stats';
import { payIncome } from './pay-income';

/**
 * Moves a member up the rank ladder as far as the counters allow and pays each new rank's reward once
 * (docs/product.md#ranks). Rank 1 comes with the first package; a rank is never lost or paid twice.
 */
export async function promote(
  tx: Queryable,
  options: { userId: string; settings: OperatorSettings; day: string; now: Date },
): Promise<number> {
  const [member] = await tx.select({ rank: users.selfRank }).from(users).where(eq(users.id, options.userId));
  if (!member) return 0;
  const stats = await getTeamStats(tx, options.userId);
  const business = teamBusinessMicros(stats);
  let rank = member.rank;
  for (const step of options.settings.rankTable) {
    if (step.rank <= rank) continue;
    const reached =
      step.rank === 1
        ? stats.orderCount > 0
        : rank === step.rank - 1 &&
          business >= usdtSettingToMicros(step.teamBusiness) &&
          stats.aActive >= step.activeDirects;
    if (!reached) break;
    rank = step.rank;
    const rewardMicros = step.reward > 0 ? usdtSettingToMicros(step.reward) : 0n;
    if (rewardMicros > 0n) {
      await payIncome(tx, {
        userId: options.userId,
        kind: 'reward',
        baseMicros: rewardMicros,
        rateBasisPoints: Number(BASIS_POINTS),
        idempotencyKey: `reward:${options.userId}:${step.rank}`,
        rank: step.rank,
        day: options.day,
        now: options.now,
      });
    }
  }
  if (rank > member.rank) {
    await tx
      .update(users)
      .set({ selfRank: rank })
      .where(and(eq(users.id, options.userId), lt(users.selfRank, rank)));
  }
  return rank;
}
