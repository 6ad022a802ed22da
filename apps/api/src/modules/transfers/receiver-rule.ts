import { MSG, receiverLockedMessage } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { AppError } from '../../lib/app-error';
import { onlySavedColumn } from '../address-book/address-rule';
import { findMemberByUid, type TransferMember } from './transfers.repository';

// The member's locks over transfers (docs/decisions/046-no-way-around-the-second-person.md), one piece for the
// request and the verify. With "withdraw only to saved addresses" on, a transfer goes only to a saved receiver past
// its lock. Without it, a member paid before, or saved and past the lock, is sent to at once; any other is new, and
// waits out the same lock as a new address (the request saves them, locked).

export interface ReceiverFacts {
  onlySaved: boolean;
  /** When the saved receiver becomes usable; null when they are not saved. */
  usableFrom: Date | null;
  /** A transfer from this sender to this receiver went through before. */
  paidBefore: boolean;
}

export async function readReceiverFacts(
  db: Queryable,
  options: { senderId: string; receiverId: string; now: Date },
): Promise<ReceiverFacts> {
  const [row] = await queryRows<{
    only_saved: boolean | null;
    usable_from: string | Date | null;
    paid_before: boolean;
  }>(
    db,
    sql`select ${onlySavedColumn({ userId: options.senderId, now: options.now })},
      (select r.usable_from from saved_receivers r
        where r.user_id = ${options.senderId}::uuid and r.receiver_id = ${options.receiverId}::uuid) as usable_from,
      exists (select 1 from transfers t
        where t.sender_id = ${options.senderId}::uuid and t.receiver_id = ${options.receiverId}::uuid
          and t.status = 'success') as paid_before`,
  );
  return {
    onlySaved: row?.only_saved === true,
    usableFrom: row?.usable_from ? new Date(row.usable_from) : null,
    paidBefore: row?.paid_before === true,
  };
}

/** What the rule says: go, a refusal, or `new` (never paid, never saved: the request saves them, locked). */
export function receiverVerdict(
  facts: ReceiverFacts,
  options: { now: Date; holdHours: number },
): 'go' | 'new' | AppError {
  const usable = facts.usableFrom !== null && facts.usableFrom.getTime() <= options.now.getTime();
  if (facts.onlySaved) {
    if (!facts.usableFrom) return new AppError('FORBIDDEN', MSG.transferReceiverNotSaved);
    return usable ? 'go' : lockedRefusal(facts.usableFrom);
  }
  if (facts.paidBefore || usable || options.holdHours <= 0) return 'go';
  return facts.usableFrom ? lockedRefusal(facts.usableFrom) : 'new';
}

function lockedRefusal(until: Date) {
  return new AppError('FORBIDDEN', receiverLockedMessage(until.toISOString()));
}

/** The member a UID names, if they may receive from this sender; the refusal otherwise. */
export async function receiverFor(db: Queryable, options: { senderId: string; uid: string }): Promise<TransferMember> {
  const receiver = await findMemberByUid(db, options.uid);
  if (!receiver || receiver.closedAt) throw new AppError('NOT_FOUND', MSG.transferReceiverUnknown);
  if (receiver.id === options.senderId) throw new AppError('VALIDATION', MSG.transferToSelf);
  if (receiver.blockedAt) throw new AppError('CONFLICT', MSG.transferReceiverBlocked);
  return receiver;
}
