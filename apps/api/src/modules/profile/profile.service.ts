import { type MemberProfile, MSG, microsToUsdt } from '@app/contract';
import type { AppContext } from '../../context';
import { MEMBER_WALLET, memberBalances } from '../../ledger/accounts';
import { AppError } from '../../lib/app-error';
import { incomeTotals, sumTotals } from '../income/income.repository';
import { platformDay } from '../income/platform-day';
import { getSettings } from '../settings/settings.service';
import { getTeamStats } from '../team/team-stats';
import { findUserById } from '../users/users.repository';

/** The profile of docs/product.md#wallets: wallets from the ledger, income from the daily rollup, team from counters. */
export async function getMemberProfile(ctx: AppContext, userId: string): Promise<MemberProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.role === 'Admin') throw new AppError('NOT_FOUND', MSG.notFound);
  const settings = await getSettings(ctx.db);
  const today = platformDay(ctx.clock(), settings.timezone);
  const [balances, totals, team] = await Promise.all([
    memberBalances(ctx.db, userId),
    incomeTotals(ctx.db, { userId, today }),
    getTeamStats(ctx.db, userId),
  ]);
  const lifetime = microsToUsdt(sumTotals(totals, 'total'));
  const sponsor = user.sponsorId ? await findUserById(ctx.db, user.sponsorId) : undefined;
  return {
    _id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    referId: user.referId ?? '',
    sponsorName: sponsor?.fullName ?? null,
    selfrank: user.selfRank,
    balance: microsToUsdt(balances[MEMBER_WALLET.deposit]),
    earningbalance: microsToUsdt(balances[MEMBER_WALLET.income]),
    totalPoints: lifetime,
    point: lifetime,
    aarohiIncome: microsToUsdt(totals.trading.total),
    levelIncome: microsToUsdt(totals.level.total),
    ProfitDirect: microsToUsdt(totals.direct.total),
    todayProfit: microsToUsdt(sumTotals(totals, 'today')),
    todayProfitTrading: microsToUsdt(totals.trading.today),
    todayProfitLevel: microsToUsdt(totals.level.today),
    todayProfitDirect: microsToUsdt(totals.direct.today),
    todayProfitReward: microsToUsdt(totals.reward.today),
    team_a: team.aMembers,
    team_b: team.bMembers,
    team_c: team.cMembers,
    usdtAddress: user.usdtAddress,
    createdAt: user.createdAt.toISOString(),
  };
}
