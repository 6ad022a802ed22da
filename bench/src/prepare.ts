import { randomInt, randomUUID } from 'node:crypto';
import { OTP_TTL_SECONDS } from '@app/contract';
import { percentToBasisPoints, share } from '../../apps/api/src/lib/basis-points';
import { hmac } from '../../apps/api/src/lib/tokens';
import { SETTING_DEFAULTS } from '../../apps/api/src/modules/settings/settings.service';
import { memberAddress } from './generate';
import type { BenchContext } from './module';

// The state each money-path request needs, made in SQL the way the app would have left it, just before the run
// that uses it: every request is by a different member, so each run needs as many prepared members. Members a
// kind of run has used are remembered in bench.used and not drawn again for it.

const MICROS = 1_000_000n;

async function transaction<T>(ctx: BenchContext, work: (client: import('pg').PoolClient) => Promise<T>): Promise<T> {
  const client = await ctx.db.connect();
  try {
    await client.query('begin');
    await client.query(
      'create table if not exists bench.used (what text not null, idx int not null, primary key (what, idx))',
    );
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Members who hold no order at all, each with a deposit wallet that covers `priceMicros` (an approved deposit tops it up). */
export async function preparePurchases(ctx: BenchContext, count: number, priceMicros: bigint): Promise<number[]> {
  const minimum = BigInt(SETTING_DEFAULTS.depositMinimum) * MICROS;
  return transaction(ctx, async (client) => {
    const { rows } = await client.query<{ idx: number }>(
      `insert into bench.used (what, idx)
       select 'purchase', m.idx from bench.mem m
       where m.idx >= 10 and m.idx <> $1
         and not exists (select 1 from orders o where o.user_id = m.id)
         and not exists (select 1 from bench.used u where u.what = 'purchase' and u.idx = m.idx)
       order by bench.rnd(m.idx, 31337) limit $2
       returning idx`,
      [ctx.fixtures.leaf.idx, count],
    );
    const members = rows.map((row) => row.idx);
    await client.query(
      `create temp table prep_fund on commit drop as
       select x.*, '0x' || encode(sha256(convert_to('fund:' || x.deposit_id, 'UTF8')), 'hex') as tx_hash
       from (select gen_random_uuid() as deposit_id, gen_random_uuid() as entry_id, m.id as user_id,
               greatest($3::bigint, (($2::bigint - coalesce(a.balance_micros, 0) + 999999) / 1000000) * 1000000) as amount
             from bench.mem m
             left join accounts a on a.owner_id = m.id and a.kind = 'member:deposit'
             where m.idx = any($1::int[]) and coalesce(a.balance_micros, 0) < $2::bigint) x`,
      [members, priceMicros, minimum],
    );
    await creditDeposits(client, ctx.fixtures.operator.id);
    return members;
  });
}

// Approved deposits as approveDeposit() leaves them: the row, its hash, the audit line, the entry, the member's
// balance and deposits figure moved and the platform's side queued in platform_deltas.
async function creditDeposits(client: import('pg').PoolClient, operatorId: string) {
  await client.query(
    `insert into deposits (id, user_id, amount_micros, tx_hash, verification, status, credited_micros, reviewed_by,
                           reviewed_at, created_at)
     select deposit_id, user_id, amount, tx_hash, 'manual', 'success', amount, $1, now(), now() - interval '10 minutes'
     from prep_fund`,
    [operatorId],
  );
  await client.query(
    `insert into chain_transactions (tx_hash, direction, reference_id, created_at)
     select tx_hash, 'deposit', deposit_id, now() - interval '10 minutes' from prep_fund`,
  );
  await client.query(
    `insert into audit_log (actor_id, action, target_type, target_id, details, created_at)
     select $1, 'deposit.approve', 'deposit', deposit_id::text, '{}'::jsonb, now() from prep_fund`,
    [operatorId],
  );
  await client.query(
    `insert into journal_entries (id, kind, idempotency_key, memo, created_at)
     select entry_id, 'deposit', 'deposit:' || deposit_id, jsonb_build_object('depositId', deposit_id, 'txHash', tx_hash), now()
     from prep_fund`,
  );
  await client.query(
    `insert into accounts (owner_id, kind, balance_micros)
     select user_id, 'member:deposit', amount from prep_fund order by user_id
     on conflict (owner_id, kind) do update set balance_micros = accounts.balance_micros + excluded.balance_micros`,
  );
  await client.query(
    `insert into postings (entry_id, account_id, amount_micros)
     select f.entry_id, a.id, f.amount from prep_fund f join accounts a on a.owner_id = f.user_id and a.kind = 'member:deposit'
     union all
     select f.entry_id, p.id, -f.amount from prep_fund f
     join accounts p on p.owner_id is null and p.kind = 'platform:deposits-received'`,
  );
  await client.query(
    `insert into platform_deltas (account_id, amount_micros)
     select p.id, -f.amount from prep_fund f join accounts p on p.owner_id is null and p.kind = 'platform:deposits-received'`,
  );
  await client.query(
    `insert into member_figures (user_id, figure, amount_micros)
     select user_id, 'deposit.deposits', sum(amount) from prep_fund group by user_id order by user_id
     on conflict (user_id, figure) do update set amount_micros = member_figures.amount_micros + excluded.amount_micros`,
  );
}

/** Members holding an active order not yet paid for today: their claim has something to pay. */
export async function prepareClaims(ctx: BenchContext, count: number, today: string): Promise<number[]> {
  return transaction(ctx, async (client) => {
    const { rows } = await client.query<{ idx: number }>(
      `insert into bench.used (what, idx)
       select 'claim', m.idx from bench.mem m
       where m.idx >= 10 and m.idx <> $1
         and exists (select 1 from orders o where o.user_id = m.id and o.status = 'active'
                     and (o.last_paid_day is null or o.last_paid_day < $3))
         and not exists (select 1 from bench.used u where u.what = 'claim' and u.idx = m.idx)
       order by bench.rnd(m.idx, 4711) limit $2
       returning idx`,
      [ctx.fixtures.leaf.idx, count, today],
    );
    return rows.map((row) => row.idx);
  });
}

/** Pending deposits of as many different members, as addfund leaves them, for the operator to approve. */
export async function prepareApprovals(ctx: BenchContext, count: number): Promise<string[]> {
  return transaction(ctx, async (client) => {
    await client.query(
      `create temp table prep_pending on commit drop as
       select x.*, '0x' || encode(sha256(convert_to('pending:' || x.id, 'UTF8')), 'hex') as tx_hash
       from (select gen_random_uuid() as id, m.id as user_id from bench.mem m
             where m.idx >= 10 and m.idx <> $1
               and not exists (select 1 from bench.used u where u.what = 'approve' and u.idx = m.idx)
             order by bench.rnd(m.idx, 9001) limit $2) x`,
      [ctx.fixtures.leaf.idx, count],
    );
    await client.query(
      `insert into bench.used (what, idx) select 'approve', m.idx from prep_pending p join bench.mem m on m.id = p.user_id`,
    );
    await client.query(
      `insert into deposits (id, user_id, amount_micros, tx_hash, verification, status, created_at)
       select id, user_id, 100000000, tx_hash, 'manual', 'pending', now() - interval '5 minutes' from prep_pending`,
    );
    await client.query(
      `insert into chain_transactions (tx_hash, direction, reference_id, created_at)
       select tx_hash, 'deposit', id, now() - interval '5 minutes' from prep_pending`,
    );
    const { rows } = await client.query<{ id: string }>('select id from prep_pending order by id');
    return rows.map((row) => row.id);
  });
}

export interface PreparedWithdrawal {
  id: string;
  idx: number;
  address: string;
  amountUsdt: number;
  code: string;
}

/**
 * Unverified income withdrawals of as many different members whose Flexible wallet covers them, each with its
 * OTP stored as issueOtp() stores it: an HMAC keyed by the server's APP_SECRET over purpose, subject and code.
 */
export async function prepareWithdrawals(
  ctx: BenchContext,
  count: number,
  round: number,
): Promise<PreparedWithdrawal[]> {
  const amountMicros = BigInt(SETTING_DEFAULTS.withdrawalMinimum) * MICROS;
  const chargeBasisPoints = percentToBasisPoints(SETTING_DEFAULTS.withdrawalChargePercent);
  const chargeMicros = share(amountMicros, chargeBasisPoints);
  return transaction(ctx, async (client) => {
    const { rows } = await client.query<{ idx: number; id: string }>(
      `select m.idx, m.id from bench.mem m join accounts a on a.owner_id = m.id and a.kind = 'member:income'
       where a.balance_micros >= $1 and m.idx >= 10 and m.idx <> $2
       order by bench.rnd(m.idx, $3) limit $4`,
      [amountMicros, ctx.fixtures.leaf.idx, 7000 + round, count],
    );
    const prepared = rows.map((row) => ({
      id: randomUUID(),
      idx: row.idx,
      userId: row.id,
      address: memberAddress(row.idx),
      amountUsdt: Number(amountMicros / MICROS),
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    }));
    await client.query(
      `insert into withdrawals (id, user_id, kind, address, amount_micros, charge_bp, charge_micros, net_micros, status,
                                expires_at, created_at)
       select w.id, w.user_id, 'income', w.address, $4, $5, $6, $7, 'unverified',
              now() + make_interval(secs => $8), now()
       from unnest($1::uuid[], $2::uuid[], $3::text[]) as w(id, user_id, address)`,
      [
        prepared.map((row) => row.id),
        prepared.map((row) => row.userId),
        prepared.map((row) => row.address),
        amountMicros,
        chargeBasisPoints,
        chargeMicros,
        amountMicros - chargeMicros,
        OTP_TTL_SECONDS,
      ],
    );
    const purposes = prepared.map((row) => `withdrawal:${row.id}`);
    await client.query(
      `insert into otps (subject, purpose, code_hash, attempts, payload, sent_at, expires_at)
       select o.subject, o.purpose, o.code_hash, 0, '{}'::jsonb, now(), now() + make_interval(secs => $4)
       from unnest($1::text[], $2::text[], $3::text[]) as o(subject, purpose, code_hash)`,
      [
        prepared.map((row) => row.userId),
        purposes,
        prepared.map((row, index) => hmac(ctx.appSecret, `${purposes[index]}:${row.userId}:${row.code}`)),
        OTP_TTL_SECONDS,
      ],
    );
    return prepared.map(({ userId: _userId, ...rest }) => rest);
  });
}
