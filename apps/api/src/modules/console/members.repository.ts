import { type AdminMemberRow, microsToUsdt, ROLE } from '@app/contract';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { accounts, journalEntries, postings, teamStats, users } from '../../db/schema';
import { MEMBER_WALLET } from '../../ledger/accounts';
import { containing } from '../../lib/like-pattern';
import { countRows, pageWindow } from '../../lib/paging';
import { kycStatusOf } from '../kyc/kyc.repository';
import { markAccountBlocked, markAccountUnblocked } from '../users/users.repository';

// The operator console's reads and changes of members (docs/decisions/007-operator-console.md). Operators are
// never members here: every statement names the member roles, so an operator's id reads as not found.

const depositWallet = alias(accounts, 'deposit_wallet');
const incomeWallet = alias(accounts, 'income_wallet');
const sponsor = alias(users, 'sponsor');

const isMember = inArray(users.role, [ROLE.user, ROLE.vendor]);

const rowColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  referId: users.referId,
  role: users.role,
  createdAt: users.createdAt,
  blockedAt: users.blockedAt,
  closedAt: users.closedAt,
  depositMicros: depositWallet.balanceMicros,
  incomeMicros: incomeWallet.balanceMicros,
  activeOrders: sql<number>`(select count(*) from orders o where o.user_id = ${users.id} and o.status = 'active')::int`,
  kycStatus: kycStatusOf(users.id),
};

type MemberRowRecord = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  referId: string | null;
  role: string;
  createdAt: Date;
  blockedAt: Date | null;
  closedAt: Date | null;
  depositMicros: bigint | null;
  incomeMicros: bigint | null;
  activeOrders: number;
  kycStatus: 'none' | 'pending' | 'approved' | 'rejected';
};

export function toAdminMemberRow(row: MemberRowRecord): AdminMemberRow {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    referId: row.referId,
    // The statements read members and vendors only.
    role: row.role === ROLE.vendor ? ROLE.vendor : ROLE.user,
    createdAt: row.createdAt.toISOString(),
    blocked: row.blockedAt !== null,
    closedAt: row.closedAt?.toISOString() ?? null,
    depositBalance: microsToUsdt(row.depositMicros ?? 0n),
    incomeBalance: microsToUsdt(row.incomeMicros ?? 0n),
    activeOrders: Number(row.activeOrders),
    kycStatus: row.kycStatus,
  };
}

/** The pending identity check's time: one at a time per member, and always their newest. */
const pendingKycAt = sql`(select k.created_at from kyc_submissions k where k.user_id = ${users.id} and k.status = 'pending')`;

function searchWhere(search: string | undefined, kyc: 'pending' | undefined): SQL | undefined {
  const members = kyc === 'pending' ? and(isMember, sql`${pendingKycAt} is not null`) : isMember;
  if (!search) return members;
  const pattern = containing(search);
  return and(
    members,
    or(
      ilike(users.fullName, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
      ilike(users.referId, pattern),
    ),
  );
}

/** Members and vendors, newest first, with both wallets (0 when never opened) and their active orders. */
export async function listMembers(db: Queryable, options: { search?: string; kyc?: 'pending'; page: number }) {
  const where = searchWhere(options.search, options.kyc);
  // The identity checks waiting for review: the oldest first, as a queue is worked through.
  const order =
    options.kyc === 'pending' ? [sql`${pendingKycAt} asc`, desc(users.id)] : [desc(users.createdAt), desc(users.id)];
  const { limit, offset } = pageWindow(options.page);
  const rows = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(depositWallet, and(eq(depositWallet.ownerId, users.id), eq(depositWallet.kind, MEMBER_WALLET.deposit)))
    .leftJoin(incomeWallet, and(eq(incomeWallet.ownerId, users.id), eq(incomeWallet.kind, MEMBER_WALLET.income)))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { docs: rows.map(toAdminMemberRow), totalDocs: await countRows(db, users, where) };
}

/** The list's row of one member with what the detail adds: sponsor, address, block, rank and team counters. */
export async function readMember(db: Queryable, userId: string) {
  const [row] = await db
    .select({
      ...rowColumns,
      sponsor: { _id: sponsor.id, fullName: sponsor.fullName, referId: sponsor.referId },
      usdtAddress: users.usdtAddress,
      blockedReason: users.blockedReason,
      frozenAt: users.frozenAt,
      unfreezeAt: users.unfreezeAt,
      antiPhishingCodeSet: sql<boolean>`${users.antiPhishingCode} is not null`,
      rank: users.selfRank,
      team: { a: teamStats.aMembers, b: teamStats.bMembers, c: teamStats.cMembers, activeA: teamStats.aActive },
    })
    .from(users)
    .leftJoin(depositWallet, and(eq(depositWallet.ownerId, users.id), eq(depositWallet.kind, MEMBER_WALLET.deposit)))
    .leftJoin(incomeWallet, and(eq(incomeWallet.ownerId, users.id), eq(incomeWallet.kind, MEMBER_WALLET.income)))
    .leftJoin(sponsor, eq(sponsor.id, users.sponsorId))
    .leftJoin(teamStats, eq(teamStats.userId, users.id))
    .where(and(isMember, eq(users.id, userId)));
  return row;
}

/** The latest postings of the member's two wallets, newest first, with their entry's kind and time. */
export async function listWalletPostings(db: Queryable, options: { userId: string; limit: number }) {
  return db
    .select({
      entryId: journalEntries.id,
      kind: journalEntries.kind,
      wallet: accounts.kind,
      amountMicros: postings.amountMicros,
      createdAt: journalEntries.createdAt,
    })
    .from(postings)
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(eq(accounts.ownerId, options.userId), inArray(accounts.kind, [MEMBER_WALLET.deposit, MEMBER_WALLET.income])),
    )
    .orderBy(desc(journalEntries.createdAt), desc(postings.id))
    .limit(options.limit);
}

/** Answers nothing unless the id is a member's and not blocked yet: of two operators, one blocks. */
export function markMemberBlocked(db: Queryable, options: { userId: string; reason: string; now: Date }) {
  return markAccountBlocked(db, { ...options, isKind: isMember });
}

/** Answers nothing unless the id is a blocked member's: of two operators, one unblocks. */
export function markMemberUnblocked(db: Queryable, userId: string) {
  return markAccountUnblocked(db, { userId, isKind: isMember });
}
