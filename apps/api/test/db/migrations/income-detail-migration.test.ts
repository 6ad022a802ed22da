import { incomeRuleText } from '@app/contract';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFrom, migrateUpTo } from '../../migration-kit';

// Incomes paid before the rule became structured kept only a sentence; the migration must read the
// numbers back out of it, so that every old row renders the same sentence it always showed.
const OLD_ROWS = [
  { kind: 'trading', level: null, rule: 'daily trading profit, day 7 of 30' },
  { kind: 'trading', level: null, rule: 'daily trading profit, day 120 of 365' },
  { kind: 'level', level: 2, rule: 'level 2 income on the trading profit of a team member' },
  { kind: 'direct', level: 1, rule: 'direct income on a package bought by a direct referral' },
  { kind: 'reward', level: null, rule: 'reward for reaching rank 4' },
] as const;

let client: PGlite;

beforeAll(async () => {
  client = new PGlite();
  await migrateUpTo(client, '0007_');
  const {
    rows: [user],
  } = await client.query<{ id: string }>(
    `insert into users (full_name, email, password_hash, role) values ('Old', 'old@example.test', 'x', 'User') returning id`,
  );
  for (const [index, row] of OLD_ROWS.entries()) {
    await client.query(
      `insert into incomes (user_id, kind, amount_micros, level, day, base_micros, rate_bp, rule, entry_id,
         idempotency_key, created_at)
       values ($1, $2, 1000000, $3, '2026-01-01', 1000000, 100, $4, gen_random_uuid(), $5, now())`,
      [user?.id, row.kind, row.level, row.rule, `old:${index}`],
    );
  }
  await migrateFrom(client, '0007_');
});
afterAll(async () => {
  await client.close();
});

describe('the structured income rule', () => {
  it('reads the numbers out of every sentence stored before it, so old rows render as they did', async () => {
    const { rows } = await client.query<{
      kind: 'trading' | 'level' | 'direct' | 'reward';
      level: number | null;
      order_day: number | null;
      order_days: number | null;
      rank: number | null;
      idempotency_key: string;
    }>('select kind, level, order_day, order_days, rank, idempotency_key from incomes order by idempotency_key');
    expect(rows).toHaveLength(OLD_ROWS.length);
    for (const row of rows) {
      const old = OLD_ROWS[Number(row.idempotency_key.split(':')[1])];
      const text = incomeRuleText({
        kind: row.kind,
        level: row.level,
        orderDay: row.order_day,
        orderDays: row.order_days,
        rank: row.rank,
      });
      expect(text).toBe(old?.rule);
    }
  });

  it('refuses a trading income without its day, and a reward without its rank', async () => {
    const insert = (kind: string, columns: string) =>
      client.query(
        `insert into incomes (user_id, kind, amount_micros, day, base_micros, rate_bp, entry_id, idempotency_key,
           created_at, level, order_day, order_days, rank)
         select id, $1, 1, '2026-01-02', 1, 1, gen_random_uuid(), gen_random_uuid()::text, now(), ${columns}
         from users limit 1`,
        [kind],
      );
    await expect(insert('trading', 'null, null, 30, null')).rejects.toThrow(/incomes_detail_check/);
    await expect(insert('reward', 'null, null, null, null')).rejects.toThrow(/incomes_detail_check/);
    await expect(insert('level', 'null, null, null, null')).rejects.toThrow(/incomes_detail_check/);
    await expect(insert('trading', 'null, 1, 30, null')).resolves.toBeTruthy();
  });
});
