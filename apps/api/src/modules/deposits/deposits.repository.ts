import {
  type DepositRow,
  type Locale,
  microsToUsdt,
  type QueueOrder,
  type TextsPerLanguage,
  textIn,
} from '@app/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { statementGate } from '../../ledger/post';
import { pageWindow } from '../../lib/paging';

type Deposit = typeof deposits.$inferSelect;

/** `locale`: the reader's, for the words of a kept rejection reason (docs/product.md#reviews). */
export function toDepositRow(row: Deposit, locale: Locale = 'en'): DepositRow {
  return {
    _id: row.id,
    amount: microsToUsdt(row.amountMicros),
    transaction_id: row.txHash,
    status: row.status,
    reason: row.reasonTexts ? textIn(row.reasonTexts, locale) : row.reason,
    createdAt: row.createdAt.toISOString(),
    demo: row.demo,
  };
}

export async function listMemberDeposits(
  db: Queryable,
  options: { userId: string; page: number; pageSize?: number; locale?: Locale },
) {
  const where = eq(deposits.userId, options.userId);
  const { limit, offset } = pageWindow(options.page, options.pageSize);
  const rows = await db
    .select()
    .from(deposits)
    .where(where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(deposits).where(where);
  return { docs: rows.map((row) => toDepositRow(row, options.locale)), totalDocs: total?.total ?? 0 };
}

const reviewColumns = {
  deposit: deposits,
  member: { _id: users.id, fullName: users.fullName, email: users.email },
};

export function toAdminDepositRow(row: { deposit: Deposit; member: { _id: string; fullName: string; email: string } }) {
  return {
    ...toDepositRow(row.deposit),
    member: row.member,
    creditedAmount: row.deposit.creditedMicros === null ? null : microsToUsdt(row.deposit.creditedMicros),
    reviewedAt: row.deposit.reviewedAt?.toISOString() ?? null,
  };
}

export async function listDepositsForReview(
  db: Queryable,
  options: { status?: Deposit['status']; order?: QueueOrder; page: number },
) {
  const where: SQL | undefined = options.status ? eq(deposits.status, options.status) : undefined;
  const { limit, offset } = pageWindow(options.page);
  // Unless asked: pending ones oldest first (a queue), reviewed ones newest first (a history).
  const sort = (options.order ?? (options.status === 'pending' ? 'oldest' : 'newest')) === 'oldest' ? asc : desc;
  const rows = await db
    .select(reviewColumns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where)
    .orderBy(sort(deposits.createdAt), sort(deposits.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(deposits).where(where);
  return { docs: rows.map(toAdminDepositRow), totalDocs: total?.total ?? 0 };
}

export async function getDepositForReview(db: Queryable, id: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(eq(deposits.id, id)));
  return row;
}

/** A deposit as the review shows it, with its member's deposit wallet (null before the member's first credit). */
export async function findDepositToApprove(db: Queryable, id: string) {
  const [row] = await db
    .select({
      ...reviewColumns,
      depositWalletId: sql<string | null>`(select id from accounts
        where owner_id = ${deposits.userId} and kind = ${MEMBER_WALLET.deposit})`,
      watched: sql<boolean>`exists (select 1 from deposit_transfers where tx_hash = ${deposits.txHash})`,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(eq(deposits.id, id));
  return row;
}

/**
 * The CTE (`gate`) that approves a deposit still pending, for a statement that stands alone: conditional on `pending`,
 * so of two operators approving (or one rejecting) together, one claims it. An operator's approval credits the whole
 * amount claimed. A transaction the deposit watcher saw paid a member's own address: the watcher credits it, never a
 * review too (docs/decisions/019-deposit-addresses.md), however late the watcher saw it.
 */
export function approveDepositGate(options: { depositId: string; actorId: string; now: Date }): SQL {
  return statementGate.cte(sql`
    update deposits set status = 'success', reviewed_by = ${options.actorId}::uuid,
      reviewed_at = ${options.now.toISOString()}::timestamptz, credited_micros = amount_micros
    where id = ${options.depositId}::uuid and status = 'pending'
      and not exists (select 1 from deposit_transfers where deposit_transfers.tx_hash = deposits.tx_hash)
    returning id`);
}

/** Answers undefined when the hash was already used: the unique index, not a prior read, decides races. */
export async function insertPendingDeposit(
  db: Queryable,
  values: {
    userId: string;
    amountMicros: bigint;
    txHash: string;
    verification: Deposit['verification'];
    createdAt: Date;
  },
): Promise<Deposit | undefined> {
  const [inserted] = await db
    .insert(deposits)
    .values(values)
    // Any conflict: the hash's unique index is partial (the watcher's rows are unique by hash and log index).
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** Conditional on `pending`, like the approval, so an approve and a reject cannot both win. */
export async function markDepositRejected(
  db: Queryable,
  options: {
    depositId: string;
    actorId: string;
    reason: string;
    reasonTexts: Deposit['reasonTexts'];
    now: Date;
  },
) {
  const [deposit] = await db
    .update(deposits)
    .set({
      status: 'reject',
      reason: options.reason,
      reasonTexts: options.reasonTexts,
      reviewedBy: options.actorId,
      reviewedAt: options.now,
    })
    .where(and(eq(deposits.id, options.depositId), eq(deposits.status, 'pending')))
    .returning({ id: deposits.id, userId: deposits.userId, amountMicros: deposits.amountMicros });
  return deposit;
}

export async function findPendingChainDeposit(db: Queryable, depositId: string) {
  const [row] = await db
    .select({ deposit: deposits, senderAddress: users.usdtAddress })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(and(eq(deposits.id, depositId), eq(deposits.status, 'pending'), eq(deposits.verification, 'chain')));
  return row;
}

// The chain's verdicts below stay conditional on `pending`: replicas rechecking the same deposit settle it once.

export async function markChainDepositRefused(
  db: Queryable,
  options: { depositId: string; reason: string; reasonTexts: TextsPerLanguage | null; now: Date },
): Promise<Deposit | undefined> {
  const [rejected] = await db
    .update(deposits)
    .set({ status: 'reject', reason: options.reason, reasonTexts: options.reasonTexts, reviewedAt: options.now })
    .where(pendingOnly(options.depositId))
    .returning();
  return rejected;
}

export async function markChainDepositCredited(
  db: Queryable,
  options: { depositId: string; creditedMicros: bigint; blockNumber: bigint; logIndex: number; now: Date },
): Promise<Deposit | undefined> {
  const [credited] = await db
    .update(deposits)
    .set({
      status: 'success',
      creditedMicros: options.creditedMicros,
      blockNumber: options.blockNumber,
      logIndex: options.logIndex,
      reviewedAt: options.now,
    })
    .where(pendingOnly(options.depositId))
    .returning();
  return credited;
}

function pendingOnly(depositId: string) {
  return and(eq(deposits.id, depositId), eq(deposits.status, 'pending'));
}

export async function listPendingChainDepositIds(db: Queryable, limit: number) {
  return db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), eq(deposits.verification, 'chain')))
    .orderBy(asc(deposits.createdAt))
    .limit(limit);
}
