import { ROLE } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { MEMBER_WALLET, type MemberWallet, PLATFORM_ACCOUNT } from '../../ledger/accounts';

// The overview's figures, each an aggregate in one statement. A platform day is a date in the timezone setting,
// so a timestamp's day is read `at time zone` it, and only timestamps after `since` are considered.

const platformDayOf = (column: string, timeZone: string) =>
  sql`to_char(${sql.raw(column)} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;

/** Members and vendors: all, holding an active order, joined on `today`, blocked. */
export async function countMembers(db: Queryable, options: { today: string; timeZone: string; since: Date }) {
  const [row] = await queryRows<{ total: number; active: number; new_today: number; blocked: number }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where exists (select 1 from orders o
                                              where o.user_id = u.id and o.status = 'active'))::int as active,
               count(*) filter (where u.created_at >= ${options.since.toISOString()}::timestamptz
                                  and ${platformDayOf('u.created_at', options.timeZone)} = ${options.today})::int
                 as new_today,
               count(*) filter (where u.blocked_at is not null)::int as blocked
        from users u where u.role in (${ROLE.user}, ${ROLE.vendor})`,
  );
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    newToday: Number(row?.new_today ?? 0),
    blocked: Number(row?.blocked ?? 0),
  };
}

/** What all members hold in each wallet. */
export async function memberWalletTotals(db: Queryable): Promise<Record<MemberWallet, bigint>> {
  const rows = await queryRows<{ kind: MemberWallet; total: string }>(
    db,
    sql`select kind, sum(balance_micros)::text as total from accounts
        where owner_id is not null and kind in (${MEMBER_WALLET.deposit}, ${MEMBER_WALLET.income})
        group by kind`,
  );
  const totals: Record<MemberWallet, bigint> = { [MEMBER_WALLET.deposit]: 0n, [MEMBER_WALLET.income]: 0n };
  for (const row of rows) totals[row.kind] = BigInt(row.total);
  return totals;
}

/** Requests waiting for an operator. */
export async function countQueues(db: Queryable) {
  const [row] = await queryRows<{ deposits: number; withdrawals: number; adjustments: number }>(
    db,
    sql`select (select count(*) from deposits where status = 'pending')::int as deposits,
               (select count(*) from withdrawals where status = 'pending')::int as withdrawals,
               (select count(*) from balance_adjustments where status = 'pending')::int as adjustments`,
  );
  return {
    pendingDeposits: Number(row?.deposits ?? 0),
    pendingWithdrawals: Number(row?.withdrawals ?? 0),
    pendingAdjustments: Number(row?.adjustments ?? 0),
  };
}

/**
 * Incomes paid per platform day from `firstDay` on, from the daily rollup: the engine's, which the incomes-paid account
 * pays. Bonuses, income to their members, come from the adjustments account and are counted with it.
 */
export async function incomesByDay(db: Queryable, firstDay: string): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ day: string; amount: string }>(
    db,
    sql`select day, sum(amount_micros)::text as amount from income_daily
        where day >= ${firstDay} and kind <> 'bonus' group by day`,
  );
  return new Map(rows.map((row) => [row.day, BigInt(row.amount)]));
}

/**
 * Deposits credited and withdrawals paid out (net, what went on chain) per platform day since `since`, from the
 * platform accounts' postings: deposits received runs negative, so its side is turned positive.
 */
export async function ledgerByDay(db: Queryable, options: { timeZone: string; since: Date }) {
  const rows = await queryRows<{ day: string; kind: string; amount: string }>(
    db,
    sql`select ${platformDayOf('e.created_at', options.timeZone)} as day, a.kind, sum(p.amount_micros)::text as amount
        from accounts a
        join postings p on p.account_id = a.id
        join journal_entries e on e.id = p.entry_id
        where a.owner_id is null
          and a.kind in (${PLATFORM_ACCOUNT.depositsReceived}, ${PLATFORM_ACCOUNT.withdrawalsPaidOut})
          and e.created_at >= ${options.since.toISOString()}::timestamptz
        group by 1, 2`,
  );
  const deposits = new Map<string, bigint>();
  const withdrawals = new Map<string, bigint>();
  for (const row of rows) {
    if (row.kind === PLATFORM_ACCOUNT.depositsReceived) deposits.set(row.day, -BigInt(row.amount));
    else withdrawals.set(row.day, BigInt(row.amount));
  }
  return { deposits, withdrawals };
}
