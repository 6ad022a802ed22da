import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, migrateFrom, migrateUpTo } from '../../migration-kit';

// A platform running before the income totals by kind (docs/decisions/024-read-figures.md): the migration adds up
// each member's days of the rollup, so the profile and the dashboard read the same totals after it as before.
let client: PGlite;
let ann: string;
let ben: string;

beforeAll(async () => {
  client = new PGlite();
  await migrateUpTo(client, '0037_');
  ann = await insertUser(client, { name: 'ann', role: 'User' });
  ben = await insertUser(client, { name: 'ben', role: 'User' });
  await client.query(
    `insert into income_daily (user_id, kind, day, amount_micros, income_count) values
       ($1, 'trading', '2026-11-20', 1000000, 1), ($1, 'trading', '2026-11-21', 1500000, 2),
       ($1, 'level', '2026-11-21', 250000, 1), ($1, 'bonus', '2026-11-19', 5000000, 1),
       ($2, 'direct', '2026-11-21', 3000000, 1)`,
    [ann, ben],
  );
  await migrateFrom(client, '0037_');
});
afterAll(async () => {
  await client.close();
});

describe('the migration to income totals by kind', () => {
  it("adds up each member's days of each kind, amounts and counts", async () => {
    const { rows } = await client.query<{ who: string; kind: string; amount: string; count: number }>(
      `select u.full_name as who, t.kind, t.amount_micros::text as amount, t.income_count as count
       from income_totals t join users u on u.id = t.user_id order by u.full_name, t.kind`,
    );
    expect(rows).toEqual([
      { who: 'ann', kind: 'bonus', amount: '5000000', count: 1 },
      { who: 'ann', kind: 'level', amount: '250000', count: 1 },
      { who: 'ann', kind: 'trading', amount: '2500000', count: 3 },
      { who: 'ben', kind: 'direct', amount: '3000000', count: 1 },
    ]);
  });
});
