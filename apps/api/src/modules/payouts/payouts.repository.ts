import type { PayoutSummary } from '@app/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { frozenSql } from '../../core/member-freeze';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import {
  type PayoutRecord,
  type PayoutTransactionRecord,
  payouts,
  payoutTransactions,
  payoutWallets,
  withdrawals,
} from '../../db/schema';

// The payout engine's rows (docs/decisions/025-automatic-payouts.md). Every change of a payout's state is a
// conditional UPDATE on the state it leaves, so two engines on two replicas never both move one payout.

export interface WalletKey {
  wallet: string;
  chainId: number;
}

/** The wallet's row; the first sight of a wallet on a chain starts its sequence at the chain's next nonce. */
export async function ensureWallet(db: Queryable, key: WalletKey & { chainNonce: bigint }) {
  await db
    .insert(payoutWallets)
    .values({ wallet: key.wallet, chainId: key.chainId, nextNonce: key.chainNonce })
    .onConflictDoNothing();
  const [row] = await db.select().from(payoutWallets).where(walletIs(key));
  if (!row) throw new Error(`payout wallet ${key.wallet} on chain ${key.chainId} was not written`);
  return row;
}

function walletIs(key: WalletKey) {
  return and(eq(payoutWallets.wallet, key.wallet), eq(payoutWallets.chainId, key.chainId));
}

/** The wallet's row, held until the caller's transaction ends: queueing and nonce reservation run one at a time. */
export async function lockWallet(tx: Queryable, key: WalletKey) {
  const [row] = await queryRows<{ next_nonce: string }>(
    tx,
    sql`select next_nonce from payout_wallets where wallet = ${key.wallet} and chain_id = ${key.chainId} for update`,
  );
  if (!row) throw new Error(`payout wallet ${key.wallet} on chain ${key.chainId} is missing`);
  return { nextNonce: BigInt(row.next_nonce) };
}

export async function recordWalletReading(
  db: Queryable,
  key: WalletKey,
  reading: {
    usdtMicros: bigint | null;
    bnbWei: bigint | null;
    waitingReason: string | null;
    waitingDetail: string | null;
    now: Date;
  },
) {
  await db
    .update(payoutWallets)
    .set({
      ...(reading.usdtMicros === null ? {} : { usdtMicros: reading.usdtMicros }),
      ...(reading.bnbWei === null ? {} : { bnbWei: reading.bnbWei.toString() }),
      waitingReason: reading.waitingReason,
      waitingDetail: reading.waitingDetail,
      checkedAt: reading.now,
    })
    .where(walletIs(key));
}

export async function recordGap(db: Queryable, key: WalletKey, detail: string) {
  await db.update(payoutWallets).set({ gapDetail: detail }).where(walletIs(key));
}

/**
 * An owner's accept of a nonce gap: the sequence continues from the chain's next nonce, never below its own. A nonce
 * the platform reserved above the chain's belongs to a payout still on its way (its send failed or its transaction
 * left the node's pool): giving it to the next payout would sign two payouts with one nonce.
 */
export async function acceptChainNonce(db: Queryable, key: WalletKey, nextNonce: bigint) {
  const [row] = await db
    .update(payoutWallets)
    .set({
      nextNonce: sql`greatest(${payoutWallets.nextNonce}, ${nextNonce})`,
      gapDetail: null,
      waitingReason: null,
      waitingDetail: null,
    })
    .where(and(walletIs(key), sql`${payoutWallets.gapDetail} is not null`))
    .returning();
  return row;
}

/** Payouts sent or about to be, in the wallet's sequence. */
export function listInFlight(db: Queryable, key: WalletKey) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.wallet, key.wallet),
        eq(payouts.chainId, key.chainId),
        inArray(payouts.state, ['signed', 'broadcast']),
      ),
    )
    .orderBy(asc(payouts.nonce));
}

export function listQueued(db: Queryable, key: WalletKey) {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.wallet, key.wallet), eq(payouts.chainId, key.chainId), eq(payouts.state, 'queued')))
    .orderBy(asc(payouts.queuedAt), asc(payouts.id));
}

export function transactionsOf(db: Queryable, payoutId: string): Promise<PayoutTransactionRecord[]> {
  return db
    .select()
    .from(payoutTransactions)
    .where(eq(payoutTransactions.payoutId, payoutId))
    .orderBy(asc(payoutTransactions.signedAt), asc(payoutTransactions.id));
}

/**
 * Queues, in the order members verified them, the pending withdrawals the engine may pay: of members not blocked,
 * within autoPayoutMaximum, past their new-address hold, not waiting for a second operator, and, counted in that
 * order, within what is left of the day's autoPayoutDailyLimit. Marks each withdrawal taken in the same statement, so
 * an operator's payment or rejection of it (which requires it untaken) and this cannot both win. Runs under the
 * wallet's lock. A block committed while this statement runs is not seen here: the signing checks it again under the
 * member's row (memberStopsSigning).
 */
