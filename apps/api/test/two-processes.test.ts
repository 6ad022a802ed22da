import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG, OTP_MAX_ATTEMPTS, ROLE, routes } from '@app/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES, type RateRule } from '../src/core/rate-limit';
import { readOutbox } from '../src/lib/mailer';
import { DEMO } from '../src/seed/demo';

// Two real server processes on one PostgreSQL database, as behind a load balancer: a limit kept in one
// process's memory would let twice the tries through. The embedded database belongs to one process, so
// this file needs TEST_DATABASE_URL.

const adminUrl = process.env.TEST_DATABASE_URL;
const apiDir = path.resolve(import.meta.dirname, '..');
const databaseName = `two_processes_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
/** The address both processes see: every try below comes from this one client. */
const HOST = '127.0.0.1';

interface Server {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  dataDir: string;
  output: string[];
}

const servers: Server[] = [];

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, HOST);
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startServer(name: string): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `api-${name}-`));
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: Server = { name, child, baseUrl: `http://${HOST}:${port}`, dataDir, output: [] };
  servers.push(server);
  child.stdout?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => server.output.push(chunk.toString()));
  await waitUntilAnswering(server);
  return server;
}

async function waitUntilAnswering(server: Server) {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    const answer = await fetch(`${server.baseUrl}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not answer:\n${server.output.join('')}`);
}

async function stopServer(server: Server) {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

async function call(server: Server, url: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: string; code?: string } };
}

/**
 * The code mailed to `to` since `since` by either process (each writes its own outbox). Reset codes are
 * mailed after the answer, so it may take a moment to appear.
 */
async function codeMailedSince(to: string, since: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const outboxes = servers.map((server) => readOutbox({ dir: path.join(server.dataDir, 'outbox'), to }));
    const [newest] = (await Promise.all(outboxes))
      .flat()
      .filter((mail) => mail.sentAt >= since)
      .sort((first, second) => second.sentAt.localeCompare(first.sentAt));
    const code = newest?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${to}`);
}

/**
 * The log-in limits that refuse, taken by name (`login:<subject>`) so a reshaped rule set still reads right:
 * every one of them counts a try of one account from one address, so the tightest refuses first. Rules that
 * only slow an account down are named otherwise and never refuse.
 */
function tightestLoginRule(): RateRule {
  const refusing: RateRule[] = Object.values(RATE_RULES).filter((rule) => rule.name.startsWith('login:'));
  const [tightest] = refusing.sort((first, second) => first.max - second.max);
  if (!tightest) throw new Error('RATE_RULES has no login:* rule: update this test to the new rule names');
  return tightest;
}

describe.skipIf(!adminUrl)('limits shared by two server processes (TEST_DATABASE_URL only)', () => {
  let first: Server;
  let second: Server;
  /** Process 1, 2, 1, 2...: the n-th try goes to one, the next to the other. */
  const alternate = (index: number) => (index % 2 === 0 ? first : second);

  beforeAll(async () => {
    await adminQuery(`create database ${databaseName}`);
    // One after the other: the first migrates and seeds the demo, the second finds both done.
    first = await startServer('first');
    second = await startServer('second');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await adminQuery(`drop database if exists ${databaseName} with (force)`);
  }, 30_000);

  it(`counts one member's wrong passwords on both processes together and refuses the next`, async () => {
    const rule = tightestLoginRule();
    const wrong = { email: DEMO.member.email, password: 'Wrong@12345', role_name: ROLE.user };
    const answers: number[] = [];
    for (let index = 0; index < rule.max; index += 1) {
      answers.push((await call(alternate(index), routes.login.path, wrong)).status);
    }
    expect(answers).toEqual(Array.from({ length: rule.max }, () => 400));

    const limited = await call(alternate(rule.max), routes.login.path, wrong);
    expect(limited).toEqual({ status: 429, body: { success: false, message: MSG.rateLimited, code: 'RATE_LIMITED' } });
    // The right password is refused too, on the other process: the limit answers before the password is read.
    const right = { ...wrong, password: DEMO.member.password };
    expect((await call(alternate(rule.max + 1), routes.login.path, right)).status).toBe(429);
  });

  it(`burns a reset code after ${OTP_MAX_ATTEMPTS} wrong tries spread over both processes`, async () => {
    const email = DEMO.member.email;
    const newPassword = { password: 'Changed@12345', confirmPassword: 'Changed@12345', role_name: ROLE.user };
    const asked = new Date().toISOString();
    const sent = await call(first, routes.resetOtp.path, { email, ...newPassword });
    expect(sent).toEqual({ status: 200, body: { success: true, message: MSG.resetOtpSent } });
    const code = await codeMailedSince(email, asked);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const hashBefore = await passwordHashOf(email);

    const messages: string[] = [];
    for (let index = 0; index < OTP_MAX_ATTEMPTS; index += 1) {
      const answer = await call(alternate(index + 1), routes.resetVerify.path, {
        email,
        ...newPassword,
        otp: wrongCode,
      });
      expect(answer.status).toBe(400);
      messages.push(answer.body.message);
    }
    expect(messages).toEqual([...Array.from({ length: OTP_MAX_ATTEMPTS - 1 }, () => MSG.otpWrong), MSG.otpBurnt]);

    // The right code, on the process that mailed it, is out of tries too.
    const late = await call(first, routes.resetVerify.path, { email, ...newPassword, otp: code });
    expect(late).toEqual({ status: 400, body: { success: false, message: MSG.otpBurnt, code: 'OTP_INVALID' } });
    expect(await passwordHashOf(email)).toBe(hashBefore);
  });
});

async function passwordHashOf(email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ password_hash: string }>('select password_hash from users where email = $1', [
      email,
    ]);
    return result.rows[0]?.password_hash ?? '';
  } finally {
    await client.end();
  }
}
