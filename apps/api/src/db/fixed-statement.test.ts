import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixedStatement } from './fixed-statement';

const lateral = (userId: SQL | string, day: SQL | string) =>
  sql`lateral (select sum(amount) from income_daily where user_id = ${userId} and day = ${day} and kind = ${"it's"}) d`;
const build = (args: { userId: SQL | string; day: SQL | string }) =>
  sql`select ${sql.raw('a, b')} from users u cross join ${lateral(sql`u.id`, args.day)} where u.id = ${args.userId}
      and u.rank > ${2} and u.since < ${new Date('2026-01-01T00:00:00Z')}`;

describe('a fixed statement', () => {
  it("answers the fragments' text with their constants written in, and each argument as a parameter", () => {
    const fixed = fixedStatement<{ userId: string; day: string }>((args) => build(args));
    for (const args of [
      { userId: 'a1', day: '2026-11-26' },
      { userId: 'b2', day: '2026-11-27' },
    ]) {
      const query = fixed(args);
      expect(query.text.replace(/\s+/g, ' ')).toBe(
        "select a, b from users u cross join lateral (select sum(amount) from income_daily where user_id = u.id and day = $1 and kind = 'it''s') d where u.id = $2 and u.rank > 2 and u.since < $3",
      );
      expect(query.params).toEqual([args.day, args.userId, new Date('2026-01-01T00:00:00Z')]);
    }
  });

  it('builds its fragments once', () => {
    let builds = 0;
    const fixed = fixedStatement<{ userId: string; day: string }>((args) => {
      builds += 1;
      return build(args);
    });
    fixed({ userId: 'a', day: 'd' });
    fixed({ userId: 'b', day: 'e' });
    expect(builds).toBe(1);
  });

  it('refuses its arguments spread, which would leave no place for them in the text', () => {
    const fixed = fixedStatement<{ userId: string }>((args) => {
      const copied = { ...args };
      return sql`select ${copied.userId}`;
    });
    expect(() => fixed({ userId: 'a' })).toThrow('read by name, not spread');
  });

  it('refuses a fragment with a "$" of its own, which it could not tell from a parameter', () => {
    const fixed = fixedStatement<{ userId: string }>((args) => sql`select ${sql.raw("'$1'")}, ${args.userId}`);
    expect(() => fixed({ userId: 'a' })).toThrow('"$" outside its parameters');
  });
});
