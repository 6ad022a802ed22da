import { MSG, routes } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { SessionCache } from '../../src/core/session-cache';
import { type Database, openDatabase } from '../../src/db/client';
import { databaseRole, READ_ONLY_EXPLAINED } from '../../src/db/database-role';
import { queryRows } from '../../src/db/query';
import { call, createTestApp, get, nextClientIp, type TestContext } from '../helper';

// docs/operations.md#failover: a server on a database that takes no writes (a standby, or a primary being demoted)
// is not ready, refuses every write with 503 in the envelope, and says why in its log.

const unavailable = { success: false, message: MSG.unavailable, code: 'UNAVAILABLE' };

let t: TestContext;
let readOnly: { app: App; database: Database | null; logs: string[] };

/** The test app's own database, every session of it read-only, behind a second app that logs into `logs`. */
async function readOnlyAppOn(target: TestContext) {
  const logs: string[] = [];
  const url = process.env.TEST_DATABASE_URL;
  let database: Database | null = null;
  let db = target.ctx.db;
  if (url) {
    const [row] = await queryRows<{ schema: string }>(target.ctx.db, sql`select current_schema() as schema`);
    database = openDatabase({
      url,
      schemaName: row?.schema,
      sessionSettings: { default_transaction_read_only: 'on' },
    });
    db = database.db;
  } else {
    // The embedded database has one session: set once, it holds for every statement after.
    await target.ctx.db.execute(sql`set default_transaction_read_only = on`);
  }
  const app = await buildApp({
    ctx: { ...target.ctx, db, sessions: new SessionCache() },
    logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
  });
  return { app, database, logs };
}

beforeAll(async () => {
  t = await createTestApp();
  readOnly = await readOnlyAppOn(t);
});
afterAll(async () => {
  await readOnly?.app.close();
  await readOnly?.database?.close();
  if (!process.env.TEST_DATABASE_URL) await t?.ctx.db.execute(sql`set default_transaction_read_only = off`);
  await t?.close();
});

describe('a server on a read-only database', () => {
  it('tells a primary from a read-only database', async () => {
    expect(await databaseRole(readOnly.database?.db ?? t.ctx.db)).toBe('read-only');
    if (process.env.TEST_DATABASE_URL) expect(await databaseRole(t.ctx.db)).toBe('primary');
  });

  it('is not ready, and says why in its log once', async () => {
    const first = await readOnly.app.inject({ method: 'GET', url: '/readyz' });
    const second = await readOnly.app.inject({ method: 'GET', url: '/readyz' });
    expect([first.statusCode, first.json()]).toEqual([503, unavailable]);
    expect(second.statusCode).toBe(503);
    expect(readOnly.logs.filter((line) => line.includes(READ_ONLY_EXPLAINED))).toHaveLength(1);
    expect((await readOnly.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('refuses a write with 503 in the envelope, never a 500, and logs why', async () => {
    const before = readOnly.logs.length;
    const body = { email: 'nobody@example.com', password: 'Secret@123', role_name: 'User' };
    const answer = await readOnly.app.inject({
      method: 'POST',
      url: routes.login.path,
      payload: body,
      headers: { 'x-forwarded-for': nextClientIp() },
    });
    expect([answer.statusCode, answer.json()]).toEqual([503, unavailable]);
    expect(answer.headers['retry-after']).toBe('5');
    expect(readOnly.logs.slice(before).some((line) => line.includes(READ_ONLY_EXPLAINED))).toBe(true);
  });

  it('still answers what needs no write', async () => {
    const settings = await readOnly.app.inject({ method: 'GET', url: routes.publicSettings.path });
    expect(settings.statusCode).toBe(200);
  });
});

describe('the same database taking writes', () => {
  it('is ready', async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    expect((await get(t, '/readyz')).status).toBe(200);
    const body = { email: 'nobody@example.com', password: 'Secret@123', role_name: 'User' };
    expect((await call(t, routes.login, { body })).status).toBe(400);
  });
});
