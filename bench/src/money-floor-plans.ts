// The rows each money operation writes, planned in SQL for the members a floor run serves (money-floor.ts holds the
// copies of the tables, the plans' shape and the runs).
import { MEMBER_WALLET, PLATFORM_ACCOUNT } from '../../apps/api/src/ledger/accounts';
import { percentToBasisPoints } from '../../apps/api/src/lib/basis-points';
import { SETTING_DEFAULTS } from '../../apps/api/src/modules/settings/settings.service';
import type { Pool } from './db';
import { finishPlan, newPlan, openWallets, platform, T, wallet } from './money-floor';

/**
 * A purchase (purchase.service.ts): the buyer's own counters, the order, the debit of the deposit wallet into the
 * capital held, the sponsor's direct income with its rollup, the rewards of the ranks the buyer reaches (rank 1 with
 * the first package, the next ones as its team allows: ranks.ts), the buyer's new rank and its notice, and the three
 * uplines' counter changes queued (team_deltas). `members` are the run's buyers, in the order they are served.
 */
export async function planPurchases(
  db: Pool,
  options: { members: number[]; packageId: string; day: string },
): Promise<number> {
  await newPlan(db, 'purchase');
  const charge = percentToBasisPoints(SETTING_DEFAULTS.packageWithdrawalChargePercent);
  const direct = percentToBasisPoints(SETTING_DEFAULTS.directIncomePercent);
  const ranks = JSON.stringify(SETTING_DEFAULTS.rankTable);
  await db.query(
    `create table bench.plan_purchase as
     with buyer as (
       select (x.ord - 1)::int as n, u.id as user_id, u.sponsor_id, u.self_rank, t.joined_day,
         coalesce(t.a_active, 0) as a_active,
         coalesce(t.a_capital_micros + t.b_capital_micros + t.c_capital_micros, 0) as team_capital
       from unnest($1::int[]) with ordinality as x(idx, ord)
       join bench.mem m on m.idx = x.idx join public.users u on u.id = m.id
       left join public.team_stats t on t.user_id = u.id),
     step as (
       select (s->>'rank')::int as rank, (s->>'teamBusiness')::bigint * 1000000 as capital,
         (s->>'activeDirects')::int as directs, (s->>'reward')::bigint * 1000000 as reward
       from jsonb_array_elements($3::jsonb) s),
     reached as (
       select b.n, s.rank, s.reward from buyer b join step s on s.rank > b.self_rank
       where s.rank = 1 or not exists (
         select 1 from step below where below.rank > 1 and below.rank <= s.rank
           and (b.team_capital < below.capital or b.a_active < below.directs)))
     select b.n, b.user_id, gen_random_uuid() as order_id, p.id as package_id, p.title, p.price_micros as price,
       p.daily_yield_bp as yield_bp, p.maturity_days, $4::int as charge_bp, b.sponsor_id, b.joined_day,
       (select max(r.rank) from reached r where r.n = b.n) as rank, null::text as event_key,
       array(select r.rank from reached r where r.n = b.n and r.reward > 0 order by r.rank) as rewarded,
       array(select r.reward from reached r where r.n = b.n and r.reward > 0 order by r.rank) as rewards,
       b.self_rank
     from buyer b cross join public.packages p where p.id = $2`,
    [options.members, options.packageId, ranks, charge],
  );
  await db.query(
    `create table bench.plan_purchase_uplines as
     select p.n, up.user_id, up.depth, p.price, p.joined_day from bench.plan_purchase p
     join public.users u on u.id = p.user_id
     left join public.users a on a.id = u.sponsor_id
     left join public.users b on b.id = a.sponsor_id
     cross join lateral (values (u.sponsor_id, 1), (a.sponsor_id, 2), (b.sponsor_id, 3)) as up(user_id, depth)
     where up.user_id is not null`,
  );
  await db.query('create index on bench.plan_purchase_uplines (n)');
  await openWallets(
    db,
    `select user_id as owner_id, '${MEMBER_WALLET.deposit}' as kind from bench.plan_purchase
     union all select sponsor_id, '${MEMBER_WALLET.income}' from bench.plan_purchase
     union all select user_id, '${MEMBER_WALLET.income}' from bench.plan_purchase where cardinality(rewards) > 0`,
  );
  await db.query(
    `insert into bench.plan_purchase_entries (n, base_key, kind, memo, debit, debit_member, credit, credit_member, amount,
       figure_user, figure)
     select n, 'purchase:' || order_id, 'package:purchase',
       jsonb_build_object('orderId', order_id, 'packageId', package_id),
       ${wallet('p.user_id', MEMBER_WALLET.deposit)}, true,
       ${platform(PLATFORM_ACCOUNT.packageCapitalHeld)}, false, price, user_id, 'deposit.purchases'
     from bench.plan_purchase p`,
  );
  await db.query(
    `insert into bench.plan_purchase_entries (n, base_key, kind, memo, debit, debit_member, credit, credit_member,
       amount, income_user, income_kind, source_user, order_id, level, day, base, rate)
     select n, 'direct:' || order_id, 'income:direct',
       jsonb_build_object('day', $1::text, 'rank', null, 'level', 1, 'orderDay', null, 'orderDays', null),
       ${platform(PLATFORM_ACCOUNT.incomesPaid)}, false, ${wallet('p.sponsor_id', MEMBER_WALLET.income)}, true,
       price * $2 / 10000, sponsor_id, 'direct', user_id, order_id, 1, $1, price, $2
     from bench.plan_purchase p where sponsor_id is not null and price * $2 / 10000 > 0`,
    [options.day, direct],
  );
  await db.query(
    `insert into bench.plan_purchase_entries (n, base_key, kind, memo, debit, debit_member, credit, credit_member,
       amount, income_user, income_kind, day, base, rate, rank)
     select n, 'reward:' || user_id || ':' || r.rank, 'income:reward',
       jsonb_build_object('day', $1::text, 'rank', r.rank, 'level', null, 'orderDay', null, 'orderDays', null),
       ${platform(PLATFORM_ACCOUNT.incomesPaid)}, false, ${wallet('p.user_id', MEMBER_WALLET.income)}, true,
       r.reward, user_id, 'reward', $1, r.reward, 10000, r.rank
     from bench.plan_purchase p cross join lateral unnest(p.rewarded, p.rewards) as r(rank, reward)`,
    [options.day],
  );
  return finishPlan(db, 'purchase');
}

