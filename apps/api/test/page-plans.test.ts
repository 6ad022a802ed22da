import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/query';
import { incomePageSql } from '../src/modules/income/income.repository';
import { teamPageSql } from '../src/modules/team/team-list.repository';
import { useTestApp } from './helper';

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
      const plan = await planOf(incomePageSql({ userId: someone, kind, page: 3 }));
      expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
      expect(plan.map((node) => node['Index Name'])).toContain(
        kind ? 'incomes_user_kind_page_idx' : 'incomes_user_page_idx',
      );
    },
  );

  it.each([1, 2, 3] as const)('a team page of level %s is read from its index without a sort', async (level) => {
    const plan = await planOf(teamPageSql({ userId: someone, level, page: 3 }));
    expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(plan.map((node) => node['Index Name'])).toContain('team_ancestors_level_idx');
  });
});
