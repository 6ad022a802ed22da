import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBackups } from '../../src/backup/backup-schedule';
import { listBackups } from '../../src/backup/embedded-backup';
import { openDatabase } from '../../src/db/client';
import { lockDataDir } from '../../src/db/data-dir-lock';
import { settings } from '../../src/db/schema';
import { backupFigures } from '../../src/metrics/backup-metrics';
import { ensureSettingDefaults } from '../../src/modules/settings/settings.service';
import { migratedDataDir } from '../pglite-pool';

// docs/operations.md#backups: the embedded database's backups, and `npm run backup` / `npm run restore` as a
// newcomer runs them, child processes on a data directory of their own.

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
let root: string;
let dataDir: string;
const pgliteDir = () => path.join(dataDir, 'pglite');
const quiet = () => {};
const silent = { info: quiet, warn: quiet, error: quiet, debug: quiet } as unknown as FastifyBaseLogger;

async function cli(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'development' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** The marker setting's value in the data directory, read with the directory closed again after. */
async function marker(): Promise<unknown> {
  const database = openDatabase({ dataDir: pgliteDir() });
  try {
    const [row] = await database.db.select().from(settings).where(eq(settings.key, 'backupMarker'));
    return row?.value ?? null;
  } finally {
    await database.close();
  }
}

async function setMarker(value: string) {
  const database = openDatabase({ dataDir: pgliteDir() });
  try {
    await database.migrate();
    await ensureSettingDefaults(database.db);
    await database.db
      .insert(settings)
      .values({ key: 'backupMarker', value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'api-backup-'));
  dataDir = path.join(root, 'data');
  await migratedDataDir(pgliteDir());
  await setMarker('before');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('npm run backup and npm run restore', () => {
  const file = () => path.join(root, 'before.tar.gz');

  it('backs up a stopped embedded database directly, then restores it, keeping the replaced data aside', async () => {
    const backup = await cli('backup.ts', ['--out', file()]);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toContain(`Backup written to ${file()}`);
    await setMarker('after');

    const restored = await cli('restore.ts', ['--from', file()]);
    expect(restored.code).toBe(0);
    expect(restored.output).toContain('ledger:check: passed');
    expect(restored.output).toContain('team:check: passed');
    expect(await marker()).toBe('before');
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('pglite.replaced-'));
    expect(aside).toHaveLength(1);
    expect(restored.output).toContain(`kept in ${path.join(dataDir, aside[0] ?? '')}`);
  });

  it('refuses a missing, truncated or foreign file, and leaves the data directory untouched', async () => {
    await setMarker('untouched');
    const whole = await readFile(file());
    await writeFile(path.join(root, 'truncated.tar.gz'), whole.subarray(0, whole.length >> 1));
    await writeFile(path.join(root, 'foreign.tar.gz'), (await import('node:zlib')).gzipSync('not a database'));
    const cases = [
      ['missing.tar.gz', 'Cannot read'],
      ['truncated.tar.gz', 'is not a whole backup'],
      ['foreign.tar.gz', "is not a backup of this platform's database"],
    ] as const;
    for (const [name, said] of cases) {
      const refused = await cli('restore.ts', ['--from', path.join(root, name)]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Restore refused, nothing changed');
      expect(refused.output).toContain(said);
    }
    expect(await marker()).toBe('untouched');
  });

  it('refuses to restore while a server holds the data directory', async () => {
    const lock = lockDataDir(pgliteDir());
    try {
      const refused = await cli('restore.ts', ['--from', file()]);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Restore refused: The embedded database');
    } finally {
      lock.release();
    }
    expect(await marker()).toBe('untouched');
  });
});

describe('the server’s own backups', () => {
  it('writes one into BACKUP_DIR, keeps the newest BACKUP_KEEP, and a failure never throws out of the schedule', async () => {
    const backupDir = path.join(root, 'scheduled');
    const database = openDatabase({ dataDir: pgliteDir() });
    await database.migrate();
    let clock = new Date('2026-11-20T03:00:00Z');
    const backups = startEmbeddedBackups({
      database,
      config: { BACKUP_DIR: backupDir, BACKUP_KEEP: 2, BACKUP_EVERY_HOURS: 24 },
      log: silent,
      now: () => clock,
    });
    try {
      for (let day = 0; day < 3; day += 1) {
        await backups.takeNow();
        clock = new Date(clock.getTime() + 24 * 3600_000);
      }
      const kept = listBackups(backupDir);
      expect(kept).toHaveLength(2);
      expect(kept.every((backup) => existsSync(backup.file))).toBe(true);
      expect(backupFigures().lastSuccess?.toISOString()).toBe('2026-11-22T03:00:00.000Z');

      const failuresBefore = backupFigures().failures;
      await expect(backups.takeNow(path.join(root, 'no-such-dir', '\0bad'))).rejects.toThrow();
      expect(backupFigures().failures).toBe(failuresBefore + 1);
    } finally {
      backups.stop();
      await database.close();
    }
  });
});
