import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, migrateFrom, migrateUpTo } from '../../migration-kit';

// A platform running before bonuses were income (docs/decisions/014-bonuses-are-income.md): its credited bonuses were
// in no income total. The migration adds each to the income rollup of the day it was credited, and nothing else.
let client: PGlite;
let member: string;

function user(name: string, role: string) {
  return insertUser(client, { name, role });
}

async function adjustment(options: { kind: string; wallet?: string; status: string; amount: number; day?: string }) {
  const posted = options.status === 'posted';
  await client.query(
    `insert into balance_adjustments (user_id, wallet, kind, amount_micros, reason, status, requested_by, requested_at,
       posted_at, posted_day)
     values ($1, $2, $3, $4, 'why', $5, (select id from users where role = 'Admin'), '2026-11-20T09:00:00Z', $6, $7)`,
    [
      member,
      options.wallet ?? 'income',
      options.kind,
      options.amount * 1_000_000,
      options.status,
      posted ? '2026-11-20T09:00:00Z' : null,
      posted ? (options.day ?? '2026-11-20') : null,
    ],
  );
}

beforeAll(async () => {
  client = new PGlite();
  await migrateUpTo(client, '0026_');
  member = await user('member', 'User');
  await user('operator', 'Admin');
  // A trading profit already rolled up on the first day, which the bonus of that day joins.
  await client.query(
    `insert into income_daily (user_id, kind, day, amount_micros, income_count) values ($1, 'trading', '2026-11-20', 7000000, 1)`,
    [member],
  );
  await adjustment({ kind: 'bonus', status: 'posted', amount: 5 });
  await adjustment({ kind: 'bonus', status: 'posted', amount: 2.5 });
  await adjustment({ kind: 'bonus', status: 'posted', amount: 10, day: '2026-11-21' });
  await adjustment({ kind: 'bonus', status: 'pending', amount: 50 });
  await adjustment({ kind: 'bonus', status: 'rejected', amount: 60 });
  await adjustment({ kind: 'correction', status: 'posted', amount: 3 });
  await adjustment({ kind: 'correction', wallet: 'deposit', status: 'posted', amount: 4 });
  await migrateFrom(client, '0026_');
});
afterAll(async () => {
  await client.close();
});

describe('the migration that makes bonuses income', () => {
  it('rolls up each credited bonus on its day, beside the incomes, and no correction nor uncredited bonus', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select kind, day, amount_micros::text as amount, income_count as count from income_daily order by day, kind`,
    );
    expect(rows).toEqual([
      { kind: 'bonus', day: '2026-11-20', amount: '7500000', count: 2 },
      { kind: 'trading', day: '2026-11-20', amount: '7000000', count: 1 },
      { kind: 'bonus', day: '2026-11-21', amount: '10000000', count: 1 },
    ]);
  });
});
