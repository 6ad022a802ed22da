import { type DepositTransferRow, microsToUsdt } from '@app/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';
import { depositAddresses, depositTransfers, depositWatcher, users } from '../../db/schema';
import { countRows, pageWindow } from '../../lib/paging';

type Transfer = typeof depositTransfers.$inferSelect;
export type TransferStatus = Transfer['status'];

export async function findDepositAddress(db: Queryable, userId: string) {
  const [row] = await db.select().from(depositAddresses).where(eq(depositAddresses.userId, userId));
  return row;
}

/** The next child number: a sequence, so two members never share one and none is ever given twice. */
export async function nextAddressIndex(db: Queryable): Promise<number> {
  const [row] = await queryRows<{ index: string }>(db, sql`select nextval('deposit_address_index_seq') as index`);
  return Number(row?.index);
}

/** Answers undefined when the member got an address meanwhile (two first requests at once): the primary key decides. */
export async function insertDepositAddress(
  db: Queryable,
  values: { userId: string; addressIndex: number; address: string; createdAt: Date },
) {
  const [row] = await db
    .insert(depositAddresses)
    .values({ ...values, address: values.address.toLowerCase() })
    .onConflictDoNothing({ target: depositAddresses.userId })
    .returning();
  return row;
}

export async function listDepositAddresses(db: Queryable) {
  return db
    .select({
      userId: depositAddresses.userId,
      index: depositAddresses.addressIndex,
      address: depositAddresses.address,
      fullName: users.fullName,
      email: users.email,
    })
    .from(depositAddresses)
    .innerJoin(users, eq(users.id, depositAddresses.userId))
    .orderBy(asc(depositAddresses.addressIndex));
}

export async function readWatcher(db: Queryable) {
  const [row] = await db.select().from(depositWatcher);
  return row;
}

/** The cursor starts at the head when the first address is handed out: no transfer to any address can be older. */
export async function startWatcher(db: Queryable, headBlock: bigint) {
  await db
    .insert(depositWatcher)
    .values({ only: true, cursorBlock: headBlock })
    .onConflictDoNothing({ target: depositWatcher.only });
}

export async function recordWatcherSuccess(
  db: Queryable,
  options: { cursorBlock: bigint; headBlock: bigint; now: Date },
) {
  // Never backwards: a slow run that read an older head leaves a newer cursor where it is.
  await db
    .update(depositWatcher)
    .set({
      cursorBlock: sql`greatest(${depositWatcher.cursorBlock}, ${options.cursorBlock})`,
      headBlock: options.headBlock,
      lastSuccessAt: options.now,
    })
    .where(eq(depositWatcher.only, true));
}

export async function recordWatcherFailure(db: Queryable, options: { error: string; now: Date }) {
  await db
    .update(depositWatcher)
    .set({ lastFailureAt: options.now, lastError: options.error.slice(0, 500) })
    .where(eq(depositWatcher.only, true));
}

export interface SeenTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  userId: string;
  toAddress: string;
  fromAddress: string;
  amountMicros: bigint;
}

/**
 * Records logs as pending, once each by (hash, log index). A log seen again in another block (a reorganisation put
 * its transaction elsewhere) moves with it while not settled; a dropped one that comes back is pending again. A
 * credited or dust row is never touched.
 */
export async function upsertSeenTransfers(db: Queryable, rows: SeenTransfer[], now: Date) {
  if (!rows.length) return;
  await db
    .insert(depositTransfers)
    .values(rows.map((row) => ({ ...row, txHash: row.txHash.toLowerCase(), status: 'pending' as const, seenAt: now })))
    .onConflictDoUpdate({
      target: [depositTransfers.txHash, depositTransfers.logIndex],
      set: {
        blockNumber: sql`excluded.block_number`,
        blockHash: sql`excluded.block_hash`,
        status: 'pending',
        settledAt: null,
      },
      setWhere: inArray(depositTransfers.status, ['pending', 'dropped']),
    });
}

/**
 * Pending logs of a block range the watcher just read whole, that the read did not find: gone in a reorganisation.
 * Only logs to the addresses the read asked for: one the hash form recorded meanwhile, to an address handed out after
 * the watcher listed them, was not looked for and stays pending.
 */
