import { isDeepStrictEqual } from 'node:util';
import { DrizzleQueryError, is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Queryable } from './client';
import { statementText } from './statement-text';

// Raw SQL goes to the driver itself: its rows need no mapping, and a fixed statement (db/fixed-statement.ts) arrives
// as text already built, which `db.execute` would walk as Drizzle fragments again on every call. Measured on the
// dashboard and profile reads (quick benchmark, same machine): 0.41 to 0.50 and 0.49 to 0.55 of /readyz at 10
// clients. The driver is the one Drizzle holds, pool or transaction's connection, with the same wrappers
// (db/prepared-statements.ts, db/request-deadline.ts), the same type parsers, and the same error wrapping.

const dialect = new PgDialect();

/** A statement as PostgreSQL receives it. `text` is the same for every call where only the parameters change. */
export interface Statement {
  text: string;
  params: unknown[];
}

// Dates, times and intervals stay the strings PostgreSQL sends, as Drizzle's `execute` leaves them: the callers
// parse what they read. The type ids of timestamp, timestamptz, date, interval and their arrays, and numeric[].
const RAW_TYPE_IDS = [1114, 1184, 1082, 1186, 1115, 1185, 1182, 1187, 1231];
const raw = (value: string) => value;

interface PgDriver {
  query(config: { text: string; types: unknown }, values: unknown[]): Promise<{ rows: unknown[] }>;
}
interface PgliteDriver {
  query(
    text: string,
    params: unknown[],
    options: { rowMode: 'object'; parsers: unknown },
  ): Promise<{ rows: unknown[] }>;
}

const keptRaw = new Set(RAW_TYPE_IDS);
const pgTypes = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    keptRaw.has(id) ? raw : pg.types.getTypeParser(id, format ?? 'text'),
};
const pgliteOptions = { rowMode: 'object' as const, parsers: Object.fromEntries(RAW_TYPE_IDS.map((id) => [id, raw])) };

function runOnDriver(db: Queryable, statement: Statement): Promise<{ rows: unknown[] }> {
  const { session } = (db as unknown as { _: { session: object } })._;
  const { client } = session as { client: unknown };
  if (is(session, PgliteSession)) {
    return (client as PgliteDriver).query(statement.text, statement.params, pgliteOptions);
  }
  return (client as PgDriver).query({ text: statement.text, types: pgTypes }, statement.params);
}

/** Drizzle's own text and parameters of raw SQL. */
function drizzleStatement(query: SQL): Statement {
  const built = dialect.sqlToQuery(query);
  return { text: built.sql, params: built.params };
}

// Under the test suite every statement is built both ways, and a difference fails the statement.
const compareWithDrizzle = process.env.VITEST !== undefined;

/** The text and parameters of raw SQL built with Drizzle's `sql` (db/statement-text.ts, else Drizzle's). */
export function statementOf(query: SQL): Statement {
  const built = statementText(query);
  if (!built) return drizzleStatement(query);
  if (compareWithDrizzle) {
    const expected = drizzleStatement(query);
    if (expected.text !== built.text || !isDeepStrictEqual(expected.params, built.params)) {
      throw new Error(`statement-text.ts wrote another statement than Drizzle:\n${built.text}\n---\n${expected.text}`);
    }
  }
  return built;
}

/** Runs raw SQL and answers its rows. */
export async function queryRows<Row>(db: Queryable, query: SQL | Statement): Promise<Row[]> {
  const statement =
    'text' in query && typeof query.text === 'string' ? (query as Statement) : statementOf(query as SQL);
  try {
    const result = await runOnDriver(db, statement);
    return result.rows as Row[];
  } catch (error) {
    throw new DrizzleQueryError(statement.text, statement.params, error as Error);
  }
}
