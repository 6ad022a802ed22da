import { type Locale, microsToUsdt, type OrderRow } from '@app/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { type OrderRecord, orders, packages } from '../../db/schema';
import type { PackageTranslations } from '../../db/schema/packages';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { type Upline, uplineRows } from '../team/uplines';

/** `title`: the package's name in the reader's language, when it has one (the order keeps its English name). */
export function toOrderRow(row: OrderRecord, today: string, title?: string): OrderRow {
  return {
    _id: row.id,
    package_id: row.packageId,
    title: title ?? row.title,
    price: microsToUsdt(row.priceMicros),
    yield: row.dailyYieldBasisPoints / 100,
    maturity: row.maturityDays,
    totalDays: row.paidDays,
    status: row.status,
    capitalChargePercent: row.capitalChargeBasisPoints / 100,
    handlingFee: microsToUsdt(row.handlingFeeMicros),
    paidToday: row.lastPaidDay === today,
    lastPaidDay: row.lastPaidDay,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** Every order of one member, newest first (a member holds a handful, so no paging), with its package's languages. */
export async function listMemberOrders(db: Queryable, userId: string) {
  return db
    .select({ order: orders, translations: packages.translations })
    .from(orders)
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** The package's name in `locale`, when the operator wrote one (docs/product.md#packages). */
export function translatedTitle(row: { translations: PackageTranslations | null }, locale: Locale) {
  return locale === 'en' ? undefined : row.translations?.[locale]?.title;
}

/**
 * The uplines of `userIds` (as team/uplines.ts findUplinesOf) and which of those uplines hold an order that earns on
 * `day`, active or paid for that day before it closed (and whose account is not closed), in one statement: what a settlement reads with its batch of due
 * orders (an order maturing that day still earns on it). With them, the income wallet ids of the owners and their
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
            and (o.status = 'active' or o.last_paid_day = ${day})
            -- A closed member earns nothing, even on the day its last order closed (decision 033).
            and not exists (select 1 from users c where c.id = o.user_id and c.closed_at is not null))
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
