import { type ActionCodeFrom, type AddressBook, type AddressOnlyBody, MSG, type SaveAddressBody } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { writeAudit } from '../../core/audit';
import { checkOwnPassword } from '../../core/login-guard';
import { companyName, getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { queryRows } from '../../db/query';
import { savedAddresses, savedReceivers, users } from '../../db/schema';
import { checksummedAddress } from '../../lib/address';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { otpMail } from '../../lib/mail-templates';
import { mailSecurityAlert } from '../security/security-alerts';
import { recordSecurityEvent } from '../security/security-events.repository';
import type { SessionClient } from '../sessions/sessions';
import { checkActionCode, sendActionCode } from '../two-factor/action-code';
import { addressFactsColumns, toAddressFacts } from './address-rule';

// A member's address book (docs/product.md#address-book, docs/decisions/041-address-book.md). Saving an address and
// the only-saved switch are confirmed like a withdrawal: the first call mails a code (or asks the authenticator's),
// the second carries it. A saved address is usable after the lock (`newAddressHoldHours`); the switch holds at once
// when turned on and only after the lock when turned off.

/** Where a change came from: recorded in the member's security activity and alerted by mail. */
export interface ChangedFrom {
  client: SessionClient;
  log: FastifyBaseLogger;
}

export async function readAddressBook(db: Queryable, userId: string, now: Date): Promise<AddressBook> {
  const [member] = await db
    .select({ since: users.onlySavedSince, until: users.onlySavedUntil })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(asc(savedAddresses.createdAt), asc(savedAddresses.id));
  const receivers = await db
    .select({
      id: savedReceivers.id,
      uid: users.referId,
      fullName: users.fullName,
      label: savedReceivers.label,
      usableFrom: savedReceivers.usableFrom,
      createdAt: savedReceivers.createdAt,
    })
    .from(savedReceivers)
    .innerJoin(users, eq(users.id, savedReceivers.receiverId))
    .where(eq(savedReceivers.userId, userId))
    .orderBy(asc(savedReceivers.createdAt), asc(savedReceivers.id));
  const onlySaved = Boolean(member?.since) && (!member?.until || member.until.getTime() > now.getTime());
  return {
    docs: rows.map((row) => ({
      _id: row.id,
      address: row.address,
      label: row.label,
      usableFrom: row.usableFrom.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    receivers: receivers.map((row) => ({
      _id: row.id,
      uid: row.uid ?? '',
      fullName: row.fullName,
      label: row.label,
      usableFrom: row.usableFrom.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    onlySaved,
    onlySavedUntil: onlySaved ? (member?.until?.toISOString() ?? null) : null,
  };
}

export async function getAddressBook(ctx: AppContext, userId: string) {
  return { message: MSG.addressBookLoaded, data: await readAddressBook(ctx.db, userId, ctx.clock()) };
}

/** The lock a saved address, or the switch turned off, waits out. */
export async function lockEnd(ctx: AppContext, now: Date) {
  const settings = await getSettings(ctx.db);
  return addSeconds(now, settings.newAddressHoldHours * 3600);
}

/** Step 1 of a change: the code mailed (or the authenticator's asked for), and what the answer says. */
export async function askCode(
  ctx: AppContext,
  options: { userId: string; purpose: `address:${string}` | `receiver:${string}` | `address-only:${'on' | 'off'}` },
) {
  const [member] = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!member) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  const codeFrom: ActionCodeFrom = await sendActionCode(ctx, {
    userId: options.userId,
    purpose: options.purpose,
    mail: async (code) =>
      otpMail({
        to: member.email,
        code,
        purpose: 'addressBook',
        company: await companyName(ctx.db),
        locale: member.locale,
      }),
  });
  return { message: codeFrom === 'authenticator' ? MSG.addressTotpAsked : MSG.addressCodeSent, data: {}, codeFrom };
}

/** POST addresses: without `code`, step 1; with it, the address saved, usable after the lock. */
export async function saveAddress(
  ctx: AppContext,
  options: { userId: string; body: SaveAddressBody; ip: string; from: ChangedFrom },
) {
  const { userId, body } = options;
  const address = checksummedAddress(body.address);
  const purpose = `address:${address.toLowerCase()}` as const;
  const [existing] = await ctx.db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), sql`lower(${savedAddresses.address}) = lower(${address})`));
  if (existing) throw new AppError('CONFLICT', MSG.addressAlreadySaved);
  if (!body.code) return askCode(ctx, { userId, purpose });
  const claim = await checkActionCode(ctx, { userId, purpose, code: body.code, ip: options.ip });
  const now = ctx.clock();
  const usableFrom = await lockEnd(ctx, now);
  const book = await ctx.db.transaction(async (tx) => {
    await claim(tx);
    const [saved] = await tx
      .insert(savedAddresses)
      .values({ userId, address, label: body.label.trim(), usableFrom, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: savedAddresses.id });
    if (!saved) throw new AppError('CONFLICT', MSG.addressAlreadySaved);
    await writeAudit(tx, {
      actorId: userId,
      ip: options.ip,
      action: 'member.address.save',
      targetType: 'member',
      targetId: userId,
      details: { address, usableFrom: usableFrom.toISOString() },
      now,
    });
    await recordSecurityEvent(tx, { userId, kind: 'addressSaved', client: options.from.client, now });
    return readAddressBook(tx, userId, now);
  });
  mailSecurityAlert(ctx, { userId, kind: 'addressSaved', client: options.from.client, now, log: options.from.log });
  return { message: MSG.addressSaved, data: book };
}

/**
 * Removes one of the caller's entries (`remove` deletes it and answers what the audit row names, or nothing when the id
 * is not theirs, which reads as not found), audited as `action`; answers the book as kept.
 */
export async function removeFromBook(
  ctx: AppContext,
  options: {
    userId: string;
    ip: string;
    action: string;
    remove: (tx: Queryable) => Promise<Record<string, unknown> | undefined>;
  },
) {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const removed = await options.remove(tx);
    if (!removed) throw new AppError('NOT_FOUND', MSG.notFound);
    await writeAudit(tx, {
      actorId: options.userId,
      ip: options.ip,
      action: options.action,
      targetType: 'member',
      targetId: options.userId,
      details: removed,
      now,
    });
    return readAddressBook(tx, options.userId, now);
  });
}

/** DELETE addresses/:_id: only the caller's own; another member's id reads as not found. */
export async function deleteAddress(ctx: AppContext, options: { userId: string; id: string; ip: string }) {
  const book = await removeFromBook(ctx, {
    ...options,
    action: 'member.address.remove',
    remove: async (tx) => {
      const [removed] = await tx
        .delete(savedAddresses)
        .where(and(eq(savedAddresses.id, options.id), eq(savedAddresses.userId, options.userId)))
        .returning({ address: savedAddresses.address });
      return removed;
    },
  });
  return { message: MSG.addressRemoved, data: book };
}

async function checkMemberPassword(ctx: AppContext, options: { userId: string; password?: string; ip: string }) {
  if (!options.password) throw new AppError('VALIDATION', MSG.oldPasswordRequired);
  const [member] = await ctx.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!member) throw new AppError('UNAUTHENTICATED', MSG.unauthenticated);
  await checkOwnPassword(ctx, {
    account: `member:${member.email}`,
    ip: options.ip,
    passwordHash: member.passwordHash,
    password: options.password,
  });
}

