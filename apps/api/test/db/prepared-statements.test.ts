import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { listIncomes } from '../../src/modules/income/income-list.repository';
import { call, dataOf, signedInMember, useTestApp } from '../helper';

// On PostgreSQL every statement with parameters runs as a named statement, planned once per connection
// (src/db/prepared-statements.ts). PGlite runs in the process and has no such cost.

const t = useTestApp();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('prepared statements', () => {
  it('prepares a statement with parameters once on its connection and reuses it', async () => {
    const statements = await t.ctx.db.transaction(async (tx) => {
      for (let run = 0; run < 3; run += 1) await tx.execute(sql`select ${run}::int + 1 as next_run`);
      return queryRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements`);
    });
    expect(statements.filter((row) => row.statement.includes('as next_run'))).toHaveLength(1);
  });

  it('keeps one generic plan from the first run, never planning a named statement again for its values', async () => {
    // Left to choose, PostgreSQL planned the money path's array statements on every run (src/db/client.ts).
    const plans = await t.ctx.db.transaction(async (tx) => {
      for (let run = 0; run < 7; run += 1) {
        await tx.execute(sql`select count(*) as planned_once from unnest(${`{${run},${run + 1}}`}::int[])`);
      }
      return queryRows<{ generic_plans: string; custom_plans: string }>(
        tx,
        sql`select generic_plans, custom_plans from pg_prepared_statements where statement like '%as planned_once%'`,
      );
    });
    expect(plans.map((row) => [Number(row.generic_plans), Number(row.custom_plans)])).toEqual([[7, 0]]);
  });

  it('reads an income list in one named statement that keeps its generic plan', async () => {
    // The page, its count, totals and chart in one round trip; a page planned per call cost six times its run.
    const member = await signedInMember(t);
    const statements = await t.ctx.db.transaction(async (tx) => {
      const options = { userId: member.id, kind: 'level' as const, page: 1, today: '2026-01-01' };
      for (let run = 0; run < 7; run += 1) await listIncomes(tx, options);
      return queryRows<{ statement: string; generic_plans: string; custom_plans: string }>(
        tx,
        sql`select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%incomes%'`,
      );
    });
    expect(statements.map((row) => [Number(row.generic_plans), Number(row.custom_plans)])).toEqual([[7, 0]]);
    expect(statements[0]?.statement).toContain('income_daily');
  });

  it('answers the same as before for the member reads that use them', async () => {
    const member = await signedInMember(t);
    const first = dataOf(await call(t, routes.profile.member, { token: member.token }));
    const again = dataOf(await call(t, routes.profile.member, { token: member.token }));
    expect(again).toEqual(first);
    expect(first.email).toBe(member.email);
  });
});
