import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

// docs/operations.md#backups: the embedded database (PGlite, one process) is backed up by the server itself, a copy
// of its data directory every BACKUP_EVERY_HOURS, the newest BACKUP_KEEP kept. On PostgreSQL, pgBackRest does it.

const NAME = /^nexatech-(\d{8}T\d{6}Z)\.tar\.gz$/;

export class BackupFileError extends Error {}

export function backupName(at: Date): string {
  return `nexatech-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar.gz`;
}

/** The backups in `dir`, newest first. */
export function listBackups(dir: string): { file: string; at: Date }[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => NAME.test(name))
    .map((name) => ({ file: path.join(dir, name), at: statSync(path.join(dir, name)).mtime }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Written beside its final name and renamed: a backup cut short by a full disk never looks complete. */
export function writeBackupFile(file: string, bytes: Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Keeps the newest `keep` backups of `dir` and deletes the rest; answers how many went. */
export function pruneBackups(dir: string, keep: number): number {
  const old = listBackups(dir).slice(keep);
  for (const backup of old) rmSync(backup.file, { force: true });
  return old.length;
}

/**
 * Reads a backup and proves it is one of this platform's, whole: gzip that inflates, a PostgreSQL data directory
 * PGlite opens, with the platform's migrations and ledger in it. Throws BackupFileError saying what is wrong.
 */
export async function readBackup(file: string): Promise<Blob> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new BackupFileError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  try {
    gunzipSync(bytes);
  } catch {
    throw new BackupFileError(`${file} is not a whole backup: it does not inflate (truncated, or not gzip).`);
  }
  const blob = new Blob([new Uint8Array(bytes)]);
  let probe: PGlite | undefined;
  try {
    probe = new PGlite({ loadDataDir: blob });
    const { rows } = await probe.query<{ migrations: number; ledger: boolean }>(
      `select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
              to_regclass('public.journal_entries') is not null as ledger`,
    );
    if (!rows[0]?.ledger || !rows[0].migrations) throw new Error('no ledger');
  } catch {
    throw new BackupFileError(`${file} is not a backup of this platform's database: it holds no migrated ledger.`);
  } finally {
    await probe?.close().catch(() => {});
  }
  return blob;
}