export async function dropVanishedTransfers(
  db: Queryable,
  options: {
    fromBlock: bigint;
    toBlock: bigint;
    addresses: string[];
    seen: { txHash: string; logIndex: number }[];
    now: Date;
  },
) {
  if (!options.addresses.length) return [];
  const seenKeys = options.seen.map((row) => `${row.txHash.toLowerCase()}:${row.logIndex}`);
  const keys = sql`(${depositTransfers.txHash} || ':' || ${depositTransfers.logIndex})`;
  return db
    .update(depositTransfers)
    .set({ status: 'dropped', settledAt: options.now })
    .where(
      and(
        eq(depositTransfers.status, 'pending'),
        gte(depositTransfers.blockNumber, options.fromBlock),
        lte(depositTransfers.blockNumber, options.toBlock),
        sql`${depositTransfers.toAddress} = any(${pgArray(options.addresses)}::text[])`,
        seenKeys.length ? sql`${keys} <> all(${pgArray(seenKeys)}::text[])` : undefined,
      ),
    )
    .returning({ id: depositTransfers.id });
}

export async function listPendingTransfers(db: Queryable, options: { upToBlock: bigint; keys?: string[] }) {
  return db
    .select()
    .from(depositTransfers)
    .where(
      and(
        eq(depositTransfers.status, 'pending'),
        lte(depositTransfers.blockNumber, options.upToBlock),
        options.keys
          ? sql`(${depositTransfers.txHash} || ':' || ${depositTransfers.logIndex}) = any(${pgArray(options.keys)}::text[])`
          : undefined,
      ),
    )
    .orderBy(asc(depositTransfers.blockNumber), asc(depositTransfers.logIndex));
}

export async function findTransfersOf(db: Queryable, txHash: string) {
  return db
    .select()
    .from(depositTransfers)
    .where(eq(depositTransfers.txHash, txHash.toLowerCase()))
    .orderBy(asc(depositTransfers.logIndex));
}

export function toTransferRow(
  row: Transfer,
  options: { headBlock: bigint | null; needed: number },
): DepositTransferRow {
  const depth = options.headBlock === null ? 0n : options.headBlock - row.blockNumber + 1n;
  const confirmations =
    row.status === 'dropped'
      ? 0
      : row.status === 'pending'
        ? Math.max(0, Math.min(Number(depth), options.needed))
        : options.needed;
  return {
    _id: row.id,
    txHash: row.txHash,
    logIndex: row.logIndex,
    blockNumber: Number(row.blockNumber),
    from: row.fromAddress,
    to: row.toAddress,
    amount: microsToUsdt(row.amountMicros),
    status: row.status,
    confirmations,
    confirmationsNeeded: options.needed,
    depositId: row.depositId,
    seenAt: row.seenAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

export async function listTransfers(
  db: Queryable,
  options: { userId?: string; status?: TransferStatus; page: number },
) {
  const where = and(
    options.userId ? eq(depositTransfers.userId, options.userId) : undefined,
    options.status ? eq(depositTransfers.status, options.status) : undefined,
  );
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select({
      transfer: depositTransfers,
      member: { _id: users.id, fullName: users.fullName, email: users.email },
      addressIndex: depositAddresses.addressIndex,
    })
    .from(depositTransfers)
    .innerJoin(users, eq(users.id, depositTransfers.userId))
    .innerJoin(depositAddresses, eq(depositAddresses.userId, depositTransfers.userId))
    .where(where)
    .orderBy(desc(depositTransfers.seenAt), desc(depositTransfers.blockNumber), desc(depositTransfers.logIndex))
    .limit(limit)
    .offset(offset);
  return { rows, totalDocs: await countRows(db, depositTransfers, where) };
}

export async function countTransfersByStatus(db: Queryable) {
  const rows = await db
    .select({ status: depositTransfers.status, total: count() })
    .from(depositTransfers)
    .where(inArray(depositTransfers.status, ['pending', 'dust']))
    .groupBy(depositTransfers.status);
  const of = (status: TransferStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  const [addresses] = await db.select({ total: count() }).from(depositAddresses);
  return { pending: of('pending'), dust: of('dust'), addresses: addresses?.total ?? 0 };
}
