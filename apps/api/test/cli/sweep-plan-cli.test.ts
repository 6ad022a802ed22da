import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDepositAddress, parseDepositXpub } from '../../src/chain/deposit-address-derivation';
import { openDatabase } from '../../src/db/client';
import { depositAddresses } from '../../src/db/schema';
import { upsertSetting } from '../../src/modules/settings/settings.repository';
import { ensureSettingDefaults } from '../../src/modules/settings/settings.service';
import { type LocalChain, startLocalChain } from '../chain/local-chain';
import { TEST_XPUB } from '../chain/test-xpub';
import { createMember, type TestContext } from '../helper';
import { migratedDataDir } from '../pglite-pool';

// npm run sweep:plan as an operator runs it: a child process on an embedded database, balances read on a real node.

const run = promisify(execFile);
const apiDir = path.resolve(import.meta.dirname, '../..');
let dataDir: string;
let chain: LocalChain;
const key = parseDepositXpub(TEST_XPUB);
if (typeof key === 'string') throw new Error(key);
const [first, second, third] = [0, 1, 2].map((index) => deriveDepositAddress(key, index)) as [
  Address,
  Address,
  Address,
];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-sweep-'));
  chain = await startLocalChain();
  const usdt = await chain.deployToken(18);
  await chain.mint(usdt, first, '12.5');
  await chain.mint(usdt, third, '0.000001');
  await migratedDataDir(path.join(dataDir, 'pglite'));
  const database = openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await ensureSettingDefaults(database.db);
  await upsertSetting(database.db, { key: 'usdtContract', value: usdt, now: new Date() });
  // createMember needs only the database and a clock of a test context.
  const t = { ctx: { db: database.db, clock: () => new Date() } } as TestContext;
  for (const [index, address] of [first, second, third].entries()) {
    const member = await createMember(t);
    await database.db
      .insert(depositAddresses)
      .values({ userId: member.id, addressIndex: index, address: address.toLowerCase(), createdAt: new Date() });
  }
  await database.close();
});
afterAll(async () => {
  await chain.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function sweepPlan(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/cli/sweep-plan.ts', ...args], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'development', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run sweep:plan', () => {
  it('writes the member addresses holding USDT, read on chain, as CSV: index, address, exact balance', async () => {
    const plan = await sweepPlan([], { CHAIN_RPC_URL: chain.rpcUrl });
    expect(plan.code).toBe(0);
    expect(plan.stdout).toBe(
      `index,address,balance\n0,${first.toLowerCase()},12.500000\n2,${third.toLowerCase()},0.000001\n`,
    );
    const file = path.join(dataDir, 'plan.csv');
    expect((await sweepPlan(['--out', file], { CHAIN_RPC_URL: chain.rpcUrl })).code).toBe(0);
    expect(await readFile(file, 'utf8')).toBe(plan.stdout);
  });

  it('fails with the reason without a node, or when the node does not answer', async () => {
    const none = await sweepPlan([], {});
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('set CHAIN_RPC_URL');
    const down = await sweepPlan([], { CHAIN_RPC_URL: 'http://127.0.0.1:9' });
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('sweep:plan failed');
  });
});
