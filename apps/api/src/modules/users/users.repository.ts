import type { Role } from '@app/contract';
import { and, eq } from 'drizzle-orm';
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

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Members and vendors who can refer; operators have no referral code. */
export async function findReferrerByCode(db: Queryable, referId: string) {
  const [user] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.referId, referId))
    .limit(1);
  return user;
}
