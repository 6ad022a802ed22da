import { is, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Statement } from './query';

// A read that every member screen makes is built from SQL fragments (laterals, column lists) that never change, only
// its parameters do. Drizzle walks the fragments again on every call, and the prepared statement's name is hashed
// from the text it gives: a quarter of the server's CPU on the dashboard (docs/decisions/024-read-figures.md). A
// fixed statement is built once, with a placeholder for each argument, into its text (the fragments' constants
// written into it as literals) and the arguments' places; a call answers that text with the arguments in their
// places, for queryRows to send as it is (db/query.ts).

const dialect = new PgDialect();

type Args = Record<string, unknown>;
interface Built {
  /** The statement's text, its parameters numbered. */
  text: string;
  /** Each parameter: an argument's name, or a value the fragments fixed. */
  params: ({ arg: string } | { value: unknown })[];
}

/** A value the fragments fixed, as an SQL literal when it is one of the plain kinds; undefined otherwise. */
function literal(value: unknown): string | undefined {
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  if (typeof value === 'bigint' || (typeof value === 'number' && Number.isFinite(value))) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}

function flatten(statement: SQL): Built {
  const query = dialect.sqlToQuery(statement);
  const between = query.sql.split(/\$\d+/);
  if (between.length !== query.params.length + 1) {
    throw new Error('a fixed statement holds "$" outside its parameters');
  }
  // Values the fragments fixed go into the text, so a call passes only the arguments' uses.
  let text = between[0] ?? '';
  const params: Built['params'] = [];
  query.params.forEach((param, index) => {
    const next = between[index + 1] ?? '';
    const fixed = is(param, Placeholder) ? undefined : literal(param);
    if (fixed !== undefined) {
      text += fixed + next;
      return;
    }
    params.push(is(param, Placeholder) ? { arg: (param as Placeholder).name } : { value: param });
    text += `$${params.length}${next}`;
  });
  return { text, params };
}

/**
 * `build` receives a placeholder per argument name and answers the statement; it runs once. The function returned
 * answers the statement for given arguments, as `build` would have with them in place.
 */
export function fixedStatement<A extends Args>(build: (args: { [K in keyof A]: SQL }) => SQL): (args: A) => Statement {
  let built: Built | undefined;
  const placeholders = new Proxy({} as { [K in keyof A]: SQL }, {
    get: (_target, name) => sql`${sql.placeholder(String(name))}`,
    // Spread, the arguments would be no places at all: the text would be built with nothing where each one goes.
    ownKeys: () => {
      throw new Error("a fixed statement's arguments are read by name, not spread");
    },
  });
  return (args) => {
    built ??= flatten(build(placeholders));
    return { text: built.text, params: built.params.map((param) => ('arg' in param ? args[param.arg] : param.value)) };
  };
}
