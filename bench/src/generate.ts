import { randomBytes } from 'node:crypto';
import { checksummedAddress } from '../../apps/api/src/lib/address';
import { percentToBasisPoints } from '../../apps/api/src/lib/basis-points';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { SETTING_DEFAULTS } from '../../apps/api/src/modules/settings/settings.service';
import { DEMO_PACKAGES } from '../../apps/api/src/seed/demo';
import type { Pool } from './db';
import { type Fixtures, memberToken } from './fixtures';
import { fmt, log } from './log';
import type { Options } from './options';

// Builds the platform's state set-based, in SQL (INSERT ... SELECT over generate_series), never through the API,
// with every figure the ledger and the team counters hold consistent: scratch tables in schema `bench` plan the
// tree, orders, incomes, deposits and withdrawals first; the app's tables are then filled from them in a few
// statements each. The shape and the reasons:
//
// - Tree: member i (0 = the oldest) is a recruiter with probability 1/4; each member's sponsor is a recruiter
//   drawn with a bias to early ones (rank x u^2). That gives a heavy tail: about 4 in 5 members have no
//   referral, a few early recruiters have thousands below them, and member 0, the largest leader, has every
//   other member below it and thousands at each of levels 1 to 3.
// - Orders: 60 % of members invest (all of the first ten), one order or two of different packages, bought 1 to
//   `recentDays` days ago; the leader and its direct referrals bought up to `leaderDays` ago, so the leader's
//   income history spans that many days. A short package (3 days) gives matured orders. Half the active orders
//   were already paid for today, half are due, which is what the claim and settlement runs need.
// - Incomes: each paid day of each order pays its trading profit and level income to each upline holding an
//   order earning that day; each purchase pays the sponsor's direct income; ranks follow from the counters
//   and pay their rewards. Withdrawals (paid and pending) take 40 % of what some members earned.
// Randomness comes from a hash of (member, purpose, seed), so one seed gives the same tree every time.

const MICROS = 1_000_000n;

// Bought in these proportions; the short package exists so some orders have matured within a few days.
const PACKAGE_MIX = [
  { title: 'Sprint', priceUsdt: 50n, dailyYieldBasisPoints: 120, maturityDays: 3, share: 0.1 },
  ...DEMO_PACKAGES.map((pkg, index) => ({ ...pkg, share: [0.33, 0.22, 0.15, 0.12, 0.08][index] ?? 0 })),
];

const LEADERS = 10;
const RECRUITER_SHARE = 0.25;
const INVESTOR_SHARE = 0.6;
const SECOND_ORDER_SHARE = 0.1;
const PAID_TODAY_SHARE = 0.5;
const FUNDED_NON_INVESTOR_SHARE = 0.2;

interface Step {
  label: string;
  sql: string;
  /** Rows written to the app's tables count towards the rows-per-second figure; scratch tables do not. */
  appRows?: boolean;
}

export interface GenerateResult {
  fixtures: Fixtures;
  seconds: number;
  appRows: number;
  tables: Record<string, number>;
}

function dayLiteral(day: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`bad day ${day}`);
  return `'${day}'::date`;
}

