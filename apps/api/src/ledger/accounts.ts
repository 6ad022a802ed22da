import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/query';
import { accounts } from '../db/schema';

/** A member's two wallets (spec names: balance / "Electronic Wallet", earningbalance / "Flexible wallet"). */
export const MEMBER_WALLET = {
  deposit: 'member:deposit',
  income: 'member:income',
} as const;
export type MemberWallet = (typeof MEMBER_WALLET)[keyof typeof MEMBER_WALLET];

/** The platform's side of every movement, so an operator sees what is owed against what was received. */
export const PLATFORM_ACCOUNT = {
  depositsReceived: 'platform:deposits-received',
  packageCapitalHeld: 'platform:package-capital-held',
  incomesPaid: 'platform:incomes-paid',
  withdrawalFeesEarned: 'platform:withdrawal-fees-earned',
  withdrawalsPayable: 'platform:withdrawals-payable',
  /** Money sent out on chain to members' addresses (the mirror of deposits received). */
  withdrawalsPaidOut: 'platform:withdrawals-paid-out',
  /** The other side of operators' balance adjustments (credits run it negative, debits positive). */
  adjustments: 'platform:adjustments',
} as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNT)[keyof typeof PLATFORM_ACCOUNT];

/** The id of a member wallet, opened on first use. */
export async function memberAccountId(db: Queryable, options: { userId: string; wallet: MemberWallet }) {
  const where = and(eq(accounts.ownerId, options.userId), eq(accounts.kind, options.wallet));
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (existing) return existing.id;
  await db.insert(accounts).values({ ownerId: options.userId, kind: options.wallet }).onConflictDoNothing();
  const [created] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (!created) throw new Error(`could not open ${options.wallet} for ${options.userId}`);
  return created.id;
}

export async function platformAccountId(db: Queryable, kind: PlatformAccount) {
  const where = and(isNull(accounts.ownerId), eq(accounts.kind, kind));
  const [existing] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (existing) return existing.id;
  await db.insert(accounts).values({ kind }).onConflictDoNothing();
  const [created] = await db.select({ id: accounts.id }).from(accounts).where(where);
  if (!created) throw new Error(`could not open ${kind}`);
  return created.id;
}

export interface WalletRef {
  userId: string;
  wallet: MemberWallet;
}

export const walletKey = (ref: WalletRef) => `${ref.userId}:${ref.wallet}`;

/** The ids of many member wallets in two statements, opening the ones never used; keyed by walletKey. */
export async function walletIds(db: Queryable, refs: WalletRef[]): Promise<Map<string, string>> {
  const unique = [...new Map(refs.map((ref) => [walletKey(ref), ref])).values()];
  if (unique.length === 0) return new Map();
  const owners = pgArray(unique.map((ref) => ref.userId));
  const kinds = pgArray(unique.map((ref) => ref.wallet));
  const rows = await queryRows<{ id: string; owner_id: string; kind: MemberWallet }>(
    db,
    sql`with wanted as (select * from unnest(${owners}::uuid[], ${kinds}::text[]) as w(owner_id, kind)),
        opened as (
          insert into accounts (owner_id, kind)
          select owner_id, kind from wanted
          where not exists (select 1 from accounts a where a.owner_id = wanted.owner_id and a.kind = wanted.kind)
          order by owner_id, kind
          on conflict do nothing
          returning id, owner_id, kind)
        select a.id, a.owner_id, a.kind from accounts a join wanted using (owner_id, kind)
        union all select id, owner_id, kind from opened`,
  );
  const ids = new Map(rows.map((row) => [walletKey({ userId: row.owner_id, wallet: row.kind }), row.id]));
  const missing = unique.filter((ref) => !ids.has(walletKey(ref)));
  // Opened by a concurrent transaction between our read and our insert: visible now that it committed.
  if (missing.length > 0) {
    for (const ref of missing) ids.set(walletKey(ref), await memberAccountId(db, ref));
  }
  return ids;
}

/** Cached balances of a member's wallets in micro-USDT; a wallet never used reads 0. */
export async function memberBalances(db: Queryable, userId: string): Promise<Record<MemberWallet, bigint>> {
  const rows = await db
    .select({ kind: accounts.kind, balance: accounts.balanceMicros })
    .from(accounts)
    .where(eq(accounts.ownerId, userId));
  const balances: Record<MemberWallet, bigint> = { [MEMBER_WALLET.deposit]: 0n, [MEMBER_WALLET.income]: 0n };
  for (const row of rows) {
    if (row.kind in balances) balances[row.kind as MemberWallet] = row.balance;
  }
  return balances;
}

/** A member wallet's id and cached balance in one read; undefined when the wallet was never opened. */
export async function memberWallet(db: Queryable, options: { userId: string; wallet: MemberWallet }) {
  const [row] = await db
    .select({ id: accounts.id, balance: accounts.balanceMicros })
    .from(accounts)
    .where(and(eq(accounts.ownerId, options.userId), eq(accounts.kind, options.wallet)));
  return row;
}
