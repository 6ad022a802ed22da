import type { IncomeKind } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/query';
import { incomesBefore, listAllIncome, listIncomes } from '../../../src/modules/income/income-list.repository';
import { signedInMember, useTestApp } from '../../helper';

// A page of all kinds merges the four kinds' reads (income.repository.ts). Its rows must be the member's incomes in
// one order, newest first, ties in time broken by id, with no row on two pages and none left out.
// Incomes written straight into the tables, with no ledger behind them: only the pages are under test.
const t = useTestApp({ expectLedgerClean: false });
const KINDS: IncomeKind[] = ['trading', 'level', 'direct', 'reward'];
let memberId: string;

beforeAll(async () => {
  memberId = (await signedInMember(t)).id;
  // 47 incomes, the kinds unevenly mixed in time, every third pair at the same instant.
  await t.ctx.db.execute(
    sql`insert into incomes (user_id, kind, amount_micros, level, order_day, order_days, rank, day, base_micros,
                             rate_bp, entry_id, idempotency_key, created_at)
        select ${memberId}, (array['trading', 'level', 'direct', 'reward'])[1 + (n * 7 % 11) % 4], n * 1000, 1, 1,
               30, 2, '2026-01-0' || (1 + n % 5), 100000, 100, gen_random_uuid(), 'pages-' || n,
               timestamptz '2026-01-06' - (n - n % 3) * interval '1 minute'
        from generate_series(1, 47) n`,
  );
  await t.ctx.db.execute(
    sql`insert into income_daily (user_id, kind, day, amount_micros, income_count)
        select user_id, kind, day, sum(amount_micros), count(*) from incomes where user_id = ${memberId}
        group by user_id, kind, day`,
  );
  await t.ctx.db.execute(
    sql`insert into income_totals (user_id, kind, amount_micros, income_count)
        select user_id, kind, sum(amount_micros), count(*) from incomes where user_id = ${memberId}
        group by user_id, kind`,
  );
});

async function allPages(kind?: IncomeKind) {
  const pages = [];
  for (let page = 1; page <= 6; page += 1) {
    pages.push(await listIncomes(t.ctx.db, { userId: memberId, kind, page, today: '2026-01-05' }));
  }
  return pages;
}

describe('income pages', () => {
  it.each([undefined, ...KINDS])('pages the incomes of kind %s in one order, each once', async (kind) => {
    const expected = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from incomes where user_id = ${memberId} ${kind ? sql`and kind = ${kind}` : sql``}
          order by created_at desc, id desc`,
    );
    const pages = await allPages(kind);
    expect(pages.flatMap((page) => page.docs.map((row) => row._id))).toEqual(expected.map((row) => row.id));
    expect(pages.map((page) => page.docs.length).filter((length) => length > 10)).toEqual([]);
    expect(pages[0]?.totalDocs).toBe(expected.length);
    expect(pages[0]?.totalPages).toBe(Math.max(1, Math.ceil(expected.length / 10)));
  });

  it('answers the rows with their time in UTC to the millisecond, newest first', async () => {
    const [first] = await allPages();
    expect(first?.docs[0]?.createdAt).toBe('2026-01-06T00:00:00.000Z');
    expect(first?.docs.map((row) => row.createdAt)).toEqual(
      [...(first?.docs ?? [])]
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
  });

  it('adds up the totals and the chart from the daily rollup', async () => {
    const [first] = await allPages();
    const sum = (47 * 48) / 2;
    expect(first?.totalAmount).toBe(sum / 1000);
    expect(first?.daily.at(-1)).toEqual({ day: '2026-01-05', amount: expect.any(Number) });
    expect(first?.daily.reduce((total, day) => total + day.amount, 0)).toBeCloseTo(sum / 1000, 6);
    expect(first?.todayAmount).toBe(first?.daily.at(-1)?.amount);
  });

  it("reads every income by key in batches of any size, in the pages' order, each once", async () => {
    // Times the database holds to the microsecond, beyond what a row's ISO time says: the key must keep them.
    await t.ctx.db.execute(
      sql`insert into incomes (user_id, kind, amount_micros, level, order_day, order_days, rank, day, base_micros,
                               rate_bp, entry_id, idempotency_key, created_at)
          select ${memberId}, 'trading', 5, 1, 1, 30, 2, '2026-01-06', 100000, 100, gen_random_uuid(), 'micro-' || n,
                 timestamptz '2026-01-06 00:00:00.000100' + n * interval '1 microsecond'
          from generate_series(1, 3) n`,
    );
    const paged = [];
    for (let page = 1; page <= 6; page += 1) {
      paged.push(...(await listAllIncome(t.ctx.db, { userId: memberId, page, today: '2026-01-05' })).docs);
    }
    for (const limit of [1, 4, 10, 100]) {
      const read = [];
      for (let batch = await incomesBefore(t.ctx.db, { userId: memberId, before: null, limit }); ; ) {
        read.push(...batch.rows);
        if (!batch.next) break;
        batch = await incomesBefore(t.ctx.db, { userId: memberId, before: batch.next, limit });
      }
      expect({ limit, ids: read.map((row) => row._id) }).toEqual({ limit, ids: paged.map((row) => row._id) });
      expect(read).toEqual(paged);
    }
    expect(paged).toHaveLength(50);
  });
});
