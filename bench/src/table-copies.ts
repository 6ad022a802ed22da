import type { Pool } from './db';

// Copies of some of the app's tables in the schema `bench`, for a floor to write into: the same columns, rows, checks,
// indexes, foreign keys and triggers as the app's, so a row written there costs what it costs in the app's table,
// while the app's own tables (and the books its checks read at the end) are left alone. The settlement's floor and
// the money path's floors each have their own set (`bench.floor_*`, `bench.money_*`).

/** The copy of `table` under `prefix`: `bench.<prefix><table>`. */
export function copyName(prefix: string, table: string): string {
  return `bench.${prefix}${table}`;
}

/**
 * Copies `tables` with their rows, then their indexes (built after the rows: faster than maintained), foreign keys
 * (onto the copies where the referenced table is copied too, else onto the app's table; NOT VALID, since the copied
 * rows were checked where they came from) and triggers. Serial ids draw from a sequence of the copies' own, far above
 * the app's, so the app's sequences do not move.
 */
export async function copyTables(db: Pool, prefix: string, tables: readonly string[]) {
  const sequence = `bench.${prefix}ids`;
  await db.query(`create sequence ${sequence} start with 1000000000000`);
  for (const table of tables) {
    const copy = copyName(prefix, table);
    await db.query(`create table ${copy} (like public.${table} including defaults including constraints)`);
    await db.query(`insert into ${copy} select * from public.${table}`);
    const { rows } = await db.query<{ def: string }>(
      `select pg_get_indexdef(indexrelid) as def from pg_index where indrelid = $1::regclass`,
      [`public.${table}`],
    );
    // Index names are per schema: each set of copies names its indexes after itself.
    for (const { def } of rows) {
      await db.query(
        def
          .replace(/^(CREATE (?:UNIQUE )?INDEX )(\w+)/, `$1${prefix}$2`)
          .replace(` ON public.${table} `, ` ON ${copy} `),
      );
    }
    const serial = await db.query<{ column: string }>(
      `select column_name as column from information_schema.columns
       where table_schema = 'public' and table_name = $1 and column_default like 'nextval(%'`,
      [table],
    );
    for (const { column } of serial.rows) {
      await db.query(`alter table ${copy} alter column ${column} set default nextval('${sequence}')`);
    }
    await db.query(`analyze ${copy}`);
  }
  for (const table of tables) {
    const copy = copyName(prefix, table);
    const { rows } = await db.query<{ name: string; def: string }>(
      `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = $1::regclass and contype = 'f'`,
      [`public.${table}`],
    );
    for (const { name, def } of rows) {
      const target = def.replace(/REFERENCES (?:public\.)?(\w+)\(/, (_, referenced: string) =>
        tables.includes(referenced)
          ? `REFERENCES ${copyName(prefix, referenced)}(`
          : `REFERENCES public.${referenced}(`,
      );
      await db.query(`alter table ${copy} add constraint ${name} ${target} not valid`);
    }
    const triggers = await db.query<{ def: string }>(
      `select pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = $1::regclass and not tgisinternal`,
      [`public.${table}`],
    );
    for (const { def } of triggers.rows) {
      await db.query(def.replace(/ ON (?:public\.)?\w+ /, ` ON ${copy} `));
    }
  }
}
