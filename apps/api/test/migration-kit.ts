import { readdirSync, readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

// A migration's test: a database at the migrations before it, rows as a platform of that time wrote them, then
// the rest of the migrations over them, as a deployed server applies them at start.
const folder = new URL('../src/db/migrations/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();

async function apply(client: PGlite, name: string) {
  for (const statement of readFileSync(new URL(name, folder), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await client.exec(statement);
  }
}

function indexOf(prefix: string): number {
  const index = files.findIndex((name) => name.startsWith(prefix));
  if (index < 0) throw new Error(`no migration ${prefix}`);
  return index;
}

/** Applies every migration before the one whose file name starts with `prefix` (e.g. `0026_`). */
export async function migrateUpTo(client: PGlite, prefix: string) {
  for (const name of files.slice(0, indexOf(prefix))) await apply(client, name);
}

/** Applies the migration starting with `prefix` and every one after it. */
export async function migrateFrom(client: PGlite, prefix: string) {
  for (const name of files.slice(indexOf(prefix))) await apply(client, name);
}

/** A user row as every migration since the first knows it; its id. */
export async function insertUser(client: PGlite, options: { name: string; role: string }) {
  const { rows } = await client.query<{ id: string }>(
    `insert into users (full_name, email, password_hash, role, refer_id) values ($1, $2, 'x', $3, $1) returning id`,
    [options.name, `${options.name}@example.test`, options.role],
  );
  return rows[0]?.id ?? '';
}
