import type { IncomeKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { incomeDaily, incomes } from '../../db/schema';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { share } from '../../lib/basis-points';

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