/**
 * A claim (claim.service.ts, standing alone): each due order advanced one paid day, its trading profit to the owner
 * and level income to each of three uplines earning that day (as the settlement's floor plans them), with their
 * journal entries, balances, the platform's queued side and the daily rollup.
 */
export async function planClaims(db: Pool, options: { members: number[]; day: string }): Promise<number> {
  await newPlan(db, 'claim');
  const [r1, r2, r3] = SETTING_DEFAULTS.levelIncomePercents.map(percentToBasisPoints);
  await db.query(
    `create table bench.plan_claim as
     select (x.ord - 1)::int as n, o.id as order_id, o.user_id, o.paid_days, o.last_paid_day, o.price_micros,
       o.daily_yield_bp, o.maturity_days, o.price_micros * o.daily_yield_bp / 10000 as profit, $2::text as day
     from unnest($1::int[]) with ordinality as x(idx, ord)
     join bench.mem m on m.idx = x.idx
     join public.orders o on o.user_id = m.id and o.status = 'active'
       and (o.last_paid_day is null or o.last_paid_day < $2)`,
    [options.members, options.day],
  );
  // Orders bought since the copy was made (a purchase run's) are due too: the copy gets them as they are, in place of
  // the order of the same package the purchase's floor wrote for the same member.
  await db.query(
    `update ${T('orders')} o set status = 'withdrawn', closed_at = now()
     from bench.plan_claim c where o.user_id = c.user_id and o.status = 'active' and o.id <> c.order_id
       and o.package_id = (select package_id from public.orders where id = c.order_id)`,
  );
  await db.query(
    `insert into ${T('orders')} select o.* from public.orders o join bench.plan_claim c on c.order_id = o.id
     on conflict (id) do nothing`,
  );
  await db.query(
    `create table bench.plan_claim_incomes as
     with earning as (select distinct user_id from public.orders where status = 'active' or last_paid_day = $1)
     select c.n, c.user_id, 'trading' as kind, c.profit as amount, c.price_micros as base, c.daily_yield_bp as rate,
       null::uuid as source_user, c.order_id, null::int as level, c.paid_days + 1 as order_day,
       c.maturity_days as order_days, 'trading:' || c.order_id || ':' || $1 as base_key
     from bench.plan_claim c where c.profit > 0
     union all
     select c.n, r.up, 'level', c.profit * r.rate / 10000, c.profit, r.rate, c.user_id, c.order_id, r.depth, null,
       null, 'level:' || c.order_id || ':' || $1 || ':' || r.depth
     from bench.plan_claim c
     join public.users u on u.id = c.user_id
     left join public.users a on a.id = u.sponsor_id
     left join public.users b on b.id = a.sponsor_id
     cross join lateral (values (u.sponsor_id, ${r1}, 1), (a.sponsor_id, ${r2}, 2), (b.sponsor_id, ${r3}, 3))
       as r(up, rate, depth)
     where r.up in (select user_id from earning) and c.profit * r.rate / 10000 > 0`,
    [options.day],
  );
  await openWallets(db, `select user_id as owner_id, '${MEMBER_WALLET.income}' as kind from bench.plan_claim_incomes`);
  await db.query(
    `insert into bench.plan_claim_entries (n, base_key, kind, memo, debit, debit_member, credit, credit_member,
       amount, income_user, income_kind, source_user, order_id, level, day, base, rate, order_day, order_days)
     select n, base_key, 'income:' || i.kind,
       jsonb_build_object('day', $1::text, 'rank', null, 'level', level, 'orderDay', order_day,
                          'orderDays', order_days),
       ${platform(PLATFORM_ACCOUNT.incomesPaid)}, false, ${wallet('i.user_id', MEMBER_WALLET.income)}, true,
       amount, user_id, i.kind, source_user, order_id, level, $1, base, rate, order_day, order_days
     from bench.plan_claim_incomes i`,
    [options.day],
  );
  await db.query('drop table bench.plan_claim_incomes');
  return finishPlan(db, 'claim');
}

