import { type Dashboard, microsToUsdt } from '@app/contract';
import type { AppContext } from '../../context';
import { platformDay } from '../../lib/platform-day';
import { getSettings } from '../settings/settings.service';
import { teamBusinessMicros, teamCapitalMicros } from '../team/team-stats';
import { readDashboardFigures, sumTotals } from './income.repository';

/** GET deshBoradDataUserData: counters and rollups only, so it costs the same for any team size. */
export async function getDashboard(ctx: AppContext, userId: string): Promise<Dashboard> {
  const settings = await getSettings(ctx.db);
  const today = platformDay(ctx.clock(), settings.timezone);
  const { stats, totals, withdrawnMicros } = await readDashboardFigures(ctx.db, { userId, today });
  return {
    totalInvestmentAmount: microsToUsdt(stats.selfCapitalMicros),
    totalBusinessAmount: microsToUsdt(stats.selfInvestmentMicros),
    // Paid out only: a pending request is shown in the withdrawal history, not as withdrawn.
    totalWithdrawalAmount: microsToUsdt(withdrawnMicros),
    rewardIncome: microsToUsdt(totals.reward.total),
    totalOrder: stats.orderCount,
    activeOrder: stats.activeOrderCount,
    teamAInvestment: microsToUsdt(stats.aCapitalMicros),
    teamBInvestment: microsToUsdt(stats.bCapitalMicros),
    teamCInvestment: microsToUsdt(stats.cCapitalMicros),
    teamInvestment: microsToUsdt(teamCapitalMicros(stats)),
    teamABusiness: microsToUsdt(stats.aInvestmentMicros),
    teamBBusiness: microsToUsdt(stats.bInvestmentMicros),
    teamCBusiness: microsToUsdt(stats.cInvestmentMicros),
    teamBusiness: microsToUsdt(teamBusinessMicros(stats)),
    teamAActive: stats.aActive,
    teamBActive: stats.bActive,
    teamCActive: stats.cActive,
    teamAInactive: stats.aMembers - stats.aActive,
    teamBInactive: stats.bMembers - stats.bActive,
    teamCInactive: stats.cMembers - stats.cActive,
    tradingIncome: microsToUsdt(totals.trading.total),
    levelIncome: microsToUsdt(totals.level.total),
    directIncome: microsToUsdt(totals.direct.total),
    todayIncome: microsToUsdt(sumTotals(totals, 'today')),
    todayTradingIncome: microsToUsdt(totals.trading.today),
    totalIncome: microsToUsdt(sumTotals(totals, 'total')),
    today,
    timezone: settings.timezone,
  };
}
