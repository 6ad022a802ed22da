import { ROLE, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query';
import { checkLedger } from '../../src/ledger/check';
import { call, createMember, operatorToken, signedInMember, useTestApp } from '../helper';

// ledger:check holds an operator's adjustments to the money they moved: a posted one has exactly its entry, of its
// amount, and nothing else does. Each case breaks one row by hand, as a faulty release or a manual edit would.

const t = useTestApp();
let operator: string;

beforeAll(async () => {
  operator = await operatorToken(t, await createMember(t, { role: ROLE.admin }));
});

async function postedAdjustment(amount: string) {
  const member = await signedInMember(t);
  const posted = await call(t, routes.adminMemberAdjust, {
    params: { _id: member.id },
    body: { wallet: 'deposit', amount, reason: 'Goodwill credit' },
    token: operator,
  });
  expect(posted.status).toBe(200);
  const [row] = await queryRows<{ id: string }>(
    t.ctx.db,
    sql`select id from balance_adjustments where user_id = ${member.id}`,
  );
  if (!row) throw new Error('no adjustment row');
  return row.id;
}

const adjustmentProblems = async () =>
  (await checkLedger(t.ctx.db)).filter((problem) => problem.rule === 'adjustment-has-its-entry');

/** Breaks one row for the length of a check, then puts it back. */
async function whileBroken(breakIt: ReturnType<typeof sql>, putBack: ReturnType<typeof sql>) {
  await t.ctx.db.execute(breakIt);
  try {
    return await adjustmentProblems();
  } finally {
    await t.ctx.db.execute(putBack);
  }
}

describe('ledger check: adjustments', () => {
  it('finds nothing wrong with posted adjustments as the console writes them', async () => {
    await postedAdjustment('25');
    expect(await checkLedger(t.ctx.db)).toEqual([]);
  });

  it('reports an adjustment whose amount differs from its entry', async () => {
    const id = await postedAdjustment('30');
    const problems = await whileBroken(
      sql`update balance_adjustments set amount_micros = 31000000 where id = ${id}`,
      sql`update balance_adjustments set amount_micros = 30000000 where id = ${id}`,
    );
    expect(problems).toEqual([{ rule: 'adjustment-has-its-entry', row: expect.objectContaining({ id }) }]);
  });

  it('reports an entry left behind by an adjustment marked rejected', async () => {
    const id = await postedAdjustment('40');
    const problems = await whileBroken(
      sql`update balance_adjustments set status = 'rejected', posted_at = null, posted_day = null where id = ${id}`,
      sql`update balance_adjustments set status = 'posted', posted_at = requested_at, posted_day = '2026-01-01'
          where id = ${id}`,
    );
    expect(problems).toEqual([
      { rule: 'adjustment-has-its-entry', row: expect.objectContaining({ id, status: 'rejected' }) },
    ]);
  });

  it('reports an adjustment entry whose adjustment is gone', async () => {
    const id = await postedAdjustment('15');
    const [entry] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`select id from journal_entries where idempotency_key = ${`adjustment:${id}`}`,
    );
    const problems = await whileBroken(
      sql`update journal_entries set idempotency_key = 'adjustment:00000000-0000-0000-0000-000000000000'
          where id = ${entry?.id}`,
      sql`update journal_entries set idempotency_key = ${`adjustment:${id}`} where id = ${entry?.id}`,
    );
    expect(problems.map((problem) => problem.row.status).sort()).toEqual(['no adjustment', 'posted']);
  });
});
