import { MSG, type SaveReceiverBody, transferReceiverNewMessage } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import type { SessionClient } from '../../core/session-client';
import type { Queryable } from '../../db/client';
import { savedReceivers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import {
  askCode,
  type ChangedFrom,
  lockEnd,
  readAddressBook,
  removeFromBook,
} from '../address-book/address-book.service';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import { checkActionCode } from '../two-factor/action-code';
import { receiverFor } from './receiver-rule';
import type { TransferMember } from './transfers.repository';

// Members saved as transfer receivers, in the address book beside the addresses, under the same lock
// (docs/decisions/046-no-way-around-the-second-person.md). Saved by the member (confirmed like an address), or by a
// first transfer request to a member never paid before, which then waits out the lock.

/** Saves `receiver` for `userId`, usable from `usableFrom`, with its audit row, event and alert; false if already saved. */
async function storeReceiver(
  tx: Queryable,
  options: {
    userId: string;
    receiver: TransferMember;
    label: string;
    usableFrom: Date;
    ip: string;
    client: SessionClient;
    now: Date;
  },
) {
  const [saved] = await tx
    .insert(savedReceivers)
    .values({
      userId: options.userId,
      receiverId: options.receiver.id,
      label: options.label,
      usableFrom: options.usableFrom,
      createdAt: options.now,
    })
    .onConflictDoNothing()
    .returning({ id: savedReceivers.id });
  if (!saved) return false;
  await writeAudit(tx, {
    actorId: options.userId,
    ip: options.ip,
    action: 'member.receiver.save',
    targetType: 'member',
    targetId: options.userId,
    details: { receiverUid: options.receiver.uid, usableFrom: options.usableFrom.toISOString() },
    now: options.now,
  });
  await recordSecurityEvent(tx, {
    userId: options.userId,
    kind: 'receiverSaved',
    client: options.client,
    now: options.now,
  });
  return true;
}

/**
 * POST addresses/receivers: a member saved as a transfer receiver, confirmed like an address; usable after the lock.
 * An unknown, closed or blocked UID, or the caller's own, is refused as a transfer would refuse it.
 */
export async function saveReceiver(
  ctx: AppContext,
  options: { userId: string; body: SaveReceiverBody & { receiverId: string }; ip: string; from: ChangedFrom },
) {
  const { userId, body } = options;
  const receiver = await receiverFor(ctx.db, { senderId: userId, uid: body.receiverId });
  const [existing] = await ctx.db
    .select({ id: savedReceivers.id })
    .from(savedReceivers)
    .where(and(eq(savedReceivers.userId, userId), eq(savedReceivers.receiverId, receiver.id)));
  if (existing) throw new AppError('CONFLICT', MSG.receiverAlreadySaved);
  const purpose = `receiver:${receiver.uid}` as const;
  if (!body.code) return askCode(ctx, { userId, purpose });
  const claim = await checkActionCode(ctx, { userId, purpose, code: body.code, ip: options.ip });
  const now = ctx.clock();
  const usableFrom = await lockEnd(ctx, now);
  const book = await ctx.db.transaction(async (tx) => {
    await claim(tx);
    const label = body.label.trim();
    const client = options.from.client;
    const stored = await storeReceiver(tx, { userId, receiver, label, usableFrom, ip: options.ip, client, now });
    if (!stored) throw new AppError('CONFLICT', MSG.receiverAlreadySaved);
    return readAddressBook(tx, userId, now);
  });
  mailSecurityAlert(ctx, { userId, kind: 'receiverSaved', client: options.from.client, now, log: options.from.log });
  return { message: MSG.receiverSaved, data: book };
}

/**
 * A first transfer request to a member never paid before: they are saved, labelled with their UID, usable after the
 * lock, and the member is alerted like any saved receiver; the request is refused saying from when it can go.
 */
export async function saveNewReceiver(
  ctx: AppContext,
  options: { userId: string; receiver: TransferMember; ip: string; from: ChangedFrom },
): Promise<never> {
  const now = ctx.clock();
  const usableFrom = await lockEnd(ctx, now);
  const { userId, receiver } = options;
  const client = options.from.client;
  const stored = await ctx.db.transaction((tx) =>
    storeReceiver(tx, { userId, receiver, label: receiver.uid, usableFrom, ip: options.ip, client, now }),
  );
  if (stored) mailSecurityAlert(ctx, { userId, kind: 'receiverSaved', client, now, log: options.from.log });
  throw new AppError('FORBIDDEN', transferReceiverNewMessage(usableFrom.toISOString()));
}

/** DELETE addresses/receivers/:_id: only the caller's own; another member's id reads as not found. */
export async function deleteReceiver(ctx: AppContext, options: { userId: string; id: string; ip: string }) {
  const book = await removeFromBook(ctx, {
    ...options,
    action: 'member.receiver.remove',
    remove: async (tx) => {
      const [removed] = await tx
        .delete(savedReceivers)
        .where(and(eq(savedReceivers.id, options.id), eq(savedReceivers.userId, options.userId)))
        .returning({ receiverId: savedReceivers.receiverId });
      return removed;
    },
  });
  return { message: MSG.receiverRemoved, data: book };
}
