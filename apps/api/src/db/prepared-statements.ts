import { createHash } from 'node:crypto';
import pg from 'pg';

// PostgreSQL plans every unnamed statement again on each execution; for the member reads, planning the joins cost
// five times what running them did (0.3 ms against 0.05 ms, measured on the benchmark's data). A named statement
// is parsed once per connection and, after a few runs, keeps a generic plan. Every statement with parameters gets
// a name derived from its text, so the same text always finds its prepared statement on that connection.
// Statements without parameters (BEGIN, COMMIT, migrations' multi-statement scripts) stay unnamed.
//
// A generic plan is one plan for every member, costed for the average one. Where a few members hold far more
// rows than the rest (a leader's level incomes), the average member's cheapest plan (fetch all, then sort) reads a
// leader's whole history on each page: such a statement starts with PLANNED_PER_CALL and is planned for the values
// it is given. Unnamed is not enough: with plan_cache_mode=force_generic_plan (db/client.ts) PostgreSQL plans even
// an unnamed statement generically. So its values go into its text as quoted literals, which PostgreSQL types from
// their context exactly as it types parameters sent as text, and a statement without parameters has only the one
// plan, made for those values.
export const PLANNED_PER_CALL = '/* planned per call */';

const PARAMETER = /\$(\d+)(?!\d)/g;

/**
 * A PLANNED_PER_CALL statement with its values in its text. Only plain values: a statement planned per call reads
 * ids, kinds and page numbers, and anything else (a date, an array, bytes) would need the driver's own conversion.
 */
export function withValuesInline(text: string, values: readonly unknown[]): string {
  return text.replace(PARAMETER, (_match, digits: string) => {
    const index = Number(digits) - 1;
    if (index >= values.length) throw new Error(`statement names $${digits} of ${values.length} values`);
    const value = values[index];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
      return pg.escapeLiteral(String(value));
    }
    throw new Error(`a statement planned per call takes text or numbers, not ${typeof value}`);
  });
}

const MAX_NAMES = 2_000;
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text: string; name?: string; values?: unknown[] };

/** Makes `client` send each parameterised statement as a named (prepared) one. */
export function prepareNamedStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (config && typeof config === 'object' && !(config as QueryConfigLike).name) {
      const params = Array.isArray(values) ? values : (config as QueryConfigLike).values;
      const { text } = config as QueryConfigLike;
      if (params && params.length > 0 && typeof text === 'string') {
        if (text.startsWith(PLANNED_PER_CALL)) {
          return query({ ...(config as object), text: withValuesInline(text, params), values: [] }, [], callback);
        }
        return query({ ...(config as object), name: statementName(text) }, values, callback);
      }
    }
    return query(config, values, callback);
  };
}
