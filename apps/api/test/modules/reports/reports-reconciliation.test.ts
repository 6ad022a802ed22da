import {
  EARNING_KINDS,
  type IncomeKind,
  microsToUsdt,
  OBLIGATION_DAYS,
  parseUsdtToMicros,
  ROLE,
  routes,
} from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query';
import { orders, users } from '../../../src/db/schema';
import {
  call,
  createMember,
  createPackage,
  dataOf,
  fundMember,
  operatorToken,
  packageCall,
  randomTxHash,
  saveSettings,
  signedInMember,
  useTestApp,
} from '../../helper';
import { reviewWithdrawal, withdrawCapital, withdrawIncome } from '../../withdrawal-kit';

// The five reports against a small platform built through the API over five platform days, each figure checked
// against what the test computes itself: by hand from the plan's rules, or as sums of the ledger's postings read by
// entry kind (the reports read platform accounts and the income rollup, so the two ways must meet).
//
// A <- B <- C <- D (each the sponsor of the next). Packages: Short (100, 2 % a day, 3 days), Range (200 to 1,000,
// 1 % a day, 30 days, 1 % handling fee), Long (300, 0.5 % a day, 10 days) and Retired (inactive, never sold). Level
// income 10/5/3 %, direct 5 %, rank 1 pays a reward of 1. The platform runs on India's time; the clock stays at
// 14:30 there.
//
// Day 1 (21 Nov): B buys Long, C buys Range at 500 (+5 fee), D buys Short; B, C, D claim.
// Day 2: B, C, D claim.
// Day 3: A buys Short; A, B, C, D claim (D's Short matures).
// Day 4: D buys Long; A, B, C, D claim; D's Short capital is withdrawn and paid (100, 10 charged); B's income
//        withdrawal of 30 is paid (1.5 charged); C gets a bonus of 20, and C's withdrawal of 30 is rejected.
// Day 5 (25 Nov, today): A claims (A's Short matures, paid today), C claims; B and D do not.
const t = useTestApp();

const ZONE = 'Asia/Kolkata';
const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'];
const TODAY = '2026-11-25';

const m = (usdt: string) => {
  const micros = parseUsdtToMicros(usdt);
  if (micros === null) throw new Error(`not an amount: ${usdt}`);
  return micros;
};

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** Postings by platform day (in ZONE), entry kind, bonus or not, account kind and side, read straight from the ledger. */
async function postingsByKind() {
  const rows = await queryRows<{
    day: string;
    kind: string;
    bonus: boolean;
    account: string;
    member: boolean;
    amount: string;
  }>(
    t.ctx.db,
    sql`select to_char(e.created_at at time zone ${ZONE}::text, 'YYYY-MM-DD') as day, e.kind,
               coalesce(e.memo ->> 'kind' = 'bonus', false) as bonus, a.kind as account,
               a.owner_id is not null as member, sum(p.amount_micros)::text as amount
        from journal_entries e join postings p on p.entry_id = e.id join accounts a on a.id = p.account_id
        group by 1, 2, 3, 4, 5`,
  );
  return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
}