/**
 * A deposit approval (deposits.service.ts): the deposit approved, its entry crediting the member's deposit wallet,
 * the platform's queued side, the audit row and the member's notice. The pending deposits prepared for the run are
 * copied into the floor's table of deposits as they are.
 */
export async function planApprovals(db: Pool, options: { deposits: string[]; operatorId: string }): Promise<number> {
  await newPlan(db, 'approval');
  await db.query(
    `create table bench.plan_approval as
     select (x.ord - 1)::int as n, d.id as deposit_id, d.user_id, d.amount_micros as amount, d.tx_hash,
       $2::uuid as operator_id, null::text as event_key,
       'Your deposit of ' || to_char(d.amount_micros / 1000000.0, 'FM999999990.00')
         || ' USDT was approved and is in your Electronic Wallet.' as body
     from unnest($1::uuid[]) with ordinality as x(id, ord) join public.deposits d on d.id = x.id`,
    [options.deposits, options.operatorId],
  );
  await db.query(
    `insert into ${T('deposits')} select d.* from public.deposits d join bench.plan_approval p on p.deposit_id = d.id
     on conflict (id) do nothing`,
  );
  await openWallets(db, `select user_id as owner_id, '${MEMBER_WALLET.deposit}' as kind from bench.plan_approval`);
  await db.query(
    `insert into bench.plan_approval_entries (n, base_key, kind, memo, debit, debit_member, credit, credit_member,
       amount, figure_user, figure)
     select n, 'deposit:' || deposit_id, 'deposit', jsonb_build_object('txHash', tx_hash, 'depositId', deposit_id),
       ${platform(PLATFORM_ACCOUNT.depositsReceived)}, false, ${wallet('p.user_id', MEMBER_WALLET.deposit)}, true,
       amount, user_id, 'deposit.deposits'
     from bench.plan_approval p`,
  );
  return finishPlan(db, 'approval');
}

/**
 * An income withdrawal verified by its e-mailed code (verify-withdrawal.service.ts, hold-withdrawal.ts): the code
 * check's rate-limit row, the code's attempt counted, the member's count of verifies, the code claimed (deleted),
 * the request made pending, and the hold: its entry from the income wallet to what the platform owes, with the
 * platform's queued side. The requests and codes prepared for the run are copied into the floor's tables.
 */
export async function planVerifies(db: Pool, options: { withdrawals: string[] }): Promise<number> {
  await newPlan(db, 'verify');
  await db.query(
    `create table bench.plan_verify as
     select (x.ord - 1)::int as n, w.id as withdrawal_id, w.user_id, w.amount_micros as amount, o.id as otp_id,
       o.subject, o.purpose, o.code_hash, o.payload, o.sent_at, o.expires_at,
       encode(sha256(convert_to(w.id::text, 'UTF8')), 'hex') as cancel_hash, null::text as rate_key
     from unnest($1::uuid[]) with ordinality as x(id, ord)
     join public.withdrawals w on w.id = x.id
     join public.otps o on o.subject = w.user_id::text and o.purpose = 'withdrawal:' || w.id`,
    [options.withdrawals],
  );
  await db.query(
    `insert into ${T('withdrawals')} select w.* from public.withdrawals w
     join bench.plan_verify p on p.withdrawal_id = w.id on conflict (id) do nothing`,
  );
  await openWallets(db, `select user_id as owner_id, '${MEMBER_WALLET.income}' as kind from bench.plan_verify`);
  await db.query(
    `insert into bench.plan_verify_entries (n, base_key, kind, memo, debit, debit_member, credit, credit_member, amount,
       figure_user, figure)
     select n, 'withdrawal:hold:' || withdrawal_id, 'withdrawal:income:hold',
       jsonb_build_object('orderId', null, 'withdrawalId', withdrawal_id),
       ${wallet('p.user_id', MEMBER_WALLET.income)}, true, ${platform(PLATFORM_ACCOUNT.withdrawalsPayable)}, false,
       amount, user_id, 'income.withdrawals_pending'
     from bench.plan_verify p`,
  );
  return finishPlan(db, 'verify');
}
