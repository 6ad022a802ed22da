import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, type Queryable } from '../../src/db/client';
import { accounts } from '../../src/db/schema';
import { PLATFORM_ACCOUNT, type PlatformAccount, platformAccountId } from '../../src/ledger/accounts';
import { useTestApp } from '../helper';

// Platform account ids are remembered per database, and only once committed (ledger/accounts.ts).
const a = useTestApp();
const b = useTestApp();

async function storedId(db: Queryable, kind: PlatformAccount) {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(isNull(accounts.ownerId), eq(accounts.kind, kind)));
  return rows.map((row) => row.id);
}

class RolledBack extends Error {}

async function rolledBack(work: () => Promise<void>) {
  await expect(work()).rejects.toBeInstanceOf(RolledBack);
}

describe('platformAccountId', () => {
  it('answers each database its own id, however the calls interleave and in transactions', async () => {
    const kind = PLATFORM_ACCOUNT.depositsReceived;
    const first = [await platformAccountId(a.ctx.db, kind), await platformAccountId(b.ctx.db, kind)];
    const again = [
      await b.ctx.db.transaction((tx) => platformAccountId(tx, kind)),
      await a.ctx.db.transaction((tx) => tx.transaction((savepoint) => platformAccountId(savepoint, kind))),
    ];
    expect(first[0]).not.toBe(first[1]);
    expect(await storedId(a.ctx.db, kind)).toEqual([first[0]]);
    expect(await storedId(b.ctx.db, kind)).toEqual([first[1]]);
    expect(again).toEqual([first[1], first[0]]);
  });

  it('reads a committed id once per database', async () => {
    const kind = PLATFORM_ACCOUNT.withdrawalFeesEarned;
    const id = await platformAccountId(a.ctx.db, kind);
    // Opened by that call: remembered once read committed.
    expect(await platformAccountId(a.ctx.db, kind)).toBe(id);
    await a.ctx.db.transaction(async (tx) => {
      const read = vi.spyOn(tx, 'execute');
      expect(await platformAccountId(tx, kind)).toBe(id);
      expect(read).not.toHaveBeenCalled();
    });
  });

  it('forgets an account opened by a transaction or savepoint that rolled back', async () => {
    const kind = PLATFORM_ACCOUNT.adjustments;
    const opened: string[] = [];
    await rolledBack(() =>
      a.ctx.db.transaction(async (tx) => {
        opened.push(await platformAccountId(tx, kind));
        // Found by the second call, but written by this transaction: not to be remembered.
        opened.push(await platformAccountId(tx, kind));
        throw new RolledBack();
      }),
    );
    await rolledBack(() =>
      a.ctx.db.transaction(async (tx) => {
        opened.push(await tx.transaction((savepoint) => platformAccountId(savepoint, kind)));
        opened.push(await platformAccountId(tx, kind));
        throw new RolledBack();
      }),
    );
    expect(await storedId(a.ctx.db, kind)).toEqual([]);
    const committed = await platformAccountId(a.ctx.db, kind);
    expect(opened).not.toContain(committed);
    expect(await storedId(a.ctx.db, kind)).toEqual([committed]);
    expect(await platformAccountId(a.ctx.db, kind)).toBe(committed);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('keeps a PGlite database apart from a PostgreSQL one', async () => {
    const kind = PLATFORM_ACCOUNT.withdrawalsPaidOut;
    const onPostgres = await platformAccountId(a.ctx.db, kind);
    const pglite: Database = openDatabase({});
    try {
      await pglite.migrate();
      const onPglite = await platformAccountId(pglite.db, kind);
      expect(onPglite).not.toBe(onPostgres);
      expect(await storedId(pglite.db, kind)).toEqual([onPglite]);
      expect(await platformAccountId(a.ctx.db, kind)).toBe(onPostgres);
      expect(await platformAccountId(pglite.db, kind)).toBe(onPglite);
    } finally {
      await pglite.close();
    }
  });
});
