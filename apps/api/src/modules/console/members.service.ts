import { type AdminMemberDetail, MSG, microsToUsdt } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type Actor, writeAudit } from '../../core/audit';
import { freezeStateOf } from '../../core/member-freeze';
import { getSettings } from '../../core/settings';
import type { Queryable } from '../../db/client';
import { moneyTransaction } from '../../db/money-transaction';
import { passkeys } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { AppError } from '../../lib/app-error';
import { platformDay } from '../../lib/platform-day';
import { readAddressBook } from '../address-book/address-book.service';
import { listMemberDeposits } from '../deposits/deposits.repository';
import { listIncomes } from '../income/income-list.repository';
import { listMemberOrders, toOrderRow } from '../packages/orders.repository';
import { countPayoutsInFlight, handBackMemberPayouts } from '../payouts/payouts.repository';
import { listSecurityEvents } from '../security/security-events.repository';
import { revokeAllSessions } from '../sessions/sessions';
import { findMemberState } from '../users/users.repository';
import { listMemberWithdrawals } from '../withdrawals/withdrawals.repository';
import { listAdjustments } from './adjustments.repository';
import {
  listWalletPostings,
  markMemberBlocked,
  markMemberUnblocked,
  readMember,
  toAdminMemberRow,
} from './members.repository';

// One member as the console shows it, and the block an operator puts on (and lifts from) an account.

/** The latest of each record the detail shows (the contract's numbers). */
const LATEST_RECORDS = 20;
const LATEST_POSTINGS = 50;

/** What an operator sees of a member's own defences: the newest activity, the address book, the passkeys held. */
async function memberSecurity(ctx: AppContext, userId: string) {
  const [events, book, [held]] = await Promise.all([
    listSecurityEvents(ctx.db, userId),
    readAddressBook(ctx.db, userId, ctx.clock()),
    ctx.db.select({ count: sql<number>`count(*)::int` }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return { securityEvents: events.slice(0, SECURITY_EVENTS_ON_PAGE), addressBook: book, passkeys: held?.count ?? 0 };
}

/** The member page's security activity: enough to see a takeover, the rest is the member's own list. */
const SECURITY_EVENTS_ON_PAGE = 10;

/** A member's detail; an unknown id and an operator's id read as not found. */
export async function getMemberDetail(ctx: AppContext, userId: string): Promise<AdminMemberDetail> {
  const member = await readMember(ctx.db, userId);
  if (!member) throw new AppError('NOT_FOUND', MSG.notFound);
  const today = platformDay(ctx.clock(), (await getSettings(ctx.db)).timezone);
  const page = { userId, page: 1, pageSize: LATEST_RECORDS };
  const [orders, deposits, withdrawals, incomes, postings, pending, payoutsInFlight, security] = await Promise.all([
    listMemberOrders(ctx.db, userId),
    listMemberDeposits(ctx.db, page),
    listMemberWithdrawals(ctx.db, page),
    listIncomes(ctx.db, { ...page, today }),
    listWalletPostings(ctx.db, { userId, limit: LATEST_POSTINGS }),
    listAdjustments(ctx.db, { status: 'pending', memberId: userId, ...page }),
    countPayoutsInFlight(ctx.db, userId),
    memberSecurity(ctx, userId),
  ]);
  const freeze = freezeStateOf(member, ctx.clock());
  return {
    ...toAdminMemberRow(member),
    sponsor: member.sponsor,
    usdtAddress: member.usdtAddress,
    blockedAt: member.blockedAt?.toISOString() ?? null,
    blockedReason: member.blockedReason,
    frozenAt: freeze.frozenAt,
    unfreezeAt: freeze.unfreezeAt,
    antiPhishingCodeSet: member.antiPhishingCodeSet,
    ...security,
    payoutsInFlight,
    rank: member.rank,
    team: member.team ?? { a: 0, b: 0, c: 0, activeA: 0 },
    orders: orders.slice(0, LATEST_RECORDS).map((row) => toOrderRow(row.order, today)),
    deposits: deposits.docs,
    withdrawals: withdrawals.docs,
    incomes: incomes.docs,
    postings: postings.map((posting) => ({
      entryId: posting.entryId,
      kind: posting.kind,
      wallet: posting.wallet === MEMBER_WALLET.deposit ? 'deposit' : 'income',
      amount: microsToUsdt(posting.amountMicros),
      createdAt: posting.createdAt.toISOString(),
    })),
    pendingAdjustments: pending.docs,
  };
}

/**
 * Blocks sign-in, ends every session of the member and freezes their money in one transaction (docs/product.md#accounts,
 * docs/decisions/025-automatic-payouts.md#a-block-freezes-money): their automatic payouts queued and not signed go back
 * to operators, who may then only reject them, and those already signed are counted, to be followed to their end.
 * The member's row is marked first: the engine checks it under a share lock before it signs, so from the moment this
 * update holds the row no payout of theirs can be signed unless it was signed before. Run again whole if PostgreSQL
 * picks it as a deadlock victim (its hand-back and the engine's release of a paused queue may meet on a payout).
 */
export async function blockMember(ctx: AppContext, options: Actor & { userId: string; reason: string }) {
  const now = ctx.clock();
  await moneyTransaction(ctx.db, async (tx) => {
    const blocked = await markMemberBlocked(tx, { userId: options.userId, reason: options.reason, now });
    if (!blocked) throw await unchanged(tx, options.userId, MSG.memberAlreadyBlocked);
    await revokeAllSessions(ctx, { db: tx, userId: options.userId, now });
    const payouts = await handBackMemberPayouts(tx, options.userId);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'member.block',
      targetType: 'member',
      targetId: options.userId,
      details: {
        reason: options.reason,
        payoutsHandedBack: payouts.handedBack,
        payoutsAlreadySent: payouts.inFlight,
      },
      now,
    });
  });
  return { message: MSG.memberBlocked, data: await getMemberDetail(ctx, options.userId) };
}

/** Lets the member sign in again; the sessions the block ended stay ended. */
export async function unblockMember(ctx: AppContext, options: Actor & { userId: string }) {
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const unblocked = await markMemberUnblocked(tx, options.userId);
    if (!unblocked) throw await unchanged(tx, options.userId, MSG.memberNotBlocked);
    await writeAudit(tx, {
      actorId: options.actorId,
      ip: options.ip,
      action: 'member.unblock',
      targetType: 'member',
      targetId: options.userId,
      now,
    });
  });
  return { message: MSG.memberUnblocked, data: await getMemberDetail(ctx, options.userId) };
}

/** Why a conditional change found nothing: no such member (or an operator), or already in that state. */
async function unchanged(tx: Queryable, userId: string, conflict: string): Promise<AppError> {
  const member = await findMemberState(tx, userId);
  return member ? new AppError('CONFLICT', conflict) : new AppError('NOT_FOUND', MSG.notFound);
}
