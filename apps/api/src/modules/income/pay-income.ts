import type { IncomeKind } from '@app/contract';
import type { Queryable } from '../../db/client';
import { MEMBER_WALLET, memberAccountId, PLATFORM_ACCOUNT, platformAccountId } from '../../ledger/accounts';
import { post } from '../../ledger/post';
import { share } from '../../lib/basis-points';
import { addToIncomeDaily, insertIncome } from './income.repository';

export interface IncomeEvent {
  userId: string;
  kind: IncomeKind;
  baseMicros: bigint;
  rateBasisPoints: number;
  /** What makes the income unique (order + day, payer income + level, order, member + rank). */
  idempotencyKey: string;
  day: string;
  now: Date;
  sourceUserId?: string | null;
  orderId?: string | null;
  level?: number | null;
  orderDay?: number | null;
  orderDays?: number | null;
  rank?: number | null;
}

/** Pays one income through the ledger, once per key; answers the amount paid (0 when nothing moved). */
export async function payIncome(tx: Queryable, event: IncomeEvent): Promise<bigint> {
  const amountMicros = share(event.baseMicros, event.rateBasisPoints);
  if (amountMicros <= 0n) return 0n;
  const detail = {
    level: event.level ?? null,
    orderDay: event.orderDay ?? null,
    orderDays: event.orderDays ?? null,
    rank: event.rank ?? null,
  };
  const poolId = await platformAccountId(tx, PLATFORM_ACCOUNT.incomesPaid);
  const walletId = await memberAccountId(tx, { userId: event.userId, wallet: MEMBER_WALLET.income });
  const { entryId, replayed } = await post(tx, {
    kind: `income:${event.kind}`,
    idempotencyKey: event.idempotencyKey,
    lines: [
      { accountId: poolId, amountMicros: -amountMicros },
      { accountId: walletId, amountMicros },
    ],
    memo: { day: event.day, ...detail },
    now: event.now,
  });
  if (replayed) return 0n;
  await insertIncome(tx, {
    userId: event.userId,
    kind: event.kind,
    amountMicros,
    sourceUserId: event.sourceUserId ?? null,
    orderId: event.orderId ?? null,
    day: event.day,
    baseMicros: event.baseMicros,
    rateBasisPoints: event.rateBasisPoints,
    ...detail,
    entryId,
    idempotencyKey: event.idempotencyKey,
    createdAt: event.now,
  });
  await addToIncomeDaily(tx, { userId: event.userId, kind: event.kind, day: event.day, amountMicros });
  return amountMicros;
}