describe('the reports against the ledger', () => {
  it('reconcile with postings and records, line by line', async () => {
    const owner = await createMember(t, { role: ROLE.admin, operatorRole: 'owner' });
    let operator = await operatorToken(t, owner);
    await saveSettings(t, operator, {
      timezone: ZONE,
      rankTable: [
        { rank: 1, teamBusiness: 0, activeDirects: 0, reward: 1 },
        { rank: 2, teamBusiness: 1_000, activeDirects: 2, reward: 25 },
      ],
    });
    const short = await createPackage(t, operator, { title: 'Short', price: 100, yield: 2, maturity: 3 });
    const range = await createPackage(t, operator, {
      title: 'Range',
      price: 200,
      maxPrice: 1000,
      handlingFee: 1,
      yield: 1,
      maturity: 30,
    });
    const long = await createPackage(t, operator, { title: 'Long', price: 300, yield: 0.5, maturity: 10 });
    const retired = await createPackage(t, operator, { title: 'Retired', price: 50, yield: 1, maturity: 5 });
    const retiring = await packageCall(t, routes.adminPackageUpdate, {
      params: { _id: retired },
      body: { status: 'inactive' },
      token: operator,
    });
    expect(retiring.status).toBe(200);

    const a = await signedInMember(t, { fullName: 'Asha Top' });
    const b = await signedInMember(t, { sponsorId: a.id, fullName: 'Bala Second' });
    const c = await signedInMember(t, { sponsorId: b.id, fullName: 'Chen Third' });
    const d = await signedInMember(t, { sponsorId: c.id, fullName: 'Dara Fourth' });
    const vendor = await createMember(t, { role: ROLE.vendor, fullName: 'Vic Vendor' });
    for (const [member, amount] of [
      [a, 500],
      [b, 500],
      [c, 700],
      [d, 600],
    ] as const) {
      await fundMember(t, { token: member.token, operator, amount });
    }
    // A deposit rejected is no deposit.
    const refused = await call(t, routes.addFund.member, {
      body: { amount: 50, transaction_id: randomTxHash() },
      token: d.token,
    });
    const rejected = await call(t, routes.adminDepositReject, {
      params: { _id: dataOf(refused)._id },
      body: { reason: 'No such transfer' },
      token: operator,
    });
    expect(rejected.status).toBe(200);

    const buy = async (member: Member, packageId: string, amount: number) => {
      const bought = await call(t, routes.purchasePackage.member, {
        body: { packageId, amount, payment_mode_name: 'wallet' },
        token: member.token,
      });
      expect(bought.status, bought.body.message).toBe(200);
      return dataOf(bought)._id;
    };
    const claim = async (...members: Member[]) => {
      for (const member of members) {
        const claimed = await call(t, routes.claimProfit.member, { token: member.token });
        expect(claimed.status, claimed.body.message).toBe(200);
      }
    };
    const nextDay = async () => {
      t.clock.advanceSeconds(86_400);
      operator = await operatorToken(t, owner); // an operator's session lasts 12 hours
    };

    // Day 1.
    await buy(b, long, 300);
    await buy(c, range, 500);
    const dShort = await buy(d, short, 100);
    await claim(b, c, d);
    // Day 2.
    await nextDay();
    await claim(b, c, d);
    // Day 3.
    await nextDay();
    await buy(a, short, 100);
    await claim(a, b, c, d);
    // Day 4.
    await nextDay();
    await buy(d, long, 300);
    await claim(a, b, c, d);
    await withdrawCapital(t, d, dShort);
    const capital = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from withdrawals where order_id = ${dShort}::uuid and status = 'pending'`,
    );
    await reviewWithdrawal(t, { operator, withdrawalId: capital[0]?.id ?? '', outcome: 'pay' });
    await withdrawIncome(t, { member: b, operator, amount: 30, outcome: 'pay' });
    const bonus = await call(t, routes.adminMemberAdjust, {
      params: { _id: c.id },
      body: { wallet: 'income', amount: '20', reason: 'Top recruiter of the week', kind: 'bonus' },
      token: operator,
    });
    expect(bonus.status, bonus.body.message).toBe(200);
    await withdrawIncome(t, { member: c, operator, amount: 30, outcome: 'reject' });
    // Day 5: today.
    await nextDay();
    await claim(a, c);
    t.clock.advanceSeconds(2 * 3600);

    // Who joined when (fixture rows are stamped by the database's clock): 20:00 UTC on 30 Sep is 1 Oct in India.
    const joined = (id: string, at: string) =>
      t.ctx.db
        .update(users)
        .set({ createdAt: new Date(at) })
        .where(eq(users.id, id));
    await joined(a.id, '2026-09-10T06:00:00Z');
    await joined(b.id, '2026-09-20T06:00:00Z');
    await joined(c.id, '2026-09-30T20:00:00Z');
    await joined(d.id, '2026-11-21T06:00:00Z');
    await joined(vendor.id, '2026-11-22T06:00:00Z');
    // D's first purchase months earlier: its second one counts as bought again after 1 and 3 months, not 6.
    await t.ctx.db
      .update(orders)
      .set({ createdAt: new Date('2026-07-01T06:00:00Z') })
      .where(eq(orders.id, dShort));

    const postings = await postingsByKind();
    const sumOf = (keep: (row: (typeof postings)[number]) => boolean) =>
      postings.filter(keep).reduce((sum, row) => sum + row.amount, 0n);

    // Flows: each day's lines as the ledger's postings of each entry kind say, over the five days.
    const flows = dataOf(
      await call(t, routes.adminReportFlows, { query: { from: DAYS[0], to: TODAY }, token: operator }),
    );
    const LINES = ['deposits', 'withdrawals', 'fees', ...EARNING_KINDS] as const;
    const ledgerLines = (days: readonly string[]) => {
      const sums = Object.fromEntries(LINES.map((line) => [line, 0n])) as Record<(typeof LINES)[number], bigint>;
      for (const row of postings) {
        const line = ledgerLine(row);
        if (line && days.includes(row.day)) sums[line] += row.amount;
      }
      return Object.fromEntries(LINES.map((line) => [line, microsToUsdt(sums[line])]));
    };
    expect(flows.from).toBe(DAYS[0]);
    expect(flows.to).toBe(TODAY);
    expect(flows.docs).toEqual(DAYS.map((day) => ({ day, ...ledgerLines([day]) })));
    expect(flows.total).toEqual(ledgerLines(DAYS));
    // And by hand, where the figures are round.
    expect(flows.docs.map((day) => [day.deposits, day.withdrawals, day.fees])).toEqual([
      [2300, 0, 5],
      [0, 0, 0],
      [0, 0, 0],
      [0, 118.5, 11.5],
      [0, 0, 0],
    ]);
    expect(flows.total).toMatchObject({ trading: 44.5, direct: 60, reward: 4, bonus: 20 });

    // Packages: what each one's orders paid and still owe, by hand.
    const packages = dataOf(await call(t, routes.adminReportPackages, { token: operator }));
    expect(packages.docs).toEqual([
      {
        _id: retired,
        title: 'Retired',
        status: 'inactive',
        sold: 0,
        takenIn: 0,
        fees: 0,
        paidOut: 0,
        owed: 0,
        payoutRatio: null,
      },
      // D's: 6 profit, 5 direct to C, level 0.6 to C, 0.3 to B, 0.06 to A, 100 capital paid; A's: 6 profit, matured.
      {
        _id: short,
        title: 'Short',
        status: 'active',
        sold: 2,
        takenIn: 200,
        fees: 0,
        paidOut: 117.96,
        owed: 100,
        payoutRatio: 58.98,
      },
      // C's: 5 days of 5, 25 direct to B, level 2.5 to B and 0.75 to A (days 3 to 5); 25 days left and the capital.
      {
        _id: range,
        title: 'Range',
        status: 'active',
        sold: 1,
        takenIn: 500,
        fees: 5,
        paidOut: 53.25,
        owed: 625,
        payoutRatio: 10.65,
      },
      // B's: 4 days of 1.5, 15 direct to A, 0.3 level to A; D's: 1.5, 15 direct to C, level 0.15, 0.075, 0.045.
      {
        _id: long,
        title: 'Long',
        status: 'active',
        sold: 2,
        takenIn: 600,
        fees: 0,
        paidOut: 38.07,
        owed: 622.5,
        payoutRatio: 6.34,
      },
    ]);
    // The same paid out read from the records: incomes naming the package's orders and its capital paid out.
    const paidOut = await queryRows<{ package_id: string; amount: string }>(
      t.ctx.db,
      sql`select o.package_id, (coalesce(sum(i.amount_micros), 0)
                 + coalesce((select sum(w.amount_micros) from withdrawals w join orders wo on wo.id = w.order_id
                             where wo.package_id = o.package_id and w.status = 'success'), 0))::text as amount
          from orders o left join incomes i on i.order_id = o.id group by o.package_id`,
    );
    for (const row of paidOut) {
      expect(packages.docs.find((doc) => doc._id === row.package_id)?.paidOut).toBe(microsToUsdt(BigInt(row.amount)));
    }

    // Obligations, today = 25 Nov. Active: B's Long (4 paid, not today: days 0-5), C's Range (5 paid, today:
    // days 1-25), D's Long (1 paid, not today: days 0-8). Uplines earn up to: A day 0 (its Short matured today,
    // paid), B day 5, C day 25; so B's level income stops with its order, A's after today.
    const trading = (day: number) =>
      (day <= 5 ? m('1.5') : 0n) + (day >= 1 && day <= 25 ? m('5') : 0n) + (day <= 8 ? m('1.5') : 0n);
    const level = (day: number) =>
      // B's profit to A (day 0); C's to B (days 1-5), to A never; D's to C (0-8), to B (0-5), to A (day 0).
      (day === 0 ? m('0.15') + m('0.045') : 0n) +
      (day >= 1 && day <= 5 ? m('0.5') : 0n) +
      (day <= 8 ? m('0.15') : 0n) +
      (day <= 5 ? m('0.075') : 0n);
    const capitalOn = (day: number) => (day === 6 || day === 9 ? m('300') : day === 26 ? m('500') : 0n);

    // What members could withdraw now: both wallets (their postings), nothing pending, A's matured Short.
    const wallets = sumOf((row) => row.member);
    const balances = wallets + m('100');
    // 2,300 deposited, 118.5 paid out, over 30 days, to the micro-USDT down; the purchases that flow would pay 5 %
    // direct income.
    const netFlowPerDay = (m('2300') - m('118.5')) / 30n;
    const directPerDay = (netFlowPerDay * 500n) / 10_000n;
    // What it holds today falls 60 short at once: the runway ends today. With deposits coming as over the last 30
    // days (a scenario), it falls short on day 9, when D's Long returns its capital.
    const reserve = balances - m('60');
    await saveSettings(t, operator, { manualReserve: microsToUsdt(reserve), manualReserveSource: 'Cold wallet' });

    const obligations = dataOf(await call(t, routes.adminReportObligations, { token: operator }));
    let cumulative = 0n;
    const expectedDays = Array.from({ length: OBLIGATION_DAYS }, (_, index) => {
      const total = trading(index) + level(index) + capitalOn(index);
      cumulative += total;
      const cover = reserve - balances - cumulative;
      return {
        day: new Date(Date.parse(`${TODAY}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
        trading: microsToUsdt(trading(index)),
        level: microsToUsdt(level(index)),
        capital: microsToUsdt(capitalOn(index)),
        total: microsToUsdt(total),
        cumulative: microsToUsdt(cumulative),
        cover: microsToUsdt(cover),
        coverWithDeposits: microsToUsdt(cover + (netFlowPerDay - directPerDay) * BigInt(index + 1)),
      };
    });
    expect(obligations.docs).toEqual(expectedDays);
    expect(obligations).toMatchObject({
      today: TODAY,
      total: { trading: 147.5, level: 4.495, capital: 1100, total: 1251.995 },
      reserve: {
        amount: microsToUsdt(reserve),
        mode: 'manual',
        source: 'Cold wallet',
        asOf: t.clock.now().toISOString(),
      },
      balances: microsToUsdt(balances),
      netFlowPerDay: 72.716666,
      directPerDay: 3.635833,
      runway: TODAY,
      runwayWithDeposits: '2026-12-04',
    });
    expect(obligations.docs[0]?.cover).toBe(-63.42);
    expect(obligations.docs[8]?.coverWithDeposits).toBeGreaterThan(0);
    expect(obligations.docs[9]?.coverWithDeposits).toBeLessThan(0);

    // Cohorts by the month joined in India: A and B in September, C on 1 October there, D and the vendor in
    // November. B and D were paid a withdrawal (D its capital); C's was rejected.
    const cohorts = dataOf(await call(t, routes.adminReportCohorts, { token: operator }));
    expect(cohorts.docs).toEqual([
      {
        month: '2026-09',
        members: 2,
        invested: 2,
        reinvested1: 0,
        reinvested3: 0,
        reinvested6: 0,
        deposited: 2,
        withdrew: 1,
      },
      {
        month: '2026-10',
        members: 1,
        invested: 1,
        reinvested1: 0,
        reinvested3: 0,
        reinvested6: 0,
        deposited: 1,
        withdrew: 0,
      },
      {
        month: '2026-11',
        members: 2,
        invested: 1,
        reinvested1: 1,
        reinvested3: 1,
        reinvested6: 0,
        deposited: 1,
        withdrew: 1,
      },
    ]);

    // Top: income ever by the members' income postings (every kind and bonuses), most first; teams by the capital
    // their three levels hold in active orders now.
    const top = dataOf(await call(t, routes.adminReportTop, { token: operator }));
    const people = [a, b, c, d];
    const earned = await queryRows<{ user_id: string; amount: string }>(
      t.ctx.db,
      sql`select a.owner_id as user_id, sum(p.amount_micros)::text as amount
          from postings p join accounts a on a.id = p.account_id join journal_entries e on e.id = p.entry_id
          where a.owner_id is not null
            and (e.kind like 'income:%' or (e.kind = 'adjustment' and e.memo ->> 'kind' = 'bonus'))
          group by 1`,
    );
    const byIncome = earned
      .map((row) => ({ id: row.user_id, amount: BigInt(row.amount) }))
      .sort((x, y) => (x.amount === y.amount ? (x.id < y.id ? -1 : 1) : x.amount > y.amount ? -1 : 1));
    const nameOf = (id: string) => people.find((person) => person.id === id);
    expect(top.income).toEqual(
      byIncome.map((row) => ({
        _id: row.id,
        fullName: nameOf(row.id)?.fullName,
        referId: nameOf(row.id)?.referId,
        income: microsToUsdt(row.amount),
      })),
    );
    expect(top.teams).toEqual([
      { _id: a.id, fullName: 'Asha Top', referId: a.referId, business: 1100, members: 3 },
      { _id: b.id, fullName: 'Bala Second', referId: b.referId, business: 800, members: 2 },
      { _id: c.id, fullName: 'Chen Third', referId: c.referId, business: 300, members: 1 },
    ]);
    expect(top.docs).toEqual([
      ...top.income.map((row, index) => ({
        _id: row._id,
        fullName: row.fullName,
        referId: row.referId,
        list: 'income',
        rank: index + 1,
        amount: row.income,
        members: null,
      })),
      ...top.teams.map((row, index) => ({
        _id: row._id,
        fullName: row.fullName,
        referId: row.referId,
        list: 'team',
        rank: index + 1,
        amount: row.business,
        members: row.members,
      })),
    ]);
  });
});

/** The flows line a posting belongs to, read by its entry's kind (the report reads accounts and the rollup). */
function ledgerLine(row: { kind: string; bonus: boolean; account: string; member: boolean }) {
  if (row.kind === 'deposit' && row.member) return 'deposits' as const;
  if (row.kind === 'withdrawal:payout' && row.account === 'platform:withdrawals-paid-out')
    return 'withdrawals' as const;
  if (row.kind === 'withdrawal:payout' && row.account === 'platform:withdrawal-fees-earned') return 'fees' as const;
  if (row.kind === 'package:fee' && row.account === 'platform:package-fees-earned') return 'fees' as const;
  if (row.kind.startsWith('income:') && row.member) {
    return row.kind.slice('income:'.length) as IncomeKind;
  }
  if (row.kind === 'adjustment' && row.bonus && row.member) return 'bonus' as const;
  return null;
}
