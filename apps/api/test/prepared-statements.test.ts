import { routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PLANNED_PER_CALL, withValuesInline } from '../src/db/prepared-statements';
import { queryRows } from '../src/db/query';
import { listIncomes } from '../src/modules/income/income.repository';
import { call, dataOf, signedInMember, useTestApp } from './helper';

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

  it('plans the income page for the member it reads, and still prepares the rollup beside it', async () => {
    // A generic plan costed for a member with a few level incomes sorted a leader's whole history for each page.
    const member = await signedInMember(t);
    const statements = await t.ctx.db.transaction(async (tx) => {
      const options = { userId: member.id, kind: 'level' as const, page: 1, today: '2026-01-01' };
      for (let run = 0; run < 7; run += 1) await listIncomes(tx, options);
      return queryRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements`);
    });
    expect(statements.filter((row) => row.statement.includes('with page_rows'))).toEqual([]);
    expect(statements.filter((row) => row.statement.includes('sum(income_count)'))).toHaveLength(1);
  });

  it('plans the income page for the values it is given, though named statements keep generic plans', async () => {
    // force_generic_plan also made PostgreSQL plan the unnamed page generically: a leader's page sorted its whole
    // level history again. The plan auto_explain reports must name the member, not a parameter.
    const member = await signedInMember(t);
    // The handle's own pool (drizzle's `$client`), so the connection is made and set up as the server's are.
    const client = await (t.ctx.db as unknown as { $client: pg.Pool }).$client.connect();
    const plans: string[] = [];
    try {
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.query("load 'auto_explain'");
      await client.query('set auto_explain.log_min_duration = 0');
      await client.query('set auto_explain.log_level = notice');
      const options = { userId: member.id, kind: 'level' as const, page: 1, today: '2026-01-01' };
      await listIncomes(drizzle(client), options);
    } finally {
      // The connection carries auto_explain now: closed, not returned to the pool.
      client.release(true);
    }
    const page = plans.find((plan) => plan.includes('with page_rows'));
    expect(page).toContain(`'${member.id}'`);
    expect(page).not.toMatch(/\$\d/);
  });

  it('puts only plain values into a statement planned per call, quoted', () => {
    expect(withValuesInline(`${PLANNED_PER_CALL} select $1, $2, $10`, ["o'k", 3, null, 4, 5, 6, 7, 8, 9, 10n])).toBe(
      `${PLANNED_PER_CALL} select 'o''k', '3', '10'`,
    );
    expect(withValuesInline('select $1', ['a\\b'])).toBe("select  E'a\\\\b'");
    expect(() => withValuesInline('select $1', [new Date()])).toThrow(/text or numbers/);
    expect(() => withValuesInline('select $2', ['x'])).toThrow(/names \$2 of 1/);
  });

  it('answers the same as before for the member reads that use them', async () => {
    const member = await signedInMember(t);
    const first = dataOf(await call(t, routes.profile.member, { token: member.token }));
    const again = dataOf(await call(t, routes.profile.member, { token: member.token }));
    expect(again).toEqual(first);
    expect(first.email).toBe(member.email);
  });
});
