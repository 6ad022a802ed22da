import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE, routes } from '@app/contract';
import pg from 'pg';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../src/lib/mailer';
import { DEMO } from '../../src/seed/demo';
import { apiTokenOf } from '../helper';
import { type LocalChain, startLocalChain } from './local-chain';
import { HOT_KEY, HOT_WALLET, hotWalletEnv, newRecipient, spendNonceZero, transfersTo } from './payout-kit';

// kill -9 of a real server process at each point of a payout, then a new process on the same database and chain:
// every payout lands on chain exactly once. The crash points are reached from outside, as production reaches them:
// the node refusing the send (signed, never broadcast), the node's answer to the send lost (broadcast, not known to
// be), and a transfer mined but not yet deep enough. PostgreSQL only: the embedded database belongs to one process.

const adminUrl = process.env.TEST_DATABASE_URL;
const apiDir = path.resolve(import.meta.dirname, '../..');
const databaseName = `payout_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const HOST = '127.0.0.1';
const CONFIRMATIONS = 3;

let chain: LocalChain;
let usdt: Address;
let env: Awaited<ReturnType<typeof hotWalletEnv>>;
let database: pg.Client;
let dataDir: string;
let server: { child: ChildProcess; baseUrl: string; output: string[] } | null = null;

function databaseUrl(): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, HOST);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startServer(options: { chain?: boolean } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(),
      LOG_LEVEL: 'warn',
      PAYOUT_CHECK_SECONDS: '1',
      ...(options.chain === false ? {} : env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = { child, baseUrl: `http://${HOST}:${port}`, output: [] as string[] };
  child.stdout?.on('data', (chunk: Buffer) => started.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => started.output.push(chunk.toString()));
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if ((await fetch(`${started.baseUrl}/readyz`).catch(() => null))?.ok) {
      server = started;
      return started;
    }
    await sleep(200);
  }
  throw new Error(`the server did not start:\n${started.output.join('')}`);
}

/** kill -9: no shutdown, no last write. */
async function killServer() {
  if (!server) return;
  const { child } = server;
  server = null;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  return (await database.query(text, values)).rows as Row[];
}