/** POST addresses/only: on holds at once; off holds until the lock has passed. Confirmed like saving. */
export async function setOnlySaved(
  ctx: AppContext,
  options: { userId: string; body: AddressOnlyBody; ip: string; from: ChangedFrom },
) {
  const { userId, body } = options;
  const now = ctx.clock();
  const current = await readAddressBook(ctx.db, userId, now);
  // Turning it off while a lift waits, or on while it holds with nothing waiting, changes nothing.
  const unchanged = body.on
    ? current.onlySaved && current.onlySavedUntil === null
    : !current.onlySaved || current.onlySavedUntil !== null;
  if (unchanged) throw new AppError('CONFLICT', MSG.addressOnlyUnchanged);
  const purpose = `address-only:${body.on ? 'on' : 'off'}` as const;
  if (!body.code) return askCode(ctx, { userId, purpose });
  // Off loosens the member's own lock: the password too, beside the code
  // (docs/decisions/046-no-way-around-the-second-person.md).
  if (!body.on) await checkMemberPassword(ctx, { userId, password: body.password, ip: options.ip });
  const claim = await checkActionCode(ctx, { userId, purpose, code: body.code, ip: options.ip });
  const until = body.on ? null : await lockEnd(ctx, now);
  const book = await ctx.db.transaction(async (tx) => {
    await claim(tx);
    await tx
      .update(users)
      .set(
        body.on
          ? {
              onlySavedSince: sql`coalesce(${users.onlySavedSince}, ${now.toISOString()}::timestamptz)`,
              onlySavedUntil: null,
            }
          : { onlySavedUntil: until },
      )
      .where(eq(users.id, userId));
    await writeAudit(tx, {
      actorId: userId,
      ip: options.ip,
      action: body.on ? 'member.address.onlyOn' : 'member.address.onlyOff',
      targetType: 'member',
      targetId: userId,
      details: until ? { until: until.toISOString() } : {},
      now,
    });
    if (!body.on) await recordSecurityEvent(tx, { userId, kind: 'addressOnlyOff', client: options.from.client, now });
    return readAddressBook(tx, userId, now);
  });
  if (!body.on) {
    mailSecurityAlert(ctx, { userId, kind: 'addressOnlyOff', client: options.from.client, now, log: options.from.log });
  }
  return { message: body.on ? MSG.addressOnlyOn : MSG.addressOnlyOffScheduled, data: book };
}

/** The address facts of a withdrawal request to `address`, read on their own (the verify reads them with its facts). */
export async function readAddressFacts(db: Queryable, options: { userId: string; address: string; now: Date }) {
  const [row] = await queryRows<{ only_saved: boolean | null; saved_usable_from: string | Date | null }>(
    db,
    sql`select ${addressFactsColumns(options)}`,
  );
  return toAddressFacts(row ?? { only_saved: false, saved_usable_from: null });
}
