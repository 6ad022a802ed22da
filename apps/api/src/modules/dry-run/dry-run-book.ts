import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { queryRows } from '../../db/query';

// The simulated platform's books (docs/decisions/027-owners-view.md, "The dry run"): each member's wallets, team
// counters and rank, and every order, in tables of the run's own database. A simulated day moves them with a few
// set-based statements, whatever the number of members: the morning's joins and purchases in one batch, the day's
// profit for every due order in one, the month's withdrawals in one. The rules are the engine's: a share of an
// amount rounds down to the micro-USDT per order and per upline, an upline earns level income only while it holds an
// order earning that day, a sponsor's direct income is a share of each purchase, and team capital is what levels
// 1 to 3 hold in active orders now. A test holds these figures to the real services' (dry-run-fidelity.test.ts).

const TABLES = [
  sql`create table sim_members (
    id int primary key,
    up1 int, up2 int, up3 int,
    deposit_micros bigint not null default 0 check (deposit_micros >= 0),
    income_micros bigint not null default 0 check (income_micros >= 0),
    order_count int not null default 0,
    active_orders int not null default 0 check (active_orders >= 0),
    team_capital_micros bigint not null default 0 check (team_capital_micros >= 0),
    active_directs int not null default 0 check (active_directs >= 0),
    rank int not null default 0)`,
  sql`create table sim_orders (
    id serial primary key,
    member int not null,
    package int not null,
    price_micros bigint not null,
    profit_micros bigint not null,
    paid_days int not null default 0,
    maturity_days int not null,
    active boolean not null default true)`,
  sql`create index sim_orders_active on sim_orders (id) where active`,
  // The day's paid orders, and the uplines' counter changes of a batch: scratch rows, emptied as they are used.
  sql`create table sim_paid (member int, package int, price_micros bigint, profit_micros bigint, matured boolean)`,
  sql`create table sim_changes (member int, capital_micros bigint, directs int, income_micros bigint)`,
];

/** A member who joins, with its uplines at depths 1 to 3 (indexes of members who joined before it or with it). */
export interface SimMember {
  id: number;
  uplines: [number | null, number | null, number | null];
}

/** A purchase: the buyer, the package (its index in the catalogue) and the order's terms, in micro-USDT. */
export interface SimPurchase {
  member: number;
  pkg: number;
  priceMicros: bigint;
  feeMicros: bigint;
  profitMicros: bigint;
  maturityDays: number;
  directMicros: bigint;
}

export interface SimCounters {
  id: number;
  rank: number;
  orderCount: number;
  teamCapitalMicros: bigint;
  activeDirects: number;
}

export async function openBook(db: Queryable) {
  for (const table of TABLES) await db.execute(table);
}

const ints = (values: readonly (number | null)[]) => sql`${pgArray(values)}::int[]`;
const bigints = (values: readonly bigint[]) => sql`${pgArray(values)}::bigint[]`;

/**
 * The morning's joins, deposits and purchases, in order: members in, each member's deposits credited, the orders
 * written, each buyer's deposit wallet debited with its counters, then its uplines' team capital, active directs and
 * the sponsor's direct income. Answers every member whose counters moved (the buyers and their uplines), for ranks.
 */
