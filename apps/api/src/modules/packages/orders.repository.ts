import { microsToUsdt, type OrderRow } from '@app/contract';
import { and, asc, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { type OrderRecord, orders } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { type Upline, uplineRows } from '../team/uplines';

export function toOrderRow(row: OrderRecord, today: string): OrderRow {
  return {
    _id: row.id,
    package_id: row.packageId,
    title: row.title,
    price: microsToUsdt(row.priceMicros),
    yield: row.dailyYieldBasisPoints / 100,
    maturity: row.maturityDays,
    totalDays: row.paidDays,
    status: row.status,
    capitalChargePercent: row.capitalChargeBasisPoints / 100,
    paidToday: row.lastPaidDay === today,
    lastPaidDay: row.lastPaidDay,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** Every order of one member, newest first (a member holds a handful, so no paging). */
export async function listMemberOrders(db: Queryable, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

export type NewOrder = typeof orders.$inferInsert;

/** Answers nothing when the member already holds an active order of this package (partial unique index). */
export async function insertOrderUnlessActive(db: Queryable, values: NewOrder) {
  const [created] = await db.insert(orders).values(values).onConflictDoNothing().returning();
  return created;
}

const notPaidOn = (day: string) => or(isNull(orders.lastPaidDay), lt(orders.lastPaidDay, day));

/**
 * One paid day more on each of the member's active orders not yet paid on `day`, matured at the maturity.
 * A single conditional update, so a second claim on the same day finds nothing.
 */
export async function advanceDueOrders(db: Queryable, options: { userId: string; day: string; now: Date }) {
  return db
    .update(orders)
    .set(advance(options))
    .where(and(eq(orders.userId, options.userId), eq(orders.status, 'active'), notPaidOn(options.day)))
    .returning();
}

/**
 * A batch of due orders across members for `day`, in (member, order) order after `after`, advanced like
 * advanceDueOrders. Orders locked by someone else (a member claiming, another server settling) are skipped:
 * whoever holds them is paying them.
 */
export async function advanceDueOrderBatch(
  db: Queryable,
  options: { day: string; now: Date; after: { userId: string; orderId: string } | null; limit: number },
) {
  // A CTE, not `id in (subquery)`: PostgreSQL may run an IN subquery more than once per statement, and a
  // limited, skip-locked one then picks more rows than the limit. A locking CTE runs once.
  const due = db.$with('due').as(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'active'),
          notPaidOn(options.day),
          options.after
            ? sql`(${orders.userId}, ${orders.id}) > (${options.after.userId}::uuid, ${options.after.orderId}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(orders.userId), asc(orders.id))
      .limit(options.limit)
      // NO KEY UPDATE, the lock the UPDATE below takes anyway: FOR UPDATE would also skip orders a row naming them
      // holds KEY SHARE on (an income or a withdrawal being written), leaving them unpaid until the next batch.
      .for('no key update', { skipLocked: true }),
  );
  const advanced = await db
    .with(due)
    .update(orders)
    .set(advance(options))
    .where(
      and(inArray(orders.id, db.select({ id: due.id }).from(due)), eq(orders.status, 'active'), notPaidOn(options.day)),
    )
    .returning();
  return advanced.sort((a, b) => (a.userId === b.userId ? cmp(a.id, b.id) : cmp(a.userId, b.userId)));
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The uplines of `userIds` (as team/uplines.ts findUplinesOf) and which of those uplines hold an order that earns on
 * `day`, active or paid for that day before it closed, in one statement: what a settlement reads after advancing its
 * orders, so the orders it just matured still earn that day. With them, the income wallet ids of the owners and their
 * uplines that have one, so paying them costs no statement of its own.
 */
export async function findUplinesEarningOn(
  db: Queryable,
  options: { userIds: string[]; day: string },
): Promise<{ uplinesOf: Map<string, Upline[]>; earning: Set<string>; incomeWallets: Map<string, string> }> {
  if (options.userIds.length === 0) return toUplinesEarning([]);
  const rows = await queryRows<UplineEarningRow>(db, uplinesEarningSql(options.userIds, options.day));
  return toUplinesEarning(rows);
}

export interface UplineEarningRow {
  member_id: string;
  user_id: string;
  depth: Upline['depth'] | 0;
  earning: boolean;
  wallet_id: string | null;
}

// Depth 0 rows are the owners themselves, for their wallets; an owner without uplines has only that row.
export function uplinesEarningSql(userIds: string[], day: string): SQL {
  const owners = sql`${pgArray(userIds)}::uuid[]`;
  return sql`with up as (
          select member_id, upline_id as user_id, depth from (${uplineRows(owners)}) r
          union all select id, id, 0 from unnest(${owners}) as o(id)),
        earning as (
          select distinct o.user_id from orders o
          where o.user_id in (select user_id from up where depth > 0)
            and (o.status = 'active' or o.last_paid_day = ${day}))
        select up.member_id, up.user_id, up.depth, e.user_id is not null as earning, w.id as wallet_id
        from up left join earning e on e.user_id = up.user_id
        left join accounts w on w.owner_id = up.user_id and w.kind = ${MEMBER_WALLET.income}
        order by up.member_id, up.depth`;
}

export function toUplinesEarning(rows: UplineEarningRow[]) {
  const uplinesOf = new Map<string, Upline[]>();
  const earning = new Set<string>();
  const incomeWallets = new Map<string, string>();
  for (const row of rows) {
    if (row.wallet_id) incomeWallets.set(row.user_id, row.wallet_id);
    if (row.depth === 0) continue;
    const uplines = uplinesOf.get(row.member_id) ?? [];
    if (uplines.length === 0) uplinesOf.set(row.member_id, uplines);
    uplines.push({ userId: row.user_id, depth: row.depth });
    if (row.earning) earning.add(row.user_id);
  }
  return { uplinesOf, earning, incomeWallets };
}

function advance(options: { day: string; now: Date }) {
  return {
    paidDays: sql`${orders.paidDays} + 1`,
    lastPaidDay: options.day,
    status: sql`case when ${orders.paidDays} + 1 >= ${orders.maturityDays} then 'matured' else 'active' end`,
    closedAt: sql`case when ${orders.paidDays} + 1 >= ${orders.maturityDays} then ${options.now.toISOString()}::timestamptz else null end`,
  };
}
