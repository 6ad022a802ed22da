import { type MemberProfile, MSG, microsToUsdt } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/query';
import { MEMBER_WALLET, memberBalances } from '../../ledger/accounts';
import { AppError } from '../../lib/app-error';
import { findUserById } from '../auth/users.repository';

interface TeamCounts {
  team_a: number;
  team_b: number;
  team_c: number;
}

// Counts the three levels below a member. The money issues replace this with maintained counters.
async function countTeam(ctx: AppContext, userId: string): Promise<TeamCounts> {
  const rows = await queryRows<{ a: string | number; b: string | number; c: string | number }>(
    ctx.db,
    sql`
    with a as (select id from users where sponsor_id = ${userId}),
         b as (select id from users where sponsor_id in (select id from a)),
         c as (select id from users where sponsor_id in (select id from b))
    select (select count(*) from a) as a, (select count(*) from b) as b, (select count(*) from c) as c`,
  );
  const row = rows[0];
  return { team_a: Number(row?.a ?? 0), team_b: Number(row?.b ?? 0), team_c: Number(row?.c ?? 0) };
}

/** The profile of spec section 3: wallets from the ledger; income fields are zero until the income engine. */
export async function getMemberProfile(ctx: AppContext, userId: string): Promise<MemberProfile> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.role === 'Admin') throw new AppError('NOT_FOUND', MSG.notFound);
  const balances = await memberBalances(ctx.db, userId);
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
    totalPoints: 0,
    point: 0,
    aarohiIncome: 0,
    levelIncome: 0,
    ProfitDirect: 0,
    todayProfit: 0,
    todayProfitTrading: 0,
    todayProfitLevel: 0,
    todayProfitDirect: 0,
    todayProfitReward: 0,
    ...(await countTeam(ctx, userId)),
    usdtAddress: user.usdtAddress,
    createdAt: user.createdAt.toISOString(),
  };
}
