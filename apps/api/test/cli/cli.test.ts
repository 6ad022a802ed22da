import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MSG } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';
import { accounts } from '../../src/db/schema';
import { migratedDataDir } from '../pglite-pool';

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
let dataDir: string;

// The operator scripts run as a newcomer would run them: a child process on an embedded database.
async function cli(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'development', ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-cli-'));
  await migratedDataDir(path.join(dataDir, 'pglite'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run operator:create', () => {
  it('creates an operator once, refusing a second with the same e-mail and a weak password', async () => {
    const args = ['--email', 'Ops@Company.test', '--name', 'Jane Ops'];
    const created = await cli('operator-create.ts', args, { OPERATOR_PASSWORD: 'Operator@2026' });
    expect(created).toMatchObject({ code: 0 });
    expect(created.output).toContain('Operator ops@company.test created');
    const again = await cli('operator-create.ts', args, { OPERATOR_PASSWORD: 'Operator@2026' });
    expect(again.code).toBe(1);
    expect(again.output).toContain('exists already');
    const weak = await cli('operator-create.ts', ['--email', 'other@company.test'], { OPERATOR_PASSWORD: 'short' });
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('Password must be at least 8 characters');
    const common = await cli('operator-create.ts', ['--email', 'other@company.test'], {
      OPERATOR_PASSWORD: 'password1',
    });
    expect(common.code).toBe(1);
    expect(common.output).toContain(MSG.passwordTooCommon);
  });
});

describe('npm run ledger:check', () => {
  it('passes on a consistent ledger', async () => {
    const checked = await cli('ledger-check.ts', []);
    expect(checked).toMatchObject({ code: 0 });
    expect(checked.output).toContain('Ledger check passed');
  });

  it('fails with the offending row when a cached balance drifts from its postings', async () => {
    const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await database.db.insert(accounts).values({ kind: 'platform:drift-test', balanceMicros: 5n });
    await database.close();
    const checked = await cli('ledger-check.ts', []);
    expect(checked.code).toBe(1);
    expect(checked.output).toContain('balance-equals-postings');
    expect(checked.output).toContain('platform:drift-test');
  });
});

describe('the embedded database directory', () => {
  it('belongs to one process: ledger:check refuses a directory a live server holds, naming the holder', async () => {
    const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      for (const script of ['ledger-check.ts', 'team-check.ts', 'operator-create.ts']) {
        const args = script === 'operator-create.ts' ? ['--email', 'locked@company.test'] : [];
        const checked = await cli(script, args, { OPERATOR_PASSWORD: 'Operator@2026' });
        expect(checked.code, script).toBe(1);
        expect(checked.output, script).toContain(`is in use by process ${process.pid}`);
        expect(checked.output, script).not.toMatch(/\n\s+at /);
      }
      expect(() => openDatabase({ dataDir: path.join(dataDir, 'pglite') })).toThrow(DataDirLockedError);
    } finally {
      await database.close();
    }
    expect((await cli('ledger-check.ts', [])).output).not.toContain('in use');
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const lockPath = `${path.join(dataDir, 'pglite')}.lock`;
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    await writeFile(lockPath, JSON.stringify({ pid: dead, host: hostname(), startedAt: '2026-01-01T00:00:00Z' }));
    const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    expect(JSON.parse(await readFile(lockPath, 'utf8')).pid).toBe(process.pid);
    await database.close();
  });
});
