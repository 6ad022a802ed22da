import type { IncomeKind } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { MEMBER_WALLET, PLATFORM_ACCOUNT, platformAccountId, walletIds, walletKey } from '../../ledger/accounts';
import { type AlsoWritten, type GatedEntry, type PostOptions, postEntries, postGatedEntries } from '../../ledger/post';
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
 * Pays incomes through the ledger, each once per key, in a fixed number of statements however many there
 * are (docs/product.md#incomes). `alongside` are other entries of the same business event (a purchase's
 * debit), written in the same batch so member balances are locked once, in one order. `incomeWallets` are the
 * recipients' income wallet ids the caller read with its rows, by member; `alsoWrite` other writes of the event,
 * made in the same statement as its entries (they run whatever the entries did: the caller's transaction holds them
 * all, and rolls back with a refused entry). Answers the amount
 * each event paid, 0 when nothing moved (a replayed key, or a share that rounds to nothing).
 */
export async function payIncomes(
  tx: Queryable,
  events: IncomeEvent[],
  options: { alongside?: PostOptions[]; incomeWallets?: ReadonlyMap<string, string>; alsoWrite?: SQL[] } = {},
): Promise<bigint[]> {
  const { amounts, paying } = sharesOf(events);
  const alongside = options.alongside ?? [];
  if (paying.length === 0 && alongside.length === 0) {
    for (const statement of options.alsoWrite ?? []) await tx.execute(statement);
    return amounts.map(() => 0n);
  }
  const poolId = paying.length > 0 ? await platformAccountId(tx, PLATFORM_ACCOUNT.incomesPaid) : '';
  const known = walletsByKey(options.incomeWallets);
  const wallets = await walletIds(
    tx,
    paying.map(({ event }) => ({ userId: event.userId, wallet: MEMBER_WALLET.income })),
    known,
  );
  const { entries, incomes } = planIncomes(paying, poolId, wallets);
  const results = await postEntries(tx, [...alongside, ...entries], {
    alsoWrite: alsoWriting(incomes, options.alsoWrite ?? []),
  });
  const incomeResults = results.slice(alongside.length);
  const paid = paying.filter((_, index) => incomeResults[index]?.replayed === false);
  const paidKeys = new Set(paid.map(({ event }) => event.idempotencyKey));
  return events.map((event, index) => (paidKeys.has(event.idempotencyKey) ? (amounts[index] ?? 0n) : 0n));
}

/**
 * Pays incomes by one statement that stands alone (no transaction around it), each only if the row its `gateOf`
 * names is claimed by that statement's `gate` CTE (postGatedEntries): a claim's orders advanced by the statement that
 * pays them. A payee without an income wallet among `incomeWallets` gets one opened first, by a statement of its own
 * (an empty wallet is harmless if the gate then claims nothing). `alongside` and `alsoWrite` as payIncomes', gated
 * the same way (the writes by a condition of their own: nothing rolls them back). Answers the amount each event paid
 * and the ids the gate claimed.
 */
export async function payIncomesAlone(
  db: Queryable,
  events: IncomeEvent[],
  options: {
    gate: SQL;
    gateOf: (event: IncomeEvent) => string;
    incomeWallets: ReadonlyMap<string, string>;
    alongside?: GatedEntry[];
    alsoWrite?: SQL[];
  },
): Promise<{ paid: bigint[]; gated: Set<string> }> {
  const { amounts, paying } = sharesOf(events);
  const poolId = await platformAccountId(db, PLATFORM_ACCOUNT.incomesPaid);
  const wallets = await walletIds(
    db,
    paying.map(({ event }) => ({ userId: event.userId, wallet: MEMBER_WALLET.income })),
    walletsByKey(options.incomeWallets),
  );
  const { entries, incomes } = planIncomes(paying, poolId, wallets);
  const gates = paying.map(({ event }) => options.gateOf(event));
  const { written, gated } = await postGatedEntries(
    db,
    [...(options.alongside ?? []), ...entries.map((entry, index) => ({ ...entry, gate: gates[index] ?? '' }))],
    { gate: options.gate, alsoWrite: alsoWriting(incomes, options.alsoWrite ?? []) },
  );
  return {
    paid: events.map((event, index) => (written.has(event.idempotencyKey) ? (amounts[index] ?? 0n) : 0n)),
    gated,
  };
}

/** The incomes' rows with their rollup, and the event's other writes, as CTEs beside its entries. */
function alsoWriting(incomes: ReturnType<typeof planIncomes>['incomes'], beside: SQL[]): AlsoWritten | undefined {
  if (incomes.length + beside.length === 0) return undefined;
  return (names) =>
    sql.join(
      [
        ...(incomes.length > 0 ? [incomesWithRollup(incomes, names)] : []),
        ...beside.map((statement, index) => sql`${sql.raw(`beside_${index}`)} as (${statement})`),
      ],
      sql`, `,
    );
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
function planIncomes(
  paying: { event: IncomeEvent; amountMicros: bigint }[],
  poolId: string,
  wallets: Map<string, string>,
) {
  const entries: PostOptions[] = paying.map(({ event, amountMicros }) => ({
    kind: `income:${event.kind}`,
    idempotencyKey: event.idempotencyKey,
    lines: [
      { accountId: poolId, amountMicros: -amountMicros },
      { accountId: wallets.get(walletKey({ userId: event.userId, wallet: MEMBER_WALLET.income })) ?? '', amountMicros },
    ],
    memo: { day: event.day, ...detailOf(event) },
    now: event.now,
  }));
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
