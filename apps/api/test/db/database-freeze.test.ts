import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG, routes } from '@app/contract';
import { translateMessage } from '@app/contract/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import type { AppContext } from '../../src/context';
import { SessionCache } from '../../src/core/session-cache';
import { type Database, openDatabase } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { createOutboxMailer } from '../../src/lib/mailer';
import { ensureSettingDefaults } from '../../src/modules/settings/settings.service';
import { Cluster } from '../../stress/chaos/cluster';
import { createMember, createTestClock, eventually, loginToken, type TestContext } from '../helper';

// docs/decisions/006-reliability-and-abuse.md: a request's database work shares one deadline. With PostgreSQL frozen
// (its processes stopped with SIGSTOP, the connections open, nothing answered) a request is answered 503 within
// DB_STATEMENT_TIMEOUT_MS and a second, whatever it reads on the way: its session, the settings, the member's row,
// the member's language for the answer. A throw-away cluster of this machine's PostgreSQL, as the chaos suite runs.

/** A small timeout, so the test is quick: each read once waited this plus 2 s, one after another. */
const STATEMENT_MS = 1_000;
const WITHIN_MS = STATEMENT_MS + 1_000;

const unavailable = { success: false, message: MSG.unavailable, code: 'UNAVAILABLE' };
/**
 * In her language, which comes with her session; in English when her session had to be read and could not be (the
 * revocation feed forgets every cached session when its poll fails, as it may while the database is frozen).
 */
const unavailableToHer = [unavailable, { ...unavailable, message: translateMessage(MSG.unavailable, 'es') }];

let cluster: Cluster;
let database: Database;
let app: App;
let dataDir: string;
let t: TestContext;
let token: string;

beforeAll(async () => {
  cluster = new Cluster('freeze-test-');
  await cluster.init();
  dataDir = await mkdtemp(path.join(tmpdir(), 'api-freeze-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
  });
  // The pool's connect timeout stays at its default (5 s): the deadline cuts a connection's wait too.
  database = openDatabase({ url: cluster.url, timeouts: { statementMs: STATEMENT_MS } });
  await database.migrate();
  await ensureSettingDefaults(database.db);
  const mailer = createOutboxMailer({ dir: path.join(dataDir, 'outbox') });
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer,
    clock: systemClock,
    chain: null,
    payoutSigner: null,
    sessions: new SessionCache(),
  };
  app = await buildApp({ ctx });
  t = { app, ctx, clock: createTestClock(), outboxDir: path.join(dataDir, 'outbox'), close: async () => {} };
  const member = await createMember(t, { fullName: 'Frida Frozen' });
  token = await loginToken(t, member);
  // Her answers are in Spanish, the language read with her session.
  const saved = await app.inject({
    method: 'POST',
    url: routes.saveLanguage.member.path,
    headers: { authorization: `Bearer ${token}` },
    payload: { locale: 'es' },
  });
  expect(saved.statusCode).toBe(200);
}, 180_000);

afterAll(async () => {
  cluster?.thaw();
  await app?.close();
  await database?.close();
  await cluster?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const profile = () =>
  app.inject({ method: 'GET', url: routes.profile.member.path, headers: { authorization: `Bearer ${token}` } });

/** The database answering again, the session remembered and pooled connections open: then everything stops. */
async function freezeWarm() {
  cluster.thaw();
  await eventually(async () => (await profile()).statusCode === 200, 30_000);
  cluster.freeze();
}

async function timed(send: () => ReturnType<typeof profile>) {
  const started = performance.now();
  const answer = await send();
  return { status: answer.statusCode, body: answer.json(), ms: Math.round(performance.now() - started) };
}

describe('with PostgreSQL frozen, its connections open', () => {
  it(`answers a member's profile 503 within DB_STATEMENT_TIMEOUT_MS + 1 s (${WITHIN_MS} ms)`, async () => {
    await freezeWarm();
    // The settings and the member's row under one deadline; the refusal in her language, known with her session.
    const answer = await timed(profile);
    expect(answer.status).toBe(503);
    expect(unavailableToHer).toContainEqual(answer.body);
    expect(answer.ms).toBeLessThan(WITHIN_MS);
  }, 60_000);

  it('answers 503 as soon when the session itself must be read', async () => {
    await freezeWarm();
    t.ctx.sessions.clear();
    const answer = await timed(profile);
    expect([answer.status, answer.body]).toEqual([503, unavailable]);
    expect(answer.ms).toBeLessThan(WITHIN_MS);
  }, 60_000);

  it('keeps the deadline past a body read (a JSON write), and the next requests after the thaw succeed', async () => {
    await freezeWarm();
    const answer = await timed(() =>
      app.inject({
        method: 'POST',
        url: routes.saveLanguage.member.path,
        headers: { authorization: `Bearer ${token}` },
        payload: { locale: 'hi' },
      }),
    );
    expect(answer.status).toBe(503);
    expect(unavailableToHer).toContainEqual(answer.body);
    expect(answer.ms).toBeLessThan(WITHIN_MS);
    // A connection whose statement was given up on is dropped, never handed on mid-answer: the app serves again.
    cluster.thaw();
    await eventually(async () => (await profile()).statusCode === 200, 30_000);
    const after = await profile();
    expect(after.statusCode).toBe(200);
  }, 60_000);
});
