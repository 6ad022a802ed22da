import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { accounts } from '../db/schema';
import { PLATFORM_ACCOUNT, platformAccountId } from './accounts';

/**
 * Every transaction that pays income takes this lock first. All incomes credit one platform account, so
 * they are serialised on it anyway; taking it before any member row keeps the lock order the same in
 * every such transaction, so a member's claim and an upline's purchase cannot deadlock.
 */
export async function lockIncomePool(tx: Queryable): Promise<string> {
  const poolId = await platformAccountId(tx, PLATFORM_ACCOUNT.incomesPaid);
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, poolId)).for('update');
  return poolId;
}
