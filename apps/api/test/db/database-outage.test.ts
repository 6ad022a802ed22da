import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG, routes } from '@app/contract';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { SessionCache } from '../../src/core/session-cache';
import { openDatabase } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { createOutboxMailer } from '../../src/lib/mailer';
import { get, useTestApp } from '../helper';

const unavailable = { success: false, message: MSG.unavailable, code: 'UNAVAILABLE' };
const login = { email: 'someone@example.com', password: 'Secret@123', role_name: 'User' };

/** The real app in front of a PostgreSQL address that refuses or never answers. */
async function appInFrontOf(url: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'api-outage-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const errors: Error[] = [];
  const database = openDatabase({
    url,
    timeouts: { connectMs: 500, statementMs: 1_000 },
    onConnectionError: (error) => errors.push(error),
  });
  const mailer = createOutboxMailer({ dir: path.join(dataDir, 'outbox') });
  const app = await buildApp({
    ctx: { config, db: database.db, mailer, clock: systemClock, chain: null, sessions: new SessionCache() },
  });
  return {
    app,
    errors,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function timed(app: App, request: InjectOptions) {
  const started = performance.now();
  const response = await app.inject(request);
  return { status: response.statusCode, body: response.json(), ms: performance.now() - started, response };
}

describe('while the database refuses connections', () => {
  let server: Server;
  let port = 0;
  let target: Awaited<ReturnType<typeof appInFrontOf>>;

  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    target = await appInFrontOf(`postgres://postgres@127.0.0.1:${port}/none`);
  });
  afterAll(() => target.close());

  it('answers 503 in the envelope at once, /readyz too, while /healthz stays 200', async () => {
    const answer = await timed(target.app, { method: 'POST', url: routes.login.path, payload: login });
    expect([answer.status, answer.body]).toEqual([503, unavailable]);
    expect(answer.response.headers['retry-after']).toBe('5');
    expect(answer.response.headers['content-security-policy']).toBeDefined();
    expect(answer.ms).toBeLessThan(3_000);
    const ready = await timed(target.app, { method: 'GET', url: '/readyz' });
    expect([ready.status, ready.body]).toEqual([503, unavailable]);
    expect((await target.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('while the database accepts connections but never answers (frozen)', () => {
  let blackHole: Server;
  const sockets: Socket[] = [];
  let target: Awaited<ReturnType<typeof appInFrontOf>>;

  beforeAll(async () => {
    blackHole = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as { port: number };
    target = await appInFrontOf(`postgres://postgres@127.0.0.1:${port}/none`);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await target.close();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  });

  it('gives up after the connect timeout and answers 503 instead of hanging', async () => {
    const answers = await Promise.all([
      timed(target.app, { method: 'POST', url: routes.login.path, payload: login }),
      timed(target.app, { method: 'GET', url: '/readyz' }),
    ]);
    for (const answer of answers) {
      expect([answer.status, answer.body]).toEqual([503, unavailable]);
      expect(answer.ms).toBeLessThan(5_000);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('when PostgreSQL ends the connections (restart, failover)', () => {
  const applicationName = `outage-test-${process.pid}`;
  const t = useTestApp({ database: { applicationName } });
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
  });

  it('keeps the process up and serves the next requests on fresh connections', async () => {
    // Open several pooled connections, idle and in use, then end every one of them from the server side.
    await Promise.all(Array.from({ length: 6 }, () => get(t, '/readyz')));
    const slow = t.ctx.db.execute('select pg_sleep(2)').then(
      () => 'finished',
      () => 'failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ended = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = $1`,
      [applicationName],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    expect(await slow).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await get(t, '/readyz')).toMatchObject({ status: 200 });
  });
});