export async function morning(
  db: Queryable,
  day: { joined: SimMember[]; deposits: Map<number, bigint>; purchases: SimPurchase[] },
): Promise<SimCounters[]> {
  const { joined, deposits, purchases } = day;
  if (joined.length > 0) {
    const column = (depth: 0 | 1 | 2) => ints(joined.map((member) => member.uplines[depth]));
    await db.execute(sql`insert into sim_members (id, up1, up2, up3)
      select * from unnest(${ints(joined.map((member) => member.id))}, ${column(0)}, ${column(1)}, ${column(2)})`);
  }
  if (deposits.size > 0) {
    await db.execute(sql`update sim_members s set deposit_micros = s.deposit_micros + v.amount
      from unnest(${ints([...deposits.keys()])}, ${bigints([...deposits.values()])}) as v(id, amount)
      where s.id = v.id`);
  }
  if (purchases.length === 0) return [];
  const of = <T>(pick: (purchase: SimPurchase) => T) => purchases.map(pick);
  await db.execute(sql`insert into sim_orders (member, package, price_micros, profit_micros, maturity_days)
    select * from unnest(${ints(of((p) => p.member))}, ${ints(of((p) => p.pkg))}, ${bigints(of((p) => p.priceMicros))},
      ${bigints(of((p) => p.profitMicros))}, ${ints(of((p) => p.maturityDays))})`);
  const buyers = new Map<number, { cost: bigint; orders: number; capital: bigint; direct: bigint }>();
  for (const purchase of purchases) {
    const buyer = buyers.get(purchase.member) ?? { cost: 0n, orders: 0, capital: 0n, direct: 0n };
    buyer.cost += purchase.priceMicros + purchase.feeMicros;
    buyer.orders += 1;
    buyer.capital += purchase.priceMicros;
    buyer.direct += purchase.directMicros;
    buyers.set(purchase.member, buyer);
  }
  const rows = [...buyers];
  const column = <T>(pick: (buyer: (typeof rows)[number][1]) => T) => rows.map(([, buyer]) => pick(buyer));
  // A member's first active order makes it one more active direct of its sponsor.
  await db.execute(sql`with bought as (
      update sim_members s set deposit_micros = s.deposit_micros - v.cost, order_count = s.order_count + v.orders,
        active_orders = s.active_orders + v.orders
      from unnest(${ints(rows.map(([id]) => id))}, ${bigints(column((b) => b.cost))}, ${ints(column((b) => b.orders))},
        ${bigints(column((b) => b.capital))}, ${bigints(column((b) => b.direct))}) as v(id, cost, orders, capital, direct)
      where s.id = v.id
      returning s.up1, s.up2, s.up3, v.capital, v.direct, s.active_orders = v.orders as became_active)
    ${uplineChanges(sql`bought`, { capital: sql`capital`, directs: sql`case when became_active then 1 else 0 end`, income: sql`direct` })}`);
  const touched = await applyChanges(db);
  return queryRows<SimCounters>(
    db,
    sql`select id, rank, order_count as "orderCount", team_capital_micros::text as "teamCapitalMicros",
          active_directs as "activeDirects"
        from sim_members where id = any(${ints([...new Set([...buyers.keys(), ...touched])])})`,
  ).then((found) => found.map((row) => ({ ...row, teamCapitalMicros: BigInt(row.teamCapitalMicros) })));
}

/** Rows of `sim_changes` from the CTE `from`: its capital change to uplines 1 to 3, active directs and income to the sponsor. */
function uplineChanges(from: SQL, columns: Record<'capital' | 'directs' | 'income', SQL>) {
  const { capital, directs, income } = columns;
  return sql`insert into sim_changes (member, capital_micros, directs, income_micros)
    select up1, ${capital}, ${directs}, ${income} from ${from} where up1 is not null
    union all select up2, ${capital}, 0, 0 from ${from} where up2 is not null
    union all select up3, ${capital}, 0, 0 from ${from} where up3 is not null`;
}

