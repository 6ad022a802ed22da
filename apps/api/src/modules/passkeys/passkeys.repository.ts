import { PASSKEYS_PER_ACCOUNT, type PasskeyRow } from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { passkeys, users } from '../../db/schema';

/** The account's passkeys as the list shows them, oldest first. */
export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const rows = await db
    .select({ id: passkeys.id, name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

export async function credentialsOf(db: Queryable, userId: string) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

/**
 * Keeps a new passkey unless the account holds PASSKEYS_PER_ACCOUNT already, counted in the same statement so two
 * at once cannot pass the limit together (the account's row is locked first). Answers whether it was kept.
 */
export async function insertPasskey(
  db: Queryable,
  row: { userId: string; credentialId: string; publicKey: Uint8Array; signCount: number; transports: string[] } & {
    name: string;
    now: Date;
  },
): Promise<'kept' | 'limit' | 'duplicate'> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${row.userId} for update`);
  const [existing] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.credentialId, row.credentialId));
  if (existing) return 'duplicate';
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, row.userId));
  if (count >= PASSKEYS_PER_ACCOUNT) return 'limit';
  await db.insert(passkeys).values({
    userId: row.userId,
    credentialId: row.credentialId,
    publicKey: row.publicKey,
    signCount: row.signCount,
    transports: row.transports,
    name: row.name,
    createdAt: row.now,
  });
  return 'kept';
}

/** Removes the account's passkey `id`; answers its name, or undefined when the account holds no such passkey. */
export async function deletePasskey(db: Queryable, options: { userId: string; id: string }) {
  const [gone] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, options.id), eq(passkeys.userId, options.userId)))
    .returning({ name: passkeys.name });
  return gone?.name;
}

export async function accountOf(db: Queryable, userId: string) {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return account;
}
