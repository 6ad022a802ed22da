import { Column, entityKind, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';

// The text and parameters of raw SQL, as Drizzle's PgDialect.sqlToQuery writes them, for the kinds of fragment our
// statements are made of: text, nested SQL, values, lists, parameters with their encoders, tables, columns and names.
// Drizzle tries each fragment against a dozen kinds, each by walking its class's prototypes: in a profile of the
// withdrawal verify, Drizzle's code was a fifth of the server's CPU and that test (`is`) 7.8 %. Anything else (a
// view, a subquery, inlined parameters, a placeholder, a column named by its key) answers undefined, and the caller
// asks Drizzle itself. The test suite builds every statement both ways and compares them (db/query.ts).

const IS_ALIAS = Symbol.for('drizzle:IsAlias');
const SCHEMA = Symbol.for('drizzle:Schema');
const NAME = Symbol.for('drizzle:Name');

const escapeName = (name: string) => `"${name.replace(/"/g, '""')}"`;

class Unsupported extends Error {}

interface Built {
  text: string;
  params: unknown[];
}

function tableName(table: Record<symbol, unknown>): string {
  const schema = table[SCHEMA] as string | undefined;
  const name = escapeName(table[NAME] as string);
  return schema === undefined || table[IS_ALIAS] ? name : `${escapeName(schema)}.${name}`;
}

/** A value Drizzle would pass as a parameter: not one of its own kinds of object. */
function isPlainValue(chunk: unknown): boolean {
  // A function is an enum, or something Drizzle would try as one.
  if (typeof chunk === 'function') return false;
  if (chunk === null || typeof chunk !== 'object') return true;
  const kind = (chunk as { constructor?: unknown }).constructor;
  return !(typeof kind === 'function' && entityKind in kind);
}

function walk(chunk: unknown, built: Built): void {
  if (chunk instanceof StringChunk) {
    built.text += chunk.value.join('');
  } else if (chunk === undefined) {
    // Drizzle writes nothing for it.
  } else if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw new Unsupported();
    for (const inner of chunk.queryChunks) walk(inner, built);
  } else if (Array.isArray(chunk)) {
    built.text += '(';
    chunk.forEach((item, index) => {
      if (index > 0) built.text += ', ';
      walk(item, built);
    });
    built.text += ')';
  } else if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) throw new Unsupported();
    const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (mapped instanceof SQL) walk(mapped, built);
    else if (isPlainValue(mapped)) {
      built.params.push(mapped);
      built.text += `$${built.params.length}`;
    } else throw new Unsupported();
  } else if (chunk instanceof Name) {
    built.text += escapeName(chunk.value);
  } else if (chunk instanceof Column) {
    if (chunk.keyAsName) throw new Unsupported();
    built.text += `${tableName(chunk.table as unknown as Record<symbol, unknown>)}.${escapeName(chunk.name)}`;
  } else if (chunk instanceof Table) {
    built.text += tableName(chunk as unknown as Record<symbol, unknown>);
  } else if (isPlainValue(chunk)) {
    built.params.push(chunk);
    built.text += `$${built.params.length}`;
  } else {
    throw new Unsupported();
  }
}

/** `query`'s text and parameters, or undefined where it holds a fragment of a kind not written here. */
export function statementText(query: SQL): Built | undefined {
  const built: Built = { text: '', params: [] };
  try {
    walk(query, built);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  return built;
}