export async function generate(pool: Pool, options: Options): Promise<GenerateResult> {
  const started = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  const salt = randomBytes(16).toString('hex');
  const password = `Bench-${randomBytes(6).toString('hex')}-Pass`;
  // The app's own hash, computed once: every member signs in with this password.
  const passwordHash = await hashPassword(password);
  const sql = buildSteps({ options, today, salt });

  const client = await pool.connect();
  let appRows = 0;
  try {
    await client.query('set synchronous_commit = off');
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '512MB'`);
    await client.query('set max_parallel_workers_per_gather = 2');
    for (const step of sql.before) appRows += await runStep(client, step);
    // An owner: every operator has one role (docs/decisions/020-operator-roles.md), and an owner may make every call.
    const operator = await client.query<{ id: string }>(
      `insert into users (full_name, email, password_hash, role, operator_role, created_at)
       values ('Bench Operator', 'operator@bench.test', $1, 'Admin', 'owner', now() - interval '${sql.joinSpanDays} days')
       returning id`,
      [passwordHash],
    );
    const operatorId = operator.rows[0]?.id;
    if (!operatorId) throw new Error('operator not created');
    appRows += 1;
    // That one owner approves every deposit of the run: their day alone across members (operatorDailyAloneLimit) is
    // held by the dual-control tests, not measured here, so the run's approvals all credit at once.
    await client.query(
      `insert into settings (key, value) values ('operatorDailyAloneLimit', '1000000000'::jsonb)
       on conflict (key) do update set value = excluded.value`,
    );
    await client.query(`create table bench.params as select $1::uuid as operator_id, $2::text as password_hash`, [
      operatorId,
      passwordHash,
    ]);
    for (const step of sql.plan) appRows += await runStep(client, step);
    await writeWithdrawalAddresses(client);
    for (const step of sql.fill) appRows += await runStep(client, step);
    await client.query(
      `insert into sessions (token_hash, user_id, role, expires_at)
       values (encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, 'Admin', now() + interval '12 hours')`,
      [memberToken(salt, 'operator'), operatorId],
    );
    const seconds = (performance.now() - started) / 1000;
    log(`generated ${fmt.int(appRows)} rows in ${seconds.toFixed(1)} s: ${fmt.int(appRows / seconds)} rows/s`);
    const vacuumStart = performance.now();
    // As a live database would be: statistics current, visibility maps set, and the bulk load's dirty pages
    // written out now rather than by a checkpoint in the middle of a measurement. One pass left the tables written
    // last (postings, incomes, deposits) out of the visibility map, every time; a second pass sets it, as
    // autovacuum does on a live database.
    await client.query('vacuum analyze');
    await client.query('vacuum');
    await client.query('checkpoint');
    log(`vacuum analyze and checkpoint: ${((performance.now() - vacuumStart) / 1000).toFixed(1)} s`);
    const tables = await tableCounts(client);
    const fixtures = await readFixtures(client, { today, salt, password, operatorId, members: options.members });
    return { fixtures, seconds, appRows, tables };
  } finally {
    client.release();
  }
}

async function runStep(client: import('pg').PoolClient, step: Step): Promise<number> {
  const start = performance.now();
  const result: unknown = await client.query(step.sql);
  const seconds = (performance.now() - start) / 1000;
  // A step of several statements answers one result per statement.
  const results = (Array.isArray(result) ? result : [result]) as import('pg').QueryResult[];
  const rows = step.appRows
    ? results.filter((each) => each.command === 'INSERT').reduce((sum, each) => sum + (each.rowCount ?? 0), 0)
    : 0;
  const rate = rows > 0 ? `, ${fmt.int(rows)} rows, ${fmt.int(rows / Math.max(seconds, 0.001))} rows/s` : '';
  log(`  ${step.label}: ${seconds.toFixed(1)} s${rate}`);
  return rows;
}

// A withdrawal stores its address checksummed, as the app does; the checksum (Keccak) is computed here.
async function writeWithdrawalAddresses(client: import('pg').PoolClient) {
  const { rows } = await client.query<{ idx: number }>('select distinct idx from bench.wd');
  const ids = rows.map((row) => row.idx);
  await client.query(`insert into bench.addr (idx, address) select * from unnest($1::int[], $2::text[])`, [
    ids,
    ids.map((idx) => memberAddress(idx)),
  ]);
}

/** The member's own payout address: the same for a member in every run, checksummed. */
export function memberAddress(idx: number): string {
  const hex = BigInt(idx + 1) * 0x9e3779b97f4a7c15n;
  return checksummedAddress(`0x${hex.toString(16).padStart(40, '0').slice(-40)}`);
}

function buildSteps(input: { options: Options; today: string; salt: string }) {
  const { options, today, salt } = input;
  const N = options.members;
  const D = options.recentDays;
  const LD = options.leaderDays;
  const J = LD + 30;
  const S = options.seed * 100;
  const T = dayLiteral(today);
  const settings = SETTING_DEFAULTS;
  const [R1, R2, R3] = settings.levelIncomePercents.map(percentToBasisPoints);
  const DR = percentToBasisPoints(settings.directIncomePercent);
  const WCHARGE = percentToBasisPoints(settings.withdrawalChargePercent);
  const CAPITAL = percentToBasisPoints(settings.packageWithdrawalChargePercent);
  const rnd = (expr: string, salt2: number) => `bench.rnd(${expr}, ${S + salt2})`;

  let cumulative = 0;
  const packages = PACKAGE_MIX.map((pkg, k) => {
    const lo = cumulative;
    cumulative += pkg.share;
    return { k, ...pkg, lo, hi: k === PACKAGE_MIX.length - 1 ? 1.01 : cumulative };
  });
  const pickPackage = (u: string) =>
    `case ${packages.map((pkg) => `when ${u} < ${pkg.hi} then ${pkg.k}`).join(' ')} else ${packages.length - 1} end`;
  const diamond = packages.length - 1;

  // Ranks as the app's promote() reaches them: rank 1 with the first order, each next step needs the one below.
  const ranks = [...settings.rankTable].sort((a, b) => a.rank - b.rank).filter((step) => step.rank > 1);
  const rankCase = [
    'case when own.order_count = 0 then 0',
    ...ranks.map(
      (step) =>
        `when not (x.business >= ${BigInt(step.teamBusiness) * MICROS} and x.a_active >= ${step.activeDirects}) then ${step.rank - 1}`,
    ),
    `else ${ranks.at(-1)?.rank ?? 1} end`,
  ].join(' ');
  const rewards = ranks
    .filter((step) => step.reward > 0)
    .map((step) => `(${step.rank}, ${BigInt(Math.round(step.reward * 1e6))}::bigint)`)
    .join(', ');

  const before: Step[] = [
    { label: 'scratch schema', sql: 'create schema bench' },
    {
      label: 'functions',
      sql: `
      create function bench.rnd(a bigint, salt int) returns double precision language sql immutable parallel safe as
        $$ select ((hashint8(a * 1000003 + salt) & 2147483647)::double precision + 0.5) / 2147483648.0 $$;
      create function bench.code(i bigint) returns text language sql immutable parallel safe as
        $$ select 'N' || string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', ((i / (1::bigint << (5 * p))) % 32)::int + 1, 1), '' order by p desc)
           from generate_series(0, 6) p $$;
      -- When something that happened on day d is stamped: past days in their second half, today before now.
      create function bench.at(d date, r double precision) returns timestamptz language sql stable as
        $$ select case when d < ${T} then d::timestamptz + make_interval(secs => 86400 * (0.55 + 0.4 * r))
                       else d::timestamptz + (now() - d::timestamptz) * (0.2 + 0.6 * r) end $$;`,
    },
    {
      label: 'package plan',
      sql: `
      create table bench.pkg (k int primary key, id uuid not null default gen_random_uuid(), title text not null,
        price_micros bigint not null, yield_bp int not null, maturity int not null);
      insert into bench.pkg (k, title, price_micros, yield_bp, maturity) values ${packages
        .map(
          (pkg) =>
            `(${pkg.k}, '${pkg.title}', ${pkg.priceUsdt * MICROS}, ${pkg.dailyYieldBasisPoints}, ${pkg.maturityDays})`,
        )
        .join(', ')}`,
    },
    {
      label: 'packages',
      appRows: true,
      sql: `
      insert into packages (id, title, status, price_micros, daily_yield_bp, maturity_days, created_at)
        select id, title, 'active', price_micros, yield_bp, maturity, now() - interval '${J} days' from bench.pkg`,
    },
  ];

  const plan: Step[] = [
    {
      label: 'referral tree',
      sql: `
      create table bench.t1 as
        select i as idx, (i < ${LEADERS} or ${rnd('i', 1)} < ${RECRUITER_SHARE}) as recruiter
        from generate_series(0, ${N - 1}) i;
      create table bench.t2 as
        select idx, recruiter,
          coalesce(count(*) filter (where recruiter) over (order by idx rows between unbounded preceding and 1 preceding), 0)::int as r
        from bench.t1;
      create table bench.rec as select (row_number() over (order by idx) - 1)::int as rk, idx from bench.t1 where recruiter;
      create unique index on bench.rec (rk);
      create table bench.tree as
        select t.idx, case when t.idx = 0 then null else rc.idx end as sponsor_idx
        from bench.t2 t left join bench.rec rc on t.idx > 0 and rc.rk = floor(t.r * power(${rnd('t.idx', 2)}, 2.0))::int;
      create unique index on bench.tree (idx);
      create index on bench.tree (sponsor_idx);`,
    },
    {
      label: 'members plan',
      sql: `
      create table bench.mem as
      with m as (
        select t.idx, t.sponsor_idx, s.sponsor_idx as d2_idx, s2.sponsor_idx as d3_idx,
          now() - make_interval(secs => ${J} * 86400.0 * (${N} - t.idx) / ${N}) as joined_at
        from bench.tree t
        left join bench.tree s on s.idx = t.sponsor_idx
        left join bench.tree s2 on s2.idx = s.sponsor_idx),
      w as (
        select m.*, (${T} - (m.joined_at at time zone 'UTC')::date - 1) as max_age,
          case when m.idx = 0 or m.sponsor_idx = 0 then ${LD} else ${D} end as span
        from m),
      f as (
        select w.*, (w.idx < ${LEADERS} or (w.max_age >= 1 and ${rnd('w.idx', 3)} < ${INVESTOR_SHARE})) as investor,
          greatest(1, least(w.span, w.max_age)) as age_cap
        from w)
      select f.idx, gen_random_uuid() as id, f.sponsor_idx, f.d2_idx, f.d3_idx, f.joined_at, f.investor,
        case when f.idx = 0 then ${diamond} else ${pickPackage(rnd('f.idx', 5))} end as pkg1,
        case when f.idx = 0 then ${LD} else 1 + floor(${rnd('f.idx', 4)} * f.age_cap)::int end as age1,
        ${rnd('f.idx', 9)} < ${PAID_TODAY_SHARE} as today1,
        case when ${rnd('f.idx', 6)} < ${SECOND_ORDER_SHARE} then 1 + floor(${rnd('f.idx', 7)} * ${PACKAGE_MIX.length - 1})::int end as pkg2_step,
        1 + floor(${rnd('f.idx', 8)} * f.age_cap)::int as age2,
        ${rnd('f.idx', 10)} < ${PAID_TODAY_SHARE} as today2,
        (not f.investor and ${rnd('f.idx', 11)} < ${FUNDED_NON_INVESTOR_SHARE}) as funded,
        ${rnd('f.idx', 16)} < 0.05 as rejected_deposit,
        ${rnd('f.idx', 17)} < 0.02 as pending_deposit
      from f;
      create unique index on bench.mem (idx);
      create unique index on bench.mem (id);`,
    },
    {
      label: 'orders plan',
      sql: `
      create table bench.ord as
      with o as (
        select idx, id as user_id, 1 as n, pkg1 as k, age1 as age, today1 as paid_today from bench.mem where investor
        union all
        select idx, id, 2, (pkg1 + pkg2_step) % ${PACKAGE_MIX.length}, age2, today2 from bench.mem
        where investor and pkg2_step is not null),
      d as (
        select o.*, p.id as package_id, p.title, p.price_micros, p.yield_bp, p.maturity,
          ${T} - o.age as purchase_day,
          least(o.age + case when o.paid_today then 1 else 0 end, p.maturity) as paid_days
        from o join bench.pkg p on p.k = o.k)
      select gen_random_uuid() as id, d.*,
        case when d.paid_days >= d.maturity then 'matured' else 'active' end as status,
        d.purchase_day + d.paid_days - 1 as last_paid,
        d.purchase_day::timestamptz + make_interval(secs => 86400 * (0.05 + 0.4 * bench.rnd(d.idx * 2 + d.n, ${S + 12}))) as created_at
      from d;
      create index on bench.ord (idx);
      create table bench.earn as
        select idx, purchase_day as f, case when status = 'active' then ${T} else last_paid end as t from bench.ord;
      create index on bench.earn (idx);`,
    },
    {
      label: 'team counters plan',
      sql: `
      create table bench.own as
        select m.idx, m.id, count(o.id)::int as order_count,
          (count(o.id) filter (where o.status = 'active'))::int as active_count,
          coalesce(sum(o.price_micros), 0)::bigint as invest,
          coalesce(sum(o.price_micros) filter (where o.status = 'active'), 0)::bigint as capital
        from bench.mem m left join bench.ord o on o.idx = m.idx group by m.idx, m.id;
      create unique index on bench.own (idx);
      create table bench.team as
      with lines as (
        select sponsor_idx as up, idx, 1 as depth from bench.mem where sponsor_idx is not null
        union all select d2_idx, idx, 2 from bench.mem where d2_idx is not null
        union all select d3_idx, idx, 3 from bench.mem where d3_idx is not null)
      select l.up as idx,
        (count(*) filter (where depth = 1))::int as a_members,
        (count(*) filter (where depth = 2))::int as b_members,
        (count(*) filter (where depth = 3))::int as c_members,
        (count(*) filter (where depth = 1 and own.active_count > 0))::int as a_active,
        (count(*) filter (where depth = 2 and own.active_count > 0))::int as b_active,
        (count(*) filter (where depth = 3 and own.active_count > 0))::int as c_active,
        coalesce(sum(own.invest) filter (where depth = 1), 0)::bigint as a_inv,
        coalesce(sum(own.invest) filter (where depth = 2), 0)::bigint as b_inv,
        coalesce(sum(own.invest) filter (where depth = 3), 0)::bigint as c_inv,
        coalesce(sum(own.capital) filter (where depth = 1), 0)::bigint as a_cap,
        coalesce(sum(own.capital) filter (where depth = 2), 0)::bigint as b_cap,
        coalesce(sum(own.capital) filter (where depth = 3), 0)::bigint as c_cap
      from lines l join bench.own own on own.idx = l.idx group by l.up;
      create unique index on bench.team (idx);
      create table bench.rank as
        select own.idx, own.id, ${rankCase} as rank
        from bench.own own left join bench.team t on t.idx = own.idx,
        lateral (select coalesce(t.a_inv, 0) + coalesce(t.b_inv, 0) + coalesce(t.c_inv, 0) as business,
                        coalesce(t.a_active, 0) as a_active) x;
      create unique index on bench.rank (idx);`,
    },
    {
      label: 'incomes plan (trading)',
      sql: `
      create table bench.inc (id uuid not null default gen_random_uuid(), entry_id uuid not null default gen_random_uuid(),
        idx int not null, user_id uuid not null, kind text not null, amount bigint not null, source_user_id uuid,
        order_id uuid, level int, day date not null, base bigint not null, rate int not null, order_day int,
        order_days int, rank int, key text not null, created_at timestamptz not null);
      insert into bench.inc (idx, user_id, kind, amount, order_id, day, base, rate, order_day, order_days, key, created_at)
        select o.idx, o.user_id, 'trading', o.price_micros * o.yield_bp / 10000, o.id, o.purchase_day + g,
          o.price_micros, o.yield_bp, g + 1, o.maturity,
          'trading:' || o.id || ':' || to_char(o.purchase_day + g, 'YYYY-MM-DD'), bench.at(o.purchase_day + g, random())
        from bench.ord o cross join lateral generate_series(0, o.paid_days - 1) g
        where o.price_micros * o.yield_bp / 10000 > 0`,
    },
    {
      label: 'incomes plan (level)',
      sql: `
      insert into bench.inc (idx, user_id, kind, amount, source_user_id, order_id, level, day, base, rate, key, created_at)
        select u.idx, u.id, 'level', t.amount * r.rate / 10000, t.user_id, t.order_id, r.depth, t.day, t.amount, r.rate,
          'level:' || t.order_id || ':' || to_char(t.day, 'YYYY-MM-DD') || ':' || r.depth, t.created_at
        from bench.inc t
        join bench.mem m on m.idx = t.idx
        cross join lateral (values (1, m.sponsor_idx, ${R1}), (2, m.d2_idx, ${R2}), (3, m.d3_idx, ${R3})) as r(depth, up, rate)
        join bench.mem u on u.idx = r.up
        where t.kind = 'trading' and t.amount * r.rate / 10000 > 0
          and exists (select 1 from bench.earn e where e.idx = r.up and e.f <= t.day and t.day <= e.t)`,
    },
    {
      label: 'incomes plan (direct, reward)',
      sql: `
      insert into bench.inc (idx, user_id, kind, amount, source_user_id, order_id, level, day, base, rate, key, created_at)
        select s.idx, s.id, 'direct', o.price_micros * ${DR} / 10000, o.user_id, o.id, 1, o.purchase_day,
          o.price_micros, ${DR}, 'direct:' || o.id, o.created_at
        from bench.ord o join bench.mem m on m.idx = o.idx join bench.mem s on s.idx = m.sponsor_idx
        where o.price_micros * ${DR} / 10000 > 0;
      ${
        rewards
          ? `insert into bench.inc (idx, user_id, kind, amount, day, base, rate, rank, key, created_at)
        select r.idx, r.id, 'reward', st.reward, ${T} - 1, st.reward, 10000, st.rank,
          'reward:' || r.id || ':' || st.rank, bench.at(${T} - 1, 0.9) + make_interval(secs => st.rank)
        from bench.rank r join (values ${rewards}) as st(rank, reward) on st.rank <= r.rank;`
          : ''
      }`,
    },
    {
      label: 'deposits and withdrawals plan',
      sql: `
      create table bench.dep as
      with d as (
        select m.idx, m.id as user_id,
          sum(o.price_micros) + floor(${rnd('m.idx', 13)} * 300)::bigint * ${MICROS} as amount,
          'success' as status, min(o.created_at) - interval '50 minutes' as created_at
        from bench.mem m join bench.ord o on o.idx = m.idx group by m.idx, m.id
        union all
        select m.idx, m.id, (30 + floor(${rnd('m.idx', 14)} * 470))::bigint * ${MICROS}, 'success',
          m.joined_at + (now() - m.joined_at) * (0.1 + 0.8 * ${rnd('m.idx', 15)})
        from bench.mem m where m.funded
        union all
        select m.idx, m.id, (50 + floor(${rnd('m.idx', 18)} * 450))::bigint * ${MICROS}, 'reject',
          m.joined_at + (now() - m.joined_at) * 0.5
        from bench.mem m where m.rejected_deposit
        union all
        select m.idx, m.id, (50 + floor(${rnd('m.idx', 19)} * 450))::bigint * ${MICROS}, 'pending',
          greatest(m.joined_at, now() - interval '1 day') + (now() - greatest(m.joined_at, now() - interval '1 day')) * 0.5
        from bench.mem m where m.pending_deposit)
      select gen_random_uuid() as id, d.*, case when d.status = 'pending' then null
        else least(d.created_at + interval '10 minutes', now()) end as reviewed_at
      from d;
      alter table bench.dep add column tx_hash text;
      update bench.dep set tx_hash = '0x' || encode(sha256(convert_to('deposit:${salt}:' || id, 'UTF8')), 'hex');
      create table bench.wd as
      with earned as (select idx, user_id, sum(amount) as total from bench.inc group by idx, user_id),
      pick as (select e.*, ${rnd('e.idx', 20)} as u from earned e where e.total >= ${75n * MICROS}),
      w as (
        select p.idx, p.user_id, (p.total * 4 / 10 / ${MICROS}) * ${MICROS} as amount,
          case when p.u < 0.35 then 'success' else 'pending' end as status,
          least(greatest(m.joined_at + interval '1 hour',
                         (${T} - case when p.u < 0.35 then 2 else 1 end)::timestamptz + interval '7 hours'),
                now() - interval '5 minutes') as created_at
        from pick p join bench.mem m on m.idx = p.idx where p.u < 0.55)
      select gen_random_uuid() as id, w.*, w.amount * ${WCHARGE} / 10000 as charge,
        w.amount - w.amount * ${WCHARGE} / 10000 as net,
        w.created_at + interval '2 minutes' as verified_at,
        case when w.status = 'success' then least(w.created_at + interval '1 day', now()) end as reviewed_at
      from w;
      alter table bench.wd add column payout_tx text;
      update bench.wd set payout_tx = '0x' || encode(sha256(convert_to('payout:${salt}:' || id, 'UTF8')), 'hex')
        where status = 'success';
      create table bench.addr (idx int primary key, address text not null);`,
    },
  ];

  const fill: Step[] = [
    {
      label: 'users',
      appRows: true,
      sql: `
      insert into users (id, full_name, email, phone, password_hash, role, refer_id, sponsor_id, self_rank, created_at)
        select m.idx_id, 'Member ' || m.idx, 'member' || m.idx || '@bench.test', '9' || lpad(m.idx::text, 9, '0'),
          (select password_hash from bench.params), 'User', bench.code(m.idx), s.id, coalesce(r.rank, 0), m.joined_at
        from (select idx, id as idx_id, sponsor_idx, joined_at from bench.mem) m
        left join bench.mem s on s.idx = m.sponsor_idx
        left join bench.rank r on r.idx = m.idx
        order by m.idx`,
    },
    {
      label: 'team_ancestors',
      appRows: true,
      sql: `
      insert into team_ancestors (ancestor_id, depth, member_id, joined_at)
        select a.id, l.depth, m.id, m.joined_at
        from bench.mem m
        cross join lateral (values (m.sponsor_idx, 1), (m.d2_idx, 2), (m.d3_idx, 3)) as l(up, depth)
        join bench.mem a on a.idx = l.up
        order by m.joined_at`,
    },
    {
      label: 'orders',
      appRows: true,
      sql: `
      insert into orders (id, user_id, package_id, title, price_micros, daily_yield_bp, maturity_days, capital_charge_bp,
                          status, paid_days, last_paid_day, created_at, closed_at)
        select id, user_id, package_id, title, price_micros, yield_bp, maturity, ${CAPITAL}, status, paid_days,
          to_char(last_paid, 'YYYY-MM-DD'), created_at,
          case when status = 'matured' then bench.at(last_paid, 1.0) end
        from bench.ord order by created_at`,
    },
    {
      label: 'team_stats',
      appRows: true,
      sql: `
      insert into team_stats (user_id, a_members, b_members, c_members, a_active, b_active, c_active,
                              a_investment_micros, b_investment_micros, c_investment_micros,
                              self_investment_micros, order_count, active_order_count,
                              a_capital_micros, b_capital_micros, c_capital_micros, self_capital_micros, joined_day)
        select own.id, coalesce(t.a_members, 0), coalesce(t.b_members, 0), coalesce(t.c_members, 0),
          coalesce(t.a_active, 0), coalesce(t.b_active, 0), coalesce(t.c_active, 0),
          coalesce(t.a_inv, 0), coalesce(t.b_inv, 0), coalesce(t.c_inv, 0),
          own.invest, own.order_count, own.active_count,
          coalesce(t.a_cap, 0), coalesce(t.b_cap, 0), coalesce(t.c_cap, 0), own.capital,
          (m.joined_at at time zone 'UTC')::date
        from bench.own own join bench.mem m on m.idx = own.idx left join bench.team t on t.idx = own.idx`,
    },
    {
      // Per upline and the platform day (the default timezone, UTC) each member joined on: how many joined at each
      // level, and how many of those hold an active order now (/totalMember's counters).
      label: 'team_daily_stats',
      appRows: true,
      sql: `
      insert into team_daily_stats (user_id, day, a_joined, b_joined, c_joined, a_active, b_active, c_active)
        select a.ancestor_id, ts.joined_day,
          count(*) filter (where a.depth = 1), count(*) filter (where a.depth = 2), count(*) filter (where a.depth = 3),
          count(*) filter (where a.depth = 1 and ts.active_order_count > 0),
          count(*) filter (where a.depth = 2 and ts.active_order_count > 0),
          count(*) filter (where a.depth = 3 and ts.active_order_count > 0)
        from team_ancestors a join team_stats ts on ts.user_id = a.member_id
        group by a.ancestor_id, ts.joined_day`,
    },
    {
      label: 'deposits',
      appRows: true,
      sql: `
      insert into deposits (id, user_id, amount_micros, tx_hash, verification, status, reason, credited_micros,
                            reviewed_by, reviewed_at, created_at)
        select d.id, d.user_id, d.amount, d.tx_hash, 'manual', d.status,
          case when d.status = 'reject' then 'The transfer was not found on chain' end,
          case when d.status = 'success' then d.amount end,
          case when d.status <> 'pending' then (select operator_id from bench.params) end, d.reviewed_at, d.created_at
        from bench.dep d order by d.created_at`,
    },
    {
      label: 'withdrawals',
      appRows: true,
      sql: `
      insert into withdrawals (id, user_id, kind, order_id, address, amount_micros, charge_bp, charge_micros, net_micros,
                               status, payout_tx_hash, reviewed_by, reviewed_at, verified_at, expires_at, created_at)
        select w.id, w.user_id, 'income', null, a.address, w.amount, ${WCHARGE}, w.charge, w.net, w.status, w.payout_tx,
          case when w.status = 'success' then (select operator_id from bench.params) end, w.reviewed_at,
          w.verified_at, w.created_at + interval '10 minutes', w.created_at
        from bench.wd w join bench.addr a on a.idx = w.idx order by w.created_at`,
    },
    {
      label: 'chain transactions',
      appRows: true,
      sql: `
      insert into chain_transactions (tx_hash, direction, reference_id, created_at)
        select tx_hash, 'deposit', id, created_at from bench.dep
        union all select payout_tx, 'payout', id, reviewed_at from bench.wd where status = 'success'`,
    },
    {
      label: 'audit log',
      appRows: true,
      sql: `
      insert into audit_log (actor_id, action, target_type, target_id, details, created_at)
        select (select operator_id from bench.params),
          case when status = 'success' then 'deposit.approve' else 'deposit.reject' end, 'deposit', id::text,
          case when status = 'reject' then jsonb_build_object('reason', 'The transfer was not found on chain')
               else '{}'::jsonb end,
          reviewed_at
        from bench.dep where status <> 'pending'
        union all
        select (select operator_id from bench.params), 'withdrawal.pay', 'withdrawal', id::text,
          jsonb_build_object('transactionHash', payout_tx, 'netAmountMicros', net::text), reviewed_at
        from bench.wd where status = 'success'`,
    },
    {
      label: 'ledger plan',
      sql: `
      create table bench.ev (entry_id uuid not null, kind text not null, key text not null, memo jsonb not null,
        created_at timestamptz not null, user_id uuid not null, wallet text not null, member_amount bigint not null,
        platform text not null);
      insert into bench.ev
        select gen_random_uuid(), 'deposit', 'deposit:' || id, jsonb_build_object('depositId', id, 'txHash', tx_hash),
          reviewed_at, user_id, 'member:deposit', amount, 'platform:deposits-received'
        from bench.dep where status = 'success';
      insert into bench.ev
        select gen_random_uuid(), 'package:purchase', 'purchase:' || id, jsonb_build_object('orderId', id, 'packageId', package_id),
          created_at, user_id, 'member:deposit', -price_micros, 'platform:package-capital-held'
        from bench.ord;
      insert into bench.ev
        select entry_id, 'income:' || kind, key,
          jsonb_build_object('day', to_char(day, 'YYYY-MM-DD'), 'level', level, 'orderDay', order_day,
                             'orderDays', order_days, 'rank', rank),
          created_at, user_id, 'member:income', amount, 'platform:incomes-paid'
        from bench.inc;
      insert into bench.ev
        select gen_random_uuid(), 'withdrawal:income:hold', 'withdrawal:hold:' || id,
          jsonb_build_object('withdrawalId', id, 'orderId', null), verified_at, user_id, 'member:income', -amount,
          'platform:withdrawals-payable'
        from bench.wd;
      create table bench.pay as
        select gen_random_uuid() as entry_id, id, reviewed_at as created_at, amount, net, charge, payout_tx
        from bench.wd where status = 'success';`,
    },
    {
      label: 'accounts',
      appRows: true,
      sql: `
      insert into accounts (owner_id, kind, balance_micros, created_at)
        select user_id, wallet, sum(member_amount), min(created_at) from bench.ev group by user_id, wallet
        union all
        select null, kind, 0, now() - interval '${J} days'
        from unnest(array['platform:deposits-received', 'platform:package-capital-held', 'platform:incomes-paid',
                          'platform:withdrawal-fees-earned', 'platform:withdrawals-payable',
                          'platform:withdrawals-paid-out']) kind`,
    },
    {
      label: 'journal entries',
      appRows: true,
      sql: `
      insert into journal_entries (id, kind, idempotency_key, memo, created_at)
        select entry_id, kind, key, memo, created_at from (
          select entry_id, kind, key, memo, created_at from bench.ev
          union all
          select entry_id, 'withdrawal:payout', 'withdrawal:payout:' || id,
            jsonb_build_object('withdrawalId', id, 'txHash', payout_tx), created_at from bench.pay) e
        order by created_at`,
    },
    {
      label: 'postings',
      appRows: true,
      sql: `
      insert into postings (entry_id, account_id, amount_micros)
        select entry_id, account_id, amount from (
          select e.entry_id, a.id as account_id, e.member_amount as amount, e.created_at, 1 as line
          from bench.ev e join accounts a on a.owner_id = e.user_id and a.kind = e.wallet
          union all
          select e.entry_id, p.id, -e.member_amount, e.created_at, 2
          from bench.ev e join accounts p on p.owner_id is null and p.kind = e.platform
          union all
          select y.entry_id, p.id, l.amount, y.created_at, l.line
          from bench.pay y
          cross join lateral (values ('platform:withdrawals-payable', -y.amount, 1),
                                     ('platform:withdrawals-paid-out', y.net, 2),
                                     ('platform:withdrawal-fees-earned', y.charge, 3)) as l(kind, amount, line)
          join accounts p on p.owner_id is null and p.kind = l.kind
          where l.amount <> 0) x
        order by created_at, entry_id, line`,
    },
    {
      // The app queues platform-side changes in platform_deltas; written straight into the balances here, the queue stays empty.
      label: 'platform balances',
      sql: `
      update accounts a set balance_micros = s.total
      from (select account_id, sum(amount_micros) as total from postings group by account_id) s
      where a.id = s.account_id and a.owner_id is null`,
    },
    {
      label: 'incomes',
      appRows: true,
      sql: `
      insert into incomes (id, user_id, kind, amount_micros, source_user_id, order_id, level, day, base_micros, rate_bp,
                           order_day, order_days, rank, entry_id, idempotency_key, created_at)
        select id, user_id, kind, amount, source_user_id, order_id, level, to_char(day, 'YYYY-MM-DD'), base, rate,
          order_day, order_days, rank, entry_id, key, created_at
        from bench.inc order by created_at`,
    },
    {
      label: 'income_daily',
      appRows: true,
      sql: `
      insert into income_daily (user_id, kind, day, amount_micros, income_count)
        select user_id, kind, to_char(day, 'YYYY-MM-DD'), sum(amount), count(*) from bench.inc group by user_id, kind, day`,
    },
    {
      label: 'income_totals',
      appRows: true,
      sql: `
      insert into income_totals (user_id, kind, amount_micros, income_count)
        select user_id, kind, sum(amount), count(*) from bench.inc group by user_id, kind`,
    },
    {
      // What the movements above would have kept per member (apps/api/src/ledger/member-figures.ts): the deposits
      // credited, the orders bought, the income withdrawals paid and pending; ledger:check holds them to the records.
      label: 'member_figures',
      appRows: true,
      sql: `
      insert into member_figures (user_id, figure, amount_micros)
        select user_id, figure, sum(amount) from (
          select user_id, 'deposit.deposits' as figure, amount from bench.dep where status = 'success'
          union all select user_id, 'deposit.purchases', price_micros from bench.ord
          union all select user_id, case status when 'success' then 'income.withdrawals_paid'
                                                else 'income.withdrawals_pending' end, amount from bench.wd) f
        group by user_id, figure`,
    },
    {
      label: 'member sessions',
      appRows: true,
      sql: `
      insert into sessions (token_hash, user_id, role, expires_at, created_at)
        select encode(sha256(convert_to(encode(sha256(convert_to('${salt}:' || idx, 'UTF8')), 'hex'), 'UTF8')), 'hex'),
          id, 'User', now() + interval '168 hours', now() - interval '1 hour'
        from bench.mem`,
    },
  ];
  return { before, plan, fill, joinSpanDays: J };
}

async function tableCounts(client: import('pg').PoolClient): Promise<Record<string, number>> {
  const tables = [
    'users',
    'orders',
    'team_stats',
    'team_ancestors',
    'team_daily_stats',
    'deposits',
    'withdrawals',
    'accounts',
    'journal_entries',
    'postings',
    'incomes',
    'income_daily',
    'income_totals',
    'member_figures',
    'sessions',
  ];
  const { rows } = await client.query<Record<string, string>>(
    `select ${tables.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
  );
  return Object.fromEntries(tables.map((table) => [table, Number(rows[0]?.[table] ?? 0)]));
}

async function readFixtures(
  client: import('pg').PoolClient,
  input: { today: string; salt: string; password: string; operatorId: string; members: number },
): Promise<Fixtures> {
  const leader = await client.query<{ id: string; a: number; b: number; c: number; incomes: string; days: string }>(
    `select m.id, t.a_members as a, t.b_members as b, t.c_members as c,
       (select count(*) from bench.inc i where i.idx = 0) as incomes,
       (select count(distinct day) from bench.inc i where i.idx = 0) as days
     from bench.mem m join bench.team t on t.idx = m.idx where m.idx = 0`,
  );
  const below = await client.query<{ below: string }>(
    `with recursive d as (select idx from bench.tree where sponsor_idx = 0
       union all select t.idx from bench.tree t join d on t.sponsor_idx = d.idx)
     select count(*) as below from d`,
  );
  // A member with no team but an ordinary member's orders and incomes: the other side of the flatness comparison.
  const leaf = await client.query<{ idx: number; id: string; incomes: string }>(
    `select m.idx, m.id, (select count(*) from bench.inc i where i.idx = m.idx) as incomes
     from bench.mem m join bench.own o on o.idx = m.idx
     where m.idx >= ${LEADERS} and o.active_count > 0 and not exists (select 1 from bench.team t where t.idx = m.idx)
       and exists (select 1 from bench.inc i where i.idx = m.idx and i.kind = 'trading')
     order by bench.rnd(m.idx, 99) limit 1`,
  );
  const fullPage = await client.query<{ idx: number; id: string; team: number }>(
    `select m.idx, m.id, t.a_members + t.b_members + t.c_members as team
     from bench.mem m join bench.team t on t.idx = m.idx
     where m.idx <> 0 and t.a_members >= 10 and t.b_members >= 10 and t.c_members >= 10
       and (select count(*) from bench.inc i where i.idx = m.idx and i.kind = 'level') >= 10
     order by t.a_members + t.b_members + t.c_members, m.idx limit 1`,
  );
  const pkg = await client.query<{ id: string; title: string; price_micros: string }>(
    `select p.id, p.title, p.price_micros from packages p where p.title = 'Starter'`,
  );
  const leaderRow = leader.rows[0];
  const leafRow = leaf.rows[0];
  const pkgRow = pkg.rows[0];
  if (!leaderRow || !leafRow || !pkgRow)
    throw new Error('generated data lacks a leader, a leaf or the Starter package');
  return {
    today: input.today,
    salt: input.salt,
    password: input.password,
    members: input.members,
    operator: { id: input.operatorId, token: memberToken(input.salt, 'operator') },
    leader: {
      idx: 0,
      id: leaderRow.id,
      below: Number(below.rows[0]?.below ?? 0),
      levels: [Number(leaderRow.a), Number(leaderRow.b), Number(leaderRow.c)],
      incomes: Number(leaderRow.incomes),
      incomeDays: Number(leaderRow.days),
    },
    leaf: { idx: leafRow.idx, id: leafRow.id, incomes: Number(leafRow.incomes) },
    fullPage: fullPage.rows[0] ?? null,
    purchasePackage: { id: pkgRow.id, title: pkgRow.title, priceMicros: BigInt(pkgRow.price_micros) },
  };
}
