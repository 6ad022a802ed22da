import { microsToUsdt, ROLE, type TransferRow } from '@app/contract';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { discardOtpsFor } from '../../core/otp';
import type { Queryable } from '../../db/client';
import { type TransferRecord, transfers, users } from '../../db/schema';

export interface TransferMember {
  id: string;
  fullName: string;
  email: string;
  uid: string;
  blockedAt: Date | null;
  /** The member's own freeze (core/member-freeze.ts): a frozen sender sends nothing. */
  frozenAt: Date | null;
  unfreezeAt: Date | null;
  /** The last change of the password or second factor (core/security-hold.ts): nothing leaves for a while after it. */
  securityChangedAt: Date | null;
  /** A closed account receives nothing: it is answered as an unknown UID (docs/decisions/033-closing-an-account.md). */
  closedAt: Date | null;
  /** The member's language, for the mails about a transfer (docs/product.md#languages). */
  locale: string | null;
}

const memberColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  uid: users.referId,
  blockedAt: users.blockedAt,
  frozenAt: users.frozenAt,
  unfreezeAt: users.unfreezeAt,
  securityChangedAt: users.securityChangedAt,
  closedAt: users.closedAt,
  locale: users.locale,
};

function withUid<T extends { uid: string | null }>(row: T | undefined): (T & { uid: string }) | undefined {
  return row?.uid ? { ...row, uid: row.uid } : undefined;
}

/** A member or vendor by UID; operators have none, so they are never found. */
export async function findMemberByUid(db: Queryable, uid: string): Promise<TransferMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.referId, uid), inArray(users.role, [ROLE.user, ROLE.vendor])))
    .limit(1);
  return withUid(row);
}

export async function findMemberById(db: Queryable, id: string): Promise<TransferMember | undefined> {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id)).limit(1);
  return withUid(row);
}

export function toTransferRow(transfer: TransferRecord, receiver: { uid: string; fullName: string }): TransferRow {
  return {
    _id: transfer.id,
    receiver: { uid: receiver.uid, fullName: receiver.fullName },
    amount: microsToUsdt(transfer.amountMicros),
    status: transfer.status,
    createdAt: transfer.createdAt.toISOString(),
    expiresAt: transfer.expiresAt.toISOString(),
    verifiedAt: transfer.verifiedAt?.toISOString() ?? null,
  };
}

export async function insertTransfer(db: Queryable, values: typeof transfers.$inferInsert) {
  const [created] = await db.insert(transfers).values(values).returning();
  if (!created) throw new Error('transfer not stored');
  return created;
}

export async function deleteTransfer(db: Queryable, transferId: string) {
  await db.delete(transfers).where(eq(transfers.id, transferId));
}

/** A transfer this member sent: another member's id reads as not found. */
export async function findSentTransfer(db: Queryable, options: { id: string; senderId: string }) {
  const [row] = await db
    .select()
    .from(transfers)
    .where(and(eq(transfers.id, options.id), eq(transfers.senderId, options.senderId)));
  return row;
}

/**
 * The sender's block and freeze, holding their row until the caller's transaction ends (FOR NO KEY UPDATE, as a
 * withdrawal verify holds it: docs/decisions/011-payout-safety.md): a block or a freeze, an update of that row, waits
 * for it.
 */
export async function lockSender(tx: Queryable, senderId: string) {
  const [row] = await tx
    .select({
      blockedAt: users.blockedAt,
      frozenAt: users.frozenAt,
      unfreezeAt: users.unfreezeAt,
      securityChangedAt: users.securityChangedAt,
    })
    .from(users)
    .where(eq(users.id, senderId))
    .for('no key update');
  return row;
}

/** Answers nothing when the transfer is no longer unverified: of two verifications, one wins. */
export async function markTransferDone(db: Queryable, options: { transferId: string; now: Date }) {
  const [done] = await db
    .update(transfers)
    .set({ status: 'success', verifiedAt: options.now })
    .where(and(eq(transfers.id, options.transferId), eq(transfers.status, 'unverified')))
    .returning();
  return done;
}

/** Forgets transfers whose code expired unused (they never moved money), with their codes. */
export async function purgeExpiredTransfers(db: Queryable, now: Date) {
  const expired = await db
    .delete(transfers)
    .where(and(eq(transfers.status, 'unverified'), lt(transfers.expiresAt, now)))
    .returning({ id: transfers.id });
  await discardOtpsFor(db, 'transfer', expired);
  return expired.length;
}
