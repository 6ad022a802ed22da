import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';

// docs/operations.md#rolling-upgrade: replicas started at once on a database that needs migrations take turns.

const url = process.env.TEST_DATABASE_URL;

async function admin<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!url)('two servers migrating one new database at once', () => {
  it('both start, and every migration is applied once', async () => {
    const schema = `test_lock_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin(`create schema ${schema}`);
    const replicas = [0, 1, 2].map(() => openDatabase({ url, schemaName: schema }));
    try {
      await Promise.all(replicas.map((replica) => replica.migrate()));
      const [applied] = await admin<{ n: number; distinct_hashes: number }>(
        `select count(*)::int as n, count(distinct hash)::int as distinct_hashes from ${schema}.__drizzle_migrations`,
      );
      expect(applied?.n).toBeGreaterThan(25);
      expect(applied?.n).toBe(applied?.distinct_hashes);
    } finally {
      await Promise.all(replicas.map((replica) => replica.close()));
      await admin(`drop schema ${schema} cascade`);
    }
  });
});
