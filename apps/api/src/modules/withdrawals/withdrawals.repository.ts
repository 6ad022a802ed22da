import { type Locale, microsToUsdt, textIn, type WithdrawalRow } from '@app/contract';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { discardOtpsFor } from '../../core/otp';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { accounts, orders, packages, users, type WithdrawalRecord, withdrawals } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { countRows, pageWindow } from '../../lib/paging';
import { type VerifyFactsRow, verifyFactsQuery } from '../payout-safety/payout-safety';

type ListedStatus = Exclude<WithdrawalRecord['status'], 'unverified'>;

const rowColumns = { withdrawal: withdrawals, packageTitle: orders.title };

/** `locale`: the reader's, for the words of a kept rejection reason (docs/product.md#reviews). */
export function toWithdrawalRow(
  row: { withdrawal: WithdrawalRecord; packageTitle: string | null },
  locale: Locale = 'en',
): WithdrawalRow {
  const { withdrawal } = row;
  const held = withdrawal.status === 'pending' ? withdrawal.holdUntil : null;
  return {
    _id: withdrawal.id,
    kind: withdrawal.kind,
    address: withdrawal.address,
    requestPayment: microsToUsdt(withdrawal.amountMicros),
    charge: microsToUsdt(withdrawal.chargeMicros),
    chargePercent: withdrawal.chargeBasisPoints / 100,
    netAmount: microsToUsdt(withdrawal.netMicros),
    status: withdrawal.status,
    cancelled: withdrawal.cancelledAt !== null,
    reason: withdrawal.reasonTexts ? textIn(withdrawal.reasonTexts, locale) : withdrawal.reason,
    transactionHash: withdrawal.payoutTxHash,
    demo: withdrawal.demo,
    packageTitle: row.packageTitle,
    orderId: withdrawal.orderId,
    createdAt: withdrawal.createdAt.toISOString(),
    expiresAt: withdrawal.expiresAt.toISOString(),
    holdUntil: held?.toISOString() ?? null,
    holdReason: held ? 'newAddress' : null,
  };
}

/** The member's own verified requests, newest first; unverified ones hold no money and are not history. */
export async function listMemberWithdrawals(
  db: Queryable,
  options: { userId: string; status?: ListedStatus; page: number; pageSize?: number; locale?: Locale },
) {
  const where = and(
    eq(withdrawals.userId, options.userId),
    options.status ? eq(withdrawals.status, options.status) : ne(withdrawals.status, 'unverified'),
  );
  const { limit, offset } = pageWindow(options.page, options.pageSize);
  const locale = options.locale ?? 'en';
  // The package's name in the member's language when it has one (docs/product.md#packages).
  const packageTitle =
    locale === 'en'
      ? orders.title
      : sql<string | null>`coalesce(${packages.translations} -> ${locale} ->> 'title', ${orders.title})`;
  const rows = await db
    .select({ withdrawal: withdrawals, packageTitle })
    .from(withdrawals)
    .leftJoin(orders, eq(orders.id, withdrawals.orderId))
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit)
    .offset(offset);
  return {
    docs: rows.map((row) => toWithdrawalRow(row, options.locale)),
    totalDocs: await countRows(db, withdrawals, where),
  };
}

/**
 * A request of this member only (another member's id reads as not found), with what its verify needs, in one read:
 * its member's two-factor state (whether the code comes from the authenticator app), the income wallet (null if none),
 * and the payout safety nets' facts (`facts`, read as they would be for a request to that address; the verify checks
 * the request's address is the one it confirms).
 */
export async function findRequestToVerify(
  db: Queryable,
  options: { id: string; userId: string; facts: Omit<Parameters<typeof verifyFactsQuery>[0], 'userId'> },
) {
  const [row] = await db
    .select({
      ...rowColumns,
      member: {
        totpEnabledAt: users.totpEnabledAt,
        totpSecret: users.totpSecret,
        frozenAt: users.frozenAt,
        unfreezeAt: users.unfreezeAt,
        securityChangedAt: users.securityChangedAt,
      },
      incomeWalletId: accounts.id,
      facts: sql<VerifyFactsRow>`(select row_to_json(f) from (${verifyFactsQuery({ ...options.facts, userId: options.userId })}) f)`,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(orders, eq(orders.id, withdrawals.orderId))
    .leftJoin(accounts, and(eq(accounts.ownerId, withdrawals.userId), eq(accounts.kind, MEMBER_WALLET.income)))
    .where(and(eq(withdrawals.id, options.id), eq(withdrawals.userId, options.userId)));
  return row;
}

/** Forgets requests whose code expired unused (they never held money), with their codes. */
export async function purgeExpiredRequests(db: Queryable, now: Date) {
  const expired = await db
    .delete(withdrawals)
    .where(and(eq(withdrawals.status, 'unverified'), lt(withdrawals.expiresAt, now)))
    .returning({ id: withdrawals.id });
  await discardOtpsFor(db, 'withdrawal', expired);
  return expired.length;
}

/** An order of this member only: another member's id reads as not found. */
export async function findMemberOrder(db: Queryable, options: { orderId: string; userId: string }) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, options.orderId), eq(orders.userId, options.userId)));
  return order;
}

/**
 * The member's order of a package (`/withdrawladd/{id}` names the package, docs/product.md#withdrawals): a member holds
 * a package
 * once at a time, so the active one, else one not yet withdrawn, else the latest.
 */
export async function findMemberOrderOfPackage(db: Queryable, options: { packageId: string; userId: string }) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.packageId, options.packageId), eq(orders.userId, options.userId)))
    .orderBy(desc(orders.createdAt));
  return rows.find((row) => row.status === 'active') ?? rows.find((row) => row.status !== 'withdrawn') ?? rows[0];
}

export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function insertWithdrawal(db: Queryable, values: NewWithdrawal) {
  const [created] = await db.insert(withdrawals).values(values).returning();
  return created;
}

export async function deleteWithdrawal(db: Queryable, withdrawalId: string) {
  await db.delete(withdrawals).where(eq(withdrawals.id, withdrawalId));
}

/**
 * Whether the member had a deposit credited within `days` before `boughtAt`: an order bought then may have been paid
 * with it, so its capital leaves only as a refund does, with a second operator
 * (docs/decisions/046-no-way-around-the-second-person.md). A manual deposit is dated by its credit, one the chain
 * credited by its claim.
 */
export async function boughtWithRecentDeposit(
  db: Queryable,
  options: { userId: string; boughtAt: Date; days: number },
): Promise<boolean> {
  if (options.days <= 0) return false;
  const boughtAt = options.boughtAt.toISOString();
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from deposits
      where user_id = ${options.userId}::uuid and status = 'success'
        and coalesce(reviewed_at, created_at) <= ${boughtAt}::timestamptz
        and coalesce(reviewed_at, created_at) > ${boughtAt}::timestamptz - make_interval(days => ${options.days})
      limit 1`,
  );
  return rows.length > 0;
}