/** Adds the queued changes to the uplines' counters and wallets, emptying the queue; answers the uplines moved. */
async function applyChanges(db: Queryable): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with queued as (delete from sim_changes returning *),
      summed as (select member, sum(capital_micros) as capital, sum(directs) as directs, sum(income_micros) as income
                 from queued group by member)
      update sim_members s set team_capital_micros = s.team_capital_micros + c.capital,
        active_directs = s.active_directs + c.directs, income_micros = s.income_micros + c.income
      from summed c where s.id = c.member
      returning s.id`,
  );
  return rows.map((row) => row.id);
}

/** Rank rewards: each member's new rank, and what its rewards add to its income wallet. */
export async function raiseRanks(db: Queryable, raised: { id: number; rank: number; rewardMicros: bigint }[]) {
  if (raised.length === 0) return;
  await db.execute(sql`update sim_members s set rank = v.rank, income_micros = s.income_micros + v.reward
    from unnest(${ints(raised.map((row) => row.id))}, ${ints(raised.map((row) => row.rank))},
      ${bigints(raised.map((row) => row.rewardMicros))}) as v(id, rank, reward)
    where s.id = v.id`);
}

/** What a day's settlement paid, by kind, and the orders that matured with it. */
export interface SettledDay {
  trading: bigint;
  level: bigint;
  matured: { member: number; pkg: number; priceMicros: bigint }[];
}

/**
 * The day's profit for every active order: each advances one paid day (matured on its last), pays its owner its daily
 * profit, and each of its owner's uplines earning today (holding an active order before today's maturities) its
 * level's share of that profit; then orders that matured leave their owners' and uplines' counters.
 * `levelBasisPoints` are the rates of levels 1 to 3.
 */
export async function settleDay(db: Queryable, levelBasisPoints: readonly number[]): Promise<SettledDay> {
  await db.execute(sql`with advanced as (
      update sim_orders set paid_days = paid_days + 1, active = paid_days + 1 < maturity_days where active
      returning member, package, price_micros, profit_micros, not active as matured)
    insert into sim_paid select * from advanced`);
  const rate = (depth: number) => BigInt(levelBasisPoints[depth - 1] ?? 0);
  const level = (depth: 1 | 2 | 3) => sql`select u.id, 'level', p.profit_micros * ${rate(depth)}::bigint / 10000
    from sim_paid p join sim_members m on m.id = p.member join sim_members u on u.id = m.${sql.raw(`up${depth}`)}
    where u.active_orders > 0`;
  const paid = await queryRows<{ kind: string; amount: string }>(
    db,
    sql`with credits (payee, kind, amount) as (
        select member, 'trading', profit_micros from sim_paid
        union all ${level(1)} union all ${level(2)} union all ${level(3)}),
      credited as (
        update sim_members s set income_micros = s.income_micros + c.amount
        from (select payee, sum(amount) as amount from credits group by payee) c where s.id = c.payee)
      select kind, coalesce(sum(amount), 0)::text as amount from credits group by kind`,
  );
  const matured = await queryRows<{ member: number; pkg: number; price: string }>(
    db,
    sql`with closed as (
        delete from sim_paid returning member, package, price_micros, matured),
      per_member as (
        select member, count(*)::int as orders, sum(price_micros) as capital from closed where matured group by member),
      left_orders as (
        update sim_members s set active_orders = s.active_orders - c.orders from per_member c where s.id = c.member
        returning s.up1, s.up2, s.up3, -c.capital as capital, s.active_orders = 0 as inactive),
      queued as (${uplineChanges(sql`left_orders`, { capital: sql`capital`, directs: sql`case when inactive then -1 else 0 end`, income: sql`0` })}
        returning 1)
      select member, package as pkg, price_micros::text as price from closed where matured`,
  );
  await applyChanges(db);
  const sum = (kind: string) => BigInt(paid.find((row) => row.kind === kind)?.amount ?? '0');
  return {
    trading: sum('trading'),
    level: sum('level'),
    matured: matured.map((row) => ({ member: row.member, pkg: row.pkg, priceMicros: BigInt(row.price) })),
  };
}

/**
 * Every order and member row is written again each day, and an embedded database has no autovacuum: without this the
 * dead rows pile up, each day costs more than the last and the run's memory grows with them.
 */
export async function vacuumBooks(db: Queryable) {
  await db.execute(sql`vacuum sim_orders, sim_members`);
}

/** Income wallets at or above `minimum`, in the order the members joined. */
export async function incomeWallets(db: Queryable, minimum: bigint) {
  const rows = await queryRows<{ id: number; balance: string }>(
    db,
    sql`select id, income_micros::text as balance from sim_members where income_micros >= ${minimum}::bigint order by id`,
  );
  return rows.map((row) => ({ member: row.id, balanceMicros: BigInt(row.balance) }));
}

export async function withdraw(db: Queryable, paid: { member: number; amountMicros: bigint }[]) {
  if (paid.length === 0) return;
  await db.execute(sql`update sim_members s set income_micros = s.income_micros - v.amount
    from unnest(${ints(paid.map((row) => row.member))}, ${bigints(paid.map((row) => row.amountMicros))}) as v(id, amount)
    where s.id = v.id`);
}

/** What members hold in their wallets, and the trading profit active orders still promise. */
export async function heldAndPromised(db: Queryable): Promise<{ wallets: bigint; obligations: bigint }> {
  const [row] = await queryRows<{ wallets: string; obligations: string }>(
    db,
    sql`select (select coalesce(sum(deposit_micros + income_micros), 0) from sim_members)::text as wallets,
          (select coalesce(sum(profit_micros * (maturity_days - paid_days)), 0) from sim_orders where active)::text
            as obligations`,
  );
  return { wallets: BigInt(row?.wallets ?? '0'), obligations: BigInt(row?.obligations ?? '0') };
}
