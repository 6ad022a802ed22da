import { MSG } from '@app/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, type OrderRecord, orders, packages, teamStats, users } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { AppError } from '../../lib/app-error';
import { type Upline, uplineRows } from '../team/uplines';

/**
 * What a purchase plans from, in one statement outside any transaction: the package, the buyer's deposit wallet
 * (undefined if never opened), whether the buyer holds an active order of it, the buyer's counters and rank (null
 * for a member from before the counters), and the buyer's uplines with the income wallets of all of them.
 */
export async function readPurchase(db: Queryable, options: { packageId: string; userId: string }) {
  const { userId } = options;
  const [row] = await db
    .select({
      pkg: packages,
      walletId: accounts.id,
      balance: accounts.balanceMicros,
      stats: teamStats,
      selfRank: users.selfRank,
      active: sql<boolean>`exists (select 1 from ${orders} o where o.user_id = ${userId}::uuid
        and o.package_id = ${packages.id} and o.status = 'active')`,
      people: sql<PersonJson[]>`(select json_agg(json_build_object('id', r.user_id, 'depth', r.depth, 'wallet', w.id,
          'closed', p.closed_at is not null))
        from (select upline_id as user_id, depth from (${uplineRows(sql`array[${userId}]::uuid[]`)}) up
              union all select ${userId}::uuid, 0) r
        join ${users} p on p.id = r.user_id
        left join ${accounts} w on w.owner_id = r.user_id and w.kind = ${MEMBER_WALLET.income})`,
    })
    .from(packages)
    .leftJoin(accounts, and(eq(accounts.ownerId, userId), eq(accounts.kind, MEMBER_WALLET.deposit)))
    .leftJoin(teamStats, eq(teamStats.userId, userId))
    .leftJoin(users, eq(users.id, userId))
    .where(eq(packages.id, options.packageId));
  if (!row) throw new AppError('NOT_FOUND', MSG.packageUnavailable);
  const people = row.people ?? [];
  const depositWallet = row.walletId && row.balance !== null ? { id: row.walletId, balance: row.balance } : undefined;
  return {
    pkg: row.pkg,
    depositWallet,
    alreadyActive: row.active,
    buyer: row.stats && row.selfRank !== null ? { id: userId, selfRank: row.selfRank, stats: row.stats } : null,
    uplines: people
      .filter((person): person is PersonJson & { depth: Upline['depth'] } => person.depth > 0)
      .map((person) => ({ userId: person.id, depth: person.depth }))
      .sort((a, b) => a.depth - b.depth),
    /** Uplines whose account is closed: they earn nothing (docs/decisions/033-closing-an-account.md). */
    closedUplines: new Set(people.flatMap((person) => (person.closed && person.depth > 0 ? [person.id] : []))),
    incomeWallets: new Map(people.flatMap((person) => (person.wallet ? [[person.id, person.wallet] as const] : []))),
  };
}

type PersonJson = { id: string; depth: Upline['depth'] | 0; wallet: string | null; closed: boolean };

/**
 * The order's insert, made only when the purchase's money event claimed the buyer (`claimed`). No `on conflict`: an active order of
 * the package moves the buyer's counters in the same statement, so the gate cannot pass beside one, and if it ever
 * did the unique index fails the whole statement rather than leave counters without an order.
 */
export function orderInsert(order: OrderRecord, claimed: SQL): SQL {
  return sql`insert into orders (id, user_id, package_id, title, price_micros, daily_yield_bp, maturity_days,
      capital_charge_bp, handling_fee_micros, status, paid_days, last_paid_day, created_at, closed_at)
    select ${order.id}::uuid, ${order.userId}::uuid, ${order.packageId}::uuid, ${order.title},
      ${order.priceMicros}::bigint, ${order.dailyYieldBasisPoints}::int, ${order.maturityDays}::int,
      ${order.capitalChargeBasisPoints}::int, ${order.handlingFeeMicros}::bigint, ${order.status}, ${order.paidDays}::int, ${order.lastPaidDay},
      ${order.createdAt.toISOString()}::timestamptz, ${order.closedAt?.toISOString() ?? null}::timestamptz
    where ${claimed}`;
}
