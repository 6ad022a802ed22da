import type { PgDialect } from 'drizzle-orm/pg-core';
import type { TestContext } from './helper';

/**
 * Runs `between` once (or before each of the next `times` such statements), just before the next statement whose text
 * contains `marker` is sent on the app's handle: what another request does between a money call's read and its one
 * statement. Everything still goes to the real database; only the timing is arranged. `seen.statements` counts the
 * statements with the marker (those `between` sends included).
 */
export function beforeNextStatement(t: TestContext, marker: string, between: () => Promise<unknown>, times = 1) {
  const db = t.ctx.db;
  const execute = db.execute.bind(db);
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const seen = { statements: 0, ran: 0 };
  db.execute = (async (query: Parameters<typeof execute>[0]) => {
    const text = typeof query === 'string' ? query : dialect.sqlToQuery(query.getSQL()).sql;
    if (text.includes(marker)) {
      seen.statements += 1;
      if (seen.ran < times) {
        seen.ran += 1;
        await between();
      }
    }
    return execute(query);
  }) as typeof db.execute;
  return {
    seen,
    restore: () => {
      db.execute = execute;
    },
  };
}
