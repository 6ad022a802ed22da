import {
  type DepositRow,
  type Locale,
  microsToUsdt,
  type QueueOrder,
  type TextsPerLanguage,
  textIn,
} from '@app/contract';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { heldRoleBeforeSql } from '../../core/operator-tenure';
import type { Queryable } from '../../db/client';
import { deposits, users } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { countRows, pageWindow, queueDirection } from '../../lib/paging';
import { movedAloneToMembers } from '../payout-safety/operator-alone';
import { type Approver, approveRefusal, hashCheckedOnChain, waitsForSecondOperator } from './deposit-approval';

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
  return {
    docs: rows.map((row) => toDepositRow(row, options.locale)),
    totalDocs: await countRows(db, deposits, where),
  };
}

const approver = alias(users, 'approver');
const reviewColumns = {
  deposit: deposits,
  member: { _id: users.id, fullName: users.fullName, email: users.email },
  approver: { _id: approver.id, fullName: approver.fullName },
};
type ReviewRow = {
  deposit: Deposit;
  member: { _id: string; fullName: string; email: string };
  approver: { _id: string; fullName: string } | null;
};

/**
 * Who reads the queue: what they may approve, and whether their approval would credit or wait for a second operator.
 * `movedAlone`: what they moved alone to each member of the rows over 24 hours (payout-safety/operator-alone.ts).
 */
export interface DepositReader extends Approver {
  /** The payoutApprovalAbove setting. */
  approvalAboveMicros: bigint;
  movedAlone: Map<string, bigint>;
}

export function toAdminDepositRow(row: ReviewRow, reader: DepositReader) {
  const { deposit } = row;
  const pending = deposit.status === 'pending';
  const moved = reader.movedAlone.get(deposit.userId) ?? 0n;
  const refusal = approveRefusal(deposit, reader);
  return {
    ...toDepositRow(deposit),
    member: row.member,
    creditedAmount: deposit.creditedMicros === null ? null : microsToUsdt(deposit.creditedMicros),
    reviewedAt: deposit.reviewedAt?.toISOString() ?? null,
    hashCheckedOnChain: hashCheckedOnChain(deposit),
    needsSecondOperator:
      pending && (deposit.approvedBy !== null || waitsForSecondOperator(deposit, moved, reader.approvalAboveMicros)),
    approvedBy: row.approver,
    approvedAt: deposit.approvedAt?.toISOString() ?? null,
    canApprove: refusal === null,
    cannotApproveReason: refusal?.message ?? null,
  };
}

function reviewQuery(db: Queryable) {
  return db
    .select(reviewColumns)
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .leftJoin(approver, eq(approver.id, deposits.approvedBy));
}

/** What the reader moved alone to the members of these rows that wait for a decision, read in one statement. */
export function movedAloneFor(db: Queryable, reader: { actorId: string; now: Date }, rows: ReviewRow[]) {
  return movedAloneToMembers(db, {
    actorId: reader.actorId,
    userIds: rows.filter((row) => row.deposit.status === 'pending').map((row) => row.deposit.userId),
    now: reader.now,
  });
}

export async function listDepositsForReview(
  db: Queryable,
  options: {
    status?: Deposit['status'];
    order?: QueueOrder;
    page: number;
    reader: Approver & { approvalAboveMicros: bigint; now: Date };
  },
) {
  const where: SQL | undefined = options.status ? eq(deposits.status, options.status) : undefined;
  const { limit, offset } = pageWindow(options.page);
  const sort = queueDirection(options);
  const rows = await reviewQuery(db)
    .where(where)
    .orderBy(sort(deposits.createdAt), sort(deposits.id))
    .limit(limit)
    .offset(offset);
  const reader = { ...options.reader, movedAlone: await movedAloneFor(db, options.reader, rows) };
  return { docs: rows.map((row) => toAdminDepositRow(row, reader)), totalDocs: await countRows(db, deposits, where) };
}

export async function getDepositForReview(db: Queryable, id: string): Promise<ReviewRow | undefined> {
  const [row] = await reviewQuery(db).where(eq(deposits.id, id));
  return row;
}

/**
 * A deposit as the review shows it, with its member's deposit wallet (null before the member's first credit). `lock`:
 * inside the approval's transaction, after the member's row, so what it decides from cannot change before it writes.
 */