export async function queueEligible(
  tx: Queryable,
  options: WalletKey & {
    maximumMicros: bigint;
    approvalAboveMicros: bigint;
    dailyLimitMicros: bigint;
    day: string;
    now: Date;
  },
) {
  const now = options.now.toISOString();
  return queryRows<{ id: string }>(
    tx,
    sql`with used as (
          select coalesce(sum(net_micros), 0) as total from payouts where day = ${options.day} and state <> 'failed'),
        candidates as (
          select w.id, w.address, w.net_micros, w.verified_at, w.created_at
          from withdrawals w
          where w.status = 'pending' and w.payout_queued_at is null
            and (w.hold_until is null or w.hold_until <= ${now}::timestamptz)
            and w.amount_micros <= ${options.maximumMicros}
            and (w.approved_by is not null or w.amount_micros <= ${options.approvalAboveMicros})
            -- A refund, or capital bought with a recent deposit, is paid only once an operator approved it
            -- (docs/product.md#refunds).
            and (w.approved_by is not null or not w.always_second)
            and not exists (select 1 from payouts p where p.withdrawal_id = w.id)
            and not exists (select 1 from users u where u.id = w.user_id
              and (u.blocked_at is not null or ${frozenSql('u', options.now)}))
          order by coalesce(w.verified_at, w.created_at), w.id
          limit 100),
        counted as (
          select c.*, sum(c.net_micros) over (order by coalesce(c.verified_at, c.created_at), c.id) as running
          from candidates c),
        taken as (
          update withdrawals w set payout_queued_at = ${now}::timestamptz
          from counted c, used
          where w.id = c.id and used.total + c.running <= ${options.dailyLimitMicros}
            and w.status = 'pending' and w.payout_queued_at is null
          returning w.id, w.address, w.net_micros, coalesce(w.verified_at, w.created_at) as verified)
        insert into payouts (withdrawal_id, wallet, chain_id, state, recipient, net_micros, day, queued_at, updated_at)
        select id, ${options.wallet}, ${options.chainId}, 'queued', address, net_micros, ${options.day},
               ${now}::timestamptz + (row_number() over (order by verified, id)) * interval '1 microsecond',
               ${now}::timestamptz
        from taken
        returning id`,
  );
}

/**
 * Hands back to operators the withdrawals queued but not signed: while payouts are paused, off, frozen or stopped by
 * a gap nothing will sign them, and nothing of them can be on chain. Runs under the wallet's lock.
 */
export async function releaseQueued(tx: Queryable, key: WalletKey) {
  return (await handBack(tx, sql`p.wallet = ${key.wallet} and p.chain_id = ${key.chainId}`)).length;
}

/**
 * Why `payout` must not be signed (its member is blocked or froze the account), null when it may be, holding the
 * member's row (FOR SHARE) until the caller's transaction ends. A block (or freeze) is an update of that row: if it is under way this waits for it and reads the row as it
 * committed, and a block that comes after waits for this transaction. So a payout is signed either before a block
 * commits (the block then counts it as sent) or never while the member is blocked
 * (docs/decisions/025-automatic-payouts.md#a-block-freezes-money). Called under the wallet's lock, which is always
 * taken first: a block never waits for the wallet, so the two cannot wait on each other.
 */
export async function memberStopsSigning(
  tx: Queryable,
  payout: Pick<PayoutRecord, 'withdrawalId'>,
  now: Date,
): Promise<'member blocked' | 'member frozen' | null> {
  const [row] = await queryRows<{ blocked: boolean; frozen: boolean }>(
    tx,
    sql`select u.blocked_at is not null as blocked, ${frozenSql('u', now)} as frozen
        from withdrawals w join users u on u.id = w.user_id
        where w.id = ${payout.withdrawalId}
        for share of u`,
  );
  if (row?.blocked) return 'member blocked';
  return row?.frozen ? 'member frozen' : null;
}

/** Deletes the queued (never signed) payouts `where` names and clears their withdrawals' stamps: answers those. */
async function handBack(tx: Queryable, where: SQL) {
  const released = await queryRows<{ withdrawal_id: string }>(
    tx,
    sql`delete from payouts p where p.state = 'queued' and ${where} returning p.withdrawal_id`,
  );
  if (released.length) {
    await tx
      .update(withdrawals)
      .set({ payoutQueuedAt: null })
      .where(
        inArray(
          withdrawals.id,
          released.map((row) => row.withdrawal_id),
        ),
      );
  }
  return released.map((row) => row.withdrawal_id);
}

/** One queued payout handed back to operators (the engine found its member blocked before signing it). */
export function handBackPayout(tx: Queryable, payoutId: string) {
  return handBack(tx, sql`p.id = ${payoutId}`);
}

/**
 * A block's part of the payouts (docs/decisions/025-automatic-payouts.md#a-block-freezes-money), in the block's
 * transaction after it marked the member's row: their payouts queued and not signed go back to operators (nothing of
 * them can be on chain), and those signed or sent are counted, never touched: their bytes may be mined by any node,
 * so the engine follows them to their end.
 */
