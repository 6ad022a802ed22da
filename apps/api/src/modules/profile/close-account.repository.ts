import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import {
  kycDocuments,
  kycSubmissions,
  newsletterSubscribers,
  notifications,
  otps,
  passkeyChallenges,
  passkeys,
  savedAddresses,
  savedReceivers,
  sessions,
  signinLinks,
  ticketAttachmentParts,
  ticketAttachments,
  tickets,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  users,
} from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';

// What closing an account reads and erases (docs/decisions/033-closing-an-account.md).

/** The name a closed member is shown by: to their sponsor's team lists, in the console, on the ledger's pages. */
export const CLOSED_MEMBER_NAME = 'Closed member';

export interface CloseBlockers {
  matured_capital: boolean;
  active_order: boolean;
  open_deposit: boolean;
  open_withdrawal: boolean;
  open_transfer: boolean;
}

/** A member wallet at the closing: its id and balance, its row locked until the closing commits. */
export interface ClosingWallet {
  id: string;
  wallet: 'deposit' | 'income';
  balanceMicros: bigint;
}

/**
 * Locks the member's row (a second close waits, then finds it closed) and reads, in one statement, everything that
 * refuses a close but the wallets: a matured order's capital not yet withdrawn, an active order, and every request
 * still open. An unverified withdrawal or transfer counts until its code expires; a deposit is open while pending
 * review or, sent to the member's own address, while its block is not final.
 */
export async function lockAndReadBlockers(db: Queryable, options: { userId: string; now: Date }) {
  const { userId } = options;
  const now = options.now.toISOString();
  const [row] = await queryRows<CloseBlockers & { closed: boolean }>(
    db,
    sql`select u.closed_at is not null as closed,
      exists (select 1 from orders o where o.user_id = u.id and o.status = 'matured') as matured_capital,
      exists (select 1 from orders o where o.user_id = u.id and o.status = 'active') as active_order,
      (exists (select 1 from deposits d where d.user_id = u.id and d.status = 'pending')
        or exists (select 1 from deposit_transfers t where t.user_id = u.id and t.status = 'pending')) as open_deposit,
      exists (select 1 from withdrawals w where w.user_id = u.id
        and (w.status = 'pending' or (w.status = 'unverified' and w.expires_at > ${now}::timestamptz))) as open_withdrawal,
      exists (select 1 from transfers t where t.sender_id = u.id
        and t.status = 'unverified' and t.expires_at > ${now}::timestamptz) as open_transfer
    from (select id, closed_at from users where id = ${userId}::uuid for update) u`,
  );
  return row;
}

/**
 * The member's wallets holding money, locked: a posting into one waits for the closing, so the balance given up is
 * the whole of what the wallet holds when it closes.
 */
export async function lockWallets(db: Queryable, userId: string): Promise<ClosingWallet[]> {
  const rows = await queryRows<{ id: string; kind: string; balance_micros: string }>(
    db,
    sql`select id, kind, balance_micros::text from accounts
        where owner_id = ${userId}::uuid and kind in (${MEMBER_WALLET.deposit}, ${MEMBER_WALLET.income})
          and balance_micros > 0
        order by kind for update`,
  );
  return rows.map((row) => ({
    id: row.id,
    wallet: row.kind === MEMBER_WALLET.deposit ? 'deposit' : 'income',
    balanceMicros: BigInt(row.balance_micros),
  }));
}

/** The users row keeps its id, referral code and sponsor; everything that names or reaches the person goes. */
export async function erasePersonalFields(db: Queryable, options: { userId: string; now: Date }) {
  const [before] = await db
    .update(users)
    .set({
      fullName: CLOSED_MEMBER_NAME,
      email: `closed-${options.userId}@closed.invalid`,
      phone: '',
      // Not an argon2 hash, so no password ever verifies against it.
      passwordHash: '!closed',
      usdtAddress: null,
      locale: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      antiPhishingCode: null,
      onlySavedSince: null,
      onlySavedUntil: null,
      closedAt: options.now,
    })
    .where(and(eq(users.id, options.userId), isNull(users.closedAt)))
    .returning({ id: users.id });
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, options.userId));
  await db.delete(savedAddresses).where(eq(savedAddresses.userId, options.userId));
  // Both ways: nobody keeps a closed account in their book, nor it anyone.
  await db
    .delete(savedReceivers)
    .where(or(eq(savedReceivers.userId, options.userId), eq(savedReceivers.receiverId, options.userId)));
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, options.userId));
  // A passkey would otherwise still sign the closed account in: it needs no e-mail or password.
  await db.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, options.userId));
  await db.delete(passkeys).where(eq(passkeys.userId, options.userId));
  return before !== undefined;
}

/** Identity checks keep their review trail (status, who, when) without a personal field; the document bytes go. */
export async function eraseKyc(db: Queryable, options: { userId: string; now: Date }) {
  const mine = db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, options.userId));
  const documents = await db
    .delete(kycDocuments)
    .where(inArray(kycDocuments.submissionId, mine))
    .returning({ id: kycDocuments.submissionId });
  // One waiting for review would otherwise ask an operator to judge placeholders.
  await db
    .update(kycSubmissions)
    .set({ status: 'rejected', reason: 'Account closed', reviewedAt: options.now })
    .where(and(eq(kycSubmissions.userId, options.userId), eq(kycSubmissions.status, 'pending')));
  const submissions = await db
    .update(kycSubmissions)
    .set({
      fullName: CLOSED_MEMBER_NAME,
      dateOfBirth: '1900-01-01',
      country: 'ZZ',
      documentNumber: '',
      documentSha256: '',
    })
    .where(eq(kycSubmissions.userId, options.userId))
    .returning({ id: kycSubmissions.id });
  return { submissions: submissions.length, documentParts: documents.length };
}

/** Open tickets are closed; their messages stay as the support record, their attached files are deleted. */
export async function closeTickets(db: Queryable, options: { userId: string; now: Date }) {
  const mine = db.select({ id: tickets.id }).from(tickets).where(eq(tickets.userId, options.userId));
  const attachments = db
    .select({ id: ticketAttachments.id })
    .from(ticketAttachments)
    .where(inArray(ticketAttachments.ticketId, mine));
  await db.delete(ticketAttachmentParts).where(inArray(ticketAttachmentParts.attachmentId, attachments));
  const files = await db
    .delete(ticketAttachments)
    .where(inArray(ticketAttachments.ticketId, mine))
    .returning({ id: ticketAttachments.id });
  const closed = await db
    .update(tickets)
    .set({ status: 'closed', closedAt: options.now, updatedAt: options.now })
    .where(and(eq(tickets.userId, options.userId), ne(tickets.status, 'closed')))
    .returning({ id: tickets.id });
  return { ticketsClosed: closed.length, attachmentsDeleted: files.length };
}

/**
 * The rest reached by the person's e-mail or id: notices, the newsletter row, codes waiting for the e-mail (a sign-up
 * or reset) or the member (a withdrawal or transfer), sign-in links, and the devices and addresses of past sessions.
 */
export async function eraseContactTraces(db: Queryable, options: { userId: string; email: string }) {
  const notices = await db
    .delete(notifications)
    .where(eq(notifications.userId, options.userId))
    .returning({ id: notifications.id });
  await db.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = lower(${options.email})`);
  await db.delete(otps).where(or(eq(otps.subject, options.email), eq(otps.subject, options.userId)));
  await db.delete(signinLinks).where(eq(signinLinks.userId, options.userId));
  await db.update(sessions).set({ userAgent: null, ipAddress: null }).where(eq(sessions.userId, options.userId));
  return { notificationsDeleted: notices.length };
}
