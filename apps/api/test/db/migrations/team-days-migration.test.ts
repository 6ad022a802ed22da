import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateFrom, migrateUpTo } from '../../migration-kit';

// A platform running before the per-day team counters and the capital counters: the migration must fill them
// from the tree and the orders as the writers would have (docs/decisions/009-investment-figures.md).
let client: PGlite;
const ids: Record<string, string> = {};

async function member(name: string, sponsor: string | null, joinedAt: string) {
  const { rows } = await client.query<{ id: string }>(
    `insert into users (full_name, email, password_hash, role, refer_id, sponsor_id, created_at)
     values ($1, $2, 'x', 'User', $1, $3, $4) returning id`,
    [name, `${name}@example.test`, sponsor ? ids[sponsor] : null, joinedAt],
  );
  ids[name] = rows[0]?.id ?? '';
  await client.query('insert into team_stats (user_id) values ($1)', [ids[name]]);
}

beforeAll(async () => {
  client = new PGlite();
  await migrateUpTo(client, '0017_');
  await client.query(`insert into settings (key, value) values ('timezone', '"Asia/Kolkata"')`);
  // 18:29 UTC is 23:59 in Kolkata, 18:31 UTC the next day there.
  await member('root', null, '2026-10-01T00:00:00Z');
  await member('ann', 'root', '2026-11-20T18:29:00Z');
  await member('ben', 'root', '2026-11-20T18:31:00Z');
  await member('cal', 'ann', '2026-11-21T10:00:00Z');
  await member('dev', 'cal', '2026-11-21T11:00:00Z');
  await client.exec(`insert into team_ancestors (ancestor_id, depth, member_id, joined_at)
    select up.ancestor_id, up.depth, u.id, u.created_at from users u
    left join users a on a.id = u.sponsor_id left join users b on b.id = a.sponsor_id
    cross join lateral (values (u.sponsor_id, 1), (a.sponsor_id, 2), (b.sponsor_id, 3)) as up(ancestor_id, depth)
    where up.ancestor_id is not null`);
  const { rows } = await client.query<{ id: string }>(
    `insert into packages (title, price_micros, daily_yield_bp, maturity_days)
     values ('P', 100000000, 100, 30), ('Q', 200000000, 100, 30) returning id`,
  );
  const order = (who: string, price: number, status: string) =>
    client.query(
      `insert into orders (user_id, package_id, title, price_micros, daily_yield_bp, maturity_days, capital_charge_bp,
         status, created_at) values ($1, $2, 'P', $3, 100, 30, 1000, $4, now())`,
      [ids[who], rows[price === 200 ? 1 : 0]?.id, price * 1_000_000, status],
    );
  // ann recycled: one order withdrawn, one active; cal's only order matured; dev holds two.
  await order('ann', 100, 'withdrawn');
  await order('ann', 100, 'active');
  await order('cal', 50, 'matured');
  await order('dev', 100, 'active');
  await order('dev', 200, 'active');
  await client.exec(`update team_stats t set active_order_count = o.active from (
    select user_id, count(*) filter (where status = 'active') as active from orders group by user_id) o
    where o.user_id = t.user_id`);
  await migrateFrom(client, '0017_');
});
afterAll(async () => {
  await client.close();
});

describe('the migration to capital and per-day team counters', () => {
  it("keeps each member's join day in the platform's zone and counts capital held in active orders only", async () => {
    const { rows } = await client.query<Record<string, string>>(
      `select u.full_name, t.joined_day::text as day, t.self_capital_micros::text as self,
              t.a_capital_micros::text as a, t.b_capital_micros::text as b, t.c_capital_micros::text as c
       from team_stats t join users u on u.id = t.user_id order by u.created_at`,
    );
    expect(rows).toEqual([
      { full_name: 'root', day: '2026-10-01', self: '0', a: '100000000', b: '0', c: '300000000' },
      { full_name: 'ann', day: '2026-11-20', self: '100000000', a: '0', b: '300000000', c: '0' },
      { full_name: 'ben', day: '2026-11-21', self: '0', a: '0', b: '0', c: '0' },
      { full_name: 'cal', day: '2026-11-21', self: '0', a: '300000000', b: '0', c: '0' },
      { full_name: 'dev', day: '2026-11-21', self: '300000000', a: '0', b: '0', c: '0' },
    ]);
  });

  it('fills the per-day rows of every upline with who joined that day and who is active now', async () => {
    const { rows } = await client.query<Record<string, string | number>>(
      `select u.full_name, d.day::text as day, d.a_joined, d.b_joined, d.c_joined, d.a_active, d.b_active, d.c_active
       from team_daily_stats d join users u on u.id = d.user_id order by u.created_at, d.day`,
    );
    expect(rows).toEqual([
      {
        full_name: 'root',
        day: '2026-11-20',
        a_joined: 1,
        b_joined: 0,
        c_joined: 0,
        a_active: 1,
        b_active: 0,
        c_active: 0,
      },
      {
        full_name: 'root',
        day: '2026-11-21',
        a_joined: 1,
        b_joined: 1,
        c_joined: 1,
        a_active: 0,
        b_active: 0,
        c_active: 1,
      },
      {
        full_name: 'ann',
        day: '2026-11-21',
        a_joined: 1,
        b_joined: 1,
        c_joined: 0,
        a_active: 0,
        b_active: 1,
        c_active: 0,
      },
      {
        full_name: 'cal',
        day: '2026-11-21',
        a_joined: 1,
        b_joined: 0,
        c_joined: 0,
        a_active: 1,
        b_active: 0,
        c_active: 0,
      },
    ]);
  });
});
