import type { QueueOrder } from '@app/contract';
import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { frozenSql } from '../../core/member-freeze';
import { heldRoleBeforeSql } from '../../core/operator-tenure';
import type { Queryable } from '../../db/client';
import { orders, users, type WithdrawalRecord, withdrawals } from '../../db/schema';
import { countRows, pageWindow, queueDirection } from '../../lib/paging';
import { movedAloneToMembers } from '../payout-safety/operator-alone';
import { payoutsOfWithdrawals, toPayoutSummary } from '../payouts/payouts.repository';
import { needsSecondOperator, type Payer, payRefusal } from './payability';
import type { PayoutCheck } from './payout-check';
import { toWithdrawalRow } from './withdrawals.repository';

// The operators' side of withdrawals: the queue, approval above the limit, payment and rejection. Each change is
// one conditional UPDATE on the row's state, so of two operators racing, one wins and the other learns why.

export type ListedStatus = Exclude<WithdrawalRecord['status'], 'unverified'>;

const approver = alias(users, 'approver');
const reviewColumns = {
  withdrawal: withdrawals,
  packageTitle: orders.title,
  member: { _id: users.id, fullName: users.fullName, email: users.email },
  memberBlockedAt: users.blockedAt,
  memberFrozenAt: users.frozenAt,
  memberUnfreezeAt: users.unfreezeAt,
  approver: { _id: approver.id, fullName: approver.fullName },
};
type ReviewRow = {
  withdrawal: WithdrawalRecord;
  packageTitle: string | null;
  member: { _id: string; fullName: string; email: string };
  memberBlockedAt: Date | null;
  memberFrozenAt: Date | null;
  memberUnfreezeAt: Date | null;
  approver: { _id: string; fullName: string } | null;
};

/** What the payment and approval rules (payability.ts) read of a row: the withdrawal and its member's block. */
export function payableFacts(
  row: Pick<ReviewRow, 'withdrawal' | 'memberBlockedAt' | 'memberFrozenAt' | 'memberUnfreezeAt'>,
) {
  const { memberBlockedAt, memberFrozenAt, memberUnfreezeAt } = row;
  return { ...row.withdrawal, memberBlockedAt, memberFrozenAt, memberUnfreezeAt };
}

/**
 * The withdrawal's member is neither blocked nor frozen. The caller holds the member's row (lockVerifyGate) from
 * before this statement: a block or freeze committed earlier is seen here, and one that comes later waits for the
 * caller's commit (docs/decisions/025-automatic-payouts.md#a-block-freezes-money).
 */
const memberMoneyFlows = (now: Date) => sql`not exists (
  select 1 from users u where u.id = ${withdrawals.userId} and (u.blocked_at is not null or ${frozenSql('u', now)}))`;

/** How the operator reading the row sees it: whether they may pay it, and how its payout hash is checked. */
export interface ReviewView {
  payer: Payer;
  payoutCheck: PayoutCheck;
}

/** What the payer moved alone to each member of these rows over 24 hours, which the four eyes add the payout to. */
export function movedAloneFor(db: Queryable, view: ReviewView, rows: { withdrawal: { userId: string } }[]) {
  return movedAloneToMembers(db, {
    actorId: view.payer.actorId,
    userIds: rows.map((row) => row.withdrawal.userId),
    now: view.payer.now,
  });
}

type PayoutsByWithdrawal = Awaited<ReturnType<typeof payoutsOfWithdrawals>>;

export function toAdminWithdrawalRow(
  row: ReviewRow,
  view: ReviewView,
  movedAlone: Map<string, bigint>,
  payoutsOf: PayoutsByWithdrawal,
) {
  const payout = payoutsOf.get(row.withdrawal.id);
  // A paid row's own payout is in the member's 24 hours: it is judged, as it was when paid, by its amount alone.
  const moved = row.withdrawal.status === 'pending' ? (movedAlone.get(row.withdrawal.userId) ?? 0n) : 0n;
  const refusal = payRefusal(payableFacts(row), view.payer, moved);
  return {
    ...toWithdrawalRow(row),
    member: row.member,
    memberBlocked: row.memberBlockedAt !== null,
    reviewedAt: row.withdrawal.reviewedAt?.toISOString() ?? null,
    needsApproval: needsSecondOperator({ ...row.withdrawal, approvedBy: null }, view.payer, moved),
    approvedBy: row.approver,
    approvedAt: row.withdrawal.approvedAt?.toISOString() ?? null,
    canPay: refusal === null,
    cannotPayReason: refusal?.message ?? null,
    payoutCheck: view.payoutCheck,
    payout: payout ? toPayoutSummary(payout) : null,
  };
}

/** The request is still the operators' to decide: pending, and not taken by the payout engine. */
function pendingForOperators(withdrawalId: string) {
  return and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'pending'), isNull(withdrawals.payoutQueuedAt));
}

