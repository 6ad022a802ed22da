import { earningKind, incomeKind } from '@app/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/client';
import { queryRows } from '../../src/db/query';
import { incomePageSql, listIncomes } from '../../src/modules/income/income-list.repository';
import { teamPageSql } from '../../src/modules/team/team-list.repository';
import { signedInMember, useTestApp } from '../helper';

const t = useTestApp();
const someone = '00000000-0000-4000-8000-000000000001';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/**
 * The plan of a page query with scans and sorts priced out of reach: a page whose ORDER BY matches its index
 * needs neither (a leader's page then reads ten entries); one whose order differs, even only in where NULLs go,
 * keeps a Sort over every row of the member (seen in the benchmark: one second for a leader's income list).
 */
async function planOf(query: SQL | SQLWrapper) {
  return t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      tx,
      sql`explain (format json) ${query}`,
    );
    const raw = row?.['QUERY PLAN'];
    const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
    return nodes(parsed?.[0]?.Plan as PlanNode);
  });
}

describe('page queries read their index in order', () => {
  it.each([undefined, 'level'] as const)(
    'an income page (kind %s) is read from its index without a sort',
    async (kind) => {
      const plan = await planOf(incomePageSql({ userId: someone, kinds: kind ? [kind] : incomeKind.options, page: 3 }));
      expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
      expect(plan.map((node) => node['Index Name'])).toContain('incomes_user_kind_page_idx');
    },
  );

  it('a page of all income merges the bonuses from their own index, without a sort', async () => {
    const plan = await planOf(incomePageSql({ userId: someone, kinds: earningKind.options, page: 3 }));
    expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(plan.map((node) => node['Index Name'])).toEqual(
      expect.arrayContaining(['incomes_user_kind_page_idx', 'balance_adjustments_bonus_idx']),
    );
  });

  it.each([1, 2, 3] as const)('a team page of level %s is read from its index without a sort', async (level) => {
    const plan = await planOf(teamPageSql({ userId: someone, level, page: 3 }));
    expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(plan.map((node) => node['Index Name'])).toContain('team_ancestors_level_idx');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the one plan an income page keeps', () => {
  // Incomes written straight into the table, with no ledger behind them: only their plan is under test.
  const own = useTestApp({ expectLedgerClean: false });
  let leader: { id: string };

  beforeAll(async () => {
    leader = await signedInMember(own);
    await own.ctx.db.execute(
      sql`insert into incomes (user_id, kind, amount_micros, level, order_day, order_days, day, base_micros, rate_bp,
                               entry_id, idempotency_key, created_at)
          select ${leader.id}, case when n % 2 = 0 then 'level' else 'trading' end, 1000, 1, 1, 30, '2026-01-01',
                 100000, 100, gen_random_uuid(), 'plan-' || n, now() - n * interval '1 minute'
          from generate_series(1, 400) n`,
    );
  });

  // A named statement keeps one generic plan, costed for the average member. Costed so, with the visibility map
  // not yet set (no VACUUM since the incomes arrived), fetching every row and sorting them won, or reading all of
  // the member's incomes to keep those of one kind, and a leader's page went through its whole history.
  it.each([
    [undefined, 1],
    ['level', 1],
    [undefined, 4],
    ['level', 4],
    ['level', 16],
  ] as const)(
    "reads a leader's page (kind %s) from its index, in a table whose members have %s incomes on average",
    async (kind, perMember) => {
      await own.ctx.db.execute(
        sql.raw(`alter table incomes alter column user_id set (n_distinct = ${-1 / perMember})`),
      );
      await own.ctx.db.execute(sql`analyze incomes`);
      const plan = await loggedPlan(own, (db) =>
        listIncomes(db, { userId: leader.id, kind, page: 2, today: '2026-01-01' }),
      );
      expect(plan).toMatch(/Index Only Scan using incomes_user_kind_page_idx/);
      // A Sort node over the member's incomes; a Merge Append of the kinds' index reads names its key too.
      expect(plan).not.toMatch(/-> {2}Sort {2}\(.*\n\s*Sort Key: incomes\.created_at/);
      expect(plan).not.toMatch(/Bitmap Heap Scan on incomes|Filter: \(kind/);
    },
  );
});

/** What auto_explain logs of the statements `run` sends, on a connection made and set up as the server's are. */
async function loggedPlan(on: typeof t, run: (db: Queryable) => Promise<unknown>): Promise<string> {
  const client = await (on.ctx.db as unknown as { $client: pg.Pool }).$client.connect();
  const plans: string[] = [];
  try {
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    await client.query("load 'auto_explain'");
    await client.query('set auto_explain.log_min_duration = 0');
    await client.query('set auto_explain.log_level = notice');
    await run(drizzle(client));
  } finally {
    // The connection carries auto_explain now: closed, not returned to the pool.
    client.release(true);
  }
  return plans.join('\n');
}
