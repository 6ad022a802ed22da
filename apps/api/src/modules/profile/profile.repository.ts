import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

/** Throws on the unique index of lower(usdt_address) when another member already holds the address. */
export async function setMemberUsdtAddress(db: Queryable, options: { userId: string; usdtAddress: string }) {
  await db.update(users).set({ usdtAddress: options.usdtAddress }).where(eq(users.id, options.userId));
}
