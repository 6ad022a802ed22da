import type { Role } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { fixedStatement } from '../../db/fixed-statement';
import { queryRows } from '../../db/query';
import { users } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { type IncomeTotalsColumns, incomeTotalsLateral } from '../income/income.repository';

export type ProfileRow = IncomeTotalsColumns & {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  role: Role;
  refer_id: string | null;
  self_rank: number;
  usdt_address: string | null;
  created_at: string | Date;
  sponsor_name: string | null;
  deposit_micros: string;
  income_micros: string;
  a_members: number;
  b_members: number;
  c_members: number;
};

/** Built once (db/fixed-statement.ts): only the member and the day change between calls. */
const profileStatement = fixedStatement<{ userId: string; today: string }>(
  (args) =>
    sql`select u.id, u.full_name, u.email, u.phone, u.role, u.refer_id, u.self_rank, u.usdt_address, u.created_at,
               s.full_name as sponsor_name,
               coalesce(dep.balance_micros, 0)::text as deposit_micros,
               coalesce(inc.balance_micros, 0)::text as income_micros,
               coalesce(t.a_members, 0) as a_members, coalesce(t.b_members, 0) as b_members,
               coalesce(t.c_members, 0) as c_members, totals.*
        from users u
        left join users s on s.id = u.sponsor_id
        left join team_stats t on t.user_id = u.id
        left join accounts dep on dep.owner_id = u.id and dep.kind = ${MEMBER_WALLET.deposit}
        left join accounts inc on inc.owner_id = u.id and inc.kind = ${MEMBER_WALLET.income}
        cross join ${incomeTotalsLateral(sql`u.id`, args.today)}
        where u.id = ${args.userId}`,
);

/**
 * Everything the profile shows in one statement: the member, its sponsor's name, both wallets, the team
 * counters and the income totals. Every request of the member area reads it, so it is one round trip.
 */
export async function readProfile(db: Queryable, options: { userId: string; today: string }) {
  const [row] = await queryRows<ProfileRow>(db, profileStatement({ userId: options.userId, today: options.today }));
  return row;
}

/**
 * Throws on the unique index of lower(usdt_address) when another member already holds the address. Answers whether
 * the address changed: saving the same one again changes nothing and tells nobody.
 */
export async function setMemberUsdtAddress(db: Queryable, options: { userId: string; usdtAddress: string }) {
  const changed = await db
    .update(users)
    .set({ usdtAddress: options.usdtAddress })
    .where(and(eq(users.id, options.userId), sql`${users.usdtAddress} is distinct from ${options.usdtAddress}`))
    .returning({ id: users.id });
  return changed.length > 0;
}
