import { type Dashboard, microsToUsdt } from '@app/contract';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { platformDay } from '../../lib/platform-day';
import { sumTotals } from '../income/income.repository';
import { teamBusinessMicros, teamCapitalMicros } from '../team/team-counters';
import { readDashboardFigures } from './dashboard.repository';

/**
 * GET deshBoradDataUserData: counters and rollups, and the member's own withdrawals, transfers and corrections, so it
 * costs the same for any team size.
 */
export async function getDashboard(ctx: AppContext, userId: string): Promise<Dashboard> {
  const settings = await getSettings(ctx.db);
  const today = platformDay(ctx.clock(), settings.timezone);
  const { stats, totals, moves, incomeWalletMicros, depositMoves, depositWalletMicros } = await readDashboardFigures(
    ctx.db,
    { userId, today },
  );
  const earnedMicros = sumTotals(totals, 'total');
  return {
    totalInvestmentAmount: microsToUsdt(stats.selfCapitalMicros),
    totalBusinessAmount: microsToUsdt(stats.selfInvestmentMicros),
    // Paid out only, of both kinds: pending ones are answered apart, in flexibleWallet and capitalWithdrawals.
    totalWithdrawalAmount: microsToUsdt(moves.withdrawals_paid + moves.capital_paid),
    rewardIncome: microsToUsdt(totals.reward.total),
    bonusIncome: microsToUsdt(totals.bonus.total),
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
    totalIncome: microsToUsdt(earnedMicros),
    flexibleWallet: {
      balance: microsToUsdt(incomeWalletMicros),
      earned: microsToUsdt(earnedMicros),
      withdrawalsPaid: microsToUsdt(moves.withdrawals_paid),
      withdrawalsPending: microsToUsdt(moves.withdrawals_pending),
      transfersSent: microsToUsdt(moves.transfers_sent),
      corrections: microsToUsdt(moves.corrections),
      capitalReturned: microsToUsdt(moves.capital_returned),
    },
    electronicWallet: {
      balance: microsToUsdt(depositWalletMicros),
      deposits: microsToUsdt(depositMoves.deposits),
      purchases: microsToUsdt(depositMoves.purchases),
      fees: microsToUsdt(depositMoves.fees),
      transfersReceived: microsToUsdt(depositMoves.transfers_received),
      corrections: microsToUsdt(depositMoves.corrections),
      refunds: microsToUsdt(depositMoves.refunds_paid + depositMoves.refunds_pending),
    },
    capitalWithdrawals: { paid: microsToUsdt(moves.capital_paid), pending: microsToUsdt(moves.capital_pending) },
    today,
    timezone: settings.timezone,
  };
}
