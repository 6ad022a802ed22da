import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, migrateFrom, migrateUpTo } from '../../migration-kit';

// A platform running before withdrawals said they were cancelled: a cancel was stored as a rejection without a
// reviewer (docs/decisions/011-payout-safety.md), and the migration must mark those rows, and only those.
let client: PGlite;

function user(name: string, role: string) {
  return insertUser(client, { name, role });
}

async function withdrawal(options: { memberId: string; status: string; reviewerId: string | null; amount: number }) {
  await client.query(
    `insert into withdrawals (user_id, kind, address, amount_micros, charge_bp, charge_micros, net_micros, status,
       reason, reviewed_by, reviewed_at, expires_at, created_at)
     values ($1, 'income', '0x8617e340b3d01fa5f11f306f4090fd50e238070d', $2, 0, 0, $2, $3, 'why', $4,
       '2026-11-20T10:00:00Z', '2026-11-20T09:10:00Z', '2026-11-20T09:00:00Z')`,
    [options.memberId, options.amount * 1_000_000, options.status, options.reviewerId],
  );
}

beforeAll(async () => {
  client = new PGlite();
  await migrateUpTo(client, '0025_');
  const member = await user('member', 'User');
  const operator = await user('operator', 'Admin');
  await withdrawal({ memberId: member, status: 'reject', reviewerId: null, amount: 1 });
  await withdrawal({ memberId: member, status: 'reject', reviewerId: operator, amount: 2 });
  await withdrawal({ memberId: member, status: 'success', reviewerId: operator, amount: 3 });
  await withdrawal({ memberId: member, status: 'pending', reviewerId: null, amount: 4 });
  await migrateFrom(client, '0025_');
});
afterAll(async () => {
  await client.close();
});

describe('the migration to cancelled withdrawals and demo hashes', () => {
  it('marks a rejection without a reviewer cancelled at its review time, and nothing else; nothing is demo', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select amount_micros / 1000000 as amount, status, cancelled_at::text as cancelled, demo from withdrawals
       order by amount_micros`,
    );
    expect(rows).toEqual([
      { amount: 1, status: 'reject', cancelled: '2026-11-20 10:00:00+00', demo: false },
      { amount: 2, status: 'reject', cancelled: null, demo: false },
      { amount: 3, status: 'success', cancelled: null, demo: false },
      { amount: 4, status: 'pending', cancelled: null, demo: false },
    ]);
  });

  it('refuses a cancelled mark on a withdrawal an operator reviewed', async () => {
    await expect(client.exec(`update withdrawals set cancelled_at = now() where status = 'success'`)).rejects.toThrow(
      /withdrawals_cancelled_unreviewed/,
    );
  });
});
