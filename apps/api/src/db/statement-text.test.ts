import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users, withdrawals } from './schema';
import { statementText } from './statement-text';

const dialect = new PgDialect();

function drizzles(query: ReturnType<typeof sql>) {
  const built = dialect.sqlToQuery(query);
  return { text: built.sql, params: built.params };
}

describe('statement text', () => {
  it('writes what Drizzle writes for text, values, lists, nested fragments, names, tables and columns', () => {
    const when = new Date('2026-11-28T00:00:00Z');
    const inner = sql`select ${users.id} from ${users} where ${users.email} = ${'a@b.c'} and ${users.createdAt} < ${when}`;
    const query = sql`with picked as (${inner}) select ${sql.identifier('odd"name')}, ${sql.raw('1')}
      from ${withdrawals} where ${eq(withdrawals.userId, 'u-1')} and ${withdrawals.status} in ${['pending', 'paid']}
      and amount_micros > ${10n} and note is ${null} ${undefined} and ids = ${sql`${[1, 2]}::int[]`}`;
    const built = statementText(query);
    expect(built).toEqual(drizzles(query));
    expect(built?.params).toEqual(['a@b.c', when, 'u-1', 'pending', 'paid', 10n, null, 1, 2]);
  });

  it('leaves to Drizzle what it does not write: inlined parameters, placeholders', () => {
    expect(statementText(sql`select ${sql.placeholder('x')}`)).toBeUndefined();
    expect(statementText(sql`select ${'a'}`.inlineParams())).toBeUndefined();
  });
});