export async function handBackMemberPayouts(tx: Queryable, userId: string) {
  const handedBack = await handBack(
    tx,
    sql`p.withdrawal_id in (select w.id from withdrawals w where w.user_id = ${userId}::uuid)`,
  );
  return { handedBack: handedBack.length, inFlight: await countPayoutsInFlight(tx, userId) };
}

/** The member's automatic payouts signed or sent and not settled yet. */
export async function countPayoutsInFlight(db: Queryable, userId: string) {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from payouts p join withdrawals w on w.id = p.withdrawal_id
        where w.user_id = ${userId}::uuid and p.state in ('signed', 'broadcast')`,
  );
  return Number(row?.count ?? 0);
}

/** The nonce reserved and the signed transaction stored, in the caller's transaction (under the wallet's lock). */
export async function storeSigned(
  tx: Queryable,
  options: WalletKey & {
    payout: PayoutRecord;
    nonce: bigint;
    txHash: string;
    rawTx: string;
    gasPriceWei: bigint;
    now: Date;
  },
) {
  const [signed] = await tx
    .update(payouts)
    .set({ state: 'signed', nonce: options.nonce, updatedAt: options.now })
    .where(and(eq(payouts.id, options.payout.id), eq(payouts.state, 'queued')))
    .returning();
  if (!signed) return null;
  await tx.insert(payoutTransactions).values({
    payoutId: signed.id,
    txHash: options.txHash,
    rawTx: options.rawTx,
    gasPriceWei: options.gasPriceWei.toString(),
    signedAt: options.now,
  });
  await tx
    .update(payoutWallets)
    .set({ nextNonce: options.nonce + 1n })
    .where(and(walletIs(options), eq(payoutWallets.nextNonce, options.nonce)));
  return signed;
}

/** A replacement for a stuck transaction: same payout, same nonce, a higher gas price. */
export async function storeReplacement(
  db: Queryable,
  options: { payoutId: string; txHash: string; rawTx: string; gasPriceWei: bigint; now: Date },
) {
  await db.insert(payoutTransactions).values({
    payoutId: options.payoutId,
    txHash: options.txHash,
    rawTx: options.rawTx,
    gasPriceWei: options.gasPriceWei.toString(),
    signedAt: options.now,
  });
}

export async function markSent(db: Queryable, options: { payoutId: string; txHash: string; now: Date }) {
  await db
    .update(payoutTransactions)
    .set({ sentAt: options.now })
    .where(and(eq(payoutTransactions.txHash, options.txHash), sql`${payoutTransactions.sentAt} is null`));
  await db
    .update(payouts)
    .set({ state: 'broadcast', updatedAt: options.now })
    .where(and(eq(payouts.id, options.payoutId), eq(payouts.state, 'signed')));
}

/** Confirmed, once: answers nothing when another engine confirmed or failed it first. */
export async function markConfirmed(tx: Queryable, options: { payoutId: string; minedHash: string; now: Date }) {
  const [confirmed] = await tx
    .update(payouts)
    .set({ state: 'confirmed', minedHash: options.minedHash, updatedAt: options.now })
    .where(and(eq(payouts.id, options.payoutId), inArray(payouts.state, ['signed', 'broadcast'])))
    .returning();
  return confirmed;
}

/** Failed, once, and its withdrawal handed back to operators. */
export async function markFailed(tx: Queryable, options: { payoutId: string; reason: string; now: Date }) {
  const [failed] = await tx
    .update(payouts)
    .set({ state: 'failed', reason: options.reason, updatedAt: options.now })
    .where(and(eq(payouts.id, options.payoutId), inArray(payouts.state, ['signed', 'broadcast'])))
    .returning();
  if (failed) {
    await tx.update(withdrawals).set({ payoutQueuedAt: null }).where(eq(withdrawals.id, failed.withdrawalId));
  }
  return failed;
}

/** The automatic payout of each withdrawal among `ids`, with its transaction hashes, for the operators' queue. */
export async function payoutsOfWithdrawals(db: Queryable, ids: string[]) {
  if (!ids.length) return new Map<string, PayoutRecord & { hashes: string[] }>();
  const rows = await db.select().from(payouts).where(inArray(payouts.withdrawalId, ids));
  const hashes = rows.length
    ? await db
        .select({ payoutId: payoutTransactions.payoutId, txHash: payoutTransactions.txHash })
        .from(payoutTransactions)
        .where(
          inArray(
            payoutTransactions.payoutId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(payoutTransactions.signedAt), asc(payoutTransactions.id))
    : [];
  return new Map(
    rows.map((row) => [
      row.withdrawalId,
      { ...row, hashes: hashes.filter((hash) => hash.payoutId === row.id).map((hash) => hash.txHash) },
    ]),
  );
}

/** A withdrawal's automatic payout as the console shows it (the withdrawal queue, a ticket's linked record). */
export function toPayoutSummary(payout: PayoutRecord & { hashes: string[] }): PayoutSummary {
  return {
    state: payout.state,
    nonce: payout.nonce === null ? null : Number(payout.nonce),
    transactionHashes: payout.hashes,
    minedHash: payout.minedHash,
    reason: payout.reason,
    queuedAt: payout.queuedAt.toISOString(),
  };
}
