import type { IncomeKind } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { MEMBER_WALLET, PLATFORM_ACCOUNT, platformAccountId, walletIds, walletKey } from '../../ledger/accounts';
import { writeMoney } from '../../ledger/money-event';
import { incomePayment } from '../../ledger/movements';
import { share } from '../../lib/basis-points';
import { incomesWithRollup } from './income.repository';

export interface IncomeEvent {
  userId: string;
  kind: IncomeKind;
  baseMicros: bigint;
  rateBasisPoints: number;
  /** What makes the income unique (order + day, order + day + level, order, member + rank). */
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

/**
 * Incomes planned for the statement of the event that pays them (docs/product.md#incomes): their journal entries
 * (from the pool to each payee's income wallet; `gateOf` names the row of the statement's gate each depends on),
 * their rows with the daily rollup as CTEs beside the entries (null when none pays), and what each event paid once
 * the statement answered which entries it wrote. A share that rounds to nothing pays nothing. `incomeWallets` are the
 * payees' income wallet ids the caller read with its rows, by member; a payee without one gets it opened first, by a
 * statement of its own (an empty wallet is harmless if the event then writes nothing).
 */
export async function planIncomes(
  db: Queryable,
  events: IncomeEvent[],
  options: { incomeWallets?: ReadonlyMap<string, string>; gateOf?: (event: IncomeEvent) => string } = {},
) {
  const { amounts, paying } = sharesOf(events);
  const poolId = paying.length > 0 ? await platformAccountId(db, PLATFORM_ACCOUNT.incomesPaid) : '';
  const wallets = await walletIds(
    db,
    paying.map(({ event }) => ({ userId: event.userId, wallet: MEMBER_WALLET.income })),
    walletsByKey(options.incomeWallets),
  );
  const { entries, incomes } = incomeRows(paying, poolId, wallets);
  const gates = paying.map(({ event }) => options.gateOf?.(event));
  return {
    entries: entries.map((entry, index) => ({ ...entry, gate: gates[index] })),
    /** The income rows, given the money event's name for the entries it wrote. */
    writes: (written: SQL) => (incomes.length > 0 ? incomesWithRollup(incomes, written) : null),
    paid: (written: ReadonlyMap<string, string>) =>
      events.map((event, index) => (written.has(event.idempotencyKey) ? (amounts[index] ?? 0n) : 0n)),
  };
}

/** Pays incomes by a statement of their own (a rank's rewards, folded after the event that reached it). */
export async function payIncomes(db: Queryable, events: IncomeEvent[]): Promise<bigint[]> {
  const plan = await planIncomes(db, events);
  if (plan.entries.length === 0) return events.map(() => 0n);
  const { written } = await writeMoney(db, { entries: plan.entries, rows: (names) => [plan.writes(names.written)] });
  return plan.paid(written);
}

/** Each event's share, and the events whose share is not nothing (a share that rounds to zero pays nothing). */
function sharesOf(events: IncomeEvent[]) {
  const amounts = events.map((event) => share(event.baseMicros, event.rateBasisPoints));
  const paying = events.flatMap((event, index) => {
    const amountMicros = amounts[index] ?? 0n;
    return amountMicros > 0n ? [{ event, amountMicros }] : [];
  });
  return { amounts, paying };
}

function walletsByKey(incomeWallets: ReadonlyMap<string, string> | undefined): Map<string, string> {
  return new Map(
    [...(incomeWallets ?? [])].map(([userId, id]) => [walletKey({ userId, wallet: MEMBER_WALLET.income }), id]),
  );
}

/** The journal entry and the income row of each paying event, from the pool to the payee's income wallet. */
function incomeRows(
  paying: { event: IncomeEvent; amountMicros: bigint }[],
  poolId: string,
  wallets: Map<string, string>,
) {
  const entries = paying.map(({ event, amountMicros }) =>
    incomePayment({
      kind: event.kind,
      idempotencyKey: event.idempotencyKey,
      amountMicros,
      poolId,
      incomeWalletId: wallets.get(walletKey({ userId: event.userId, wallet: MEMBER_WALLET.income })) ?? '',
      memo: { day: event.day, ...detailOf(event) },
      now: event.now,
    }),
  );
  const incomes = paying.map(({ event, amountMicros }) => ({
    userId: event.userId,
    kind: event.kind,
    amountMicros,
    sourceUserId: event.sourceUserId ?? null,
    orderId: event.orderId ?? null,
    day: event.day,
    baseMicros: event.baseMicros,
    rateBasisPoints: event.rateBasisPoints,
    ...detailOf(event),
    idempotencyKey: event.idempotencyKey,
    createdAt: event.now,
  }));
  return { entries, incomes };
}

function detailOf(event: IncomeEvent) {
  return {
    level: event.level ?? null,
    orderDay: event.orderDay ?? null,
    orderDays: event.orderDays ?? null,
    rank: event.rank ?? null,
  };
}
