import { type MemberProfile, MSG, microsToUsdt } from '@app/contract';
import type { AppContext } from '../../context';
import { getSettings } from '../../core/settings';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { sumTotals, toIncomeTotals } from '../income/income.repository';
import { readProfile } from './profile.repository';

/** The profile of docs/product.md#wallets: wallets from the ledger, income from the daily rollup, team from counters. */
export async function getMemberProfile(ctx: AppContext, userId: string): Promise<MemberProfile> {
  const settings = await getSettings(ctx.db);
  const today = platformDay(ctx.clock(), settings.timezone);
  const row = await readProfile(ctx.db, { userId, today });
  if (!row || row.role === 'Admin') throw new AppError('NOT_FOUND', MSG.notFound);
  const totals = toIncomeTotals(row);
  const lifetime = microsToUsdt(sumTotals(totals, 'total'));
  return {
    _id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    referId: row.refer_id ?? '',
    sponsorName: row.sponsor_name,
    selfrank: row.self_rank,
    balance: microsToUsdt(BigInt(row.deposit_micros)),
    earningbalance: microsToUsdt(BigInt(row.income_micros)),
    totalPoints: lifetime,
    point: lifetime,
    aarohiIncome: microsToUsdt(totals.trading.total),
    levelIncome: microsToUsdt(totals.level.total),
    ProfitDirect: microsToUsdt(totals.direct.total),
    bonusIncome: microsToUsdt(totals.bonus.total),
    todayProfit: microsToUsdt(sumTotals(totals, 'today')),
    todayProfitTrading: microsToUsdt(totals.trading.today),
    todayProfitLevel: microsToUsdt(totals.level.today),
    todayProfitDirect: microsToUsdt(totals.direct.today),
    todayProfitReward: microsToUsdt(totals.reward.today),
    todayProfitBonus: microsToUsdt(totals.bonus.today),
    team_a: Number(row.a_members),
    team_b: Number(row.b_members),
    team_c: Number(row.c_members),
    usdtAddress: row.usdt_address,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