export async function findDepositToApprove(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      ...reviewColumns,
      depositWalletId: sql<string | null>`(select id from accounts
        where owner_id = ${deposits.userId} and kind = ${MEMBER_WALLET.deposit})`,
      watched: sql<boolean>`exists (select 1 from deposit_transfers where tx_hash = ${deposits.txHash})`,
    })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .leftJoin(approver, eq(approver.id, deposits.approvedBy))
    .where(eq(deposits.id, id));
  // Locked: the member's row first, as every money transaction takes it, then the deposit's.
  const [row] = options.lock ? await query.for('no key update', { of: [users, deposits] }) : await query;
  return row;
}

/**
 * The claim of an approval's credit (credit-deposit.ts): it approves a deposit still pending and credits it, conditional on `pending`, so of two operators
 * approving (or one rejecting) together, one claims it. An operator's approval credits the whole amount claimed. A
 * transaction the deposit watcher saw paid a member's own address: the watcher credits it, never a review too
 * (docs/decisions/019-deposit-addresses.md), however late the watcher saw it. Four eyes on sums
 * (docs/decisions/020-operator-roles.md#four-eyes-on-sums): never by the operator who approved it first, and without
 * a first approval only within the limit less what this operator moved alone to the member (`movedAlone`, summed by
 * the statement itself), so whatever changed since the approval's read cannot let the credit slip past the limit.
 */
export function approveDepositClaim(options: {
  depositId: string;
  actorId: string;
  now: Date;
  limitMicros: bigint;
  movedAlone: SQL;
}): SQL {
  return sql`
    update deposits set status = 'success', reviewed_by = ${options.actorId}::uuid,
      reviewed_at = ${options.now.toISOString()}::timestamptz, credited_micros = amount_micros
    where id = ${options.depositId}::uuid and status = 'pending'
      and approved_by is distinct from ${options.actorId}::uuid
      and ${heldRoleBeforeSql(options.actorId, sql`deposits.created_at`)}
      and (approved_by is not null or amount_micros + ${options.movedAlone} <= ${options.limitMicros.toString()}::bigint)
      and not exists (select 1 from deposit_transfers where deposit_transfers.tx_hash = deposits.tx_hash)
    returning id`;
}

/**
 * The first of two approvals of a deposit above the limit: recorded, nothing credited. Conditional on a pending deposit
 * nobody approved yet and no transfer the watcher saw (it credits those itself).
 */
export async function markDepositApprovedFirst(
  db: Queryable,
  options: { depositId: string; actorId: string; now: Date },
) {
  const [approved] = await db
    .update(deposits)
    .set({ approvedBy: options.actorId, approvedAt: options.now })
    .where(
      and(
        eq(deposits.id, options.depositId),
        eq(deposits.status, 'pending'),
        isNull(deposits.approvedBy),
        heldRoleBeforeSql(options.actorId, sql`${deposits.createdAt}`),
        sql`not exists (select 1 from deposit_transfers where deposit_transfers.tx_hash = ${deposits.txHash})`,
      ),
    )
    .returning({ id: deposits.id });
  return approved;
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

/**
 * Conditional on `pending`, like the approval, so an approve and a reject cannot both win. Either operator of a deposit
 * approved first may reject it; when the first approver does, their approval is withdrawn with it (the audit log keeps
 * it), as a row reviewed by its own first approver is refused by the table's check (`deposits_four_eyes`).
 */
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
  const own = sql`${deposits.approvedBy} = ${options.actorId}::uuid`;
  const [deposit] = await db
    .update(deposits)
    .set({
      status: 'reject',
      reason: options.reason,
      reasonTexts: options.reasonTexts,
      reviewedBy: options.actorId,
      reviewedAt: options.now,
      approvedBy: sql`case when ${own} then null else ${deposits.approvedBy} end`,
      approvedAt: sql`case when ${own} then null else ${deposits.approvedAt} end`,
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

export function chainCreditClaim(
  db: Queryable,
  options: { depositId: string; creditedMicros: bigint; blockNumber: bigint; logIndex: number; now: Date },
) {
  return db
    .update(deposits)
    .set({
      status: 'success',
      creditedMicros: options.creditedMicros,
      blockNumber: options.blockNumber,
      logIndex: options.logIndex,
      reviewedAt: options.now,
    })
    .where(pendingOnly(options.depositId))
    .returning({ id: deposits.id });
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
