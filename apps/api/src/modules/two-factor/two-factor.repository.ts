import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { twoFactorChallenges, twoFactorRecoveryCodes, users } from '../../db/schema';

export interface TotpAccount {
  id: string;
  email: string;
  role: 'User' | 'Vendor' | 'Admin';
  passwordHash: string;
  blockedAt: Date | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
}

export async function findTotpAccount(db: Queryable, userId: string): Promise<TotpAccount | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      blockedAt: users.blockedAt,
      totpSecret: users.totpSecret,
      totpPendingSecret: users.totpPendingSecret,
      totpEnabledAt: users.totpEnabledAt,
      totpLastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return (row as TotpAccount | undefined) ?? null;
}

export async function savePendingSecret(db: Queryable, options: { userId: string; sealed: string }) {
  await db.update(users).set({ totpPendingSecret: options.sealed }).where(eq(users.id, options.userId));
}

/** Turns the pending secret on, once: of two racing enables one wins. */
export async function activatePendingSecret(db: Queryable, options: { userId: string; step: number; now: Date }) {
  const rows = await db
    .update(users)
    .set({
      totpSecret: users.totpPendingSecret,
      totpPendingSecret: null,
      totpEnabledAt: options.now,
      totpLastStep: options.step,
    })
    .where(and(eq(users.id, options.userId), isNull(users.totpEnabledAt), sql`${users.totpPendingSecret} is not null`))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function clearTotp(db: Queryable, userId: string) {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/** Records a time step as used; false when it (or a later one) was used already: a replay. */
export async function claimTotpStep(db: Queryable, options: { userId: string; step: number }) {
  const rows = await db
    .update(users)
    .set({ totpLastStep: options.step })
    .where(
      and(
        eq(users.id, options.userId),
        sql`${users.totpEnabledAt} is not null`,
        or(isNull(users.totpLastStep), lt(users.totpLastStep, options.step)),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Queryable, options: { userId: string; hashes: string[] }) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, options.userId));
  await db
    .insert(twoFactorRecoveryCodes)
    .values(options.hashes.map((codeHash) => ({ userId: options.userId, codeHash })));
}

/** The member's recovery code of this hash, while it is unused. */
function unusedCode(options: { userId: string; hash: string }) {
  return and(
    eq(twoFactorRecoveryCodes.userId, options.userId),
    eq(twoFactorRecoveryCodes.codeHash, options.hash),
    isNull(twoFactorRecoveryCodes.usedAt),
  );
}

export async function hasUnusedRecoveryCode(db: Queryable, options: { userId: string; hash: string }) {
  const [row] = await db
    .select({ id: twoFactorRecoveryCodes.id })
    .from(twoFactorRecoveryCodes)
    .where(unusedCode(options))
    .limit(1);
  return Boolean(row);
}

/** Uses a recovery code, once: false when it was used already. */
export async function useRecoveryCode(db: Queryable, options: { userId: string; hash: string; now: Date }) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: options.now })
    .where(unusedCode(options))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: string) {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}

export async function insertChallenge(db: Queryable, options: { userId: string; expiresAt: Date }) {
  const [row] = await db.insert(twoFactorChallenges).values(options).returning({ id: twoFactorChallenges.id });
  if (!row) throw new Error('two-factor challenge not stored');
  return row.id;
}

/** Takes one try of a live challenge, committed at once; null when it is used, burnt or unknown. */
export async function takeChallengeAttempt(db: Queryable, options: { id: string; maxAttempts: number }) {
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, options.id),
        isNull(twoFactorChallenges.usedAt),
        lt(twoFactorChallenges.attempts, options.maxAttempts),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markChallengeUsed(db: Queryable, options: { id: string; now: Date }) {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: options.now })
    .where(and(eq(twoFactorChallenges.id, options.id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return rows.length === 1;
}