async function setSetting(key: string, value: unknown) {
  await query(
    `insert into settings (key, value, updated_at) values ($1, $2::jsonb, now())
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

async function post(url: string, body: unknown, token?: string) {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as {
    success: boolean;
    message: string;
    data?: Record<string, unknown>;
    api_token?: string;
  };
}

/** The demo member withdraws `amount` USDT of income to `address`: both steps, as the screens make them. */
async function withdraw(address: Address, amount: number): Promise<string> {
  const login = await post(routes.login.path, {
    email: DEMO.member.email,
    password: DEMO.member.password,
    role_name: ROLE.user,
  });
  const token = apiTokenOf(login);
  if (!token) throw new Error(`log-in failed: ${login.message}`);
  const since = new Date().toISOString();
  const requested = await post(routes.withdrawalRequest.member.path, { address, amount }, token);
  const id = requested.data?._id as string;
  if (!id) throw new Error(`request failed: ${requested.message}`);
  const otp = await mailedCode(since);
  const verified = await post(routes.withdrawalVerify.member.path, { address, amount, otp, _id: id }, token);
  if (!verified.success) throw new Error(`verify failed: ${verified.message}`);
  return id;
}

async function mailedCode(since: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const mails = await readOutbox({ dir: path.join(dataDir, 'outbox'), to: DEMO.member.email });
    const code = mails
      .filter((mail) => mail.sentAt >= since)
      .map((mail) => mail.text.match(/\b(\d{6})\b/)?.[1])
      .find(Boolean);
    if (code) return code;
    await sleep(100);
  }
  throw new Error('no code mailed');
}

interface PayoutRow {
  state: string;
  hashes: string[];
  withdrawal_status: string;
  payout_tx_hash: string | null;
}

async function payoutOf(withdrawalId: string): Promise<PayoutRow | undefined> {
  const [row] = await query<PayoutRow>(
    `select p.state, w.status as withdrawal_status, w.payout_tx_hash,
            coalesce((select array_agg(t.tx_hash order by t.signed_at) from payout_transactions t
                      where t.payout_id = p.id), '{}') as hashes
     from withdrawals w left join payouts p on p.withdrawal_id = w.id where w.id = $1`,
    [withdrawalId],
  );
  return row?.state ? row : undefined;
}

/**
 * Waits until the payout of `withdrawalId` reaches a state `done` accepts, mining a block now and then. After a kill
 * the dead server's run holds the payout job until pg-boss expires it (a minute, then its maintenance round).
 */
async function waitFor(withdrawalId: string, done: (row: PayoutRow) => boolean, options: { mine?: boolean } = {}) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    const row = await payoutOf(withdrawalId);
    if (row && done(row)) return row;
    if (options.mine) await chain.mine(1);
    await sleep(500);
  }
  throw new Error(
    `payout of ${withdrawalId} stuck at ${JSON.stringify(await payoutOf(withdrawalId))}:\n${server?.output.join('')}`,
  );
}

const paid = (row: PayoutRow) => row.state === 'confirmed' && row.withdrawal_status === 'success';

async function ledgerCheck() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/ledger-check.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: databaseUrl() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code, output };
}

describe.skipIf(!adminUrl)('a payout through kill -9 of the server (TEST_DATABASE_URL only)', () => {
  beforeAll(async () => {
    chain = await startLocalChain();
    usdt = await chain.deployToken(18);
    await chain.mint(usdt, HOT_WALLET, '100000');
    // The local node would mine a resent nonce-0 transaction again: a real node refuses it (payout-kit).
    await spendNonceZero(chain, HOT_KEY);
    env = await hotWalletEnv(chain.rpcUrl);
    dataDir = await mkdtemp(path.join(tmpdir(), 'payout-crash-'));
    await adminQuery(`create database ${databaseName}`);
    // The first start migrates and seeds the demo; the chain's settings are written before a start that reads them.
    await startServer({ chain: false });
    await killServer();
    database = new pg.Client({ connectionString: databaseUrl() });
    await database.connect();
    await setSetting('depositVerificationMode', 'chain');
    await setSetting('usdtContract', usdt);
    await setSetting('confirmations', CONFIRMATIONS);
    await setSetting('newAddressHoldHours', 0);
    await setSetting('payoutMode', 'automatic');
    await setSetting('autoPayoutMaximum', 1000);
    await setSetting('withdrawalMinimum', 5);
    await startServer();
  }, 90_000);

  afterAll(async () => {
    await killServer();
    await database?.end();
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
    await chain?.close();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('sends a payout signed before the crash, never broadcast, once after it', async () => {
    chain.filterRpc((method) => (method === 'eth_sendRawTransaction' ? 'refuse' : 'pass'));
    const to = newRecipient();
    const id = await withdraw(to, 10);
    const signed = await waitFor(id, (row) => row.state === 'signed');
    await killServer();
    expect(await transfersTo(chain, usdt, to)).toEqual([]);

    chain.filterRpc(null);
    await startServer();
    const after = await waitFor(id, paid, { mine: true });
    expect(after.hashes).toEqual(signed.hashes);
    expect(after.payout_tx_hash).toBe(signed.hashes[0]);
    expect(await transfersTo(chain, usdt, to)).toEqual(['9.5']);
  }, 240_000);

  it('follows a payout whose send reached the node but whose answer was lost', async () => {
    chain.filterRpc((method) => (method === 'eth_sendRawTransaction' ? 'loseReply' : 'pass'));
    const to = newRecipient();
    const id = await withdraw(to, 10);
    // The node has it (instamine mined it); the platform never heard so from the send, only by asking after it.
    const sent = await waitFor(id, (row) => row.hashes.length > 0);
    for (let tries = 0; tries < 100 && (await transfersTo(chain, usdt, to)).length === 0; tries += 1) await sleep(200);
    expect(await transfersTo(chain, usdt, to)).toEqual(['9.5']);
    await killServer();

    chain.filterRpc(null);
    await startServer();
    const after = await waitFor(id, paid, { mine: true });
    expect(after.hashes).toEqual(sent.hashes);
    expect(await transfersTo(chain, usdt, to)).toEqual(['9.5']);
  }, 240_000);

  it('confirms after a restart a payout that was waiting for its confirmations', async () => {
    const to = newRecipient();
    const id = await withdraw(to, 10);
    const broadcast = await waitFor(id, (row) => row.state === 'broadcast');
    await killServer();
    await chain.mine(CONFIRMATIONS);

    await startServer();
    const after = await waitFor(id, paid, { mine: true });
    expect(after.hashes).toEqual(broadcast.hashes);
    expect(await transfersTo(chain, usdt, to)).toEqual(['9.5']);
    await killServer();
    const checked = await ledgerCheck();
    expect(checked.code, checked.output).toBe(0);
  }, 240_000);
});
