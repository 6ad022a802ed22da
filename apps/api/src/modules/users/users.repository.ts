import { ROLE, type Role } from '@app/contract';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

export async function findUserByEmail(db: Queryable, options: { email: string; role?: Role }) {
  const conditions = [eq(users.email, options.email)];
  if (options.role) conditions.push(eq(users.role, options.role));
  const [user] = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .limit(1);
  return user;
}

/**
 * A member-side account (member or vendor) by e-mail: both sign in on the member pages, which always send
 * role_name 'User' (docs/product.md#accounts); the account's own role decides which session it gets.
 */
export async function findMemberAccountByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), inArray(users.role, [ROLE.user, ROLE.vendor])))
    .limit(1);
  return user;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * Members and vendors who can refer; operators have no referral code, and a closed member's code stays on its row
 * for the tree but brings nobody new (docs/decisions/033-closing-an-account.md).
 */
export async function findReferrerByCode(db: Queryable, referId: string) {
  const [user] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.referId, referId), isNull(users.closedAt)))
    .limit(1);
  return user;
}

/** Lets a clash on the unique email or referral code surface as an error, so the caller can tell which it was. */
export async function insertUser(
  db: Queryable,
  user: Pick<
    typeof users.$inferInsert,
    | 'fullName'
    | 'email'
    | 'phone'
    | 'passwordHash'
    | 'role'
    | 'referId'
    | 'sponsorId'
    | 'termsAcceptedAt'
    | 'termsVersion'
    | 'locale'
  >,
) {
  const [created] = await db.insert(users).values(user).returning({ id: users.id });
  return created;
}

export async function setUserPasswordHash(db: Queryable, options: { userId: string; passwordHash: string }) {
  await db.update(users).set({ passwordHash: options.passwordHash }).where(eq(users.id, options.userId));
}

/** Whether the id is a member's (not an operator's), and whether it is blocked. */
export async function findMemberState(db: Queryable, userId: string) {
  const [member] = await db
    .select({
      blocked: sql<boolean>`${users.blockedAt} is not null`,
      frozenAt: users.frozenAt,
      unfreezeAt: users.unfreezeAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), inArray(users.role, [ROLE.user, ROLE.vendor])));
  return member;
}

/**
 * Blocks the account if it is of the kind `isKind` picks and not blocked yet; answers nothing otherwise, so of two
 * operators one blocks. A blocked account cannot sign in and its sessions stop working (docs/product.md#accounts).
 */
export async function markAccountBlocked(
  db: Queryable,
  options: { userId: string; isKind: SQL; reason: string; now: Date },
) {
  const [blocked] = await db
    .update(users)
    .set({ blockedAt: options.now, blockedReason: options.reason })
    .where(and(eq(users.id, options.userId), options.isKind, isNull(users.blockedAt)))
    .returning({ id: users.id });
  return blocked;
}

/** Unblocks the account if it is of the kind `isKind` picks and blocked; answers nothing otherwise. */
export async function markAccountUnblocked(db: Queryable, options: { userId: string; isKind: SQL }) {
  const [unblocked] = await db
    .update(users)
    .set({ blockedAt: null, blockedReason: null })
    .where(and(eq(users.id, options.userId), options.isKind, isNotNull(users.blockedAt)))
    .returning({ id: users.id });
  return unblocked;
}
