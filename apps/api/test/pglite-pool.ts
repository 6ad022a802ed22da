import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject as provided } from 'vitest';
import { openDatabase } from '../src/db/client';

// Starting an embedded database from the migrated dump costs 0.4-0.9 s, emptying one a test file is done with about
// 0.05 s: a test process keeps the databases its files closed and hands them, emptied back to the migrated state, to
// the next file (docs/decisions/023-test-speed.md). A database whose schema a test changed is not handed on.

const idle: PGlite[] = [];
let templateDump: Promise<Blob | undefined> | undefined;
let templateShape: string | undefined;

/** The migrated database test/global-setup.ts dumped, read once per test process. */
function pgliteTemplate(): Promise<Blob | undefined> {
  templateDump ??= (async () => {
    const file = provided('pgliteTemplatePath');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return templateDump;
}

/** An embedded database as freshly migrated: one a finished test file gave back, or a new one from the dump. */
export async function takeMigratedPglite(): Promise<PGlite> {
  const reused = idle.pop();
  if (reused) return reused;
  const dump = await pgliteTemplate();
  const client = new PGlite({ loadDataDir: dump });
  // A run without test/global-setup.ts (the fuzz suite's) has no dump: the new database is migrated here.
  if (!dump) await openDatabase({ pgliteClient: client }).migrate();
  templateShape ??= await shapeOf(client);
  return client;
}

/** Empties a database a test file is done with and keeps it for the next, or closes it if its schema changed. */
export async function giveBackPglite(client: PGlite): Promise<void> {
  try {
    await emptyToMigrated(client);
    if ((await shapeOf(client)) === templateShape) {
      idle.push(client);
      return;
    }
  } catch {
    // A database that cannot be emptied is not handed on.
  }
  await client.close();
}

async function emptyToMigrated(client: PGlite) {
  await client.exec('rollback');
  const { rows } = await client.query<{ tables: string | null; sequences: string | null }>(
    `select (select string_agg(format('%I.%I', schemaname, tablename), ', ') from pg_tables
              where schemaname = 'public') as tables,
            (select string_agg(format('alter sequence %I.%I restart;', schemaname, sequencename), ' ')
               from pg_sequences where schemaname = 'public') as sequences`,
  );
  const { tables, sequences } = rows[0] ?? {};
  // The audit log refuses a truncate by trigger; a replica's session fires no triggers.
  await client.exec(
    `set session_replication_role = replica;
     ${tables ? `truncate ${tables} restart identity cascade;` : ''}
     ${sequences ?? ''}
     set session_replication_role = origin;`,
  );
  await client.exec('discard all');
}

/** The public schema's tables, columns, constraints, triggers and functions, as one digest. */
async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(
    `select md5(concat_ws('|',
       (select string_agg(relname || relkind::text, ',' order by relname) from pg_class
         where relnamespace = 'public'::regnamespace),
       (select string_agg(c.relname || '.' || attname || atttypid::text || attnotnull::text, ',' order by c.relname, attnum)
          from pg_attribute a join pg_class c on c.oid = a.attrelid
         where c.relnamespace = 'public'::regnamespace and attnum > 0 and not attisdropped),
       (select string_agg(conname || md5(pg_get_constraintdef(oid)), ',' order by conname) from pg_constraint
         where connamespace = 'public'::regnamespace),
       (select string_agg(tgname || tgenabled::text, ',' order by tgname) from pg_trigger t
          join pg_class c on c.oid = t.tgrelid where c.relnamespace = 'public'::regnamespace),
       (select string_agg(proname || md5(prosrc), ',' order by proname) from pg_proc
         where pronamespace = 'public'::regnamespace),
       (select count(*)::text from drizzle.__drizzle_migrations))) as shape`,
  );
  return rows[0]?.shape ?? '';
}

/**
 * An embedded database's data directory, migrated, for a test that runs the command-line tools or the server as a
 * process: written from the dump in about 1.5 s, where a new directory's initdb and migrations take 5-9 s.
 */
export async function migratedDataDir(pgliteDir: string): Promise<void> {
  await mkdir(path.dirname(pgliteDir), { recursive: true });
  const client = new PGlite({ dataDir: pgliteDir, loadDataDir: await pgliteTemplate() });
  await client.close();
}
