import { and, eq, isNull, sql } from 'drizzle-orm';
import { databaseKey, type Queryable } from '../db/client';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/query';
import { accounts } from '../db/schema';

/**
 * A member's two wallets (docs/product.md#wallets: balance / "Electronic Wallet", earningbalance / "Flexible wallet").
 */
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
  /** Handling fees charged on top of a package's amount (docs/product.md#packages). */
  packageFeesEarned: 'platform:package-fees-earned',
  withdrawalsPayable: 'platform:withdrawals-payable',
  /** Money sent out on chain to members' addresses (the mirror of deposits received). */
  withdrawalsPaidOut: 'platform:withdrawals-paid-out',
  /** The other side of operators' balance adjustments (credits run it negative, debits positive). */
  adjustments: 'platform:adjustments',
  /**
   * The company's own money put into the platform (runs negative, as deposits received does: money from outside),
   * and its stake in the platform on the other side: held, but owed to no member.
   */
  companyFunds: 'platform:company-funds',
  companyStake: 'platform:company-stake',
  /** Balances under the withdrawal minimum that members gave up to close their accounts: the platform's, owed to none. */
  balancesGivenUp: 'platform:balances-given-up',
} as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNT)[keyof typeof PLATFORM_ACCOUNT];

/**
 * The id of a member wallet, opened on first use, in one statement as walletIds does: the insert runs only when the
 * wallet is missing, and what it returns stands in for the read, which cannot see it.
 */
export async function memberAccountId(db: Queryable, options: { userId: string; wallet: MemberWallet }) {
  const { userId, wallet } = options;
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`with opened as (
          insert into accounts (owner_id, kind)
          select ${userId}::uuid, ${wallet}::text
          where not exists (select 1 from accounts where owner_id = ${userId}::uuid and kind = ${wallet}::text)
          on conflict do nothing
          returning id)
        select id from accounts where owner_id = ${userId}::uuid and kind = ${wallet}::text
        union all select id from opened`,
  );
  if (row) return row.id;
  // Opened by a concurrent transaction between our read and our insert: visible now that it committed.
  const [created] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.ownerId, userId), eq(accounts.kind, wallet)));
  if (!created) throw new Error(`could not open ${wallet} for ${userId}`);
  return created.id;
}

/**
 * Whether the row version read was committed before the caller's transaction: true when the transaction has no id yet
 * (it wrote nothing, so every row it sees is committed), or when the row's xmin precedes that id (compared modulo
 * 2^32, as PostgreSQL compares transaction ids). Rows the transaction or its savepoints wrote carry its id or later
 * ones. A frozen row may compare either way: it is committed, and at worst read again.
 */
const committedRow = sql.raw(
  `coalesce(mod(mod(xmin::text::bigint - pg_current_xact_id_if_assigned()::text::bigint, 4294967296) + 4294967296,
     4294967296) >= 2147483648, true)`,
);

/**
 * Platform account ids by database (db/client.ts databaseKey): the rows are opened once and never change or go, so a
 * process reads each at most once per database. Only a row already committed is remembered: one opened by the
 * caller's own transaction, or a savepoint of it, would be gone if that rolled back.
 */
const platformIds = new WeakMap<object, Map<PlatformAccount, string>>();

export async function platformAccountId(db: Queryable, kind: PlatformAccount) {
  const database = databaseKey(db);
  const known = database ? platformIds.get(database)?.get(kind) : undefined;
  if (known) return known;
  const [existing] = await queryRows<{ id: string; committed: boolean }>(
    db,
    sql`select id, ${committedRow} as committed from accounts where owner_id is null and kind = ${kind}`,
  );
  if (existing) {
    if (existing.committed && database) {
      const ids = platformIds.get(database) ?? new Map<PlatformAccount, string>();
      platformIds.set(database, ids.set(kind, existing.id));
    }
    return existing.id;
  }
  const where = and(isNull(accounts.ownerId), eq(accounts.kind, kind));
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

/**
 * The ids of many member wallets, opening the ones never used, keyed by walletKey. `known` are ids the caller read
 * with its own rows (a wallet's id never changes): only the others cost a statement, none when all are known.
 */
export async function walletIds(
  db: Queryable,
  refs: WalletRef[],
  known: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unknown = new Map<string, WalletRef>();
  for (const ref of refs) {
    const key = walletKey(ref);
    const id = known.get(key);
    if (id) found.set(key, id);
    else unknown.set(key, ref);
  }
  if (unknown.size === 0) return found;
  for (const [key, id] of await openWallets(db, [...unknown.values()])) found.set(key, id);
  return found;
}

/** The ids of many member wallets in one statement, opening the ones never used; keyed by walletKey. */
async function openWallets(db: Queryable, unique: WalletRef[]): Promise<Map<string, string>> {
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
