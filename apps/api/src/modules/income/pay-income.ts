import type { IncomeKind } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accounts, incomeDaily, incomes } from '../../db/schema';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';

export const BASIS_POINTS = 10_000n;

/** Percent (as set by the operator) to basis points: 10 -> 1000, 2.5 -> 250. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function share(baseMicros: bigint, basisPoints: number): bigint {
  return (baseMicros * BigInt(basisPoints)) / BASIS_POINTS;
}

/**
 * Every transaction that pays income takes this lock first. All incomes credit one platform account, so
 * they are serialised on it anyway; taking it before any member row keeps the lock order the same in
 * every such transaction, so a member's claim and an upline's purchase cannot deadlock.
 */
export async function lockIncomePool(tx: Queryable): Promise<string> {
  const poolId = await platformAccountId(tx, PLATFORM_ACCOUNT.incomesPaid);
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, poolId)).for('update');
  return poolId;
}

export interface IncomeEvent {
  userId: string;
  kind: IncomeKind;
  baseMicros: bigint;
  rateBasisPoints: number;
  /** What makes the income unique (order + day, payer income + level, order, member + rank). */
  idempotencyKey: string;
  rule: string;
  day: string;
  now: Date;
  sourceUserId?: string | null;
  orderId?: string | null;
  level?: number | null;
}

/** Pays one income through the ledger, once per key; answers the amount paid (0 when nothing moved). */
export async function payIncome(tx: Queryable, event: IncomeEvent): Promise<bigint> {
  const amountMicros = share(event.baseMicros, event.rateBasisPoints);
  if (amountMicros <= 0n) return 0n;
  const poolId = await platformAccountId(tx, PLATFORM_ACCOUNT.incomesPaid);
  const walletId = await memberAccountId(tx, { userId: event.userId, wallet: MEMBER_WALLET.income });
  const { entryId, replayed } = await post(tx, {
    kind: `income:${event.kind}`,
    idempotencyKey: event.idempotencyKey,
    lines: [
      { accountId: poolId, amountMicros: -amountMicros },
      { accountId: walletId, amountMicros },
    ],
    memo: { rule: event.rule, day: event.day },
    now: event.now,
  });
  if (replayed) return 0n;
  await tx.insert(incomes).values({
    userId: event.userId,
    kind: event.kind,
    amountMicros,
    sourceUserId: event.sourceUserId ?? null,
    orderId: event.orderId ?? null,
    level: event.level ?? null,
    day: event.day,
    baseMicros: event.baseMicros,
    rateBasisPoints: event.rateBasisPoints,
    rule: event.rule,
    entryId,
    idempotencyKey: event.idempotencyKey,
    createdAt: event.now,
  });
  await tx
    .insert(incomeDaily)
    .values({ userId: event.userId, kind: event.kind, day: event.day, amountMicros })
    .onConflictDoUpdate({
      target: [incomeDaily.userId, incomeDaily.kind, incomeDaily.day],
      set: { amountMicros: sql`${incomeDaily.amountMicros} + ${amountMicros}` },
    });
  return amountMicros;
}