function reviewQuery(db: Queryable) {
  return db
    .select(reviewColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(approver, eq(approver.id, withdrawals.approvedBy))
    .leftJoin(orders, eq(orders.id, withdrawals.orderId));
}

export async function listWithdrawalsForReview(
  db: Queryable,
  options: { status?: ListedStatus; order?: QueueOrder; page: number; view: ReviewView },
) {
  const where: SQL = options.status ? eq(withdrawals.status, options.status) : ne(withdrawals.status, 'unverified');
  const { limit, offset } = pageWindow(options.page);
  const sort = queueDirection(options);
  const rows = await reviewQuery(db)
    .where(where)
    .orderBy(sort(withdrawals.createdAt), sort(withdrawals.id))
    .limit(limit)
    .offset(offset);
  const movedAlone = await movedAloneFor(db, options.view, rows);
  const payoutsOf = await payoutsOfWithdrawals(
    db,
    rows.map((row) => row.withdrawal.id),
  );
  return {
    docs: rows.map((row) => toAdminWithdrawalRow(row, options.view, movedAlone, payoutsOf)),
    totalDocs: await countRows(db, withdrawals, where),
  };
}

export async function getWithdrawalForReview(db: Queryable, id: string) {
  const [row] = await reviewQuery(db).where(eq(withdrawals.id, id));
  return row;
}

/** Answers nothing unless the request is pending, not yet approved and its member not blocked. */
export async function markWithdrawalApproved(
  db: Queryable,
  options: { withdrawalId: string; actorId: string; now: Date },
) {
  const [approved] = await db
    .update(withdrawals)
    .set({ approvedBy: options.actorId, approvedAt: options.now })
    .where(
      and(
        eq(withdrawals.id, options.withdrawalId),
        eq(withdrawals.status, 'pending'),
        isNull(withdrawals.approvedBy),
        heldRoleBeforeSql(options.actorId, sql`${withdrawals.createdAt}`),
        memberMoneyFlows(options.now),
      ),
    )
    .returning();
  return approved;
}

/**
 * Answers nothing when the request is not pending, when it is above `approvalAboveMicros` and not approved, when
 * the actor approved it (an approval, needed or not, always binds a second operator), or when its member is blocked:
 * the condition is read on the row as it is when the update takes its lock, so an approval racing the payment cannot
 * let one operator do both.
 */
export async function markWithdrawalPaid(
  db: Queryable,
  options: { withdrawalId: string; transactionHash: string; actorId: string; now: Date; approvalAboveMicros: bigint },
) {
  const [paid] = await db
    .update(withdrawals)
    .set({
      status: 'success',
      payoutTxHash: options.transactionHash,
      reviewedBy: options.actorId,
      reviewedAt: options.now,
    })
    .where(
      and(
        pendingForOperators(options.withdrawalId),
        or(
          and(
            isNull(withdrawals.approvedBy),
            sql`${withdrawals.amountMicros} <= ${options.approvalAboveMicros}`,
            // A refund, or capital bought with a recent deposit, always has a second operator (docs/product.md#refunds).
            eq(withdrawals.alwaysSecond, false),
          ),
          ne(withdrawals.approvedBy, options.actorId),
        ),
        heldRoleBeforeSql(options.actorId, sql`${withdrawals.createdAt}`),
        memberMoneyFlows(options.now),
      ),
    )
    .returning();
  return paid;
}

/** Answers nothing when the request is not pending or the payout engine took it: of two operators, one wins. */
export async function markWithdrawalRejected(
  db: Queryable,
  options: {
    withdrawalId: string;
    reason: string;
    reasonTexts: WithdrawalRecord['reasonTexts'];
    actorId: string;
    now: Date;
  },
) {
  const [rejected] = await db
    .update(withdrawals)
    .set({
      status: 'reject',
      reason: options.reason,
      reasonTexts: options.reasonTexts,
      reviewedBy: options.actorId,
      reviewedAt: options.now,
    })
    .where(pendingForOperators(options.withdrawalId))
    .returning();
  return rejected;
}

export async function findWithdrawalState(db: Queryable, withdrawalId: string) {
  const [existing] = await db
    .select({
      userId: withdrawals.userId,
      kind: withdrawals.kind,
      status: withdrawals.status,
      amountMicros: withdrawals.amountMicros,
      approvedBy: withdrawals.approvedBy,
      holdUntil: withdrawals.holdUntil,
      payoutQueuedAt: withdrawals.payoutQueuedAt,
      createdAt: withdrawals.createdAt,
      alwaysSecond: withdrawals.alwaysSecond,
      memberBlockedAt: users.blockedAt,
      memberFrozenAt: users.frozenAt,
      memberUnfreezeAt: users.unfreezeAt,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, withdrawalId));
  return existing;
}
